/// `InterfaceOrientation`: which way up the device is held.
import Foundation

/// The orientation of the interface from the user's point of view.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    /// The name (`portrait`, `landscapeLeft`…).
    public let id: String
    private init(_ id: String) { self.id = id }

    /// The device upright, the home indicator at the bottom.
    public static let portrait = InterfaceOrientation("portrait")
    /// The device upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// The device turned so its top is at the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// The device turned so its top is at the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    /// All orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
