/// `AccessibilityNode`: one element of the accessibility tree a host returns, as a printable value.
import AuroraGeometry
import Foundation

/// An element of the accessibility tree: what a screen reader finds at one place on screen.
///
/// Aurora's own value (SwiftUI keeps its tree private): a host's `accessibilityTree()` returns the
/// screen's elements in reading order. A container made with `accessibilityElement(children: .contain)`
/// or `accessibilityChildren(children:)` holds its elements in `children`; other elements have none.
/// The text form is an indented S-expression:
/// ```
/// (element label="Play" traits=(button) frame=(16 40 44 44) actions=(default))
/// ```
public struct AccessibilityNode: Equatable, Sendable, CustomStringConvertible {
    /// What the element is, read first: a text's string, a symbol's name, or the label a modifier gave.
    public var label: String?
    /// The element's current value, such as "60%" for a slider.
    public var value: String?
    /// What happens when the element is activated, read after a pause.
    public var hint: String?
    /// The identifier `accessibilityIdentifier(_:)` set, for tests; never read out.
    public var identifier: String?
    /// The element's traits.
    public var traits: AccessibilityTraits
    /// Where the element is drawn, in screen points (geometry effects applied; a rotated view's bounding box).
    public var frame: CGRect
    /// The actions the element offers, `.default` (activation) first when it has one.
    public var actions: [AccessibilityActionKind]
    /// The elements inside a container, in reading order.
    public var children: [AccessibilityNode]

    /// Creates an element. Defaults: no label, value, hint or identifier, no traits, a zero frame, no actions, no children.
    public init(label: String? = nil, value: String? = nil, hint: String? = nil, identifier: String? = nil,
                traits: AccessibilityTraits = [], frame: CGRect = .zero, actions: [AccessibilityActionKind] = [],
                children: [AccessibilityNode] = []) {
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.frame = frame
        self.actions = actions
        self.children = children
    }

    /// The element and its children as an indented S-expression, two spaces a level.
    public var description: String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        var fields: [String] = []
        if let label { fields.append("label=" + Self.quoted(label)) }
        if let value { fields.append("value=" + Self.quoted(value)) }
        if let hint { fields.append("hint=" + Self.quoted(hint)) }
        if let identifier { fields.append("id=" + Self.quoted(identifier)) }
        let traitNames = AccessibilityTraits.names.filter { traits.contains($0.0) }.map(\.1)
        if !traitNames.isEmpty { fields.append("traits=(" + traitNames.joined(separator: " ") + ")") }
        let corners = [frame.minX, frame.minY, frame.width, frame.height].map(Self.number)
        fields.append("frame=(" + corners.joined(separator: " ") + ")")
        if !actions.isEmpty { fields.append("actions=(" + actions.map(\.textFormName).joined(separator: " ") + ")") }
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + "(element " + fields.joined(separator: " ") + (children.isEmpty ? ")" : ""))
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
        if !children.isEmpty { lines[lines.count - 1] += ")" }
    }

    /// A string in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ string: String) -> String {
        var out = "\""
        for character in string {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A coordinate without a trailing `.0` when it is whole.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
    }
}
