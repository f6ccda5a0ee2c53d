/// `OpacityFolding`: when an opacity can be multiplied into each drawing instead of needing a layer.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Decides whether an opacity effect's list can take the opacity on each of its drawings:
/// true when no two drawings overlap (so none shows through another). A filtered, grouped,
/// masked or projected list counts as one drawing (it is composited as one image with the
/// opacity); a blend-mode group never folds.
enum OpacityFolding {
    /// Lists with more items than this always get a layer (the overlap test is quadratic).
    static let maximumItems = 16
    /// Lists nested deeper than this always get a layer (keeps the test cheap and shallow).
    static let maximumDepth = 8

    static func canFold(_ list: DisplayList) -> Bool {
        // One filled shape is one coverage composited once: nothing of it can show through
        // another part, so its bounds need not be measured (the common case of a canvas drawing).
        if list.items.count == 1, isFilledShape(list.items[0].value) { return true }
        var bounds: [CGRect] = []
        return collect(list, transform: .identity, depth: 0, into: &bounds)
    }

    /// Whether `value` is a filled shape; takes the value borrowed, so nothing in it is copied.
    private static func isFilledShape(_ value: DisplayList.Value) -> Bool {
        switch value {
        case .content(.shape(_, _, .fill, .normal)): true
        default: false
        }
    }

    /// Appends the bounds (in the list's space) of every drawing under `list`, and says whether
    /// they can all take the opacity separately.
    private static func collect(_ list: DisplayList, transform: CGAffineTransform, depth: Int, into bounds: inout [CGRect]) -> Bool {
        guard depth <= maximumDepth else { return false }
        for item in list.items {
            let local = CGAffineTransform(translationX: item.frame.origin.x, y: item.frame.origin.y).concatenating(transform)
            switch item.value {
            case .content(.shape(_, _, _, let mode)) where mode != .normal:
                // As a blend-mode group: folding would blend against the backdrop instead.
                return false
            case .content(let content):
                guard let rect = DisplayListBounds.contentBounds(content, size: item.frame.size), local.isFinite else { return false }
                if rect.isNull { continue }
                let mapped = rect.applying(local)
                guard mapped.origin.x.isFinite, mapped.origin.y.isFinite, mapped.width.isFinite, mapped.height.isFinite,
                      bounds.count < maximumItems else { return false }
                if bounds.contains(where: { $0.intersects(mapped) }) { return false }
                bounds.append(mapped)
            case .effect(.transform(let t), let inner):
                if !collect(inner, transform: t.concatenating(local), depth: depth + 1, into: &bounds) { return false }
            case .effect(.clip, let inner), .effect(.opacity, let inner):
                // A clip only removes pixels and an opacity only scales them: the bounds are unchanged.
                if !collect(inner, transform: local, depth: depth + 1, into: &bounds) { return false }
            case .effect(.projection(let m), let inner) where m.isAffine:
                // Drawn as a plain transform: its items take the opacity one by one.
                if !collect(inner, transform: m.affineTransform.concatenating(local), depth: depth + 1, into: &bounds) { return false }
            case .effect(.filters, _), .effect(.compositingGroup, _), .effect(.drawingGroup, _), .effect(.mask, _),
                 .effect(.projection, _), .effect(.shader, _), .effect(.backdrop, _):
                // Composited as one image whose opacity the drawer sets: one drawing, by its bounds.
                guard let rect = DisplayListBounds.bounds(of: DisplayList(items: [item]), transform: transform) else { return false }
                if rect.isNull { continue }
                guard bounds.count < maximumItems, !bounds.contains(where: { $0.intersects(rect) }) else { return false }
                bounds.append(rect)
            case .effect(.blendMode, _):
                // Folding would blend the mode against the backdrop instead of inside the group.
                return false
            }
        }
        return true
    }
}
