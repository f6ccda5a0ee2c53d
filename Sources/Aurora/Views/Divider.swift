/// `Divider`: a thin separator line, horizontal in a vertical stack (or outside stacks), vertical in a horizontal one.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A visual element that can be used to separate other content.
public struct Divider: View {
    /// Creates a divider.
    public init() {}
    /// A primitive view.
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [DividerNode(vertical: inputs.stackAxis == .horizontal, scale: inputs.environment.displayScale)]
    }
}

/// A divider line one device pixel thick, spanning the proposal along its length.
final class DividerNode: LayoutNode {
    let vertical: Bool
    let thickness: CGFloat

    /// The separator colour in light appearance: rgb(60, 60, 67) at 29 % opacity.
    static let color = Color(.sRGB, red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

    init(vertical: Bool, scale: CGFloat) {
        self.vertical = vertical
        thickness = 1 / (scale.isFinite && scale >= 1 ? scale : 1)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        vertical ? CGSize(width: thickness, height: proposal.height ?? 10)
                 : CGSize(width: proposal.width ?? 10, height: thickness)
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        guard frame.isDrawable else { return }
        items.append(DisplayList.Item(frame: frame.relative(to: origin), content: .fill(.color(Self.color.rgba))))
    }
}
