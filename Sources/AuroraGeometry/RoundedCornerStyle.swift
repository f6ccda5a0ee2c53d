/// SwiftUI's `RoundedCornerStyle`: circular or continuous (squircle-like) corners.

/// How a rounded rectangle's corners are shaped, as in SwiftUI.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's continuous corners: a curve whose curvature ramps up smoothly, starting before
    /// the circular corner's tangent point.
    case continuous
}
