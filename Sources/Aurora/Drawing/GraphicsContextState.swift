/// `GraphicsContextState`: one context copy's drawing state, and how it wraps drawn items in display-list effects.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import Foundation

/// The state a `GraphicsContext` copy draws with. Clips and filters are kept in the canvas's
/// space (each filter with the user space it was added in), so later transforms don't move them.
struct GraphicsContextState {
    var environment: EnvironmentValues
    var transform: CGAffineTransform = .identity
    var opacity: Double = 1
    var blendMode: GraphicsContext.BlendMode = .normal
    /// The clips, in the order they were added, in the canvas's space.
    var clips: [GraphicsContextClip] = []
    /// The filters, in the order they were added (the first acts first).
    var filters: [GraphicsContextFilterEntry] = []
    /// The clip inherited from an enclosing context (a layer's), canvas space: bounds only.
    var clipBounds: CGRect

    init(environment: EnvironmentValues, clipBounds: CGRect) {
        self.environment = environment
        self.clipBounds = clipBounds
    }

    /// `items` (frames in the current user space) as canvas-space items wrapped in this state's
    /// effects: innermost the transform, then the filters, opacity, blend mode and clips.
    func wrapping(userSpaceItems items: [DisplayList.Item], canvas: CGRect) -> [DisplayList.Item] {
        var list = items
        if transform != .identity {
            list = [DisplayList.Item(frame: Self.effectFrame(canvas), effect: .transform(transform), DisplayList(items: list))]
        }
        return wrapping(canvasItems: list, canvas: canvas)
    }

    /// Canvas-space `items` wrapped in this state's filters, opacity, blend mode and clips.
    func wrapping(canvasItems items: [DisplayList.Item], canvas: CGRect) -> [DisplayList.Item] {
        var list = items
        for entry in filters {
            list = entry.apply(to: list, canvas: canvas)
        }
        let frame = Self.effectFrame(canvas)
        if opacity < 1 {
            list = [DisplayList.Item(frame: frame, effect: .opacity(opacity), DisplayList(items: list))]
        }
        let mode = blendMode.rasterMode
        if mode != .normal {
            list = [DisplayList.Item(frame: frame, effect: .blendMode(mode), DisplayList(items: list))]
            // Modes that replace what is below act only where the drawing is, as in Core Graphics.
            if !mode.keepsDestinationUnderTransparentSource, let coverage = Self.coveragePath(of: items) {
                list = [DisplayList.Item(frame: frame, effect: .clip(coverage, FillStyle()), DisplayList(items: list))]
            }
        }
        for clip in clips.reversed() {
            list = clip.apply(to: list, canvas: canvas)
        }
        return list
    }

    /// The frame of an effect item that spans the canvas (its local space is the canvas's).
    static func effectFrame(_ canvas: CGRect) -> CGRect { CGRect(origin: .zero, size: canvas.size) }

    /// The area a drawing covers: a single shape's own outline, otherwise the bounds of what is drawn.
    static func coveragePath(of items: [DisplayList.Item]) -> BezierPath? {
        if items.count == 1, let item = items.first, case .content(.shape(let path, _, .fill(let style))) = item.value,
           !style.isEOFilled {
            return path.applying(CGAffineTransform(translationX: item.frame.minX, y: item.frame.minY))
        }
        guard let union = DisplayListBounds.bounds(of: DisplayList(items: items), transform: .identity), !union.isNull else { return nil }
        return BezierPath(union)
    }
}

extension AuroraRaster.BlendMode {
    /// Whether a transparent source leaves the destination unchanged (all but the modes that
    /// clear or replace what is below).
    var keepsDestinationUnderTransparentSource: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: false
        default: true
        }
    }
}
