/// Print → parse → equal for the display list's text form, on hand-made and seeded random lists.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct DisplayListTextFormTests {
    private static let card = DisplayList(items: [
        DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 120, height: 80), effect: .opacity(0.5), DisplayList(items: [
            DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 120, height: 80),
                             effect: .clip(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 12), FillStyle()),
                             DisplayList(items: [
                                DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 120, height: 80),
                                                 content: .fill(.color(RGBAColor(red: 1, green: 0, blue: 0)))),
                             ])),
        ])),
    ])

    @Test func printsTheDocumentedForm() {
        let text = DisplayList(items: [
            DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 120, height: 80), effect: .opacity(0.5), DisplayList(items: [
                DisplayList.Item(frame: CGRect(x: 10, y: 10, width: 20.5, height: 30),
                                 content: .shape(path: BezierPath(CGRect(x: 0, y: 0, width: 20.5, height: 30)),
                                                 paint: .color(RGBAColor(red: 1, green: 0, blue: 0)), style: .fill(FillStyle()))),
            ])),
        ]).description
        #expect(text == """
            (display-list
              (item frame=(0 0 120 80) (effect (opacity 0.5)
                (item frame=(10 10 20.5 30) (content (shape (path M 0 0 L 20.5 0 L 20.5 30 L 0 30 Z) (srgb 1 0 0 1) (fill non-zero antialiased)))))))
            """)
    }

    @Test func aShapesBlendModeFollowsItsStyle() throws {
        let list = DisplayList(items: [
            DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 4, height: 4),
                             content: .shape(path: BezierPath(CGRect(x: 0, y: 0, width: 4, height: 4)),
                                             paint: .color(RGBAColor(red: 0, green: 0, blue: 1)), style: .fill(FillStyle()), blendMode: .screen)),
        ])
        #expect(list.description == """
            (display-list
              (item frame=(0 0 4 4) (content (shape (path M 0 0 L 4 0 L 4 4 L 0 4 Z) (srgb 0 0 1 1) (fill non-zero antialiased) (blend-mode screen)))))
            """)
        #expect(try DisplayList(parsing: list.description) == list)
    }

    @Test func handMadeListRoundTrips() throws {
        let parsed = try DisplayList(parsing: Self.card.description)
        #expect(parsed == Self.card)
        #expect(parsed.description == Self.card.description)
    }

    @Test(arguments: 0..<60)
    func randomListRoundTrips(seed: UInt64) throws {
        var random = RandomDisplayList(seed: seed)
        let list = random.list(depth: 4)
        let text = list.description
        let parsed = try DisplayList(parsing: text)
        #expect(parsed == list, "seed \(seed):\n\(text)")
        #expect(parsed.description == text)
    }

    @Test func numbersRoundTripExactly() throws {
        let values: [CGFloat] = [0.1, 1.0 / 3, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123456789012345678, -2.5, 3]
        for v in values {
            let list = DisplayList(items: [DisplayList.Item(frame: CGRect(x: v, y: -v, width: v, height: 1), content: .fill(.color(.black)))])
            #expect(try DisplayList(parsing: list.description) == list)
        }
        let floats: [Float] = [0.1, 1.0 / 3, 0.999_999_94, 1e-30]
        for f in floats {
            let stop = GradientStop(color: RGBAColor(red: f, green: f, blue: f, alpha: f), location: f)
            let list = DisplayList(items: [DisplayList.Item(frame: .zero, content: .fill(.linearGradient(stops: [stop], start: .zero, end: .zero)))])
            #expect(try DisplayList(parsing: list.description) == list)
        }
    }

    @Test func acceptsCommentsAndFreeLayout() throws {
        let text = """
            ; a red square
            (display-list (item
               frame=( 0 0 10 10 )   (content (fill (srgb 1 0 0 1)))))
            """
        let list = try DisplayList(parsing: text)
        #expect(list == DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                             content: .fill(.color(RGBAColor(red: 1, green: 0, blue: 0))))]))
    }
}
