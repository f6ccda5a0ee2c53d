/// `HostInput`: a host's input state — pointers down, the running gesture interaction, what is hovered.
import AuroraGeometry
import Foundation

/// Routes a host's events to the views of its last layout: pointers to gesture interactions,
/// hovers to hover actions, keys and text to key-press actions.
///
/// Malformed input is ignored, never trusted: locations that are not finite, a move or up of a
/// pointer that is not down, a second down of a pointer that is, more than `maximumPointers`
/// pointers at once, events to a host with no views.
@MainActor
final class HostInput {
    /// The most pointers down at once; further downs are ignored.
    static let maximumPointers = 10
    private(set) var pointers: [Int: CGPoint] = [:]
    private var interaction: GestureInteraction?
    private var hovered: [ObjectIdentifier: HoverAttachment] = [:]

    /// Delivers a pointer event; returns whether a gesture ended with it.
    func pointer(_ event: PointerEvent, host: ViewHost) -> Bool {
        guard event.location.x.isFinite, event.location.y.isFinite else { return false }
        let kind: GestureEvent.Kind
        switch event.phase {
        case .down:
            guard pointers[event.pointerID] == nil, pointers.count < Self.maximumPointers else { return false }
            pointers[event.pointerID] = event.location
            if pointers.count == 1 { beginInteraction(at: event.location, host: host) }
            kind = .down
        case .move:
            guard pointers[event.pointerID] != nil else { return false }
            pointers[event.pointerID] = event.location
            kind = .move
        case .up, .cancel:
            guard pointers[event.pointerID] != nil else { return false }
            pointers[event.pointerID] = nil
            kind = event.phase == .up ? .up : .cancel
        }
        guard let interaction else { return false }
        let ended = interaction.receive(GestureEvent(kind: kind, pointerID: event.pointerID, location: event.location,
                                                     time: host.time, date: host.graph.date, pointers: pointers))
        if interaction.isFinished { self.interaction = nil }
        return ended
    }

    /// Starts an interaction with the gestures under `location`, unless the one running goes on
    /// there (the next tap of a multi-tap); a running one that does not is cancelled.
    private func beginInteraction(at location: CGPoint, host: ViewHost) {
        let chain = host.rootNode.flatMap { HitTesting.chain(at: location, in: $0) } ?? []
        if let interaction, interaction.continues(on: chain) { return }
        interaction?.cancel()
        let next = GestureInteraction(chain: chain)
        interaction = next.isEmpty ? nil : next
    }

    /// Whether a gesture waits for the clock (a long press, a multi-tap, a held stepper).
    var isWaitingForClock: Bool { interaction?.deadline != nil }

    /// Lets gestures waiting for the clock see that it moved.
    func clockMoved(host: ViewHost) {
        guard let interaction else { return }
        interaction.receive(GestureEvent(kind: .clock, pointerID: 0, location: .zero, time: host.time, date: host.graph.date, pointers: pointers))
        if interaction.isFinished { self.interaction = nil }
    }

    /// Moves the hover pointer to `location` (nil: off the screen) and runs the hover actions of
    /// the views it entered, moved over and left.
    func hover(_ location: CGPoint?, host: ViewHost) {
        let point = location.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
        let chain = point.flatMap { point in host.rootNode.flatMap { HitTesting.chain(at: point, in: $0) } } ?? []
        var now: [ObjectIdentifier: HoverAttachment] = [:]
        for case let node as HoverNode in chain { now[ObjectIdentifier(node.attachment)] = node.attachment }
        for (id, attachment) in hovered where now[id] == nil { attachment.left() }
        for (id, attachment) in now {
            if let point { attachment.moved(to: point, entered: hovered[id] == nil) }
        }
        hovered = now
    }

    /// Scrolls the innermost enabled scroll view under the wheel that can move along the delta's
    /// main axis; returns whether one took it.
    func wheel(_ event: WheelEvent, host: ViewHost) -> Bool {
        guard event.location.x.isFinite, event.location.y.isFinite, event.delta.dx.isFinite, event.delta.dy.isFinite,
              let root = host.rootNode, let chain = HitTesting.chain(at: event.location, in: root) else { return false }
        let along: Axis.Set = abs(event.delta.dx) > abs(event.delta.dy) ? .horizontal : .vertical
        for case let scroll as ScrollViewNode in chain.reversed() where scroll.configuration.isEnabled {
            guard scroll.scrollableAxes().contains(along) || event.phase == .ended else { continue }
            scroll.state.wheel(event.delta, phase: event.phase, at: host.time)
            return true
        }
        return false
    }

    /// Offers a key press to the key-press actions of the views, frontmost first, until one handles it.
    func key(_ press: KeyPress, host: ViewHost) -> Bool {
        guard let root = host.rootNode else { return false }
        for node in KeyPressNode.frontToBack(in: root) where node.handles(press) {
            if node.action(press) == .handled { return true }
        }
        return false
    }
}

extension ViewHost {
    /// Delivers one event to the views and brings them up to date; returns whether it was handled
    /// (a gesture ended, a key-press action handled it).
    ///
    /// Text is delivered as a key press per character; a wheel scrolls the innermost scroll view
    /// under it that can move that way.
    @discardableResult
    public func send(_ event: HostEvent) -> Bool {
        ensureLaidOut()
        let handled: Bool
        switch event {
        case .pointer(let pointer):
            handled = input.pointer(pointer, host: self)
        case .wheel(let wheel):
            handled = input.wheel(wheel, host: self)
        case .hover(let location):
            input.hover(location, host: self)
            handled = false
        case .key(let press):
            handled = input.key(press, host: self)
        case .text(let text):
            var any = false
            for character in text { any = input.key(KeyPress(KeyEquivalent(character)), host: self) || any }
            handled = any
        }
        refresh()
        return handled
    }

    /// Delivers events in order, each as `send(_:)` does; returns whether any was handled.
    @discardableResult
    public func send(_ events: [HostEvent]) -> Bool {
        var handled = false
        for event in events { handled = send(event) || handled }
        return handled
    }
}
