/// The text form of a gradient interpolated in Oklab: printed, parsed back, and only gradients inside.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct PerceptualGradientTextFormTests {
    private static let stops = [GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 0),
                                GradientStop(color: RGBAColor(red: 1, green: 1, blue: 0), location: 1)]

    private func list(_ paint: DisplayList.Paint) -> DisplayList {
        DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 8, height: 8), content: .fill(paint))])
    }

    @Test func printsAndParsesBack() throws {
        let linear = DisplayList.Paint.linearGradient(stops: Self.stops, start: .zero, end: CGPoint(x: 8, y: 0))
        let original = list(.perceptualGradient(linear))
        #expect(original.description == """
            (display-list
              (item frame=(0 0 8 8) (content (fill (perceptual-gradient \
            (linear-gradient start=(0 0) end=(8 0) (stop 0 (srgb 0 0 1 1)) (stop 1 (srgb 1 1 0 1))))))))
            """)
        #expect(try DisplayList(parsing: original.description) == original)
        let spread = list(.perceptualGradient(.spreadGradient(linear, spread: .repeat, transform: .identity)))
        #expect(try DisplayList(parsing: spread.description) == spread)
    }

    @Test func onlyAGradientCanBePerceptual() {
        let text = "(display-list (item frame=(0 0 4 4) (content (fill (perceptual-gradient (srgb 1 0 0 1))))))"
        #expect(throws: DisplayListParseError.self) { try DisplayList(parsing: text) }
        let extra = "(display-list (item frame=(0 0 4 4) (content (fill (perceptual-gradient "
            + "(linear-gradient start=(0 0) end=(1 0)) (srgb 1 0 0 1))))))"
        #expect(throws: DisplayListParseError.self) { try DisplayList(parsing: extra) }
    }
}
