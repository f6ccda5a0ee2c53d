/// `EditMode` and the `editMode` environment value: whether a list shows its delete buttons and move handles.
import Foundation

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment. A `NavigationStack` provides one (initially `.inactive`) when none is set above it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
