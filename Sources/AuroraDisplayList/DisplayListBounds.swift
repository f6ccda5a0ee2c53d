/// `DisplayListBounds`: a rectangle every pixel a display list can touch lies in, so offscreen work stays small.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Conservative bounds of what a list draws, in the space `transform` maps it to (device
/// pixels for the renderer, points for a `Canvas` layer). `nil` means unknown or unbounded:
/// the caller uses the whole canvas. The renderer sizes offscreen work with it; the view layer
/// asks it how far a drawing reaches, without depending on the renderer.
package enum DisplayListBounds {
    /// Nesting deeper than this is not looked into (the answer is `nil`).
    package static let maximumDepth = 64

    /// `list`'s bounds under `transform`. With `composited`, a blend-mode group whose mode
    /// changes the destination under transparent pixels (`.sourceIn`, `.copy`, `.clear`, …)
    /// reaches every pixel it is composited on (unbounded unless clipped): the question is then
    /// which canvas pixels drawing the list can change, as damage tracking asks, not where its
    /// own pixels lie.
    package static func bounds(of list: DisplayList, transform: CGAffineTransform, depth: Int = 0,
                               composited: Bool = false) -> CGRect? {
        guard depth <= maximumDepth else { return nil }
        var union = CGRect.null
        for index in list.items.indices {
            guard let rect = bounds(of: list.items[index], transform: transform, depth: depth, composited: composited) else { return nil }
            guard !rect.isNull else { continue }
            union = union.union(rect)
        }
        return union
    }

    /// One item's bounds under its parent's `transform` (`.null` when it draws nothing).
    package static func bounds(of item: DisplayList.Item, transform: CGAffineTransform, depth: Int = 0,
                               composited: Bool = false) -> CGRect? {
        guard depth <= maximumDepth else { return nil }
        let local = CGAffineTransform(translationX: item.frame.origin.x, y: item.frame.origin.y).concatenating(transform)
        guard local.isFinite else { return .null }
        let rect: CGRect?
        switch item.value {
        case .content(let content):
            rect = contentBounds(content, size: item.frame.size).map { $0.applying(local) }
        case .effect(.shader, _):
            // A shader effect draws exactly the effect item's bounds.
            let size = item.frame.size
            rect = size.width > 0 && size.height > 0 ? CGRect(origin: .zero, size: size).applying(local) : .null
        case .effect(.blendMode(let mode), _) where composited && !mode.keepsDestinationUnderTransparentSource:
            rect = nil
        case .effect(let effect, let inner):
            rect = effectBounds(effect, inner, transform: local, depth: depth + 1, composited: composited)
        }
        guard let rect else { return nil }
        guard !rect.isNull else { return rect }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        return rect
    }

    private static func effectBounds(_ effect: DisplayList.Effect, _ inner: DisplayList, transform: CGAffineTransform,
                                     depth: Int, composited: Bool) -> CGRect? {
        switch effect {
        case .opacity, .blendMode, .compositingGroup, .drawingGroup, .backdrop:
            return bounds(of: inner, transform: transform, depth: depth, composited: composited)
        case .transform(let t):
            let combined = t.concatenating(transform)
            return combined.isFinite ? bounds(of: inner, transform: combined, depth: depth, composited: composited) : .null
        case .projection(let m):
            return m.isAffine ? effectBounds(.transform(m.affineTransform), inner, transform: transform, depth: depth, composited: composited) : nil
        case .clip(let path, _):
            let clip = path.boundingRect.insetBy(dx: -1, dy: -1).applying(transform)
            guard let content = bounds(of: inner, transform: transform, depth: depth, composited: composited) else { return clip }
            return content.intersection(clip)
        case .mask(let mask):
            let content = bounds(of: inner, transform: transform, depth: depth, composited: composited)
            let masked = bounds(of: mask, transform: transform, depth: depth, composited: composited)
            switch (content, masked) {
            case (let c?, let m?): return c.intersection(m)
            case (let c?, nil): return c
            case (nil, let m?): return m
            case (nil, nil): return nil
            }
        case .shader:
            return nil
        case .filters(let filters):
            guard let margin = margin(of: filters, transform: transform),
                  let content = bounds(of: inner, transform: transform, depth: depth, composited: composited) else { return nil }
            return content.isNull ? content : content.insetBy(dx: -margin, dy: -margin)
        }
    }

    /// How far (device pixels) `filters` can spread colour beyond what they are given, or `nil`
    /// when they can colour transparent pixels anywhere (an alpha offset, an alpha threshold at 0).
    package static func margin(of filters: [DisplayList.Filter], transform: CGAffineTransform) -> CGFloat? {
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        var margin: CGFloat = 0
        for filter in filters {
            switch filter {
            case .blur(let radius, _):
                if radius > 0 { margin += 3 * radius * scale + 2 }
            case .shadow(_, let radius, let offset):
                let reach = 3 * max(radius, 0) * scale + 2 + (offset.width * offset.width + offset.height * offset.height).squareRoot() * scale
                guard reach.isFinite else { return nil }
                margin += reach
            case .colorMatrix(let m):
                if m.a5 > 0 { return nil }
            case .alphaThreshold(let minimum, _, _):
                if !(minimum > 0) { return nil }
            case .brightness, .contrast, .saturation, .hueRotation, .grayscale, .colorInvert, .colorMultiply, .luminanceToAlpha:
                break
            }
        }
        return margin.isFinite ? margin : nil
    }

    /// A rectangle every pixel of `content` lies in (local space), or `nil` when unknown.
    package static func contentBounds(_ content: DisplayList.Content, size: CGSize) -> CGRect? {
        switch content {
        case .fill:
            guard !size.width.isNaN, !size.height.isNaN else { return .null }
            return CGRect(x: 0, y: 0, width: max(0, min(size.width, 1e9)), height: max(0, min(size.height, 1e9)))
        case .shape(let path, _, .fill, _):
            return path.boundingRect.insetBy(dx: -1, dy: -1)
        case .shape(let path, _, .stroke(let style), _):
            // Miter joins reach at most miterLimit × half the width beyond the path.
            let reach = style.lineWidth / 2 * max(style.miterLimit, 1.5) + 1
            return reach.isFinite ? path.boundingRect.insetBy(dx: -reach, dy: -reach) : nil
        case .image(_, let rect, _):
            return rect.standardized.insetBy(dx: -1, dy: -1)
        case .text(let runs):
            var union = CGRect.null
            for run in runs {
                for p in run.positions where p.x.isFinite && p.y.isFinite {
                    // Glyphs stay well within two ems of their pen position.
                    union = union.union(CGRect(x: p.x - run.size, y: p.y - 2 * run.size, width: 4 * run.size, height: 3 * run.size))
                }
            }
            return union
        }
    }
}
