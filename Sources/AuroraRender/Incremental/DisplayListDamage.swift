/// `DisplayListDamage`: the device pixels that differ between two frames' display lists.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Compares two display lists drawn on the same canvas and finds the rectangles outside which
/// their pixels are the same, so only those need redrawing.
///
/// The lists are walked side by side. Equal items are skipped; unequal items under an effect
/// that works pixel by pixel and is the same in both frames (opacity, transform, clip, mask,
/// blend mode, group, colour filters) are compared inside it; any other unequal item damages
/// everything it can change in either frame (`DisplayListBounds` with `composited`: blur and
/// shadow margins included, unbounded reach as the whole canvas). Items inserted or removed
/// in the middle of a list damage their own bounds.
///
/// A backdrop effect (a material) reads the pixels drawn behind it over its bounds grown by
/// its blur: when damage touches that area, the whole area joins the damage, in one rectangle,
/// so the frosted image is made from freshly drawn pixels only. Overlapping rectangles are
/// merged, so the result is disjoint.
struct DisplayListDamage {
    /// The canvas, device pixels.
    let canvas: PixelRect
    /// Disjoint damaged rectangles within the canvas.
    private(set) var rectangles: [PixelRect] = []

    /// More rectangles than this are merged into their bounding box (each costs a pass over the list).
    static let maximumRectangles = 16

    /// The damage between `old` and `new` drawn on `canvas` through `transform` (points to device pixels).
    static func between(_ old: DisplayList, _ new: DisplayList, transform: CGAffineTransform,
                                 canvas: PixelRect) -> [PixelRect] {
        var damage = DisplayListDamage(canvas: canvas)
        damage.compare(old, new, transform: transform, depth: 0)
        guard !damage.rectangles.isEmpty else { return [] }
        var sources: [PixelRect] = []
        Self.collectBackdropSources(in: new, transform: transform, canvas: canvas, depth: 0, into: &sources)
        // Adding a backdrop's source can bring another backdrop's source into the damage.
        var grew = true
        while grew {
            grew = false
            for source in sources where damage.rectangles.contains(where: { $0.intersection(source) != nil })
                && !damage.rectangles.contains(where: { $0.contains(source) }) {
                damage.add(source)
                grew = true
            }
        }
        return damage.rectangles
    }

    // MARK: - Comparing

    private mutating func compare(_ old: DisplayList, _ new: DisplayList, transform: CGAffineTransform, depth: Int) {
        let a = old.items, b = new.items
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        if endA - start == endB - start {
            for offset in 0..<(endA - start) {
                compare(a[start + offset], b[start + offset], transform: transform, depth: depth)
            }
        } else {
            for item in a[start..<endA] { add(item, transform: transform) }
            for item in b[start..<endB] { add(item, transform: transform) }
        }
    }

    private mutating func compare(_ old: DisplayList.Item, _ new: DisplayList.Item, transform: CGAffineTransform, depth: Int) {
        guard old != new else { return }
        if depth < DisplayListBounds.maximumDepth, old.frame.origin == new.frame.origin,
           case .effect(let oldEffect, let oldList) = old.value, case .effect(let newEffect, let newList) = new.value {
            let local = CGAffineTransform(translationX: old.frame.origin.x, y: old.frame.origin.y).concatenating(transform)
            guard local.isFinite else { return }   // drawn in neither frame
            switch Self.inner(oldEffect, oldList, newEffect, newList, transform: local) {
            case .drawsNothing:
                return
            case .passes(let inner):
                compare(oldList, newList, transform: inner, depth: depth + 1)
                if case .mask(let oldMask) = oldEffect, case .mask(let newMask) = newEffect {
                    compare(oldMask, newMask, transform: inner, depth: depth + 1)
                }
                return
            case .opaque:
                break
            }
        }
        add(old, transform: transform)
        add(new, transform: transform)
    }

    /// How an effect present in both frames treats a change inside it.
    private enum Passage {
        /// The effect draws nothing in either frame.
        case drawsNothing
        /// Each pixel depends only on the same pixel of the nested lists, drawn through this transform.
        case passes(CGAffineTransform)
        /// A change inside can move pixels elsewhere, or the two frames draw the effect differently.
        case opaque
    }

    private static func inner(_ old: DisplayList.Effect, _ oldList: DisplayList, _ new: DisplayList.Effect, _ newList: DisplayList,
                              transform: CGAffineTransform) -> Passage {
        if case .mask = old, case .mask = new { return .passes(transform) }
        guard old == new else { return .opaque }
        switch new {
        case .opacity(let value):
            let alpha = value.isNaN ? 0 : min(max(value, 0), 1)
            guard alpha > 0 else { return .drawsNothing }
            // Folded into each drawing or composited as a layer: the choice must be the same in both.
            return alpha >= 1 || OpacityFolding.canFold(oldList) == OpacityFolding.canFold(newList) ? .passes(transform) : .opaque
        case .transform(let t):
            let combined = t.concatenating(transform)
            return combined.isFinite ? .passes(combined) : .drawsNothing
        case .projection(let m):
            guard m.isAffine else { return .opaque }
            let combined = m.affineTransform.concatenating(transform)
            return combined.isFinite ? .passes(combined) : .drawsNothing
        case .blendMode(let mode):
            // Drawn straight with the mode or through a layer: the choice must be the same in both.
            let same = DisplayListDrawer.blendsDirectly(mode, oldList) == DisplayListDrawer.blendsDirectly(mode, newList)
            return same ? .passes(transform) : .opaque
        case .clip, .compositingGroup, .drawingGroup, .mask:
            return .passes(transform)
        case .filters(let filters):
            return filters.contains(where: \.isSpatial) ? .opaque : .passes(transform)
        case .shader, .backdrop:
            return .opaque
        }
    }

    // MARK: - Rectangles

    /// Damages every pixel drawing `item` can change.
    private mutating func add(_ item: DisplayList.Item, transform: CGAffineTransform) {
        guard let bounds = DisplayListBounds.bounds(of: item, transform: transform, composited: true) else {
            add(canvas)
            return
        }
        guard !bounds.isNull, let rect = DisplayListDrawer.pixelRect(bounds, within: canvas.width, canvas.height) else { return }
        add(rect)
    }

    /// Adds `rect` (clipped to the canvas), merged with every rectangle it overlaps.
    private mutating func add(_ rect: PixelRect) {
        guard var merged = rect.intersection(canvas) else { return }
        var index = rectangles.startIndex
        while index < rectangles.endIndex {
            if rectangles[index].intersection(merged) != nil {
                merged = merged.union(rectangles.remove(at: index))
                index = rectangles.startIndex   // the grown rectangle may now overlap an earlier one
            } else {
                index += 1
            }
        }
        rectangles.append(merged)
        if rectangles.count > Self.maximumRectangles {
            rectangles = [rectangles.dropFirst().reduce(rectangles[0]) { $0.union($1) }]
        }
    }

    // MARK: - Backdrops

    /// The device pixels each backdrop effect in `list` reads: its list's bounds grown by 3σ of
    /// its blur, within the canvas (the whole canvas when its bounds are unknown).
    private static func collectBackdropSources(in list: DisplayList, transform: CGAffineTransform, canvas: PixelRect,
                                               depth: Int, into sources: inout [PixelRect]) {
        guard depth < DisplayListBounds.maximumDepth else {
            sources.append(canvas)
            return
        }
        for item in list.items {
            guard case .effect(let effect, let inner) = item.value else { continue }
            let local = CGAffineTransform(translationX: item.frame.origin.x, y: item.frame.origin.y).concatenating(transform)
            guard local.isFinite else { continue }
            var nested = local
            switch effect {
            case .backdrop(let recipe):
                sources.append(backdropSource(inner, recipe: recipe, transform: local, canvas: canvas))
            case .transform(let t):
                nested = t.concatenating(local)
            case .projection(let m) where m.isAffine:
                nested = m.affineTransform.concatenating(local)
            case .mask(let mask):
                collectBackdropSources(in: mask, transform: local, canvas: canvas, depth: depth + 1, into: &sources)
            case .shader, .projection:
                // Drawn offscreen: a backdrop inside reads that offscreen image, not the canvas.
                continue
            default:
                break
            }
            guard nested.isFinite else { continue }
            collectBackdropSources(in: inner, transform: nested, canvas: canvas, depth: depth + 1, into: &sources)
        }
    }

    /// The pixels a backdrop over `list` reads (as `drawBackdrop` computes them, rounded outward).
    private static func backdropSource(_ list: DisplayList, recipe: DisplayList.Backdrop, transform: CGAffineTransform,
                                       canvas: PixelRect) -> PixelRect {
        guard let bounds = DisplayListBounds.bounds(of: list, transform: transform, composited: true) else { return canvas }
        guard !bounds.isNull, let region = DisplayListDrawer.pixelRect(bounds, within: canvas.width, canvas.height) else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let radius = recipe.blurRadius.isNaN ? 0 : max(0, recipe.blurRadius)
        let sigma = min(CGFloat(GaussianBlur.maximumSigma), radius * scale)
        let reach = Int((3 * sigma).rounded(.up)) + 1
        return PixelRect(x: region.x - reach, y: region.y - reach, width: region.width + 2 * reach, height: region.height + 2 * reach)
            .intersection(canvas) ?? region
    }
}

extension PixelRect {
    /// Whether every pixel of `other` lies in this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}
