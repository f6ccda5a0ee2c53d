/// `DynamicTypeSize`: how large scalable content should be, in the environment and as a modifier.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size (the default).
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// A second accessibility size.
    case accessibility2
    /// A third accessibility size.
    case accessibility3
    /// A fourth accessibility size.
    case accessibility4
    /// A fifth accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The nearest size `range` contains (this one when it contains it; unchanged when it contains none).
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        if range.contains(self) { return self }
        let allowed = Self.allCases.filter { range.contains($0) }
        guard let lowest = allowed.first, let highest = allowed.last else { return self }
        return self < lowest ? lowest : highest
    }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue: DynamicTypeSize = .large }

extension EnvironmentValues {
    /// The current Dynamic Type size: text styles, fonts relative to them and `@ScaledMetric`
    /// values scale with it. Default: `.large`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range: a size outside it
    /// becomes the nearest size inside.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentWritingModifier { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) })
    }
}
