/// `ButtonStyle`: a style that draws a button's label for its pressed state; the button keeps the standard interaction.
import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// Implement `makeBody(configuration:)` to draw `configuration.label`, usually differently while
/// `configuration.isPressed`; the button runs its action when a press ends inside it.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleChoice, .style(style))
    }
}
