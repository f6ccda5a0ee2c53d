/// `AccessibilityChildBehavior`: what `accessibilityElement(children:)` does with the elements inside a view.
import Foundation

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    let kind: Kind

    /// Any child accessibility elements become hidden: the new element has only the properties
    /// that the accessibility modifiers applied to it give.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// Any child accessibility element's properties are merged into the new accessibility element:
    /// labels, values and hints joined with ", " (as VoiceOver reads them), traits and actions together.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
