/// `FrameDemo`: one row of `aurora-bench --frames` — a seed demo brought to a moment by a script, and the frame timed there.
import Aurora
import Foundation

/// A seed demo on an iPhone 15 Pro and the frame of it that `--frames` times.
///
/// Each run makes a new host, plays `prepare` (untimed) and then times `step`, the event or clock
/// tick that makes the frame, so every run times the same frame.
struct FrameDemo {
    /// The row's name, e.g. `Ripple`.
    var name: String
    /// Which frame is timed, in a few words (the table's second column).
    var moment: String
    /// Makes the demo's root view.
    var makeView: @MainActor () throws -> AnyView
    /// Brings a new host to the moment before the timed frame: taps, drags, clock time.
    var prepare: @MainActor (ViewHost) -> Void
    /// What makes the timed frame: by default the clock moves 1/60 s on.
    var step: @MainActor (ViewHost) -> Void = { $0.advance(by: 1.0 / 60) }

    /// A demo whose view is the AuroraGallery `#Preview` named `preview`.
    static func gallery(_ preview: String, moment: String, prepare: @escaping @MainActor (ViewHost) -> Void = { _ in },
                        step: @escaping @MainActor (ViewHost) -> Void = { $0.advance(by: 1.0 / 60) }) -> FrameDemo {
        FrameDemo(name: preview, moment: moment, makeView: { try Workload.galleryPreview(preview).makeView() },
                  prepare: prepare, step: step)
    }

    /// A scroll demo: a finger down at the screen's centre and moved 20 points along `axis` (past the
    /// slop, so the scroll view follows it); the frame is the next move, 6 points further.
    static func scrolling(_ preview: String, axis: Axis) -> FrameDemo {
        let centre = CGPoint(x: 196, y: 426)
        func moved(_ distance: CGFloat) -> CGPoint {
            axis == .horizontal ? CGPoint(x: centre.x - distance, y: centre.y) : CGPoint(x: centre.x, y: centre.y - distance)
        }
        return gallery(preview, moment: "a drag's pointer move", prepare: { host in
            host.send(.pointer(PointerEvent(.down, at: centre)))
            host.send(.pointer(PointerEvent(.move, at: moved(20))))
        }, step: { host in
            host.send(.pointer(PointerEvent(.move, at: moved(26))))
        })
    }

    /// A tap on the avatar screen (which shows the avatar) and 0.15 s of its transition.
    @MainActor private static func appearAvatar(_ host: ViewHost) {
        host.tap(at: CGPoint(x: 196, y: 426))
        host.advance(by: 0.15)
    }
}

extension FrameDemo {
    /// Every seed demo, WWDC24's first, in the order of the sessions.
    static let all: [FrameDemo] = [
        .scrolling("Circular Carousel", axis: .horizontal),
        .scrolling("Parallax Cards", axis: .horizontal),
        .scrolling("Hue Rotation List", axis: .vertical),
        .scrolling("Shrinking List", axis: .vertical),
        .gallery("Mesh Gradient", moment: "static, full screen"),
        .gallery("Mesh Gradient Animated", moment: "0.5 s into its timeline"),
        .gallery("Mesh Gradient Bézier", moment: "static, full screen"),
        .gallery("Avatar Scale and Opacity", moment: "0.15 s into appearing", prepare: appearAvatar),
        .gallery("Avatar Twirl", moment: "0.15 s into appearing", prepare: appearAvatar),
        .gallery("Text Transition", moment: "0.4 s into hiding", prepare: { host in
            if let toggle = host.firstControlCentre { host.tap(at: toggle) }
            host.advance(by: 0.4)
        }),
        .gallery("Ripple", moment: "0.5 s into a ripple", prepare: { host in
            host.press(at: CGPoint(x: 196, y: 426), duration: 0.1)
            host.advance(by: 0.4)
        }),
        .gallery("Ripple Editor", moment: "its time slider at 0.3 s"),
        .gallery("Gradient Library", moment: "the list at rest"),
        .gallery("Gradient Detail", moment: "the gradient under its material bar"),
        .gallery("Gradient Editor", moment: "edit mode: the stops' list"),
        .gallery("Shapes Visualizer", moment: "the symbols at rest"),
        .gallery("Particle Visualizer", moment: "0.5 s after a tap's burst", prepare: { host in
            host.advance(by: 1)
            host.tap(at: CGPoint(x: 196, y: 500))
            host.advance(by: 0.5)
        }),
    ]
}
