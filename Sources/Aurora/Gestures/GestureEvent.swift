/// `GestureEvent`: one input as a gesture recognizer sees it — a pointer change or the clock moving on.
import AuroraGeometry
import Foundation

/// A pointer change, or a tick of the frame clock, delivered to the recognizers of an interaction.
struct GestureEvent {
    /// What happened.
    enum Kind: Equatable {
        case down, move, up, cancel
        /// The clock moved on with no pointer change (long presses and multi-taps wait for it).
        case clock
    }

    let kind: Kind
    /// The pointer the event is about (unused for `.clock`).
    let pointerID: Int
    /// Where the pointer is, in screen points (unused for `.clock`).
    let location: CGPoint
    /// The frame clock, in seconds.
    let time: TimeInterval
    /// The date of the frame clock.
    let date: Date
    /// Every pointer down after this event, by id, in screen points.
    let pointers: [Int: CGPoint]

    /// The same moment with no pointer change: what a gesture that starts in the middle of an
    /// interaction (the second of a sequence) is told first, as a `.down` for each pointer.
    func replayedDowns() -> [GestureEvent] {
        pointers.keys.sorted().map { id in
            GestureEvent(kind: .down, pointerID: id, location: pointers[id]!, time: time, date: date, pointers: pointers)
        }
    }
}

/// Converts screen points into a gesture's coordinate spaces, through the view it is attached to
/// as that view is laid out now.
@MainActor
protocol GestureSpace: AnyObject {
    /// `screenPoint` in `space`: `.local` is the view's own bounds, `.global` the screen.
    func convert(_ screenPoint: CGPoint, to space: CoordinateSpace) -> CGPoint
    /// The view's size, for unit points such as a pinch's start anchor.
    var size: CGSize { get }
}
