/// `TextFieldEditor`: a text field's editing state — focus, caret and selection — and what each key does to the text.
import Foundation

/// The editing state of one text field, kept at its graph position: the selection (a caret when
/// empty) in characters, and the focus it holds in the graph's `FocusCoordinator`.
///
/// Keys while focused: characters replace the selection; delete and forward delete remove the
/// selection or one character; left and right arrows move the caret (with shift, extend the
/// selection); home and end go to the ends; command-A selects all; return submits and resigns.
@MainActor
final class TextFieldEditor: AttributeSlot {
    /// The selected characters; the caret when empty.
    private(set) var selection: Range<Int> = 0..<0
    weak var coordinator: FocusCoordinator?
    var token: InvalidationToken?
    var link: FocusLink?
    var text: Binding<String> = .constant("")
    var submitActions: [() -> Void] = []

    var isFocused: Bool { coordinator?.focused === self }

    /// Makes the focus follow the focus state bound with `focused`, when there is one.
    func followLink() {
        guard let link, let coordinator else { return }
        let wanted = link.isFocused()
        if wanted, !isFocused {
            coordinator.focus(self, notifyLink: false)
        } else if !wanted, isFocused {
            coordinator.resign(self, notifyLink: false)
        }
    }

    /// A tap on the field: it takes the focus, the caret at the end.
    func tap() {
        guard let coordinator else { return }
        let count = text.wrappedValue.count
        selection = count..<count
        coordinator.focus(self, notifyLink: true)
        token?.invalidate()
    }

    func didFocus(notifyLink: Bool) {
        if notifyLink { link?.focus() }
        let count = text.wrappedValue.count
        selection = count..<count
        token?.invalidate()
    }

    func didResign(notifyLink: Bool) {
        if notifyLink { link?.resign() }
        token?.invalidate()
    }

    /// The selection clamped to a text of `count` characters (the text may have changed from outside).
    func clampedSelection(count: Int) -> Range<Int> {
        let lower = min(max(0, selection.lowerBound), count)
        return lower..<min(max(lower, selection.upperBound), count)
    }

    /// Applies a key press; ignored unless the field has focus.
    func handle(_ press: KeyPress) -> KeyPress.Result {
        guard isFocused else { return .ignored }
        var characters = Array(text.wrappedValue)
        var range = clampedSelection(count: characters.count)
        let extending = press.modifiers.contains(.shift)
        switch press.key {
        case .return:
            for action in submitActions.reversed() { action() }
            coordinator?.resign(self, notifyLink: true)
            return .handled
        case .delete:
            if range.isEmpty, range.lowerBound > 0 { range = (range.lowerBound - 1)..<range.lowerBound }
            characters.removeSubrange(range)
            range = range.lowerBound..<range.lowerBound
        case .deleteForward:
            if range.isEmpty, range.upperBound < characters.count { range = range.lowerBound..<(range.upperBound + 1) }
            characters.removeSubrange(range)
            range = range.lowerBound..<range.lowerBound
        case .leftArrow:
            let caret = range.isEmpty || extending ? max(0, range.lowerBound - 1) : range.lowerBound
            range = extending ? caret..<range.upperBound : caret..<caret
        case .rightArrow:
            let caret = range.isEmpty || extending ? min(characters.count, range.upperBound + 1) : range.upperBound
            range = extending ? range.lowerBound..<caret : caret..<caret
        case .home:
            range = extending ? 0..<range.upperBound : 0..<0
        case .end:
            range = extending ? range.lowerBound..<characters.count : characters.count..<characters.count
        default:
            if press.modifiers.contains(.command), press.characters.lowercased() == "a" {
                range = 0..<characters.count
            } else if let typed = Self.printable(press.characters) {
                characters.replaceSubrange(range, with: typed)
                let caret = range.lowerBound + typed.count
                range = caret..<caret
            } else {
                return .ignored
            }
        }
        selection = range
        let edited = String(characters)
        if edited != text.wrappedValue { text.wrappedValue = edited }
        token?.invalidate()
        return .handled
    }

    /// The characters of a key press that insert text: none for control and private-use (function key) characters.
    private static func printable(_ characters: String) -> String? {
        let kept = characters.unicodeScalars.filter {
            $0.properties.generalCategory != .control && $0.properties.generalCategory != .privateUse
        }
        return kept.isEmpty ? nil : String(String.UnicodeScalarView(kept))
    }

    func cancel() -> [() -> Void] {
        coordinator?.resign(self, notifyLink: false)
        return []
    }

    var isAnimating: Bool { false }
}
