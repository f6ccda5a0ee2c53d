/// `ContentMarginPlacement`: the placement of margins.

/// The placement of margins.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    /// The default placement: the scroll content.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
    /// The placement of the content of a scroll view.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }
    /// The placement of the scroll indicators of a scroll view.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }
}
