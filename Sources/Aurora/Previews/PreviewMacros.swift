/// `#Preview` and `@Previewable`: declare previews in source, as in SwiftUI.
import Foundation

/// Declares a preview of the view `body` builds, with an optional name and traits.
///
/// ```swift
/// #Preview("Ripple") {
///     @Previewable @State var counter = 0
///     RippleView(counter: $counter)
/// }
/// ```
/// `aurora preview` shows every preview of a package live; `@Previewable` state appears in its
/// debug panel.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "AuroraPreviewMacros", type: "PreviewMacro")

/// Marks a dynamic property (`@State`, `@FocusState`…) declared inside a `#Preview` body, so the
/// preview keeps it as the state of its view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "AuroraPreviewMacros", type: "PreviewableMacro")
