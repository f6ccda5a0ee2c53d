/// What container tests share: a small phone-shaped device and finding laid-out text by its string.
import Foundation
import Testing
import Aurora

@MainActor
enum ContainerHost {
    /// A 200-point-wide screen (400 tall by default) at scale 1 with a 20-point status bar and a 10-point home indicator.
    static func device(height: CGFloat = 400) -> RenderDevice {
        RenderDevice(name: "small phone", size: CGSize(width: 200, height: height), scale: 1,
                     safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0))
    }

    static func make(_ view: some View, height: CGFloat = 400) -> ViewHost { ViewHost(view, device: device(height: height)) }
}

extension ViewHost {
    /// The screen frames of the text elements labelled `label`, in drawing order.
    func frames(ofText label: String) -> [CGRect] {
        func collect(_ nodes: [AccessibilityNode]) -> [CGRect] {
            nodes.flatMap { ($0.label == label ? [$0.frame] : []) + collect($0.children) }
        }
        return collect(accessibilityTree())
    }

    /// The screen frame of the first text element labelled `label`.
    func frame(ofText label: String) -> CGRect? { frames(ofText: label).first }

    /// Taps the middle of the first text labelled `label`; false when there is none.
    @discardableResult
    func tap(text label: String) -> Bool {
        guard let frame = frame(ofText: label) else { return false }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }
}
