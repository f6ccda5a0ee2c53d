/// `ColorPicker`: a label and iOS's colour well; tapping the well presents the picker's sheet, which writes the binding live.
import Foundation

/// A control used to select a color from the system color picker UI.
///
/// Drawn as on iOS 17: the label, then a 28-point colour well (a ring of hues around a disc of the
/// selected colour) at the trailing edge. Tapping the well presents a sheet titled "Colors" with a
/// grid of swatches and red, green, blue and opacity sliders; each change writes the binding at
/// once, and the sheet's close button (or a drag down) dismisses it. With `supportsOpacity` false
/// the opacity slider is not shown and every colour written is opaque. For accessibility the picker
/// is one element with the label's text, whose default action presents the sheet. Components that are not
/// finite are read as 0, and all are clamped to 0…1 (extended-range colours show their sRGB clamp).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isPresented = false

    /// Creates a color picker with a custom label. Default `supportsOpacity`: true.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The content and behavior of the view.
    public var body: some View {
        HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            ColorWell(color: selection.wrappedValue)
                .contentShape(Circle())
                .onTapGesture { isPresented = true }
        }
        // One element, as SwiftUI's: the label, activated to present the picker.
        .accessibilityElement(children: .combine)
        .accessibilityAction { isPresented = true }
        .sheet(isPresented: $isPresented) {
            ColorPickerSheet(selection: selection, supportsOpacity: supportsOpacity, dismiss: { isPresented = false })
        }
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a localized string key. Default `supportsOpacity`: true.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string. Default `supportsOpacity`: true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
