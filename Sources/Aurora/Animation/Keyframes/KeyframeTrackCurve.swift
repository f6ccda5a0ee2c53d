/// `KeyframeTrackCurve`: one track's keyframes laid out in time, with their velocities, evaluated at any time.
import Foundation

/// A track's keyframes turned into segments of its value's animatable data, from a start value.
///
/// Velocities left open are chosen in one pass, in order:
/// - a cubic keyframe's start: the Catmull-Rom tangent `(P₊ − P₋)/(T₊ − T₋)` when the previous segment is cubic,
///   else the previous segment's end velocity (the track's initial velocity for the first segment);
/// - a cubic keyframe's end: the Catmull-Rom tangent when the next segment is cubic, the next segment's start
///   velocity when that is known (linear, move, or a spring with a given velocity), the chord slope
///   `(P₁ − P₀)/d` before a spring that takes over this velocity, and zero at the end of the track (the value
///   then holds);
/// - a spring keyframe's start: the previous segment's end velocity.
struct KeyframeTrackCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Motion {
        case linear(UnitCurve)
        case cubic
        case spring(Spring)
        case move
    }

    struct Segment {
        var motion: Motion
        var startTime: TimeInterval
        var duration: TimeInterval
        var from: Data
        var to: Data
        var startVelocity: Data = .zero
        var endVelocity: Data = .zero
        /// Where the segment ends: `to`, except for a spring cut short.
        var end: Data
        /// The keyframe's value, whose non-animatable parts the segment presents.
        var template: Value
    }

    private(set) var segments: [Segment] = []
    let initialValue: Value
    /// The total length of the track.
    private(set) var duration: TimeInterval = 0

    init(initialValue: Value, initialVelocity: Data = .zero, keyframes: [ResolvedKeyframe<Value>]) {
        self.initialValue = initialValue
        var time = 0.0
        var from = initialValue.animatableData
        for keyframe in keyframes {
            let length = keyframe.duration.isFinite ? max(keyframe.duration, 0) : 0
            let motion: Motion
            switch keyframe.kind {
            case let .linear(curve): motion = .linear(curve)
            case .cubic: motion = .cubic
            case let .spring(spring, _): motion = .spring(spring)
            case .move: motion = .move
            }
            let to = keyframe.value.animatableData
            segments.append(Segment(motion: motion, startTime: time, duration: length, from: from, to: to, end: to,
                                    template: keyframe.value))
            time += length
            from = to
        }
        duration = time
        resolveVelocities(keyframes: keyframes, initialVelocity: initialVelocity)
    }

    /// Fills in every segment's start and end velocity (see the type's summary).
    private mutating func resolveVelocities(keyframes: [ResolvedKeyframe<Value>], initialVelocity: Data) {
        for index in segments.indices {
            let previousEnd = index > 0 ? segments[index - 1].endVelocity : initialVelocity
            let segment = segments[index]
            switch keyframes[index].kind {
            case let .linear(curve):
                let slope = chordSlope(segment)
                segments[index].startVelocity = slope.scaled(by: curve.velocity(at: 0))
                segments[index].endVelocity = slope.scaled(by: curve.velocity(at: 1))
            case .move:
                break
            case let .spring(spring, startVelocity):
                let start = startVelocity?.animatableData ?? previousEnd
                segments[index].startVelocity = start
                segments[index].endVelocity = spring.velocity(target: segment.to - segment.from, initialVelocity: start,
                                                              time: segment.duration)
                // A spring cut short hands over where it is: the next segment starts there.
                let end = segment.from + spring.value(target: segment.to - segment.from, initialVelocity: start,
                                                      time: segment.duration)
                segments[index].end = end
                if index + 1 < segments.count { segments[index + 1].from = end }
            case let .cubic(startVelocity, endVelocity):
                if let startVelocity {
                    segments[index].startVelocity = startVelocity.animatableData
                } else if index > 0, case .cubic = segments[index - 1].motion {
                    segments[index].startVelocity = catmullRomTangent(at: index)
                } else {
                    segments[index].startVelocity = previousEnd
                }
                if let endVelocity {
                    segments[index].endVelocity = endVelocity.animatableData
                } else {
                    segments[index].endVelocity = openEndVelocity(of: index, keyframes: keyframes)
                }
            }
        }
    }

    /// The end velocity of cubic segment `index` when its keyframe leaves it open.
    private func openEndVelocity(of index: Int, keyframes: [ResolvedKeyframe<Value>]) -> Data {
        let next = index + 1
        guard next < segments.count else { return .zero }
        switch keyframes[next].kind {
        case .cubic: return catmullRomTangent(at: next)
        case let .linear(curve): return chordSlope(segments[next]).scaled(by: curve.velocity(at: 0))
        case .move: return .zero
        case let .spring(_, startVelocity): return startVelocity?.animatableData ?? chordSlope(segments[index])
        }
    }

    /// The Catmull-Rom tangent at the start of segment `index`: the slope from the previous segment's start to
    /// this segment's end.
    private func catmullRomTangent(at index: Int) -> Data {
        let previous = segments[index - 1], current = segments[index]
        let span = current.startTime + current.duration - previous.startTime
        guard span > 0 else { return .zero }
        return (current.to - previous.from).scaled(by: 1 / span)
    }

    /// (to − from) / duration, or zero for an instant segment.
    private func chordSlope(_ segment: Segment) -> Data {
        segment.duration > 0 ? (segment.to - segment.from).scaled(by: 1 / segment.duration) : .zero
    }

    /// The track's value at `time`: the initial value before the first keyframe, the last keyframe's after the end.
    func value(at time: TimeInterval) -> Value {
        guard let index = segmentIndex(at: time) else {
            guard let last = segments.last, time >= duration else { return initialValue }
            var result = last.template
            result.animatableData = last.end
            return result
        }
        let segment = segments[index]
        var result = segment.template
        result.animatableData = data(of: segment, at: time - segment.startTime)
        return result
    }

    /// The velocity of the track's animatable data at `time` (zero outside the keyframes).
    func velocity(at time: TimeInterval) -> Data {
        guard let index = segmentIndex(at: time) else { return .zero }
        let segment = segments[index]
        let local = time - segment.startTime
        switch segment.motion {
        case .move:
            return .zero
        case let .linear(curve):
            return chordSlope(segment).scaled(by: curve.velocity(at: local / segment.duration))
        case let .spring(spring):
            return spring.velocity(target: segment.to - segment.from, initialVelocity: segment.startVelocity, time: local)
        case .cubic:
            let d = segment.duration, s = local / d
            // Derivatives of the Hermite basis, divided by d for time.
            let a = (6 * s * s - 6 * s) / d, b = 3 * s * s - 4 * s + 1, c = (-6 * s * s + 6 * s) / d, e = 3 * s * s - 2 * s
            return segment.from.scaled(by: a) + segment.startVelocity.scaled(by: b) + segment.to.scaled(by: c)
                + segment.endVelocity.scaled(by: e)
        }
    }

    /// The segment running at `time`: the last one that starts at or before it (it has a positive duration, since
    /// the segments after an instant one start at the same time). Nil before the track starts or from its end on.
    private func segmentIndex(at time: TimeInterval) -> Int? {
        guard time.isFinite, time >= 0, time < duration else { return nil }
        var low = 0, high = segments.count - 1, found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if segments[middle].startTime <= time {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        guard let index = found, segments[index].duration > 0 else { return nil }
        return index
    }

    /// The animatable data of `segment` at `local` seconds into it.
    private func data(of segment: Segment, at local: TimeInterval) -> Data {
        switch segment.motion {
        case .move:
            return segment.to
        case let .linear(curve):
            return segment.from + (segment.to - segment.from).scaled(by: curve.value(at: local / segment.duration))
        case let .spring(spring):
            return segment.from + spring.value(target: segment.to - segment.from, initialVelocity: segment.startVelocity,
                                               time: local)
        case .cubic:
            // Cubic Hermite interpolation with the segment's velocities (per second, so scaled by its duration).
            let d = segment.duration, s = local / d, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return segment.from.scaled(by: h00) + segment.startVelocity.scaled(by: h10 * d) + segment.to.scaled(by: h01)
                + segment.endVelocity.scaled(by: h11 * d)
        }
    }
}
