/// Test helpers for the animation engine: a linear custom animation, a state box, a host stepped through time.
import AuroraDisplayList
import Foundation
@testable import Aurora

/// A linear animation over `duration` seconds, written as a user would write a `CustomAnimation`.
struct TestLinearAnimation: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: time / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < duration ? value.scaled(by: 1 / duration) : .zero
    }
}

extension Animation {
    /// A linear animation over `duration` seconds (the tests' own, independent of the presets).
    static func testLinear(_ duration: TimeInterval) -> Animation { Animation(TestLinearAnimation(duration: duration)) }
}

/// A value a test reads and writes from outside the view, through the view's binding.
@MainActor
final class BindingBox<Value> {
    var binding: Binding<Value>?
    var value: Value {
        get { binding!.wrappedValue }
        set { binding!.wrappedValue = newValue }
    }
}

/// A view holding one `@State` value and showing it through `content`.
struct StateHost<Value, Content: View>: View {
    @State var value: Value
    let box: BindingBox<Value>
    let content: (Value) -> Content

    init(_ initial: Value, box: BindingBox<Value>, @ViewBuilder content: @escaping (Value) -> Content) {
        _value = State(initialValue: initial)
        self.box = box
        self.content = content
    }

    var body: some View {
        let _ = box.binding = $value
        content(value)
    }
}

/// Runs a view through the real graph at explicit times.
@MainActor
struct TimedHost {
    let host: ViewHost

    init<V: View>(_ view: V) {
        host = ViewHost(rootView: view)
        frame(at: 0)
    }

    /// Renders a frame at `time` and returns its display list.
    @discardableResult
    func frame(at time: TimeInterval) -> DisplayList {
        host.graph.time = time
        host.layout(proposal: .unspecified, scale: 1)
        return host.buildDisplayList()
    }
}

/// Every effect in the list, outermost first, depth first.
func effects(in list: DisplayList) -> [DisplayList.Effect] {
    var result: [DisplayList.Effect] = []
    for item in list.items {
        if case .effect(let effect, let inner) = item.value {
            result.append(effect)
            result += effects(in: inner)
        }
    }
    return result
}

/// The opacity of the first opacity effect (1 when there is none).
func opacity(in list: DisplayList) -> Double {
    for case .opacity(let value) in effects(in: list) { return value }
    return 1
}

/// The translation of the first transform effect (zero when there is none).
func translation(in list: DisplayList) -> CGSize {
    for case .transform(let t) in effects(in: list) { return CGSize(width: t.tx, height: t.ty) }
    return .zero
}

/// Whether two numbers agree to 1e-9.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Every shape or fill content in the list with its absolute frame, in drawing order.
func contents(in list: DisplayList, origin: CGPoint = .zero) -> [(content: DisplayList.Content, frame: CGRect)] {
    var result: [(DisplayList.Content, CGRect)] = []
    for item in list.items {
        let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
        switch item.value {
        case .content(let content): result.append((content, frame))
        case .effect(_, let inner): result += contents(in: inner, origin: frame.origin)
        }
    }
    return result
}

/// The bounds of the first shape's path (in the shape's frame), or nil.
func firstShapeBounds(in list: DisplayList) -> CGRect? {
    for (content, _) in contents(in: list) {
        if case .shape(let path, _, _, _) = content { return path.boundingRect }
    }
    return nil
}
