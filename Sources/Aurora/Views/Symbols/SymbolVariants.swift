/// `SymbolVariants`: the variant of a symbol to prefer (`.fill`, `.circle`, `.circle.fill` …) and its modifier.
import Foundation

/// A variant of a symbol: an enclosing shape, a fill, a slash, in SF Symbols' naming.
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(shape: "square")
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(isSlashed: true)

    /// A filled version of the current variant.
    public var fill: SymbolVariants {
        var copy = self
        copy.isFilled = true
        return copy
    }

    /// A slashed version of the current variant.
    public var slash: SymbolVariants {
        var copy = self
        copy.isSlashed = true
        return copy
    }

    /// Returns a Boolean value that indicates whether the current variant contains the specified variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The name of `base` in this variant (`heart` with `.circle.fill`: `heart.circle.fill`), in
    /// SF Symbols' order: slash, shape, fill; components the name already has are not repeated.
    func name(for base: String) -> String {
        var components = base.split(separator: ".").map(String.init)
        if isSlashed, !components.contains("slash") { components.append("slash") }
        if let shape, !components.contains(shape) { components.append(shape) }
        if isFilled, !components.contains("fill") { components.append("fill") }
        return components.joined(separator: ".")
    }
}

private enum SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The symbol variant to use in this environment. Default: `.none`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes symbols within the view show a particular variant; a symbol without that variant is
    /// shown as named.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentWritingModifier { $0.symbolVariants = variant })
    }
}
