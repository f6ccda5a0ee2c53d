/// Checks that `IncrementalRenderer` gives a full render's pixels after random edits of a list.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import Foundation
import Testing

/// Random edits of a display list (move an item, recolour it, remove it, add one beside it),
/// each rendered incrementally after the original and compared with a full render, then back.
enum IncrementalRenderCheck {
    /// Where an item sits: the index in each nested list, and whether the step goes into an
    /// effect's mask list rather than its content list.
    typealias ItemPath = [(index: Int, intoMask: Bool)]

    /// Renders `list`, then each of `edits` random edits of it, then `list` again, with one
    /// `IncrementalRenderer`, and records an issue when a frame differs from a full render or
    /// when pixels outside a frame's `changed` rectangles differ from the frame before.
    static func expectMatchesFullRender(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBAColor?,
                                        edits: Int = 4, seed: UInt64 = 1,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        var random = SplitMix(seed: seed ^ UInt64(truncatingIfNeeded: list.itemCount))
        let full = DisplayListRenderer()
        let original = try full.render(list, size: size, scale: scale, background: background)
        let paths = itemPaths(in: list)
        guard !paths.isEmpty else { return }
        for _ in 0..<edits {
            let path = paths[random.next(below: paths.count)]
            let kind = random.next(below: 4)
            let edited = edit(list, at: path, kind: kind, random: &random)
            var incremental = IncrementalRenderer()
            _ = try incremental.render(list, size: size, scale: scale, background: background)
            let expected = try full.render(edited, size: size, scale: scale, background: background)
            for (frame, reference, before) in [
                (try incremental.render(edited, size: size, scale: scale, background: background), expected, original),
                (try incremental.render(list, size: size, scale: scale, background: background), original, expected),
            ] {
                #expect(frame.pixmap.hasSamePixels(as: reference),
                        "edit \(kind) at \(path.map(\.index)): incremental render differs from a full one (changed \(frame.changed))",
                        sourceLocation: sourceLocation)
                #expect(sameOutside(frame.changed, reference, before),
                        "edit \(kind) at \(path.map(\.index)): pixels changed outside \(frame.changed)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Whether `a` and `b` have the same pixels outside `rects`.
    static func sameOutside(_ rects: [PixelRect], _ a: Pixmap, _ b: Pixmap) -> Bool {
        for y in 0..<a.height {
            for x in 0..<a.width where !rects.contains(where: { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }) {
                guard a.pixel(x: x, y: y) == b.pixel(x: x, y: y) else { return false }
            }
        }
        return true
    }

    /// Every item's path, nested ones and mask items included.
    static func itemPaths(in list: DisplayList, prefix: ItemPath = []) -> [ItemPath] {
        var paths: [ItemPath] = []
        for (index, item) in list.items.enumerated() {
            let here = prefix + [(index, false)]
            paths.append(here)
            guard case .effect(let effect, let inner) = item.value else { continue }
            paths += itemPaths(in: inner, prefix: here)
            if case .mask(let mask) = effect {
                paths += itemPaths(in: mask, prefix: prefix + [(index, true)])
            }
        }
        return paths
    }

    /// `list` with one edit of the item at `path`: 0 moves it, 1 recolours it (or moves it when
    /// it has no colour to change), 2 removes it, 3 adds a translucent rectangle after it.
    static func edit(_ list: DisplayList, at path: ItemPath, kind: Int, random: inout SplitMix) -> DisplayList {
        var list = list
        let dx = CGFloat(random.next(below: 17)) - 8, dy = CGFloat(random.next(below: 17)) - 8
        let color = RGBAColor(red: Float(random.next(below: 256)) / 255, green: Float(random.next(below: 256)) / 255,
                              blue: Float(random.next(below: 256)) / 255, alpha: 0.8)
        modify(&list, path[...]) { items, index in
            switch kind {
            case 0:
                items[index].frame.origin.x += dx
                items[index].frame.origin.y += dy
            case 1:
                if !recolor(&items[index], color) {
                    items[index].frame.origin.x += dx
                }
            case 2:
                items.remove(at: index)
            default:
                let frame = CGRect(x: items[index].frame.minX + dx, y: items[index].frame.minY + dy, width: 12, height: 9)
                items.insert(DisplayList.Item(frame: frame, content: .fill(.color(color))), at: index + 1)
            }
        }
        return list
    }

    /// Calls `body` with the item list holding the last step of `path` and its index there.
    private static func modify(_ list: inout DisplayList, _ path: ArraySlice<(index: Int, intoMask: Bool)>,
                               _ body: (inout [DisplayList.Item], Int) -> Void) {
        guard let step = path.first else { return }
        if path.count == 1 {
            body(&list.items, step.index)
            return
        }
        guard case .effect(var effect, var inner) = list.items[step.index].value else { return }
        if step.intoMask, case .mask(var mask) = effect {
            modify(&mask, path.dropFirst(), body)
            effect = .mask(mask)
        } else {
            modify(&inner, path.dropFirst(), body)
        }
        list.items[step.index].value = .effect(effect, inner)
    }

    /// Gives a content item's solid paint `color`, or changes an opacity effect; false when the item has neither.
    private static func recolor(_ item: inout DisplayList.Item, _ color: RGBAColor) -> Bool {
        switch item.value {
        case .content(.fill(.color)):
            item.value = .content(.fill(.color(color)))
        case .content(.shape(let path, .color, let style, let mode)):
            item.value = .content(.shape(path: path, paint: .color(color), style: style, blendMode: mode))
        case .content(.text(var runs)) where !runs.isEmpty:
            runs[0].paint = .color(color)
            item.value = .content(.text(runs))
        case .effect(.opacity(let value), let inner):
            item.value = .effect(.opacity(value > 0.5 ? 0.3 : 0.9), inner)
        default:
            return false
        }
        return true
    }
}

/// A small seeded generator (SplitMix64), so the edits are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
