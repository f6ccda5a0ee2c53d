/// `Gradient.colorSpace(_:)` and `AnyGradient`: which gradients interpolate perceptually, and the pixels.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct GradientColorSpaceTests {
    private let blueToYellow = Gradient(colors: [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0)])

    private func paint<S: ShapeStyle>(_ style: S) -> DisplayList.Paint? {
        let (list, _) = displayList(of: Rectangle().fill(style).frame(width: 8, height: 8), proposal: .unspecified)
        func find(_ list: DisplayList) -> DisplayList.Paint? {
            for item in list.items {
                switch item.value {
                case .content(.shape(_, let paint, _, _)): return paint
                case .effect(_, let inner): if let found = find(inner) { return found }
                default: continue
                }
            }
            return nil
        }
        return find(list)
    }

    @Test func deviceIsTheDefault() {
        guard case .linearGradient? = paint(LinearGradient(gradient: blueToYellow, startPoint: .leading, endPoint: .trailing)) else {
            Issue.record("expected a plain linear gradient")
            return
        }
        guard case .linearGradient? = paint(AnyGradient(blueToYellow)) else {
            Issue.record("expected a plain linear gradient")
            return
        }
    }

    @Test func perceptualWrapsEveryKindOfGradient() {
        let perceptual = blueToYellow.colorSpace(.perceptual)
        let styles: [any ShapeStyle] = [
            perceptual,
            .linearGradient(perceptual, startPoint: .leading, endPoint: .trailing),
            .radialGradient(perceptual, endRadius: 4),
            .angularGradient(perceptual, startAngle: .zero, endAngle: .degrees(90)),
            .conicGradient(perceptual),
            .ellipticalGradient(perceptual),
        ]
        for style in styles {
            guard case .perceptualGradient? = paint(AnyShapeStyle(style)) else {
                Issue.record("expected a perceptual gradient for \(style)")
                continue
            }
        }
        // Back to `.device` undoes it.
        guard case .linearGradient? = paint(perceptual.colorSpace(.device)) else {
            Issue.record("expected a plain linear gradient")
            return
        }
    }

    @Test func perceptualMidpointPixel() throws {
        // AnyGradient draws top to bottom: rows 0…63 of a 64-point-tall fill, row 31.5 halfway.
        let view = Rectangle().fill(blueToYellow.colorSpace(.perceptual)).frame(width: 2, height: 64)
        let pixmap = try #require(ImageRenderer(content: view).pixmap)
        // Row 32's centre is at t = 32.5/64, where the Oklab interpolation of (0, 0, 1) and
        // (1, 1, 0) is (110.0, 172.9, 197.8) (computed in double precision); sRGB's would be grey.
        let middle = pixmap.pixel(x: 0, y: 32)
        let expected: [Double] = [110.0, 172.9, 197.8]
        let actual = [middle.red, middle.green, middle.blue].map(Double.init)
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }, "got \(middle)")
    }
}
