/// `FontDesign`: SwiftUI's `Font.Design` — the stylistic family a request asks for when it names none.

/// A font design, as in SwiftUI's `Font.Design`; `FontDatabase` maps each to installed families.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    /// The system's default sans-serif design.
    case `default`
    /// A design with serifs.
    case serif
    /// A design with rounded stroke ends.
    case rounded
    /// A design whose characters all have the same advance.
    case monospaced
}
