/// `VelocitySampler`: a pointer's velocity from its recent positions on the frame clock.
import AuroraGeometry
import Foundation

/// Estimates velocity, in points per second, from the positions of the last `window` seconds (less than it):
/// the distance from the oldest sample in the window to the newest, over the time between them.
/// A pointer that rests for longer than the window has velocity zero; samples at one instant
/// keep the previous estimate.
struct VelocitySampler {
    /// How far back samples count, in seconds.
    static let window: TimeInterval = 0.1
    private var samples: [(location: CGPoint, time: TimeInterval)] = []
    /// The current estimate.
    private(set) var velocity: CGSize = .zero

    mutating func add(_ location: CGPoint, at time: TimeInterval) {
        samples.append((location, time))
        samples.removeAll { time - $0.time >= Self.window }
        guard let first = samples.first else { return }
        let elapsed = time - first.time
        if elapsed > 0 {
            velocity = CGSize(width: (location.x - first.location.x) / elapsed, height: (location.y - first.location.y) / elapsed)
        } else if samples.count == 1 {
            velocity = .zero
        }
    }
}
