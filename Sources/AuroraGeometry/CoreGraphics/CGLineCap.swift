/// Core Graphics' line cap style, for platforms whose Foundation lacks it.
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
#endif
