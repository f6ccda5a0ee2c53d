/// Core Graphics' line join style, for platforms whose Foundation lacks it.

#if !canImport(CoreGraphics)
/// How the corners between stroked segments are drawn, as in Core Graphics.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// Outer edges are extended until they meet, up to the miter limit, then bevelled.
    case miter
    /// The corner is rounded with a disc of the line width's diameter.
    case round
    /// The corner is cut off with a straight line.
    case bevel
}
#endif
