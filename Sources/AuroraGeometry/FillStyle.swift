/// SwiftUI's `FillStyle`: the fill rule and anti-aliasing of a shape fill.

/// A style for rasterizing a filled shape, as in SwiftUI.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides the inside (otherwise non-zero). Default: `false`.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased. Default: `true`.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
