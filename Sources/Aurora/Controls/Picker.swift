/// `Picker`: a control that selects one of its tagged views, drawn as iOS's segmented control.
import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// Each view of `content` stands for the value of its `tag(_:)` (a `ForEach` element without one
/// stands for its id, as in SwiftUI); the picker shows the view whose tag equals `selection` as
/// selected and sets `selection` to the tag of the view picked. Aurora draws every picker as
/// iOS's segmented control (`SegmentedPickerStyle`), the only picker style it has; the `label` is
/// not drawn, as in a segmented picker on iOS.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
    }

    /// The content and behavior of the view.
    public var body: some View {
        SegmentedControl(selection: Binding(get: { AnyHashable(selection.wrappedValue) },
                                            set: { if let value = $0.base as? SelectionValue { selection.wrappedValue = value } }),
                         content: content)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// Sets the style for pickers within this view. Aurora draws every picker segmented, so this
    /// leaves the view as it is.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}
