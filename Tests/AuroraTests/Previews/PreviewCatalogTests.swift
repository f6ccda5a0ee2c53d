/// `#Preview` as a user writes it: the catalog finds each one with its name, traits and place, its
/// view renders, and its `@Previewable @State` is readable and writable through the preview context.
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

#Preview("Catalog probe", traits: .sizeThatFitsLayout, .landscapeLeft) {
    @Previewable @State var width: Double = 40
    @Previewable @State var tint: Color = .red
    @Previewable @State var label = "probe"
    Rectangle()
        .fill(tint)
        .frame(width: width, height: 10)
        .accessibilityLabel(label)
}

#Preview {
    Text("unnamed")
}

enum ProbeMode: CaseIterable { case slow, fast }

struct ProbeProvider: PreviewProvider {
    static var previews: some View {
        Text("provider").previewDisplayName("From a provider").previewLayout(.fixed(width: 80, height: 30))
    }
}

@MainActor
@Suite struct PreviewCatalogTests {
    private var probe: Preview? { PreviewCatalog.previews.first { $0.displayName == "Catalog probe" } }

    @Test func theCatalogFindsEveryPreviewWithItsPlaceAndTraits() throws {
        let probe = try #require(probe)
        #expect(probe.fileID == "AuroraTests/PreviewCatalogTests.swift")
        #expect(probe.line == 8)
        #expect(probe.id == "AuroraTests/PreviewCatalogTests.swift:8")
        #expect(probe.layout == .sizeThatFits)
        #expect(probe.orientation == .landscapeLeft)
        let mine = PreviewCatalog.previews(inModule: "AuroraTests").filter { $0.fileID.hasSuffix("PreviewCatalogTests.swift") }
        #expect(mine.map(\.displayName) == ["Catalog probe", nil], "in source order")
        #expect(PreviewCatalog.previews(inModule: "AuroraGallery").contains { $0.displayName == "Text Transition" })
    }

    @Test func aPreviewIsFoundByNameWithinItsModuleOnly() {
        #expect(PreviewCatalog.preview(named: "Catalog probe", inModule: "AuroraTests")?.id == "AuroraTests/PreviewCatalogTests.swift:8")
        #expect(PreviewCatalog.preview(named: "Catalog probe", inModule: "AuroraGallery") == nil)
        #expect(PreviewCatalog.preview(named: "No such preview", inModule: "AuroraTests") == nil)
    }

    @Test func thePreviewableStateIsBoundBothWays() throws {
        let probe = try #require(probe)
        let context = PreviewContext()
        let host = ViewHost(probe.makeView().environment(\.previewContext, context), device: .canvas(width: 100, height: 20))
        var frame = try host.render()
        #expect(frame.pixel(x: 31, y: 5).green == 59 && frame.pixel(x: 69, y: 5).green == 59 && frame.pixel(x: 71, y: 5).green == 255,
                "red (255, 59, 48), 40 wide, centred: 30…70 on white")
        #expect(context.controls.map(\.name) == ["width", "tint", "label"])
        #expect(context.controls.map(\.kind) == [.slider, .color, .text])
        #expect(context.controls[0].value == .number(40))
        guard case .color(let red, let green, let blue, let opacity) = context.controls[1].value else {
            Issue.record("the tint is a colour")
            return
        }
        #expect(red == 1 && abs(green - 59.0 / 255) < 1e-6 && abs(blue - 48.0 / 255) < 1e-6 && opacity == 1)

        #expect(context.controls[0].set(.number(80)))
        #expect(context.controls[1].set(.color(red: 0, green: 0, blue: 1, opacity: 1)))
        #expect(!context.controls[0].set(.text("wide")), "a text is not a width")
        #expect(!context.controls[0].set(.number(.nan)), "nor is NaN")
        frame = try host.render()
        #expect(frame.pixel(x: 15, y: 5).blue == 255 && frame.pixel(x: 15, y: 5).red == 0, "80 wide and blue now: 10…90")
        #expect(context.controls[0].value == .number(80))
    }

    @Test func integersEnumsPointsAndSizesGetTheirEditors() throws {
        let context = PreviewContext()
        var mode = ProbeMode.slow
        var count = 2
        var point = CGPoint(x: 1, y: 2)
        let bindings: [PreviewableControl?] = [
            PreviewableControl(name: "mode", order: 0, binding: Binding(get: { mode }, set: { mode = $0 })),
            PreviewableControl(name: "count", order: 1, binding: Binding(get: { count }, set: { count = $0 })),
            PreviewableControl(name: "point", order: 2, binding: Binding(get: { point }, set: { point = $0 })),
            PreviewableControl(name: "opaque", order: 3, binding: Binding.constant(Data())),
        ]
        for control in bindings.compactMap({ $0 }) { context.register(control) }
        #expect(context.controls.map(\.kind) == [.picker(options: ["slow", "fast"]), .integer, .point])
        #expect(bindings[3] == nil, "Data has no editor")
        #expect(context.controls[0].set(.choice("fast")) && mode == .fast)
        #expect(!context.controls[0].set(.choice("warp")))
        #expect(context.controls[1].set(.number(6.6)) && count == 7, "a number for an integer is rounded")
        #expect(context.controls[2].set(.point(x: 5, y: 6)) && point == CGPoint(x: 5, y: 6))
    }

    @Test func aProvidersSettingsReachThePreviewContext() throws {
        let preview = Preview(ProbeProvider.self)
        #expect(preview.displayName == "ProbeProvider")
        let context = PreviewContext()
        let host = ViewHost(preview.makeView().environment(\.previewContext, context), device: .canvas(width: 100, height: 40))
        _ = host.displayList
        #expect(context.settings.displayName == "From a provider")
        #expect(context.settings.layout == .fixed(width: 80, height: 30))
    }
}
