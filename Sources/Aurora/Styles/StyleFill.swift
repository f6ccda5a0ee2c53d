/// `StyleFill`: how content draws a resolved style — a paint, a vibrant paint, or a frosted backdrop.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// What a shape style becomes when content is drawn with it.
enum StyleFill: Equatable {
    /// A plain paint.
    case paint(DisplayList.Paint)
    /// A paint blended with what lies behind by a blend mode: vibrancy on a material.
    case vibrant(DisplayList.Paint, AuroraRaster.BlendMode)
    /// A frosted backdrop shown through the content's shape: a material.
    case backdrop(DisplayList.Backdrop)

    /// The paint to use where only a paint can be drawn: a vibrant paint unblended, a material's tint.
    var paint: DisplayList.Paint {
        switch self {
        case .paint(let paint), .vibrant(let paint, _): paint
        case .backdrop(let backdrop): .color(backdrop.tint)
        }
    }

    /// The paint of content inside the effect `wrapping` makes: the vibrant paint itself, or
    /// opaque black for a backdrop (whose content only gives coverage).
    var coveragePaint: DisplayList.Paint {
        switch self {
        case .paint(let paint), .vibrant(let paint, _): paint
        case .backdrop: .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
    }

    /// The fill with its paint multiplied by `opacity` (a backdrop is left as it is).
    func applyingOpacity(_ opacity: Double) -> StyleFill {
        switch self {
        case .paint(let paint): .paint(StylePainter.applyingOpacity(paint, opacity))
        case .vibrant(let paint, let mode): .vibrant(StylePainter.applyingOpacity(paint, opacity), mode)
        case .backdrop: self
        }
    }

    /// Wraps display-list items drawn with an opaque stand-in paint so they draw this fill:
    /// nothing for a paint (callers draw it directly), a blend-mode group for a vibrant paint,
    /// a backdrop effect for a material.
    func wrapping(_ items: [DisplayList.Item], frame: CGRect) -> DisplayList.Item? {
        switch self {
        case .paint: return nil
        case .vibrant(_, let mode): return DisplayList.Item(frame: frame, effect: .blendMode(mode), DisplayList(items: items))
        case .backdrop(let backdrop): return DisplayList.Item(frame: frame, effect: .backdrop(backdrop), DisplayList(items: items))
        }
    }
}

/// A built-in style that draws as more than a paint (materials, hierarchical levels that may be vibrant).
protocol FillableStyle {
    /// The fill for content whose local bounds are `bounds`, or nil for nothing visible.
    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill?
}

extension StylePainter {
    /// How content draws `style`: fillable styles directly, paintable styles as a paint, custom
    /// styles through `resolve(in:)`.
    static func fill(_ style: any ShapeStyle, in bounds: CGRect, environment: EnvironmentValues, depth: Int = 0) -> StyleFill? {
        if let fillable = style as? any FillableStyle { return fillable.fill(in: bounds, environment: environment) }
        if let paintable = style as? any PaintableStyle { return paintable.paint(in: bounds, environment: environment).map(StyleFill.paint) }
        guard depth < maximumDepth else { return nil }
        return resolveFillOnce(style, in: bounds, environment: environment, depth: depth)
    }

    private static func resolveFillOnce<S: ShapeStyle>(_ style: S, in bounds: CGRect, environment: EnvironmentValues, depth: Int) -> StyleFill? {
        if S.Resolved.self == Never.self { return nil }
        return fill(style.resolve(in: environment), in: bounds, environment: environment, depth: depth + 1)
    }
}
