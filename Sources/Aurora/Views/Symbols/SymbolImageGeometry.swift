/// `SymbolImageGeometry`: a symbol image resolved for an environment — size, baseline, layer paths and their paints.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A symbol image sized by the environment's font, weight and image scale: what a symbol image
/// view draws and what `GraphicsContext.resolve(_:)` gives for an `Image(systemName:)`.
struct SymbolImageGeometry: Sendable {
    /// One layer: its ink in the image's local space (points, origin at the top left), filled non-zero.
    struct Layer: Sendable {
        var path: BezierPath
        /// The hierarchy level: 0 primary, 1 secondary, 2 tertiary.
        var level: Int
        /// The layer's colour in `.multicolor` rendering (nil: the foreground style).
        var multicolor: Color?
    }

    /// The image's size in points.
    var size: CGSize
    /// The distance from the image's top to the text baseline it sits on, in points.
    var baseline: CGFloat
    var layers: [Layer]
    /// The rendering mode the image asked for (nil: the environment's).
    var renderingMode: SymbolRenderingMode?

    /// The rendering mode in effect: the image's, else the environment's, else palette when
    /// `foregroundStyle` set more than one level, else monochrome.
    func effectiveMode(in environment: EnvironmentValues) -> SymbolRenderingMode {
        renderingMode ?? environment.symbolRenderingMode ?? (environment.foregroundStyles.count > 1 ? .palette : .monochrome)
    }

    /// The paint of each layer (nil: the layer draws nothing), gradients spanning `bounds`.
    func paints(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Paint?] {
        let mode = effectiveMode(in: environment).storage
        let styles = environment.foregroundStyles
        var primaryOnly = environment
        primaryOnly.foregroundStyles = Array(styles.prefix(1))
        return layers.map { layer in
            let level = min(max(layer.level, 0), 4)
            switch mode {
            case .monochrome:
                return HierarchicalShapeStyle(level: 0).paint(in: bounds, environment: environment)
            case .hierarchical:
                return HierarchicalShapeStyle(level: level).paint(in: bounds, environment: primaryOnly)
            case .palette:
                guard !styles.isEmpty else { return HierarchicalShapeStyle(level: level).paint(in: bounds, environment: environment) }
                guard let style = styles[min(level, styles.count - 1)] else {
                    return HierarchicalShapeStyle(level: 0).paint(in: bounds, environment: environment)
                }
                return StylePainter.paint(style, in: bounds, environment: environment)
            case .multicolor:
                if let color = layer.multicolor { return StylePainter.paint(color, in: bounds, environment: environment) }
                return HierarchicalShapeStyle(level: 0).paint(in: bounds, environment: environment)
            }
        }
    }

    /// The display items that draw the symbol stretched over `rect` (in the parent item's space).
    func displayItems(in rect: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard rect.isDrawable, size.width > 0, size.height > 0 else { return [] }
        let local = CGRect(origin: .zero, size: rect.size)
        let stretch = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
        let paints = paints(in: local, environment: environment)
        var items: [DisplayList.Item] = []
        for (layer, paint) in zip(layers, paints) {
            guard let paint, !layer.path.isEmpty else { continue }
            let path = rect.size == size ? layer.path : layer.path.applying(stretch)
            items.append(DisplayList.Item(frame: rect, content: .shape(path: path, paint: paint, style: .fill(FillStyle()))))
        }
        return items
    }
}

extension Image {
    /// The symbol this image shows, resolved for `environment` (font size and weight, image scale):
    /// nil for a bitmap image; a zero-sized geometry with no layers for a name Aurora has no
    /// symbol for (after warning once on stderr).
    func symbolGeometry(in environment: EnvironmentValues) -> SymbolImageGeometry? {
        guard let systemName else { return nil }
        let font = environment.font ?? .body
        let weight = environment.fontWeight ?? font.weight
        let empty = SymbolImageGeometry(size: .zero, baseline: 0, layers: [], renderingMode: symbolRenderingMode)
        guard let outline = SymbolOutlineCache.shared.outline(named: systemName, strokeWidth: SymbolOutline.strokeWidth(for: weight)) else {
            MissingSymbolWarning.warnOnce(systemName)
            return empty
        }
        guard !outline.bounds.isNull else { return empty }
        let unit = font.size * environment.imageScale.factor / 100
        let place = CGAffineTransform(a: unit, b: 0, c: 0, d: unit,
                                      tx: -outline.bounds.minX * unit, ty: -outline.bounds.minY * unit)
        // The baseline lies half a cap height (of the unscaled font) below the cap-height midline.
        let baseline = SymbolDefinition.baselineY * font.size / 100 - outline.bounds.minY * unit
        return SymbolImageGeometry(
            size: CGSize(width: outline.bounds.width * unit, height: outline.bounds.height * unit),
            baseline: baseline,
            layers: outline.layers.map { Layer(path: $0.path.applying(place), level: $0.level, multicolor: $0.multicolor) },
            renderingMode: symbolRenderingMode)
    }

    private typealias Layer = SymbolImageGeometry.Layer
}

/// Writes "No symbol named … found" to stderr the first time each unknown name is asked for, as SwiftUI logs it.
enum MissingSymbolWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Whether `name` has been reported.
    static func hasReported(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(name)
    }

    static func warnOnce(_ name: String) {
        lock.lock()
        let isNew = reported.insert(name).inserted
        lock.unlock()
        guard isNew else { return }
        let message = "Aurora: No symbol named '\(name)' found in system symbol set; Image(systemName:) draws nothing.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
