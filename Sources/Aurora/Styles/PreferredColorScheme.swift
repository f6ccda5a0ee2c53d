/// `preferredColorScheme(_:)`: the appearance a view asks to be drawn in.
import Foundation

extension View {
    /// Sets the preferred color scheme for this presentation (`nil`: keep the one in force).
    ///
    /// SwiftUI passes the preference up to the enclosing presentation, which then draws
    /// everything in it in that scheme. Aurora renders one presentation per host, so the
    /// preference is applied where it is set: the view and everything inside it resolve
    /// semantic colours and materials in `colorScheme`. Set it on the root view to match SwiftUI.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        })
    }
}
