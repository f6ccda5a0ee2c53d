/// SwiftUI's `StrokeStyle`: width, caps, joins, miter limit and dashes of a stroke.
import Foundation

/// The characteristics of a stroke that traces a path, as in SwiftUI.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked line. Default: 1.
    public var lineWidth: CGFloat
    /// The endpoint style of open subpaths and dashes. Default: `.butt`.
    public var lineCap: CGLineCap
    /// The style of corners between segments. Default: `.miter`.
    public var lineJoin: CGLineJoin
    /// The ratio of miter length to line width above which a miter join is bevelled. Default: 10.
    public var miterLimit: CGFloat
    /// Alternating lengths of painted and unpainted dash segments; empty for a solid line. Default: `[]`.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts. Default: 0.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
