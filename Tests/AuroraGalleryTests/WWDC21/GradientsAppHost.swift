/// What the gradients app's tests share: a small phone, and finding an accessibility element by its label.
import Foundation
import Aurora

@MainActor
enum GradientsAppHost {
    /// A 320 × 560 screen at scale 1 with a 20-point status bar and a 10-point home indicator: the
    /// drawn keyboard is 216 + 41 + 10 = 267 points tall on it.
    static var device: RenderDevice { RenderDevice(name: "small phone", size: CGSize(width: width, height: height), scale: 1,
                                     safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)) }
    static let keyboardHeight: CGFloat = 267
    static let width: CGFloat = 320
    static let height: CGFloat = 560
    /// The colour picker sheet's red, green, blue and opacity slider: 96 points narrower than the
    /// sheet's content (a 56-point label, a 40-point value, 8 points between), which is 16 in from each side.
    static let pickerSliderWidth: CGFloat = width - 32 - 56 - 40 - 16
    /// Where a picker slider's thumb is at 1: 14 points in from the slider's end.
    static let pickerThumbAtOne: CGFloat = 16 + 56 + 8 + pickerSliderWidth - 14
}

extension ViewHost {
    /// Every accessibility element, parents before their children.
    func allElements() -> [AccessibilityNode] {
        var elements: [AccessibilityNode] = []
        var pending = Array(accessibilityTree().reversed())
        while let node = pending.popLast() {
            elements.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return elements
    }

    /// The screen frame of the last element labelled `label` (drawn over the others: on the top page).
    func frame(of label: String) -> CGRect? { allElements().last { $0.label == label }?.frame }

    /// Taps the middle of the last element labelled `label`, then lets a second pass (a push, a sheet); false when there is none.
    @discardableResult
    func tapAndSettle(_ label: String) -> Bool {
        guard let frame = frame(of: label) else { return false }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
        advance(by: 1)
        return true
    }
}
