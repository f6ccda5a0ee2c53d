/// Clipping a `GraphicsContext`: to paths (or outside them) and to the alpha of a layer.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

extension GraphicsContext {
    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask: drawing is kept outside it.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1 << 0) }
    }

    /// The bounding rectangle of the intersection of all current clip shapes, in the current user space.
    public var clipBoundingRect: CGRect {
        var rect = state.clipBounds
        for clip in state.clips {
            if let bounds = clip.bounds { rect = rect.intersection(bounds) }
        }
        guard !rect.isNull, !rect.isEmpty else { return .zero }
        let inverse = state.transform.invertedIfPossible
        return rect.applying(inverse)
    }

    /// Adds a path to the context's array of clip shapes: later drawing is kept only inside it
    /// (or, with `.inverse`, only outside it). Default style: non-zero, anti-aliased.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let canvasPath = path.storage.applying(state.transform)
        state.clips.append(.path(canvasPath, style, inverse: options.contains(.inverse)))
    }

    /// Adds a clip shape that you define in a new layer to the context's array of clip shapes:
    /// the alpha of what `content` draws, times `opacity`, masks later drawing (inverted with
    /// `.inverse`). `content` draws with a copy of this context's transform and environment.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = makeLayerContext()
        try content(&layer)
        let alpha = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        state.clips.append(.layer(layer.recorder.displayList, opacity: alpha, inverse: options.contains(.inverse)))
    }

    /// A context drawing into a new, empty layer with this context's transform and environment,
    /// full opacity, normal blending, no filters, and this context's clip as its clip bounds.
    func makeLayerContext() -> GraphicsContext {
        var layer = GraphicsContext(recorder: recorder.makeLayer(), environment: state.environment)
        layer.state.transform = state.transform
        var bounds = state.clipBounds
        for clip in state.clips {
            if let b = clip.bounds { bounds = bounds.intersection(b) }
        }
        layer.state.clipBounds = bounds.isNull ? .zero : bounds
        return layer
    }
}

/// One clip of a context, in the canvas's space.
enum GraphicsContextClip {
    /// Inside (or outside) a path.
    case path(BezierPath, FillStyle, inverse: Bool)
    /// Where a layer's alpha (times `opacity`) is, or where it isn't.
    case layer(DisplayList, opacity: Double, inverse: Bool)

    /// What the clip keeps at most, or nil when that is not bounded by the clip (an inverse clip).
    var bounds: CGRect? {
        switch self {
        case .path(let path, _, false):
            return path.boundingRect
        case .layer(let list, _, false):
            return DisplayListBounds.bounds(of: list, transform: .identity)
        case .path(_, _, true), .layer(_, _, true):
            return nil
        }
    }

    /// `list` (canvas space) kept only where the clip lets it through.
    func apply(to list: [DisplayList.Item], canvas: CGRect) -> [DisplayList.Item] {
        let frame = GraphicsContextState.effectFrame(canvas)
        let content = DisplayList(items: list)
        switch self {
        case .path(let path, let style, false):
            return [DisplayList.Item(frame: frame, effect: .clip(path, style), content)]
        case .path(let path, let style, true):
            let shape = DisplayList.Item(frame: frame, content: .shape(path: path, paint: .color(.black), style: .fill(style)))
            return [DisplayList.Item(frame: frame, effect: .mask(Self.inverseMask(of: [shape], canvas: canvas)), content)]
        case .layer(let mask, let opacity, let inverse):
            var maskItems = mask.items
            if opacity < 1 { maskItems = [DisplayList.Item(frame: frame, effect: .opacity(opacity), mask)] }
            let maskList = inverse ? Self.inverseMask(of: maskItems, canvas: canvas) : DisplayList(items: maskItems)
            return [DisplayList.Item(frame: frame, effect: .mask(maskList), content)]
        }
    }

    /// A mask that is opaque over the canvas except where `items` are drawn (their alpha cut out).
    static func inverseMask(of items: [DisplayList.Item], canvas: CGRect) -> DisplayList {
        let frame = GraphicsContextState.effectFrame(canvas)
        return DisplayList(items: [
            DisplayList.Item(frame: canvas, content: .fill(.color(.black))),
            DisplayList.Item(frame: frame, effect: .blendMode(.destinationOut), DisplayList(items: items)),
        ])
    }
}
