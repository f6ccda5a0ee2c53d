/// The render half of the view-layer workloads: a screen's display list drawn at iPhone 15 Pro size and scale.
import Aurora
import AuroraDisplayList
import AuroraRaster
import AuroraRender
import Foundation

extension WorkloadRun {
    /// A run that renders the display list of `content` laid out on an iPhone 15 Pro, at 3×
    /// (1179 × 2556 pixels) on `threads` threads; the display list is built once, outside the timing.
    static func iPhoneScreenRender<Content: View>(threads: Int, _ content: @MainActor () -> Content) throws -> WorkloadRun {
        let list = try onMainActor {
            let renderer = ImageRenderer(content: content())
            renderer.device = .iPhone15Pro
            return renderer.displayList
        }
        let renderer = DisplayListRenderer(threads: threads)
        var last: Pixmap?
        return WorkloadRun(threads: threads, run: {
            last = try renderer.render(list, size: CGSize(width: 393, height: 852), scale: 3, background: .white)
        }, output: {
            guard let last else { throw BenchError.invalidInputs("no render") }
            return .pixmap(last)
        })
    }

    /// A run that, each time, gives the view a new value (`content(frame)`, frame 1, 2, …), builds its
    /// display list on `device` and renders it at the device's scale on `threads` threads.
    static func viewFrameRender<Content: View>(threads: Int, device: RenderDevice,
                                              _ content: @escaping @MainActor (Int) -> Content) throws -> WorkloadRun {
        let renderer = DisplayListRenderer(threads: threads)
        let host = try onMainActor {
            let host = ImageRenderer(content: content(0))
            host.device = device
            _ = host.renderedSize
            return host
        }
        var frame = 0
        var last: Pixmap?
        return WorkloadRun(threads: threads, run: {
            frame += 1
            let list = try onMainActor {
                host.content = content(frame)
                return host.displayList
            }
            last = try renderer.render(list, size: device.size, scale: device.scale, background: .white)
        }, output: {
            guard let last else { throw BenchError.invalidInputs("no render") }
            return .pixmap(last)
        })
    }
}
