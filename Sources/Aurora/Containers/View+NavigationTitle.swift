/// `navigationTitle` and `navigationBarTitleDisplayMode`: what a page of a `NavigationStack` shows in its bar.
import Foundation

/// A namespace for the navigation bar's item types.
public enum NavigationBarItem {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item: large on the first page, inline after.
        case automatic
        /// Display the title within the standard bounds of the navigation bar (17-point semibold, centred).
        case inline
        /// Display a large title (34-point bold) below the bar's buttons, collapsing to inline as the content scrolls.
        case large
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationDeclarationModifier(kind: .title, value: title))
    }

    /// Configures the view's title for purposes of navigation, using a localized string key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Configures the title display mode for this view. Default for a page that sets none: `.automatic`.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationDeclarationModifier(kind: .titleDisplayMode, value: displayMode))
    }

    /// Hides the navigation bar's back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationDeclarationModifier(kind: .backButtonHidden, value: hidesBackButton))
    }
}
