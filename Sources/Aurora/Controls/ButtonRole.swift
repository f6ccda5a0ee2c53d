/// `ButtonRole`: what a button does, which its style may show (a destructive button is red).
import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a destructive button: its label is drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
}
