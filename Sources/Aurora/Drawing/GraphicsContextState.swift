/// `GraphicsContextState`: one context copy's drawing state, and how it wraps drawn items in display-list effects.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
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

    /// Appends `items` (frames in the current user space) to `destination` as canvas-space items
    /// wrapped in this state's effects: innermost the transform, then the filters, opacity,
    /// blend mode and clips.
    func record(userSpaceItems items: [DisplayList.Item], canvas: CGRect, into destination: inout [DisplayList.Item]) {
        record(userSpace: PendingItems(list: items), canvas: canvas, into: &destination)
    }

    /// Appends one drawing as `record(userSpaceItems:canvas:into:)` does, without a list for it.
    func record(userSpaceItem item: DisplayList.Item, canvas: CGRect, into destination: inout [DisplayList.Item]) {
        record(userSpace: PendingItems(item: item), canvas: canvas, into: &destination)
    }

    private func record(userSpace pending: PendingItems, canvas: CGRect, into destination: inout [DisplayList.Item]) {
        var pending = pending
        if transform != .identity {
            pending.wrap(frame: Self.effectFrame(canvas), effect: .transform(transform))
        }
        wrap(&pending, canvas: canvas)
        pending.append(to: &destination)
    }

    /// Appends canvas-space `items` to `destination` wrapped in this state's filters, opacity,
    /// blend mode and clips.
    func record(canvasItems items: [DisplayList.Item], canvas: CGRect, into destination: inout [DisplayList.Item]) {
        var pending = PendingItems(list: items)
        wrap(&pending, canvas: canvas)
        pending.append(to: &destination)
    }

    /// Wraps `pending` (canvas space) in the filters, opacity, blend mode and clips.
    private func wrap(_ pending: inout PendingItems, canvas: CGRect) {
        let mode = blendMode.rasterMode
        let keepsBelow = mode.keepsDestinationUnderTransparentSource
        // Modes that replace what is below act only where the drawing is, as in Core Graphics:
        // what was drawn, before the filters, gives that coverage.
        let drawn = mode != .normal && !keepsBelow ? pending : nil
        for entry in filters {
            pending.replace(entry.apply(to: pending.items, canvas: canvas))
        }
        let frame = Self.effectFrame(canvas)
        // One shape takes the opacity into its colour and the mode as its own, as rendering
        // would draw it under those effects, without an item and list for each.
        let folded = pending.foldIntoShape(opacity: opacity, blendMode: keepsBelow ? mode : .normal)
        if opacity < 1, !folded.opacity {
            pending.wrap(frame: frame, effect: .opacity(opacity))
        }
        if mode != .normal, !folded.blendMode {
            pending.wrap(frame: frame, effect: .blendMode(mode))
            if let drawn, let coverage = Self.coveragePath(of: drawn.items) {
                pending.wrap(frame: frame, effect: .clip(coverage, FillStyle()))
            }
        }
        for clip in clips.reversed() {
            pending.replace(clip.apply(to: pending.items, canvas: canvas))
        }
    }

    /// The frame of an effect item that spans the canvas (its local space is the canvas's).
    static func effectFrame(_ canvas: CGRect) -> CGRect { CGRect(origin: .zero, size: canvas.size) }

    /// The area a drawing covers: a single shape's own outline, otherwise the bounds of what is drawn.
    static func coveragePath(of items: [DisplayList.Item]) -> BezierPath? {
        if items.count == 1, let item = items.first, case .content(.shape(let path, _, .fill(let style), _)) = item.value,
           !style.isEOFilled {
            return path.applying(CGAffineTransform(translationX: item.frame.minX, y: item.frame.minY))
        }
        guard let union = DisplayListBounds.bounds(of: DisplayList(items: items), transform: .identity), !union.isNull else { return nil }
        return BezierPath(union)
    }
}

/// Items on their way to being wrapped in effects: a list, or a single outermost item kept
/// apart until something needs it as a list, so one drawing's wrappers make no throwaway array.
private struct PendingItems {
    private var list: [DisplayList.Item]
    private var top: DisplayList.Item?

    init(list: [DisplayList.Item]) {
        self.list = list
    }

    /// One item, held as the outermost item (no list).
    init(item: DisplayList.Item) {
        list = []
        top = item
    }

    /// The items as a list.
    var items: [DisplayList.Item] { top.map { [$0] } ?? list }

    /// Wraps the items in one item with `effect`.
    mutating func wrap(frame: CGRect, effect: DisplayList.Effect) {
        top = DisplayList.Item(frame: frame, effect: effect, DisplayList(items: items))
    }

    /// When the items are one shape drawn normally: multiplies `opacity` (below 1) into its
    /// colour, and then gives it `blendMode` (normal for none), which is what rendering does
    /// with those effects around one shape (it cannot show through itself, and blending it
    /// alone is blending its pixels). A gradient's opacity stays an effect, and then so does
    /// the mode, which applies outside it. Says which were folded; changes nothing otherwise.
    mutating func foldIntoShape(opacity: Double, blendMode: AuroraRaster.BlendMode) -> (opacity: Bool, blendMode: Bool) {
        let fades = opacity < 1
        guard fades || blendMode != .normal, let item = top ?? (list.count == 1 ? list[0] : nil),
              case .content(.shape(let path, var paint, let style, .normal)) = item.value else { return (false, false) }
        if fades {
            guard case .color(let color) = paint else { return (false, false) }
            paint = .color(color.withOpacity(Float(opacity)))
        }
        top = DisplayList.Item(frame: item.frame, content: .shape(path: path, paint: paint, style: style, blendMode: blendMode))
        return (fades, blendMode != .normal)
    }

    /// Replaces the items (a wrapper that makes its own list).
    mutating func replace(_ items: [DisplayList.Item]) {
        list = items
        top = nil
    }

    /// Appends the items to `destination`.
    func append(to destination: inout [DisplayList.Item]) {
        if let top {
            destination.append(top)
        } else {
            destination.append(contentsOf: list)
        }
    }
}
