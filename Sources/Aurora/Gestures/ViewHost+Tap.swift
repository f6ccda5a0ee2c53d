/// Delivering a tap to the laid-out views of a host: hit test, then the innermost matching tap gesture.
import AuroraGeometry
import Foundation

extension ViewHost {
    /// Delivers `count` taps in quick succession at `point` (screen points) to the views of the
    /// last layout; returns whether a tap gesture handled them.
    ///
    /// The innermost tap gesture on the hit chain that waits for exactly `count` taps runs once;
    /// if there is none, the innermost single-tap gesture runs once per tap, as separate taps do.
    @discardableResult
    package func tap(at point: CGPoint, count: Int = 1) -> Bool {
        guard let root = rootNode, let chain = HitTesting.chain(at: point, in: root) else { return false }
        let gestures = chain.reversed().compactMap { $0 as? TapGestureNode }
        if let exact = gestures.first(where: { $0.count == max(1, count) }) {
            exact.action(exact.location(of: point))
            return true
        }
        guard count > 1, let single = gestures.first(where: { $0.count == 1 }) else { return false }
        for _ in 0..<count { single.action(single.location(of: point)) }
        return true
    }
}
