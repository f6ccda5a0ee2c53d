/// `sheet(isPresented:onDismiss:content:)`: a card that slides up from the bottom over the dimmed screen, presented by the host above every view.
import AuroraGeometry
import Foundation

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// The sheet is drawn over the whole screen, whatever view presents it: a card with 10-point
    /// top corners on the system background, 10 points below the top safe area, sliding up over
    /// 0.35 s (and down when dismissed) while the screen behind dims to 40 % black. Dragging the
    /// card down more than 100 points dismisses it; `onDismiss` runs once it is dismissed.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }
}

/// Resolves the sheet (at the presenting view's position, so it shares its state and environment)
/// and hands it to the graph's `PresentationRegistry`, which the host draws over the root.
struct SheetModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> SheetContent

    func apply(inputs: ResolveInputs, content main: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let nodes = main(inputs)
        let state = inputs.attachment { SheetState() }
        let graph = inputs.graph
        let time = graph.time
        if state.update(isPresented: readPresented(inputs), at: time) == true, let onDismiss {
            graph.runAfterUpdate([onDismiss])
        }
        let progress = state.progress(at: time)
        guard progress > 0 || state.isPresented else {
            graph.presentations.remove(at: inputs.node)
            return nodes
        }
        if state.isMoving(at: time) { graph.requestFrame(for: inputs.node) }
        let isPresented = isPresented
        let card = SheetCard(progress: progress, dismiss: { isPresented.wrappedValue = false }, content: content())
        var sheetInputs = inputs
        sheetInputs.stackAxis = nil
        // The card's value comes from the clock, not from the presenting view's value.
        sheetInputs.reusesValues = false
        let sheet = sheetInputs.resolve(card, at: .explicit(AnyHashable("sheet")))
        graph.presentations.present(sheet, at: inputs.node)
        return nodes
    }
}

extension SheetModifier {
    /// Reads the binding with tracking: an observed model's flag changing presents or dismisses the sheet.
    func readPresented(_ inputs: ResolveInputs) -> Bool {
        let binding = isPresented
        return inputs.graph.withObservationTracking(node: inputs.node) { binding.wrappedValue }
    }
}

/// When a sheet was last presented or dismissed, to slide it on the frame clock.
@MainActor
final class SheetState: AttributeSlot {
    private(set) var isPresented = false
    private var changedAt: TimeInterval = -.infinity
    /// The slide's length.
    static let duration: TimeInterval = 0.35

    /// Notes the binding's value; returns true when it just turned false (dismissed), false when it
    /// just turned true, nil when unchanged.
    func update(isPresented presented: Bool, at time: TimeInterval) -> Bool? {
        guard presented != isPresented else { return nil }
        let before = progress(at: time)
        isPresented = presented
        // A reversal mid-slide starts from where the card is.
        let remaining = presented ? 1 - before : before
        changedAt = time - Self.duration * (1 - Self.unease(remaining))
        return !presented
    }

    /// How far up the card is (0 hidden, 1 presented), eased out.
    func progress(at time: TimeInterval) -> Double {
        let elapsed = changedAt.isFinite ? min(1, max(0, (time - changedAt) / Self.duration)) : 1
        let eased = 1 - (1 - elapsed) * (1 - elapsed) * (1 - elapsed)
        return isPresented ? eased : (changedAt.isFinite ? 1 - eased : 0)
    }

    func isMoving(at time: TimeInterval) -> Bool { changedAt.isFinite && time - changedAt < Self.duration }

    /// The fraction of the slide's time at which the eased curve reaches `value`.
    private static func unease(_ value: Double) -> Double { 1 - cbrt(1 - min(1, max(0, value))) }

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

/// The dimmed screen and the card with the sheet's content, moved down by the part of the slide not done.
struct SheetCard<Content: View>: View {
    let progress: Double
    let dismiss: () -> Void
    let content: Content
    @State private var dragOffset: CGFloat = 0

    /// The gap between the top safe area and the card.
    static var topGap: CGFloat { 10 }
    static var cornerRadius: CGFloat { 10 }
    /// How far a drag must pull the card down to dismiss it.
    static var dismissDistance: CGFloat { 100 }

    var body: some View {
        ZStack(alignment: .top) {
            Color.black.opacity(0.4 * progress).ignoresSafeArea()
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(SystemColor.background)
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: Self.cornerRadius, topTrailingRadius: Self.cornerRadius))
                .padding(.top, Self.topGap)
                .ignoresSafeArea(.container, edges: .bottom)
                // Moved down by its own height for the part of the slide not done: hidden below the screen at 0.
                .modifier(RelativeOffsetEffect(unitOffset: CGSize(width: 0, height: 1 - progress)))
                .offset(y: max(0, dragOffset))
                .gesture(DragGesture(coordinateSpace: .global)
                    .onChanged { dragOffset = $0.translation.height }
                    .onEnded { value in
                        dragOffset = 0
                        if value.translation.height > Self.dismissDistance { dismiss() }
                    })
        }
    }
}

/// The sheets presented in a graph, drawn by the host over the root in the order they were presented.
@MainActor
final class PresentationRegistry {
    private struct Entry {
        weak var node: GraphNode?
        var nodes: [LayoutNode]
        var sequence: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sequence = 0

    /// Presents (or updates) the sheet of the presenting view at `node`.
    func present(_ nodes: [LayoutNode], at node: GraphNode) {
        let key = ObjectIdentifier(node)
        sequence += 1
        entries[key] = Entry(node: node, nodes: nodes, sequence: entries[key]?.sequence ?? sequence)
    }

    /// Removes the sheet of the presenting view at `node`.
    func remove(at node: GraphNode) { entries[ObjectIdentifier(node)] = nil }

    /// The sheets whose presenting views are still in the graph, first presented first.
    var presentedNodes: [LayoutNode] {
        entries = entries.filter { $0.value.node?.isAttached == true }
        return entries.values.sorted { $0.sequence < $1.sequence }.flatMap(\.nodes)
    }
}

extension GraphNode {
    /// Whether this node is still in its graph's tree (every ancestor still holds it).
    var isAttached: Bool {
        var current = self
        while let parent = current.parent {
            guard parent.children[current.component] === current else { return false }
            current = parent
        }
        return true
    }
}
