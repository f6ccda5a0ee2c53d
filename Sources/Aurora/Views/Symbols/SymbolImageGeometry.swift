/// `SymbolImageGeometry`: a symbol image resolved for an environment — size, baseline, layer paths and their paints.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// A symbol image sized by the environment's font, weight and image scale: what a symbol image
/// view draws and what `GraphicsContext.resolve(_:)` gives for an `Image(systemName:)`.
struct SymbolImageGeometry: Sendable {
    /// One layer: its ink in the image's local space (points, origin at the top left), filled non-zero.
    struct Layer: Sendable {
        var path: BezierPath
        /// What is cut out of `path` (same space, filled non-zero; empty: nothing).
        var cut = BezierPath()
        /// Whether the layer draws in monochrome and multicolor rendering (a knocked-out glyph doesn't).
        var drawsInMonochrome = true
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

    /// The paint of each layer (nil: the layer draws nothing in this mode), gradients spanning `bounds`.
    func paints(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Paint?] {
        let mode = effectiveMode(in: environment).storage
        let styles = environment.foregroundStyles
        // The hierarchical levels are levels of the primary style alone (made on first use).
        var primaryOnly: EnvironmentValues?
        // Every monochrome layer has the primary level's paint (found on first use).
        var primary: DisplayList.Paint??
        func primaryPaint() -> DisplayList.Paint? {
            if let primary { return primary }
            let paint = HierarchicalShapeStyle(level: 0).fill(in: bounds, environment: environment)?.paint
            primary = .some(paint)
            return paint
        }
        return layers.map { layer in
            let level = min(max(layer.level, 0), 4)
            if !layer.drawsInMonochrome && (mode == .monochrome || mode == .multicolor) { return nil }
            switch mode {
            case .monochrome:
                return primaryPaint()
            case .hierarchical:
                if primaryOnly == nil {
                    var values = environment
                    values.foregroundStyles = Array(styles.prefix(1))
                    primaryOnly = values
                }
                return HierarchicalShapeStyle(level: level).fill(in: bounds, environment: primaryOnly ?? environment)?.paint
            case .palette:
                guard !styles.isEmpty else { return HierarchicalShapeStyle(level: level).fill(in: bounds, environment: environment)?.paint }
                guard let style = styles[min(level, styles.count - 1)] else { return primaryPaint() }
                return StylePainter.paint(style, in: bounds, environment: environment)
            case .multicolor:
                if let color = layer.multicolor { return color.paint(in: bounds, environment: environment) }
                return primaryPaint()
            }
        }
    }

    /// Whether paints found for one bounds hold for every bounds: a colour never depends on
    /// the bounds (only gradients, meshes and shaders are laid over them).
    static func paintsIgnoreBounds(_ paints: [DisplayList.Paint?]) -> Bool {
        paints.allSatisfy { paint in
            guard let paint else { return true }
            if case .color = paint { return true }
            return false
        }
    }

    /// The display items that draw the symbol stretched over `rect` (in the parent item's space).
    func displayItems(in rect: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard rect.isDrawable, size.width > 0, size.height > 0 else { return [] }
        return displayItems(in: rect, paints: paints(in: CGRect(origin: .zero, size: rect.size), environment: environment))
    }

    /// The display items that draw the symbol stretched over `rect` with `paints`, one per layer
    /// (as `paints(in:environment:)` gives them for the rect's local bounds).
    func displayItems(in rect: CGRect, paints: [DisplayList.Paint?]) -> [DisplayList.Item] {
        guard rect.isDrawable, size.width > 0, size.height > 0 else { return [] }
        let sameSize = rect.size == size
        let stretch = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
        var items: [DisplayList.Item] = []
        items.reserveCapacity(layers.count)
        // The layers are read in place (copying one would retain all its parts).
        for index in 0..<min(layers.count, paints.count) {
            guard let paint = paints[index], !layers[index].path.isEmpty else { continue }
            let path = sameSize ? layers[index].path : layers[index].path.applying(stretch)
            guard !layers[index].cut.isEmpty else {
                items.append(DisplayList.Item(frame: rect, content: .shape(path: path, paint: paint, style: .fill(FillStyle()))))
                continue
            }
            // The cut is erased from the layer's ink inside a group of its own.
            let cut = sameSize ? layers[index].cut : layers[index].cut.applying(stretch)
            let inner = CGRect(origin: .zero, size: rect.size)
            let eraser = DisplayList.Item(frame: inner, content: .shape(path: cut, paint: .color(RGBAColor(red: 0, green: 0, blue: 0)),
                                                                        style: .fill(FillStyle())))
            items.append(DisplayList.Item(frame: rect, effect: .compositingGroup, DisplayList(items: [
                DisplayList.Item(frame: inner, content: .shape(path: path, paint: paint, style: .fill(FillStyle()))),
                DisplayList.Item(frame: inner, effect: .blendMode(.destinationOut), DisplayList(items: [eraser])),
            ])))
        }
        return items
    }
}

extension Image {
    /// The symbol this image shows, resolved for `environment` (font size and weight, image scale,
    /// symbol variant — falling back to the name as given when the variant doesn't exist):
    /// nil for a bitmap image; a zero-sized geometry with no layers for a name Aurora has no
    /// symbol for (after warning once on stderr).
    func symbolGeometry(in environment: EnvironmentValues) -> SymbolImageGeometry? {
        guard let systemName else { return nil }
        let font = environment.font ?? .body
        let weight = environment.fontWeight ?? font.weight
        let empty = SymbolImageGeometry(size: .zero, baseline: 0, layers: [], renderingMode: symbolRenderingMode)
        let strokeWidth = SymbolOutline.strokeWidth(for: weight)
        let fontSize = font.pointSize(at: environment.dynamicTypeSize)
        let unit = fontSize * environment.imageScale.factor / 100
        let level = SymbolOutline.toleranceLevel(pointsPerUnit: unit)
        let cache = SymbolOutlineCache.shared
        let variant = environment.symbolVariants.name(for: systemName)
        let found = variant == systemName ? nil : cache.outline(named: variant, strokeWidth: strokeWidth, toleranceLevel: level)
        guard let outline = found ?? cache.outline(named: systemName, strokeWidth: strokeWidth, toleranceLevel: level) else {
            MissingSymbolWarning.warnOnce(systemName)
            return empty
        }
        guard !outline.bounds.isNull else { return empty }
        let place = CGAffineTransform(a: unit, b: 0, c: 0, d: unit,
                                      tx: -outline.bounds.minX * unit, ty: -outline.bounds.minY * unit)
        // The baseline lies half a cap height (of the unscaled font) below the cap-height midline.
        let baseline = SymbolDefinition.baselineY * fontSize / 100 - outline.bounds.minY * unit
        return SymbolImageGeometry(
            size: CGSize(width: outline.bounds.width * unit, height: outline.bounds.height * unit),
            baseline: baseline,
            layers: outline.layers.map {
                Layer(path: $0.path.applying(place), cut: $0.cut.applying(place), drawsInMonochrome: $0.drawsInMonochrome,
                      level: $0.level, multicolor: $0.multicolor)
            },
            renderingMode: symbolRenderingMode)
    }

    private typealias Layer = SymbolImageGeometry.Layer
}
