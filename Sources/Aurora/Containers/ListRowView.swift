/// `ListRowView`: one list row — padding, minimum height, separator, and in edit mode the delete button and move handle.
import AuroraGeometry
import Foundation

/// A row: its content between 16-point paddings, at least 44 points tall, a hairline below (inset
/// to the text) unless it ends a grouped section. In edit mode a row that can be deleted shows a
/// red minus button first, which reveals a red Delete button at the trailing edge; a row that can
/// be moved shows a three-line handle last, which drags the row and drops it rows away.
struct ListRowView: View {
    let row: ListRow
    let appearance: ListAppearance
    let isEditing: Bool
    let isLast: Bool

    @State private var isDeleteRevealed = false
    @State private var dragOffset: CGFloat = 0
    @Environment(\.displayScale) private var displayScale

    /// The row's leading and trailing padding.
    static let padding: CGFloat = 16
    /// The row's minimum height.
    static let minimumHeight: CGFloat = 44
    /// The edit-mode delete button's diameter and the space after it.
    static let deleteControlSize: CGFloat = 22
    static let deleteControlSpacing: CGFloat = 16
    /// The revealed Delete button's width.
    static let deleteButtonWidth: CGFloat = 82

    var body: some View {
        let showsDelete = isEditing && row.actions.delete != nil
        let showsHandle = isEditing && row.actions.move != nil
        HStack(spacing: 0) {
            if showsDelete {
                deleteControl.padding(.trailing, Self.deleteControlSpacing)
            }
            ResolvedNodesView(nodes: [row.node])
                .frame(maxWidth: .infinity, alignment: .leading)
            if showsHandle { moveHandle.padding(.leading, Self.padding) }
        }
        .padding(.horizontal, Self.padding)
        .padding(.vertical, 11)
        .frame(maxWidth: .infinity, minHeight: Self.minimumHeight, alignment: .leading)
        .overlay(alignment: .trailing) {
            if showsDelete && isDeleteRevealed { deleteButton }
        }
        .overlay(alignment: .bottom) {
            if !isLast || appearance == .plain {
                SystemColor.separator
                    .frame(height: 1 / max(1, displayScale))
                    .padding(.leading, Self.padding + (showsDelete ? Self.deleteControlSize + Self.deleteControlSpacing : 0))
            }
        }
        .offset(y: dragOffset)
    }

    /// A red circle with a white bar.
    private var deleteControl: some View {
        Circle()
            .fill(SystemColor.red)
            .overlay { Capsule().fill(Color.white).frame(width: 11, height: 2.5) }
            .frame(width: Self.deleteControlSize, height: Self.deleteControlSize)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.smooth(duration: 0.25)) { isDeleteRevealed.toggle() } }
    }

    /// A red button as tall as the row reading "Delete".
    private var deleteButton: some View {
        Text("Delete")
            .foregroundStyle(Color.white)
            .frame(width: Self.deleteButtonWidth)
            .frame(maxHeight: .infinity)
            .background(SystemColor.red)
            .contentShape(Rectangle())
            .onTapGesture {
                isDeleteRevealed = false
                row.actions.delete?()
            }
    }

    /// Three grey lines; dragging them moves the row, dropping it moves it by whole rows.
    private var moveHandle: some View {
        VStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { _ in Capsule().fill(SystemColor.gray3).frame(width: 18, height: 2) }
        }
        .frame(width: 24, height: 24)
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { dragOffset = $0.translation.height }
            .onEnded { value in
                let height = max(Self.minimumHeight, row.node.frame.height + 22)
                dragOffset = 0
                row.actions.move?.move(by: Int((value.translation.height / height).rounded()))
            })
    }
}

extension View {
    /// A list row's pressed highlight: `systemGray4` across the whole row (behind its paddings).
    func listRowHighlight(_ isHighlighted: Bool) -> some View {
        background {
            SystemColor.gray4
                .opacity(isHighlighted ? 1 : 0)
                .padding(.horizontal, -ListRowView.padding)
                .padding(.vertical, -11)
        }
    }
}
