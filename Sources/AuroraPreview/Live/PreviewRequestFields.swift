/// `PreviewRequestFields`: typed, checked access to the fields of a page message.
import Aurora
import AuroraGeometry
import Foundation

/// The fields of one page message, read with a clear error for each missing or wrong field.
struct PreviewRequestFields {
    let fields: [String: JSONValue]

    init(_ fields: [String: JSONValue]) { self.fields = fields }

    func string(_ name: String) throws(PreviewRequestError) -> String {
        guard case .string(let value) = fields[name] else { throw .malformed("'\(name)' is missing or not a string") }
        return value
    }

    func optionalString(_ name: String) throws(PreviewRequestError) -> String? {
        guard let value = fields[name], value != .null else { return nil }
        guard case .string(let text) = value else { throw .malformed("'\(name)' is not a string") }
        return text
    }

    /// A finite number.
    func number(_ name: String) throws(PreviewRequestError) -> Double {
        guard let value = try optionalNumber(name) else { throw .malformed("'\(name)' is missing") }
        return value
    }

    func optionalNumber(_ name: String) throws(PreviewRequestError) -> Double? {
        guard let value = fields[name], value != .null else { return nil }
        guard case .number(let number) = value, number.isFinite else { throw .malformed("'\(name)' is not a finite number") }
        return number
    }

    /// `x` and `y`, each within ±1e6 points.
    func point() throws(PreviewRequestError) -> CGPoint {
        let x = try number("x"), y = try number("y")
        guard abs(x) <= 1e6, abs(y) <= 1e6 else { throw .malformed("'x' and 'y' must be within ±1000000 points") }
        return CGPoint(x: x, y: y)
    }

    /// The page's names of keys that are not one character.
    static let domKeys: [String: KeyEquivalent] = [
        "ArrowUp": .upArrow, "ArrowDown": .downArrow, "ArrowLeft": .leftArrow, "ArrowRight": .rightArrow,
        "Escape": .escape, "Backspace": .delete, "Delete": .deleteForward, "Home": .home, "End": .end,
        "PageUp": .pageUp, "PageDown": .pageDown, "Tab": .tab, "Enter": .return,
    ]

    /// The page's name of `key`.
    static func domName(of key: KeyEquivalent) -> String {
        domKeys.first { $0.value == key }?.key ?? String(key.character)
    }

    /// A key press from `key` (a character or a DOM key name such as `ArrowLeft`) and `modifiers`.
    func keyPress() throws(PreviewRequestError) -> KeyPress {
        let name = try string("key")
        let key: KeyEquivalent
        if let known = Self.domKeys[name] {
            key = known
        } else if name.count == 1, let character = name.first {
            key = KeyEquivalent(character)
        } else {
            throw .malformed("unknown key '\(name.echoed())'")
        }
        var modifiers: EventModifiers = []
        if case .array(let list) = fields["modifiers"] {
            for entry in list {
                switch entry {
                case .string("shift"): modifiers.insert(.shift)
                case .string("control"): modifiers.insert(.control)
                case .string("option"): modifiers.insert(.option)
                case .string("command"): modifiers.insert(.command)
                default: throw .malformed("unknown modifier in 'modifiers'")
                }
            }
        }
        return KeyPress(key, characters: name.count == 1 ? name : nil, modifiers: modifiers)
    }
}
