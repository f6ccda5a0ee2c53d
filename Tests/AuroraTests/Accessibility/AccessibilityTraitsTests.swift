/// `AccessibilityTraits` as a set: insert, remove, union and intersection by trait.
import Foundation
import Testing
@testable import Aurora

@Suite struct AccessibilityTraitsTests {
    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton) && !traits.contains(.isHeader))
        #expect(traits.remove(.isSelected) == .isSelected)
        #expect(traits.remove(.isSelected) == nil)
        #expect(traits == .isButton)
        #expect(traits.insert(.isButton).inserted == false)
        #expect(traits.insert(.isToggle).inserted)
        #expect(traits.union(.isModal).intersection([.isModal, .isToggle]) == [.isModal, .isToggle])
        #expect(AccessibilityTraits.names.count == 16)
        #expect(Set(AccessibilityTraits.names.map(\.0)).count == 16, "every trait is its own bit")
    }
}
