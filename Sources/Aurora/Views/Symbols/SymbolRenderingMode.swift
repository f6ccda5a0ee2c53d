/// `SymbolRenderingMode` and `Image.Scale`: how symbol images take their colours and their size, and their modifiers.
import Foundation

/// A symbol rendering mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let storage: Storage

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(storage: .monochrome)
    /// A mode that renders symbols as multiple layers with their inherit styles (Aurora's few
    /// coloured symbols); layers without a colour of their own take the foreground style.
    public static let multicolor = SymbolRenderingMode(storage: .multicolor)
    /// A mode that renders symbols as multiple layers, with different opacities applied to the
    /// foreground style: secondary and tertiary layers use the style's secondary and tertiary levels.
    public static let hierarchical = SymbolRenderingMode(storage: .hierarchical)
    /// A mode that renders symbols as multiple layers, with a different style for each layer
    /// (the levels set by `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`).
    public static let palette = SymbolRenderingMode(storage: .palette)
}

extension Image {
    /// The relative size of a symbol image compared to the font it takes its size from.
    public enum Scale: Hashable, Sendable {
        /// About 0.78 of the medium size.
        case small
        /// The size that matches the font.
        case medium
        /// About 1.29 of the medium size.
        case large

        /// The factor applied to the medium size (SF Symbols' small and large scales).
        var factor: CGFloat {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// Sets the rendering mode for symbol images within this image. Nil: the environment's.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }
}

private enum SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private enum ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }

extension EnvironmentValues {
    /// The current symbol rendering mode, or nil when the mode follows the foreground styles
    /// (palette when more than one level is set, else monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The image scale for this environment. Default: `.medium`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(EnvironmentWritingModifier { $0.symbolRenderingMode = mode })
    }

    /// Scales images within the view according to one of the relative sizes available: small, medium or large.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(EnvironmentWritingModifier { $0.imageScale = scale })
    }
}
