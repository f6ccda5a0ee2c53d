/// `ContentMode`: the kind of content mode for `aspectRatio` and `scaledToFit`/`scaledToFill`.

/// The kind of content mode for `aspectRatio` and `scaledToFit`/`scaledToFill`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space.
    case fit
    /// An option that resizes the content so it occupies all available space.
    case fill
}
