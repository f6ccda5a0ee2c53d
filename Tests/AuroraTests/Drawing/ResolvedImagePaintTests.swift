/// A resolved symbol image's paints, found once per shading: every draw gives the items a fresh resolution would.
import AuroraDisplayList
import AuroraGeometry
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ResolvedImagePaintTests {
    /// The items a context in `environment` records for each draw of `image` (its shading set by
    /// `configure`), one list per rect.
    private func drawnItems(_ image: Image, environment: EnvironmentValues, rects: [CGRect],
                            configure: (inout GraphicsContext.ResolvedImage) -> Void = { _ in }) -> [[DisplayList.Item]] {
        let recorder = GraphicsContextRecorder(bounds: CGRect(x: 0, y: 0, width: 64, height: 64))
        let context = GraphicsContext(recorder: recorder, environment: environment)
        var resolved = context.resolve(image)
        configure(&resolved)
        return rects.map { rect in
            let before = recorder.items.count
            context.draw(resolved, in: rect)
            return Array(recorder.items[before...])
        }
    }

    /// The items the symbol geometry gives for `rect` with `styles` as the foreground levels,
    /// painted anew (the reference for what a draw must record).
    private func referenceItems(_ image: Image, environment: EnvironmentValues, styles: [(any ShapeStyle)?]?,
                                rect: CGRect) throws -> [DisplayList.Item] {
        let geometry = try #require(image.symbolGeometry(in: environment))
        var values = environment
        if let styles { values.foregroundStyles = styles }
        return geometry.displayItems(in: rect, environment: values)
    }

    private func paints(_ items: [DisplayList.Item]) -> [DisplayList.Paint] {
        items.compactMap { item in
            if case .content(.shape(_, let paint, _, _)) = item.value { return paint }
            return nil
        }
    }

    private let rects = [CGRect(x: 4, y: 6, width: 10, height: 10), CGRect(x: 20, y: 24, width: 30, height: 18)]

    @Test func aColourShadingDrawnAtTwoSizesGivesTheFreshItems() throws {
        let sparkle = Image(systemName: "sparkle")
        let environment = EnvironmentValues()
        let drawn = drawnItems(sparkle, environment: environment, rects: rects) { $0.shading = .color(.blue) }
        for (items, rect) in zip(drawn, rects) {
            #expect(items == (try referenceItems(sparkle, environment: environment, styles: [Color.blue], rect: rect)))
            #expect(paints(items) == [.color(Color.blue.rgba)])
            // The path is stretched over this rect, not the first one drawn.
            guard case .content(.shape(let path, _, _, _))? = items.first?.value else {
                Issue.record("no shape drawn")
                continue
            }
            let box = path.boundingRect
            #expect(abs(box.width - rect.width) < 0.1 && abs(box.height - rect.height) < 0.1, "\(box) for \(rect)")
        }
    }

    @Test func aGradientShadingIsLaidOverEachRect() throws {
        let sparkle = Image(systemName: "sparkle")
        let environment = EnvironmentValues()
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let drawn = drawnItems(sparkle, environment: environment, rects: rects) { $0.shading = .style(gradient) }
        for (items, rect) in zip(drawn, rects) {
            #expect(items == (try referenceItems(sparkle, environment: environment, styles: [gradient], rect: rect)))
            guard case .linearGradient(_, let start, let end)? = paints(items).first else {
                Issue.record("no gradient paint for \(rect)")
                continue
            }
            #expect(start == CGPoint(x: rect.width / 2, y: 0) && end == CGPoint(x: rect.width / 2, y: rect.height))
        }
    }

    @Test func changingTheShadingRepaintsTheLayers() throws {
        let sun = Image(systemName: "sun.max")
        let environment = EnvironmentValues()
        let rect = rects[1]
        let recorder = GraphicsContextRecorder(bounds: CGRect(x: 0, y: 0, width: 64, height: 64))
        let context = GraphicsContext(recorder: recorder, environment: environment)
        var resolved = context.resolve(sun)
        resolved.shading = .palette([.color(.red), .color(.green)])
        context.draw(resolved, in: rect)
        #expect(paints(recorder.items) == [.color(Color.red.rgba), .color(Color.green.rgba)])
        #expect(recorder.items == (try referenceItems(sun, environment: environment, styles: [Color.red, Color.green], rect: rect)))

        recorder.items = []
        resolved.shading = .color(.blue)
        context.draw(resolved, in: rect)
        #expect(paints(recorder.items) == [.color(Color.blue.rgba), .color(Color.blue.rgba)])

        recorder.items = []
        resolved.shading = nil
        context.draw(resolved, in: rect)
        let label = HierarchicalShapeStyle.labelColor(level: 0, in: .light)
        #expect(paints(recorder.items) == [.color(label), .color(label)])
        #expect(recorder.items == (try referenceItems(sun, environment: environment, styles: nil, rect: rect)))
    }

    @Test func theEnvironmentAtResolutionIsKept() throws {
        let sun = Image(systemName: "sun.max")
        // A dark context: the foreground is the dark label colour.
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let darkItems = drawnItems(sun, environment: dark, rects: rects)
        for (items, rect) in zip(darkItems, rects) {
            #expect(items == (try referenceItems(sun, environment: dark, styles: nil, rect: rect)))
            #expect(Set(paints(items).map { "\($0)" }) == ["\(DisplayList.Paint.color(HierarchicalShapeStyle.labelColor(level: 0, in: .dark)))"])
        }
        // A gradient foreground in hierarchical rendering: the levels fade it, laid over each rect.
        var graded = EnvironmentValues()
        graded.foregroundStyles = [LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)]
        graded.symbolRenderingMode = .hierarchical
        let gradedItems = drawnItems(sun, environment: graded, rects: rects)
        for (items, rect) in zip(gradedItems, rects) {
            #expect(items == (try referenceItems(sun, environment: graded, styles: nil, rect: rect)))
            guard case .linearGradient(_, _, let end)? = paints(items).first else {
                Issue.record("no gradient paint for \(rect)")
                continue
            }
            #expect(end == CGPoint(x: rect.width, y: rect.height / 2))
        }
    }
}
