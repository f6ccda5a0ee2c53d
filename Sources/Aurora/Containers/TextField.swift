/// `TextField`: a control that displays an editable text binding, with a prompt, a caret and selection while focused.
import AuroraGeometry
import Foundation

/// A control that displays an editable text interface.
///
/// A tap gives it keyboard focus (the software keyboard comes up, and the caret — a 2-point bar
/// in the tint colour — goes to the end); typed text (`ViewHost.type`) is inserted at the caret,
/// replacing the selection, which is drawn on the tint at 20 % opacity. Return runs the `onSubmit`
/// actions and dismisses the keyboard. With an empty text the prompt (or the title) shows in the
/// placeholder colour. The style (`textFieldStyle`) is plain by default, as on iOS.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?

    /// The content and behavior of the view.
    public var body: some View { TextFieldCore(text: text, prompt: prompt) }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string, shown as the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string, shown as the placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title))
    }

    /// Creates a text field with a preferred prompt (the title when nil).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(titleKey))
    }

    /// Creates a text field with a preferred prompt (the title when nil).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(title))
    }
}

extension TextField {
    /// Creates a text field with a prompt and a label (iOS shows the prompt, not the label).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
    }

    init(text: Binding<String>, prompt: Text?) where Label == Text {
        self.text = text
        self.prompt = prompt
    }
}

/// Connects the field's editor to the graph's focus and the environment's focus state and submit
/// actions, then draws the field.
struct TextFieldCore: View, PrimitiveView {
    typealias Body = Never
    let text: Binding<String>
    let prompt: Text?

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let editor = inputs.attachment { TextFieldEditor() }
        editor.coordinator = inputs.graph.focus
        editor.token = inputs.updateToken
        editor.text = text
        editor.link = inputs.environment.focusLink
        editor.submitActions = inputs.environment.submitActions
        editor.followLink()
        var inner = inputs
        inner.environment.focusLink = nil
        // The field's look comes from the editor's state, not only from this view's value.
        inner.reusesValues = false
        // Read with tracking: an observed model's text changing elsewhere updates the field.
        let string = inputs.graph.withObservationTracking(node: inputs.node) { text.wrappedValue }
        let field = TextFieldContent(text: string, prompt: prompt, isFocused: editor.isFocused,
                                     selection: editor.clampedSelection(count: string.count), editor: editor)
        return inner.resolve(field, at: .content)
    }
}

/// The field's text (or prompt), caret and selection, on the style's bezel; a tap focuses it and
/// key presses edit it while it has focus.
struct TextFieldContent: View {
    let text: String
    let prompt: Text?
    let isFocused: Bool
    let selection: Range<Int>
    let editor: TextFieldEditor
    @Environment(\.font) private var font
    @Environment(\.tint) private var tint
    @Environment(\.textFieldIsRoundedBorder) private var isRoundedBorder

    /// The caret's width.
    static let caretWidth: CGFloat = 2

    var body: some View {
        let accent = tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(Color.accentColor)
        let characters = Array(text)
        let before = String(characters[0..<selection.lowerBound])
        let selected = String(characters[selection])
        let after = String(characters[selection.upperBound...])
        let lineHeight = ((font ?? .body).size * 1.2).rounded()
        ZStack(alignment: .leading) {
            if text.isEmpty, let prompt {
                prompt.foregroundStyle(SystemColor.tertiaryLabel).lineLimit(1)
            }
            HStack(spacing: 0) {
                Text(before)
                if isFocused && selection.isEmpty {
                    Color.clear.frame(width: 0, height: lineHeight)
                        .overlay { Rectangle().fill(accent).frame(width: Self.caretWidth, height: lineHeight) }
                }
                Text(selected).background { Rectangle().fill(accent).opacity(isFocused ? 0.2 : 0) }
                Text(after)
            }
            .lineLimit(1)
        }
        .frame(maxWidth: .infinity, minHeight: lineHeight, alignment: .leading)
        .padding(.horizontal, isRoundedBorder ? 7 : 0)
        .padding(.vertical, isRoundedBorder ? 7 : 0)
        .background {
            if isRoundedBorder {
                RoundedRectangle(cornerRadius: 5, style: .continuous).fill(SystemColor.background)
                RoundedRectangle(cornerRadius: 5, style: .continuous).strokeBorder(SystemColor.separator, lineWidth: 0.5)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { editor.tap() }
        .onKeyPress(phases: [.down, .repeat]) { editor.handle($0) }
    }
}
