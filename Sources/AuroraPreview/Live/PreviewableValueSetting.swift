/// `PreviewableValueSetting`: a `@Previewable` setting as the history keeps it.
import Aurora

/// A `@Previewable` setting as the history keeps it: by name, in a form that survives a rebuild
/// (a hot reload replays it when a control of that name and kind still exists).
public struct PreviewableValueSetting: Equatable, Sendable {
    /// The value as the page sent it (its meaning depends on the control's kind).
    public let request: PreviewRequestValue
}
