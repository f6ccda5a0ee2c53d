/// `ScreenNode`: the screen's root while something is presented over the views — sheets, then the software keyboard.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Lays out and draws the content as the root would be, then the sheets over the whole screen and
/// the keyboard at its bottom, where the host places them. Sheets and the keyboard take touches
/// before the content, as iOS's do.
final class ScreenNode: LayoutNode, HitTestContainer {
    let content: LayoutNode
    let sheets: [LayoutNode]
    let keyboard: LayoutNode?

    init(content: LayoutNode, sheets: [LayoutNode], keyboard: LayoutNode?) {
        self.content = content
        self.sheets = sheets
        self.keyboard = keyboard
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { content.size(for: proposal) }

    override func placeChildren(in rect: CGRect, context: PlacementContext) { content.place(in: rect, context: context) }

    /// Places the sheets over the screen (`context`: the screen's bounds and safe area) and the keyboard in `keyboardRect`.
    func placeOverlays(context: PlacementContext, keyboardRect: CGRect) {
        for sheet in sheets {
            let size = sheet.size(for: ProposedViewSize(context.safeBounds.size))
            sheet.place(in: context.safeBounds.aligned(sheet, size: size, alignment: .center), context: context)
        }
        guard let keyboard else { return }
        _ = keyboard.size(for: ProposedViewSize(keyboardRect.size))
        var keyboardContext = PlacementContext(bounds: keyboardRect)
        keyboardContext.pixelLength = context.pixelLength
        keyboard.place(in: keyboardRect, context: keyboardContext)
    }

    var hitTestChildren: [LayoutNode] { [content] + sheets + (keyboard.map { [$0] } ?? []) }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        for node in hitTestChildren { node.appendDisplayItems(to: &items, origin: origin) }
    }
}
