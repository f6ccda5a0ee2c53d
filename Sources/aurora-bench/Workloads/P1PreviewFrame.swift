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

    /// One frame of a preview being used, as the agent makes it for the page: the clock moves on
    /// 1/60 s with a wheel tick at the centre (scroll views scroll along their axis; others ignore it) and, once a
    /// second, a tap on its first control (the centre when it has none), then the frame message is
    /// built (graph, layout, display list, render, changed rectangle). Its median is the agent's
    /// side of the page's frame rate.
    static func previewFrame(_ name: String) -> Workload {
        Workload(key: "P1_preview", variant: name,
                 notes: "\(name) #Preview at iPhone 15 Pro 2x (786x1704): tick 1/60 s + wheel + a tap a second + frame message") { _, _ in
            try onMainActor {
                let (session, target) = try previewSession(name)
                var frame = 0
                return WorkloadRun(run: {
                    try MainActor.assumeIsolated {
                        frame += 1
                        let centre = CGPoint(x: 196, y: 426)
                        if frame % 60 == 0 {
                            session.send(.pointer(PointerEvent(.down, at: target)))
                            session.send(.pointer(PointerEvent(.up, at: target)))
                        }
                        let step: CGFloat = frame % 240 < 120 ? -6 : 6
                        session.send(.wheel(WheelEvent(delta: CGVector(dx: step, dy: step), at: centre)))
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
        guard let preview = PreviewCatalog.previews(inModule: "AuroraGallery").first(where: { $0.displayName == name }) else {
            throw BenchError.invalidInputs("no #Preview named '\(name)' in AuroraGallery")
        }
        let session = PreviewSession(preview: preview, variant: PreviewVariant(preview: preview.id))
        _ = try session.frameMessage(variantIndex: 0)
        func control(in nodes: [AccessibilityNode]) -> AccessibilityNode? {
            for node in nodes {
                if node.actions.contains(.default) { return node }
                if let inner = control(in: node.children) { return inner }
            }
            return nil
        }
        let target = control(in: ViewHost(preview.makeView(), device: .iPhone15Pro).accessibilityTree())
            // A toggle is a row whose switch (51 points wide) ends it.
            .map { CGPoint(x: $0.traits.contains(.isToggle) ? $0.frame.maxX - 25 : $0.frame.midX, y: $0.frame.midY) } ?? CGPoint(x: 196, y: 426)
        return (session, target)
    }
}
