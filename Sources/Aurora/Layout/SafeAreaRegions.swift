/// `SafeAreaRegions`: a set of symbolic safe area regions.

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
