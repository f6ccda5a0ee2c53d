/// `AccessibilityActionKind`: the standard and named actions an accessibility element offers.
import Foundation

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `default`, escape, magicTap, delete, showMenu
        case named(String)
    }

    let kind: Kind

    private init(kind: Kind) { self.kind = kind }

    /// The value that represents the default accessibility action: activating the element.
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// The value that represents an action that cancels a pending accessibility action (a two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The value that represents a magic tap accessibility action (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// The value that represents an action that deletes the element.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// The value that represents an action that shows a menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    /// Creates a custom action kind with a name that assistive technologies read out.
    public init(named name: Text) { kind = .named(name.string) }

    /// The name the tree's text form gives the action: the standard kind (`default`, `magic-tap`)
    /// or the custom action's name in quotes.
    var textFormName: String {
        switch kind {
        case .default: "default"
        case .escape: "escape"
        case .magicTap: "magic-tap"
        case .delete: "delete"
        case .showMenu: "show-menu"
        case .named(let name): AccessibilityNode.quoted(name)
        }
    }
}
