/// `ScrollGeometry`: what a scroll view tells its observers after each layout.
import AuroraGeometry
import Foundation

/// A type that defines the geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view: the content point at the visible region's
    /// top-leading corner (minus the top-leading content margins at rest at the start).
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view (its content margins).
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize
    /// The visible rect of the scroll view, in the content's coordinates.
    public var visibleRect: CGRect { bounds }
    /// The bounds rect of the scroll view, in the content's coordinates.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// Something a scroll view reports its geometry and phase to after each layout.
@MainActor
protocol ScrollObserver: AnyObject {
    func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, velocity: CGVector?, graph: ViewGraph)
}

/// Runs an action when a value derived from the geometry changes.
@MainActor
final class ScrollGeometryObserver<T: Equatable>: ScrollObserver, AttributeSlot {
    var transform: ((ScrollGeometry) -> T)?
    var action: (T, T) -> Void = { _, _ in }
    private var last: T?

    func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, velocity: CGVector?, graph: ViewGraph) {
        guard let value = transform?(geometry) else { return }
        defer { last = value }
        guard let last, last != value else { return }
        let action = action
        graph.runAfterUpdate([{ action(last, value) }])
    }

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

/// Runs an action when the scroll phase changes.
@MainActor
final class ScrollPhaseObserver: ScrollObserver, AttributeSlot {
    var action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void = { _, _, _ in }
    private var last: ScrollPhase = .idle

    func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, velocity: CGVector?, graph: ViewGraph) {
        let old = last
        last = phase
        guard old != phase else { return }
        let action = action, context = ScrollPhaseChangeContext(geometry: geometry, velocity: velocity)
        graph.runAfterUpdate([{ action(old, phase, context) }])
    }

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

private enum ScrollObserversKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: [any ScrollObserver] = [] }

extension EnvironmentValues {
    /// The observers the scroll views below report to.
    var scrollObservers: [any ScrollObserver] {
        get { self[ScrollObserversKey.self] }
        set { self[ScrollObserversKey.self] = newValue }
    }
}

/// Adds an observer to the environment of its content.
struct ScrollObserverModifier<Observer: ScrollObserver & AttributeSlot>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: () -> Observer
    let configure: (Observer) -> Void

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let observer = inputs.attachment(make)
        configure(observer)
        var inner = inputs
        inner.environment.scrollObservers.append(observer)
        return content(inner)
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ScrollObserverModifier(make: { ScrollGeometryObserver<T>() }) { observer in
            observer.transform = transform
            observer.action = action
        })
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(ScrollObserverModifier(make: { ScrollPhaseObserver() }) { observer in
            observer.action = { old, new, _ in action(old, new) }
        })
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy
    /// changes, with the geometry and velocity at that moment.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        modifier(ScrollObserverModifier(make: { ScrollPhaseObserver() }) { observer in observer.action = action })
    }
}
