/// Core Graphics' line cap and join styles, for platforms whose Foundation lacks them.
import Foundation

#if !canImport(CoreGraphics)
/// How the ends of an open stroked subpath are drawn, as in Core Graphics.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// The stroke ends exactly at the endpoint.
    case butt
    /// A half-disc of the line width's diameter is added at each end.
    case round
    /// A half-square of the line width is added at each end.
    case square
}

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
