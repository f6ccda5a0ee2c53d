/// SwiftUI's `RectangleCornerRadii`: one radius per corner.
import Foundation

/// The radii of a rectangle's four corners, named by layout direction as in SwiftUI
/// (leading is the left edge here: Aurora lays out left to right).
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Creates corner radii; every radius defaults to 0.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0,
                bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
