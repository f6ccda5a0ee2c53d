/// `EditButton`: a button that toggles the `editMode` environment value between inactive and active.
import Foundation

/// A button that toggles the edit mode environment value.
///
/// It reads "Edit", and "Done" (semibold) while editing; the change animates, so a list's delete
/// buttons and move handles slide in. Without an edit mode in the environment it is disabled.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    /// The content and behavior of the view.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            guard let editMode else { return }
            withAnimation(.smooth(duration: 0.3)) { editMode.wrappedValue = isEditing ? .inactive : .active }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : .regular)
        }
        .disabled(editMode == nil)
    }
}
