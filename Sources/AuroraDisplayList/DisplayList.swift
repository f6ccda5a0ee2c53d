/// `DisplayList`: the value tree between layout and the renderer — positioned content and effects.
import AuroraGeometry
import Foundation

/// What a frame draws: a closed, printable value tree of positioned content (shapes, images,
/// glyph runs, fills) and effects (opacity, transforms, clips, masks, blend modes, filters)
/// over nested lists. Units are points; the renderer is given the scale.
///
/// Each item's `frame` is in its parent's space: the items of the top list in the canvas, the
/// items inside an effect in the space of the effect's item (its frame's origin at `(0, 0)`).
/// The text form (`description`, `init(parsing:)`) is a stable S-expression; printing and
/// parsing back gives an equal list.
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// The items, drawn in order (later items on top).
    public var items: [Item]

    /// Creates a list of `items`.
    public init(items: [Item] = []) {
        self.items = items
    }

    /// Parses the text form `description` prints, or throws the first error with its line and column.
    public init(parsing text: String) throws(DisplayListParseError) {
        self = try DisplayListParser.parse(text)
    }

    /// The text form: `(display-list ITEM…)`, one item per line, indented by depth.
    public var description: String {
        DisplayListPrinter.print(self)
    }

    /// Whether the list draws nothing.
    public var isEmpty: Bool { items.isEmpty }
}

extension DisplayList {
    /// One positioned node of a display list: content, or an effect over a nested list.
    public struct Item: Equatable, Sendable {
        /// The item's rectangle in its parent's space, in points: content is drawn in the local
        /// space whose origin is the frame's origin (a shape's path, an image's rect and glyph
        /// positions are local); a `.fill` covers exactly the frame.
        public var frame: CGRect
        /// What the item is.
        public var value: Value

        /// Creates an item.
        public init(frame: CGRect, value: Value) {
            self.frame = frame
            self.value = value
        }

        /// Creates a content item.
        public init(frame: CGRect, content: Content) {
            self.init(frame: frame, value: .content(content))
        }

        /// Creates an effect item whose `list` is laid out in the item's local space.
        public init(frame: CGRect, effect: Effect, _ list: DisplayList) {
            self.init(frame: frame, value: .effect(effect, list))
        }
    }

    /// The node kinds: drawable content, or an effect applied to a nested list.
    public indirect enum Value: Equatable, Sendable {
        /// Something drawn.
        case content(Content)
        /// An effect applied to the nested list as a whole.
        case effect(Effect, DisplayList)
    }
}
