/// `PreviewableControl`: one `@Previewable @State` of a running preview, readable and writable by its tool.
import Foundation

/// A `@Previewable @State` value of a running preview, bound both ways: the tool reads what the
/// preview's own controls set, and a value the tool sets is the preview's new state.
@MainActor
package struct PreviewableControl {
    /// The declared name.
    package let name: String
    /// The position among the preview's `@Previewable` declarations.
    package let order: Int
    /// The editor the value's type gets.
    package let kind: PreviewableKind
    /// The declared type's name.
    package let typeName: String
    private let read: @MainActor () -> PreviewableValue
    private let write: @MainActor (PreviewableValue) -> Bool

    /// The current value.
    package var value: PreviewableValue { read() }

    /// Sets the state; false when `value` is not of this control's kind (a number for a colour, a
    /// choice that is not one of the cases, a non-finite number for an integer).
    package func set(_ value: PreviewableValue) -> Bool { write(value) }

    /// A control for `binding`, or nil when its type has no editor (the panel lists it read-only
    /// through `typeName` then — see `PreviewContext`).
    init?<Value>(name: String, order: Int, binding: Binding<Value>) {
        self.name = name
        self.order = order
        typeName = String(describing: Value.self)
        guard let (kind, read, write) = Self.accessors(for: binding) else { return nil }
        self.kind = kind
        self.read = read
        self.write = write
    }

    private typealias Accessors = (PreviewableKind, @MainActor () -> PreviewableValue, @MainActor (PreviewableValue) -> Bool)

    private static func accessors<Value>(for binding: Binding<Value>) -> Accessors? {
        func make<T>(_ kind: PreviewableKind, _ get: @escaping (T) -> PreviewableValue, _ set: @escaping (PreviewableValue) -> T?) -> Accessors? {
            guard let typed = binding as? Binding<T> else { return nil }
            return (kind, { get(typed.wrappedValue) }, { value in
                guard let new = set(value) else { return false }
                typed.wrappedValue = new
                return true
            })
        }
        switch Value.self {
        case is Double.Type: return make(.slider, { .number($0) }, { $0.finiteNumber })
        case is CGFloat.Type: return make(.slider, { .number(Double($0)) }, { $0.finiteNumber.map { CGFloat($0) } })
        case is Float.Type: return make(.slider, { .number(Double($0)) }, { $0.finiteNumber.map { Float($0) } })
        case is Int.Type: return make(.integer, { .integer($0) }, { $0.integerValue })
        case is Bool.Type: return make(.toggle, { .bool($0) }, { if case .bool(let b) = $0 { b } else { nil } })
        case is String.Type: return make(.text, { .text($0) }, { if case .text(let s) = $0 { s } else { nil } })
        case is CGPoint.Type:
            return make(.point, { (p: CGPoint) in .point(x: Double(p.x), y: Double(p.y)) }, { value in
                guard case .point(let x, let y) = value, x.isFinite, y.isFinite else { return CGPoint?.none }
                return CGPoint(x: x, y: y)
            })
        case is CGSize.Type:
            return make(.size, { (s: CGSize) in .size(width: Double(s.width), height: Double(s.height)) }, { value in
                guard case .size(let w, let h) = value, w.isFinite, h.isFinite else { return CGSize?.none }
                return CGSize(width: w, height: h)
            })
        case is Color.Type:
            return make(.color, { (color: Color) in
                let rgba = color.clampedRGBA(in: EnvironmentValues())
                return .color(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
            }, { value in
                guard case .color(let r, let g, let b, let a) = value, [r, g, b, a].allSatisfy(\.isFinite) else { return Color?.none }
                return Color(red: r, green: g, blue: b, opacity: a)
            })
        default:
            guard let caseIterable = Value.self as? any CaseIterable.Type else { return nil }
            let cases = allCases(of: caseIterable).compactMap { $0 as? Value }
            let names = cases.map { String(describing: $0) }
            return (.picker(options: names), { .choice(String(describing: binding.wrappedValue)) }, { value in
                guard case .choice(let name) = value, let index = names.firstIndex(of: name) else { return false }
                binding.wrappedValue = cases[index]
                return true
            })
        }
    }

    private static func allCases<T: CaseIterable>(of type: T.Type) -> [Any] { Array(type.allCases) }
}

extension PreviewableValue {
    /// A finite number from `.number` or `.integer`.
    fileprivate var finiteNumber: Double? {
        switch self {
        case .number(let n) where n.isFinite: n
        case .integer(let i): Double(i)
        default: nil
        }
    }

    /// A whole number from `.integer`, or from a finite `.number` that fits an `Int` (rounded).
    fileprivate var integerValue: Int? {
        switch self {
        case .integer(let i): i
        case .number(let n) where n.isFinite && abs(n) < 9.0e15: Int(n.rounded())
        default: nil
        }
    }
}

extension View {
    /// Shows `binding` in the debug panel of the preview tool running this view; used by the
    /// `#Preview` expansion for each `@Previewable @State`.
    public func _previewable<Value>(_ name: String, _ binding: Binding<Value>, order: Int) -> some View {
        modifier(PreviewableModifier(name: name, order: order, register: { context in
            if let control = PreviewableControl(name: name, order: order, binding: binding) { context.register(control) }
        }))
    }
}

/// Registers a `@Previewable` binding with the preview context, when the view runs in a preview tool.
struct PreviewableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let order: Int
    let register: @MainActor (PreviewContext) -> Void

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        if let context = inputs.environment.previewContext { register(context) }
        return content(inputs)
    }
}
