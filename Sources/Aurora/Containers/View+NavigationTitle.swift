/// `navigationTitle` and `navigationBarTitleDisplayMode`: what a page of a `NavigationStack` shows in its bar.
import Foundation

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
