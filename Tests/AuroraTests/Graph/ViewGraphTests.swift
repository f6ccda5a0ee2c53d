/// The view graph: state kept per identity, bodies re-evaluated only when needed, identity changes reported.
import Foundation
import Observation
import Testing
@testable import Aurora

/// Records body evaluations of test views.
@MainActor
final class EvaluationLog {
    var entries: [String] = []
}

@MainActor
struct Counter: View {
    let name: String
    let log: EvaluationLog
    let expose: (Binding<Int>) -> Void
    @State private var count = 0

    var body: some View {
        let _ = log.entries.append("\(name)=\(count)")
        let _ = expose($count)
        Color.red.frame(width: CGFloat(count + 1), height: 1)
    }
}

@Observable
final class Model {
    var width: CGFloat = 10
    var unrelated = 0
}

@MainActor
struct ModelView: View {
    let model: Model
    let log: EvaluationLog
    var body: some View {
        let _ = log.entries.append("model")
        Color.blue.frame(width: model.width, height: 1)
    }
}

@MainActor
@Suite struct ViewGraphTests {
    @Test func stateSurvivesUpdatesAndInvalidatesOnlyItsView() {
        let log = EvaluationLog()
        var binding: Binding<Int>?
        let view = VStack {
            Counter(name: "a", log: log) { binding = $0 }
            Color.green.frame(width: 5, height: 5)
        }
        let host = ViewHost(rootView: view)
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["a=0"])
        binding?.wrappedValue = 4
        #expect(host.graph.needsUpdate)
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["a=0", "a=4"])
        let red = flattenedFills(host.buildDisplayList()).first { $0.color == Color.red.rgba }
        #expect(red?.frame.width == 5)
        // Nothing changed: no body runs again.
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["a=0", "a=4"])
    }

    @Test func explicitIdentityResetsState() {
        let log = EvaluationLog()
        var binding: Binding<Int>?
        func root(_ id: Int) -> some View { Counter(name: "c", log: log) { binding = $0 }.id(id) }
        let host = ViewHost(rootView: root(1))
        host.layout(proposal: .unspecified, scale: 1)
        binding?.wrappedValue = 7
        host.layout(proposal: .unspecified, scale: 1)
        host.setRootView(root(2))
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["c=0", "c=7", "c=0"])
        #expect(!host.graph.removedIdentities.isEmpty)
        #expect(!host.graph.insertedIdentities.isEmpty)
    }

    @Test func conditionalBranchesReportInsertionAndRemoval() {
        func root(_ flag: Bool) -> some View {
            VStack {
                if flag { Color.red } else { Color.blue }
            }
        }
        let host = ViewHost(rootView: root(true))
        host.layout(proposal: .unspecified, scale: 1)
        host.setRootView(root(false))
        host.layout(proposal: .unspecified, scale: 1)
        let inserted = host.graph.insertedIdentities.map(\.description)
        let removed = host.graph.removedIdentities.map(\.description)
        #expect(inserted.contains { $0.hasSuffix("/else") })
        #expect(removed.contains { $0.hasSuffix("/if") })
    }

    @Test func forEachIdentityFollowsData() {
        let log = EvaluationLog()
        var bindings: [Int: Binding<Int>] = [:]
        func root(_ items: [Int]) -> some View {
            HStack {
                ForEach(items, id: \.self) { item in
                    Counter(name: "\(item)", log: log) { bindings[item] = $0 }
                }
            }
        }
        let host = ViewHost(rootView: root([1, 2, 3]))
        host.layout(proposal: .unspecified, scale: 1)
        bindings[2]?.wrappedValue = 9
        host.setRootView(root([3, 2]))
        host.layout(proposal: .unspecified, scale: 1)
        // Element 2 keeps its state after reordering; element 1 is removed.
        #expect(log.entries.suffix(1) == ["2=9"] || log.entries.contains("2=9"))
        #expect(host.graph.removedIdentities.contains { $0.description.contains("#1") })
        #expect(host.graph.insertedIdentities.isEmpty)
    }

    @Test func observableModelReevaluatesReaders() {
        let log = EvaluationLog()
        let model = Model()
        let host = ViewHost(rootView: ModelView(model: model, log: log))
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["model"])
        model.unrelated = 3
        #expect(!host.graph.needsUpdate)
        model.width = 42
        #expect(host.graph.needsUpdate)
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["model", "model"])
        #expect(flattenedFills(host.buildDisplayList()).first?.frame.width == 42)
    }

    @Test func environmentFlowsToEnvironmentProperty() {
        struct Reader: View {
            @Environment(\.displayScale) var scale
            var body: some View { Color.red.frame(width: scale * 10, height: 1) }
        }
        let (list, _) = displayList(of: Reader().environment(\.displayScale, 3), proposal: .unspecified)
        #expect(flattenedFills(list).first?.frame.width == 30)
    }

    @Test func customModifierWrapsContent() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(4).background(Color.blue)
            }
        }
        let (list, size) = displayList(of: Color.red.frame(width: 10, height: 10).modifier(Card()), proposal: .unspecified)
        #expect(size == CGSize(width: 18, height: 18))
        #expect(flattenedFills(list).map { $0.color } == [Color.blue.rgba, Color.red.rgba])
    }

    @Test func anyViewAndGroupAndOptional() {
        let maybe: Color? = nil
        let view = HStack(spacing: 0) {
            AnyView(Color.red.frame(width: 3, height: 1))
            Group {
                Color.blue.frame(width: 4, height: 1)
                Color.green.frame(width: 5, height: 1)
            }
            maybe
        }
        #expect(displayList(of: view, proposal: .unspecified).1 == CGSize(width: 12, height: 1))
    }
}

@MainActor
struct Toggle2: View {
    @Binding var isOn: Bool
    var body: some View { Color.red.frame(width: isOn ? 20 : 10, height: 1) }
}

@MainActor
struct Parent: View {
    @State var settings = Settings()
    let expose: (Binding<Settings>) -> Void
    var body: some View {
        let _ = expose($settings)
        Toggle2(isOn: $settings.isOn)
    }
}

struct Settings: Equatable {
    var isOn = false
}

@MainActor
struct ObjectReader: View {
    @Environment(Model.self) var model
    var body: some View { Color.green.frame(width: model.width, height: 1) }
}

@MainActor
@Suite struct BindingAndEnvironmentObjectTests {
    @Test func childBindingWritesParentState() {
        var binding: Binding<Settings>?
        let host = ViewHost(rootView: Parent { binding = $0 })
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.canvasSize.width == 10)
        binding?.isOn.wrappedValue = true
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.canvasSize.width == 20)
    }

    @Test func observableObjectFromEnvironment() {
        let model = Model()
        model.width = 7
        let host = ViewHost(rootView: ObjectReader().environment(model))
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.canvasSize.width == 7)
        model.width = 9
        #expect(host.graph.needsUpdate)
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.canvasSize.width == 9)
    }

    @Test func forEachInsertionIsReported() {
        func root(_ items: [String]) -> some View {
            VStack { ForEach(items, id: \.self) { Text($0) } }
        }
        let host = ViewHost(rootView: root(["a"]))
        host.layout(proposal: .unspecified, scale: 1)
        host.setRootView(root(["a", "b"]))
        host.layout(proposal: .unspecified, scale: 1)
        let inserted = host.graph.insertedIdentities.map(\.description)
        #expect(inserted.contains { $0.hasSuffix("#b") })
        #expect(!inserted.contains { $0.hasSuffix("#a") })
        #expect(host.graph.removedIdentities.isEmpty)
    }

    @Test func constantBindingAndProjection() {
        let constant = Binding.constant(3)
        constant.wrappedValue = 5
        #expect(constant.wrappedValue == 3)
        var stored = Settings()
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.isOn.wrappedValue = true
        #expect(stored.isOn)
        let optional = Binding<Int?>(Binding.constant(1))
        #expect(optional.wrappedValue == 1)
    }
}

@MainActor
@Suite struct GeometryReaderStateTests {
    @Test func stateInsideGeometryReaderSurvivesLayouts() {
        let log = EvaluationLog()
        var binding: Binding<Int>?
        let view = GeometryReader { _ in Counter(name: "g", log: log) { binding = $0 } }
        let host = ViewHost(rootView: view)
        host.layout(proposal: ProposedViewSize(width: 50, height: 50), scale: 1)
        binding?.wrappedValue = 2
        host.layout(proposal: ProposedViewSize(width: 50, height: 50), scale: 1)
        host.layout(proposal: ProposedViewSize(width: 60, height: 50), scale: 1)
        #expect(log.entries.first == "g=0")
        #expect(log.entries.dropFirst().allSatisfy { $0 == "g=2" })
        #expect(host.graph.insertedIdentities.isEmpty)
        #expect(host.graph.removedIdentities.isEmpty)
    }
}

@MainActor
@Suite struct BindableTests {
    struct Editor: View {
        @Bindable var model: Model
        let expose: (Binding<CGFloat>) -> Void
        var body: some View {
            let _ = expose($model.width)
            Color.green.frame(width: model.width, height: 1)
        }
    }

    @Test func bindableWritesTheModelAndReevaluates() {
        let model = Model()
        var binding: Binding<CGFloat>?
        let host = ViewHost(rootView: Editor(model: model) { binding = $0 })
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.canvasSize.width == 10)
        binding?.wrappedValue = 33
        #expect(model.width == 33)
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.canvasSize.width == 33)
    }
}

@MainActor
@Suite struct CustomModifierCachingTests {
    struct Logged: ViewModifier {
        let log: EvaluationLog
        let inset: CGFloat
        func body(content: Content) -> some View {
            let _ = log.entries.append("modifier \(inset)")
            content.padding(inset)
        }
    }

    struct Screen: View {
        let log: EvaluationLog
        let inset: CGFloat
        let expose: (Binding<Int>) -> Void
        var body: some View {
            Counter(name: "inner", log: log, expose: expose).modifier(Logged(log: log, inset: inset))
        }
    }

    @Test func unchangedModifierBodyIsNotEvaluatedAgain() {
        let log = EvaluationLog()
        var binding: Binding<Int>?
        let host = ViewHost(rootView: Screen(log: log, inset: 2) { binding = $0 })
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["inner=0", "modifier 2.0"] || log.entries == ["modifier 2.0", "inner=0"])
        // The content's state changes: the content re-evaluates, the modifier's body does not.
        binding?.wrappedValue = 3
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries.filter { $0.hasPrefix("modifier") }.count == 1)
        #expect(log.entries.last == "inner=3")
        #expect(abs(host.canvasSize.width - 8) < 1e-9, "width \(host.canvasSize.width.bitPattern)")
        // A different modifier value evaluates its body again.
        host.setRootView(Screen(log: log, inset: 5) { binding = $0 })
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries.contains("modifier 5.0"))
        #expect(abs(host.canvasSize.width - 14) < 1e-9, "width \(host.canvasSize.width)")
    }
}
