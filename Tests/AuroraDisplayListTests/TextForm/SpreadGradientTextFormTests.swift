/// The text form of a spread gradient: spread and transform printed, parsed back, and only gradients inside.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct SpreadGradientTextFormTests {
    private static let stops = [GradientStop(color: RGBAColor(red: 0, green: 0, blue: 0), location: 0),
                                GradientStop(color: RGBAColor(red: 1, green: 1, blue: 1), location: 1)]

    private func list(_ paint: DisplayList.Paint) -> DisplayList {
        DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 64, height: 64), content: .fill(paint))])
    }

    @Test func printsTheDocumentedForm() {
        let paint = DisplayList.Paint.spreadGradient(.linearGradient(stops: Self.stops, start: CGPoint(x: 24, y: 0), end: CGPoint(x: 40, y: 0)),
                                                     spread: .reflect, transform: CGAffineTransform(a: 2, b: 0, c: 0.5, d: 1, tx: 3, ty: 4))
        #expect(list(paint).description == """
            (display-list
              (item frame=(0 0 64 64) (content (fill (spread-gradient spread=reflect transform=(2 0 0.5 1 3 4) \
            (linear-gradient start=(24 0) end=(40 0) (stop 0 (srgb 0 0 0 1)) (stop 1 (srgb 1 1 1 1))))))))
            """)
    }

    @Test(arguments: [GradientPaint.Spread.pad, .repeat, .reflect])
    func everySpreadAndGradientRoundTrips(spread: GradientPaint.Spread) throws {
        let skew = CGAffineTransform(a: 1, b: 0.25, c: -0.5, d: 2, tx: 7, ty: -3)
        for gradient: DisplayList.Paint in [
            .linearGradient(stops: Self.stops, start: .zero, end: CGPoint(x: 10, y: 5)),
            .radialGradient(stops: Self.stops, center: CGPoint(x: 32, y: 32), startRadius: 2, endRadius: 9),
            .angularGradient(stops: Self.stops, center: CGPoint(x: 32, y: 32), startAngle: .degrees(10), endAngle: .degrees(100)),
            .ellipticalGradient(stops: Self.stops, center: CGPoint(x: 32, y: 32), radii: CGSize(width: 20, height: 10),
                                startRadiusFraction: 0.1, endRadiusFraction: 0.4),
        ] {
            let original = list(.spreadGradient(gradient, spread: spread, transform: skew))
            #expect(try DisplayList(parsing: original.description) == original)
        }
    }

    @Test func onlyAGradientCanBeSpread() {
        let text = "(display-list (item frame=(0 0 4 4) (content (fill (spread-gradient spread=repeat transform=(1 0 0 1 0 0) (srgb 1 0 0 1))))))"
        #expect(throws: DisplayListParseError.self) { try DisplayList(parsing: text) }
        let unknown = "(display-list (item frame=(0 0 4 4) (content (fill (spread-gradient spread=wrap transform=(1 0 0 1 0 0) "
            + "(linear-gradient start=(0 0) end=(1 0)))))))"
        #expect(throws: DisplayListParseError.self) { try DisplayList(parsing: unknown) }
    }
}
