/// `AccessibilityTraits`: what kind of element a view is and how it behaves, for assistive technologies.
import Foundation

/// A set of accessibility traits that describe how an element behaves.
///
/// SwiftUI's traits as a set: combine them with array literals (`[.isButton, .isSelected]`) and the
/// `SetAlgebra` operations.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The accessibility element is a header that divides content into sections, like the title of a navigation bar.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading the text within it.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The accessibility element is modal: assistive technologies ignore the elements outside it.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    /// Every trait with the name the tree's text form gives it, in declaration order.
    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isSearchField, "search-field"), (.isImage, "image"), (.playsSound, "plays-sound"),
        (.isKeyboardKey, "keyboard-key"), (.isStaticText, "static-text"), (.isSummaryElement, "summary-element"),
        (.updatesFrequently, "updates-frequently"), (.startsMediaSession, "starts-media-session"),
        (.allowsDirectInteraction, "allows-direct-interaction"), (.causesPageTurn, "causes-page-turn"),
        (.isModal, "modal"), (.isToggle, "toggle"),
    ]

    /// Whether the set contains every trait of `member`.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits in this set, in `other`, or in both.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both this set and `other`.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits in this set or in `other`, but not in both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }

    /// Inserts `newMember`'s traits; returns whether they were all absent, and the traits now in the set.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = bits & newMember.bits == 0
        bits |= newMember.bits
        return (inserted, newMember)
    }

    /// Removes `member`'s traits; returns the traits that were in the set, or nil when none were.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = bits & member.bits
        bits &= ~member.bits
        return removed == 0 ? nil : AccessibilityTraits(bits: removed)
    }

    /// Inserts `newMember`'s traits; returns the traits that were already there, or nil when none were.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = bits & newMember.bits
        bits |= newMember.bits
        return present == 0 ? nil : AccessibilityTraits(bits: present)
    }

    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps only the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in this set or in `other`, but not in both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
