/// `_ConditionalContent` and `Optional` as views: the results of `if`, `if let`, `switch` in a builder.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// View content that shows one of two possible children; each branch keeps its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// Which branch is shown.
    public enum Storage {
        /// The first (`if`) branch.
        case trueContent(TrueContent)
        /// The second (`else`) branch.
        case falseContent(FalseContent)
    }

    /// The shown branch.
    public let storage: Storage

    nonisolated init(storage: Storage) { self.storage = storage }

    /// A primitive view.
    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): inputs.resolve(view, at: .branch(0))
        case .falseContent(let view): inputs.resolve(view, at: .branch(1))
        }
    }
}

extension Optional: View where Wrapped: View {
    /// A primitive view.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        switch self {
        case .some(let view): inputs.resolve(view, at: .branch(0))
        case .none: []
        }
    }
}

extension _ConditionalContent: View {}
