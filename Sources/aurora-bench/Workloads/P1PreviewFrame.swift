/// P1 and P2: the live preview's agent at work on the seed demos, at iPhone 15 Pro 2× — a frame
/// while the demo is being used, and the time from a tap to the frame that shows it.
import Aurora
import AuroraGallery
import AuroraPreview
import Foundation

extension Workload {
    /// The seed demos the live preview shows first, by their `#Preview` names.
    static let previewDemos = ["Text Transition", "Ripple", "Ripple Editor", "Circular Carousel", "Parallax Cards",
                               "Hue Rotation List", "Shrinking List"]

    /// One frame of a preview being used, as the agent makes it for the page: a finger dragging
    /// from the centre, a tap on its first control twice a second, the clock 1/60 s on, then the
    /// frame message (graph, layout, display list, render, changed rectangle). Its median is the
    /// agent's side of the page's frame rate.
    static func previewFrame(_ name: String) -> Workload {
        Workload(key: "P1_preview", variant: name,
                 notes: "\(name) #Preview at iPhone 15 Pro 2x (786x1704): a drag from the centre + a tap on its control twice a second + tick 1/60 s + frame message") { _, _ in
            try onMainActor {
                let (session, target) = try previewSession(name)
                var frame = 0
                return WorkloadRun(run: {
                    try MainActor.assumeIsolated {
                        frame += 1
                        // A drag from the centre up and to the left over 40 frames (scroll views
                        // scroll along their axis; a press starts the ripple), and a tap on the
                        // control, when there is one, twice a second.
                        let phase = frame % 40
                        let finger = CGPoint(x: 196 - 4 * CGFloat(phase), y: 426 - 4 * CGFloat(phase))
                        session.send(.pointer(PointerEvent(phase == 1 ? .down : phase == 0 ? .up : .move, at: finger, pointerID: 1)))
                        if frame % 30 == 1, target != CGPoint(x: 196, y: 426) {
                            session.send(.pointer(PointerEvent(.down, at: target, pointerID: 2)))
                            session.send(.pointer(PointerEvent(.up, at: target, pointerID: 2)))
                        }
                        session.tick(seconds: 1.0 / 60)
                        _ = try session.frameMessage(variantIndex: 0)
                    }
                }, output: { try onMainActor { .png(Array(try session.pngData())) } })
            }
        }
    }

    /// A tap on the preview's first control (the centre when it has none), the clock's next 1/60 s
    /// and the frame message that shows the tap: what the agent adds to the page's input latency
    /// (which is at most one frame's wait for the next tick plus this).
    static func previewTapLatency(_ name: String) -> Workload {
        Workload(key: "P2_tap", variant: name,
                 notes: "\(name) #Preview at iPhone 15 Pro 2x: a tap on its first control (or the centre), tick 1/60 s, frame message") { _, _ in
            try onMainActor {
                let (session, target) = try previewSession(name)
                return WorkloadRun(run: {
                    try MainActor.assumeIsolated {
                        session.send(.pointer(PointerEvent(.down, at: target)))
                        session.send(.pointer(PointerEvent(.up, at: target)))
                        session.tick(seconds: 1.0 / 60)
                        _ = try session.frameMessage(variantIndex: 0)
                    }
                }, output: { try onMainActor { .png(Array(try session.pngData())) } })
            }
        }
    }

    /// A session of the named preview with its first frame sent, and where a person would tap it:
    /// the centre of its first element that can be activated (a button; a toggle's switch), else the screen's.
    @MainActor private static func previewSession(_ name: String) throws -> (PreviewSession, CGPoint) {
        let preview = try galleryPreview(name)
        let session = PreviewSession(preview: preview, variant: PreviewVariant(preview: preview.id))
        _ = try session.frameMessage(variantIndex: 0)
        let target = ViewHost(preview.makeView(), device: .iPhone15Pro).firstControlCentre ?? CGPoint(x: 196, y: 426)
        return (session, target)
    }
}
