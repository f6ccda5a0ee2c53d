/// `GraphicsContext.ResolvedImage`: an image resolved once in a context's environment, to draw many times.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

extension GraphicsContext {
    /// An image resolved to a particular environment: its size and baseline are known, and
    /// drawing it many times reuses the resolution.
    public struct ResolvedImage {
        /// The size of the image, in points.
        public let size: CGSize
        /// The distance from the top of the image to its baseline (a bitmap's bottom edge).
        public let baseline: CGFloat
        /// The shading a symbol image is drawn with: nil uses the context's foreground style; a
        /// `.palette` gives each hierarchy level its own shading. Bitmap images ignore it.
        public var shading: Shading? {
            didSet { symbolPaints = Self.symbolPaints(of: symbol, environment: environment, shading: shading) }
        }

        let image: Image
        let symbol: SymbolImageGeometry?
        let environment: EnvironmentValues
        /// How a symbol's layers are painted with the current shading (nil for a bitmap).
        private var symbolPaints: SymbolPaints?

        init(image: Image, environment: EnvironmentValues) {
            self.image = image
            self.environment = environment
            symbol = image.symbolGeometry(in: environment)
            if let symbol {
                size = symbol.size
                baseline = symbol.baseline
            } else {
                size = image.naturalSize
                baseline = image.naturalSize.height
            }
            symbolPaints = Self.symbolPaints(of: symbol, environment: environment, shading: nil)
        }

        /// The items that draw the image stretched over `rect` (user space).
        func items(in rect: CGRect) -> [DisplayList.Item] {
            guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
                  rect.width > 0, rect.height > 0 else { return [] }
            if symbol != nil {
                if let paints = symbolPaints?.paints { return symbol?.displayItems(in: rect, paints: paints) ?? [] }
                guard let environment = symbolPaints?.environment else { return [] }
                return symbol?.displayItems(in: rect, environment: environment) ?? []
            }
            guard let bitmap = image.bitmap else { return [] }
            let sampling: ImageSampling = image.interpolationQuality == .none ? .nearest : .bilinear
            return [DisplayList.Item(frame: .zero, content: .image(bitmap, rect: rect, interpolation: sampling))]
        }

        /// A symbol's paints, found once for the image's environment and shading: the environment
        /// the layers are painted in, and their paints when no paint depends on the drawn bounds
        /// (every draw then reuses them; gradients are laid over each drawn rect anew).
        struct SymbolPaints {
            let environment: EnvironmentValues
            let paints: [DisplayList.Paint?]?
        }

        /// The paints of `symbol` (nil for a bitmap) in `environment` with `shading`.
        static func symbolPaints(of symbol: SymbolImageGeometry?, environment: EnvironmentValues, shading: Shading?) -> SymbolPaints? {
            guard let symbol else { return nil }
            let values = symbolEnvironment(environment, shading: shading)
            let probe = symbol.paints(in: CGRect(origin: .zero, size: symbol.size), environment: values)
            return SymbolPaints(environment: values, paints: SymbolImageGeometry.paintsIgnoreBounds(probe) ? probe : nil)
        }

        /// The environment a symbol is painted in: its foreground levels are the shading's.
        private static func symbolEnvironment(_ environment: EnvironmentValues, shading: Shading?) -> EnvironmentValues {
            guard let shading else { return environment }
            var values = environment
            if case .palette(let levels) = shading.kind, !levels.isEmpty {
                values.foregroundStyles = levels.map { ShadingShapeStyle(shading: $0) }
            } else if case .foreground = shading.kind {
                return environment
            } else {
                values.foregroundStyles = [ShadingShapeStyle(shading: shading)]
            }
            return values
        }
    }

    /// Gets a version of an image that is fixed with the current values of the graphics context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, environment: state.environment)
    }

    /// Draws a resolved image into the context, stretched over `rect`. `style` is accepted for
    /// SwiftUI compatibility (its anti-aliasing flag; images are always drawn smoothly). Default: `FillStyle()`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        append(image.items(in: rect))
    }

    /// Draws a resolved image at its size with its `anchor` at `point`. Default anchor: `.center`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: CGRect(origin: point, size: image.size).anchored(at: anchor))
    }

    /// Draws an image into the context, stretched over `rect`. Default style: `FillStyle()`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image at its size with its `anchor` at `point`. Default anchor: `.center`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}
