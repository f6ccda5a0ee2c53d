/// `Image(systemName:)`: size from the font and image scale, stroke from the weight, baseline alignment, rendering modes, unknown names.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct SymbolImageTests {
    static func geometry(_ name: String, font: Font = .body, weight: Font.Weight? = nil, scale: Image.Scale = .medium) -> SymbolImageGeometry? {
        var environment = EnvironmentValues()
        environment.font = font
        environment.fontWeight = weight
        environment.imageScale = scale
        return Image(systemName: name).symbolGeometry(in: environment)
    }

    @Test func sizeFollowsTheFontSizeAndImageScale() throws {
        let body = try #require(Self.geometry("circle"))
        let double = try #require(Self.geometry("circle", font: .system(size: 34)))
        #expect(abs(double.size.width - 2 * body.size.width) < 1e-9 && abs(double.size.height - 2 * body.size.height) < 1e-9)
        // SF Symbols' circle at 17 pt regular is about 20 pt across.
        #expect(body.size.width > 19 && body.size.width < 21.5, "\(body.size)")
        let large = try #require(Self.geometry("circle", scale: .large)), small = try #require(Self.geometry("circle", scale: .small))
        #expect(abs(large.size.width / body.size.width - 1.29) < 1e-6)
        #expect(abs(small.size.width / body.size.width - 0.783) < 1e-6)
        // A bitmap image has no symbol geometry.
        #expect(Image(try Pixmap(width: 1, height: 1)).symbolGeometry(in: EnvironmentValues()) == nil)
    }

    @Test func strokesFollowTheFontWeight() throws {
        let light = try #require(Self.geometry("minus", weight: .ultraLight))
        let regular = try #require(Self.geometry("minus"))
        let black = try #require(Self.geometry("minus", weight: .black))
        // A minus is one stroke: its height is the stroke width (8 units at regular = 1.36 pt at 17 pt).
        #expect(abs(regular.size.height - 1.36) < 0.01, "\(regular.size)")
        #expect(light.size.height < regular.size.height && regular.size.height < black.size.height)
        // The font's own weight counts when no fontWeight is set.
        let headline = try #require(Self.geometry("minus", font: .headline))
        #expect(headline.size.height > regular.size.height)
    }

    @Test func symbolsCentreOnTheCapHeightAboveTheBaseline() throws {
        for font in [Font.body, .system(size: 40)] {
            let circle = try #require(Self.geometry("circle", font: font))
            // The circle's centre sits half a cap height (0.3525 em) above the baseline.
            #expect(abs((circle.baseline - circle.size.height / 2) - 0.3525 * font.size) < 1e-9)
        }
        // Small images keep the same centre line.
        let small = try #require(Self.geometry("circle", scale: .small))
        #expect(abs((small.baseline - small.size.height / 2) - 0.3525 * 17) < 1e-9)
    }

    @Test func firstTextBaselineAlignsSymbolsWithText() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hg").font(.system(size: 30))
            Image(systemName: "circle").foregroundStyle(.red)
            Image(systemName: "plus").font(.system(size: 12)).foregroundStyle(.blue)
        }
        let (list, _) = displayList(of: view, proposal: .unspecified)
        let textBaseline = try #require(Self.firstBaseline(in: list))
        let fills = flattenedFills(list)
        let circle = try #require(fills.first { $0.color == Color.red.rgba }?.frame)
        let plus = try #require(fills.first { $0.color == Color.blue.rgba }?.frame)
        let circleGeometry = try #require(Self.geometry("circle")), plusGeometry = try #require(Self.geometry("plus", font: .system(size: 12)))
        // Each view's frame snaps to the 1× pixel grid (up to half a point each way).
        #expect(abs(circle.minY + circleGeometry.baseline - textBaseline) <= 1, "circle \(circle), text baseline \(textBaseline)")
        #expect(abs(plus.minY + plusGeometry.baseline - textBaseline) <= 1, "plus \(plus)")
    }

    static func firstBaseline(in list: DisplayList, origin: CGPoint = .zero) -> CGFloat? {
        for item in list.items {
            let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            switch item.value {
            case .content(.text(let runs)): if let y = runs.first?.positions.first?.y { return frame.minY + y }
            case .effect(_, let inner): if let y = firstBaseline(in: inner, origin: frame.origin) { return y }
            default: break
            }
        }
        return nil
    }

    /// The paint of each layer of `name` drawn in `view`'s environment.
    static func layerPaints(_ view: some View) -> [DisplayList.Paint] {
        let (list, _) = displayList(of: view, proposal: .unspecified)
        func collect(_ list: DisplayList) -> [DisplayList.Paint] {
            list.items.flatMap { item -> [DisplayList.Paint] in
                switch item.value {
                case .content(.shape(_, let paint, _, _)): [paint]
                case .effect(.blendMode(.destinationOut), _): []
                case .effect(_, let inner): collect(inner)
                default: []
                }
            }
        }
        return collect(list)
    }

    @Test func renderingModesChooseTheLayerStyles() throws {
        let sun = Image(systemName: "sun.max")   // layer 0: the disc, layer 1: the rays
        let red = DisplayList.Paint.color(Color.red.rgba), blue = DisplayList.Paint.color(Color.blue.rgba)
        // Two foreground levels and no mode: palette.
        #expect(Self.layerPaints(sun.foregroundStyle(.red, .blue)) == [red, blue])
        #expect(Self.layerPaints(sun.foregroundStyle(.red, .blue).symbolRenderingMode(.monochrome)) == [red, red])
        #expect(Self.layerPaints(sun.symbolRenderingMode(.monochrome).foregroundStyle(.red, .blue)) == [red, red])
        // Hierarchical: the secondary layer is the primary style at the secondary opacity.
        #expect(Self.layerPaints(sun.foregroundStyle(.red).symbolRenderingMode(.hierarchical))
                == [red, .color(Color.red.rgba.withOpacity(0.5))])
        // Hierarchical with no foreground style: the label colours.
        #expect(Self.layerPaints(sun.symbolRenderingMode(.hierarchical))
                == [.color(Color.black.rgba), .color(HierarchicalShapeStyle.labelColor(level: 1, in: .light))])
        // Palette with one style: every layer takes it.
        #expect(Self.layerPaints(sun.foregroundStyle(.red).symbolRenderingMode(.palette)) == [red, red])
        // Multicolor: the heart is red whatever the foreground; a symbol without colours takes the foreground.
        #expect(Self.layerPaints(Image(systemName: "heart.fill").foregroundStyle(.blue).symbolRenderingMode(.multicolor)) == [red])
        #expect(Self.layerPaints(Image(systemName: "star.fill").foregroundStyle(.blue).symbolRenderingMode(.multicolor)) == [blue])
        // Default: the primary foreground (black).
        #expect(Self.layerPaints(Image(systemName: "star")) == [.color(Color.black.rgba)])
    }

    @Test func knockedOutGlyphsAreHolesInMonochromeAndLayersInPalette() throws {
        let badge = Image(systemName: "plus.circle.fill").font(.system(size: 40))
        let mono = try #require(renderPixels(badge.foregroundStyle(.blue)))
        let centre = mono.pixel(x: mono.width / 2, y: mono.height / 2)
        #expect(centre.alpha == 0, "the plus is a hole: \(centre)")
        let ring = mono.pixel(x: mono.width / 2, y: mono.height / 2 + mono.height / 3)
        #expect(ring.alpha == 255 && ring.blue > 200, "\(ring)")
        let palette = try #require(renderPixels(badge.foregroundStyle(.white, .blue)))
        #expect(palette.pixel(x: palette.width / 2, y: palette.height / 2) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(palette.pixel(x: mono.width / 2, y: mono.height / 2 + mono.height / 3) == ring)
        // Monochrome draws only the badge layer; palette draws the glyph and the badge.
        #expect(Self.layerPaints(badge.foregroundStyle(.blue)).count == 1)
        #expect(Self.layerPaints(badge.foregroundStyle(.white, .blue)).count == 2)
    }

    @Test func layeredSymbolsPaintTheirPixels() throws {
        let view = Image(systemName: "sun.max").font(.system(size: 40)).foregroundStyle(.red, .blue).padding(2).background(Color.white)
        let pixmap = try #require(renderPixels(view, scale: 2))
        GoldenImage.assertMatches(pixmap, golden: "symbols/sun-max-palette")
        let middle = pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2)
        #expect(middle == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), "inside the disc is empty: \(middle)")
        // Along the horizontal centre line: the red disc outline, then the blue ray.
        let row = (0..<pixmap.width / 2).map { pixmap.pixel(x: $0, y: pixmap.height / 2) }
        #expect(row.contains { $0.red > 230 && $0.blue < 80 })
        #expect(row.contains { $0.blue > 230 && $0.red < 80 })
    }

    @Test func resizableSymbolsStretchToTheirFrame() throws {
        let (list, _) = displayList(of: Image(systemName: "circle.fill").resizable().foregroundStyle(.red).frame(width: 40, height: 20),
                                    proposal: .unspecified)
        let fill = try #require(flattenedFills(list).first)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        let pixmap = try #require(renderPixels(Image(systemName: "circle.fill").resizable().frame(width: 40, height: 20)))
        #expect(pixmap.pixel(x: 2, y: 10).alpha == 255 && pixmap.pixel(x: 37, y: 10).alpha == 255)
        #expect(pixmap.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test func symbolVariantsPickTheVariantOrFallBack() throws {
        #expect(SymbolVariants.circle.fill.name(for: "plus") == "plus.circle.fill")
        #expect(SymbolVariants.fill.name(for: "heart.fill") == "heart.fill")
        #expect(SymbolVariants.circle.fill.contains(.fill) && SymbolVariants.circle.fill.contains(.circle) && !SymbolVariants.fill.contains(.circle))
        func layers(_ name: String, _ variant: SymbolVariants) -> [SymbolImageGeometry.Layer] {
            var environment = EnvironmentValues()
            environment.symbolVariants = variant
            return Image(systemName: name).symbolGeometry(in: environment)?.layers ?? []
        }
        func same(_ a: [SymbolImageGeometry.Layer], _ b: [SymbolImageGeometry.Layer]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0.path == $1.path && $0.cut == $1.cut }
        }
        #expect(same(layers("heart", .fill), layers("heart.fill", .none)))
        #expect(same(layers("plus", .circle.fill), layers("plus.circle.fill", .none)))
        #expect(!same(layers("heart", .fill), layers("heart", .none)))
        // No `checkmark.fill`: the checkmark as named, and no warning for the variant's name.
        #expect(same(layers("checkmark", .fill), layers("checkmark", .none)))
        #expect(!MissingSymbolWarning.hasReported("checkmark.fill"))
        // Through the view modifier.
        let paints = Self.layerPaints(Image(systemName: "xmark").symbolVariant(.circle.fill).foregroundStyle(.white, .red))
        #expect(paints == [.color(Color.white.rgba), .color(Color.red.rgba)])
    }

    @Test func unknownNamesDrawNothingAndAreReportedOnce() throws {
        let name = "no.such.symbol.\(UUID().uuidString)"
        #expect(!MissingSymbolWarning.hasReported(name))
        let geometry = try #require(Self.geometry(name))
        #expect(geometry.size == .zero && geometry.layers.isEmpty)
        #expect(MissingSymbolWarning.hasReported(name))
        let (list, size) = displayList(of: HStack(spacing: 0) { Image(systemName: name); Image(systemName: name) }, proposal: .unspecified)
        #expect(size == .zero && list.items.isEmpty)
        // Odd names (empty, very long, control characters) are just unknown.
        for odd in ["", String(repeating: "x", count: 10_000), "star\u{0}", "STAR"] {
            #expect(Self.geometry(odd)?.layers.isEmpty == true)
        }
    }

    @Test func gradientForegroundSpansTheImage() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let paints = Self.layerPaints(Image(systemName: "circle.fill").foregroundStyle(gradient))
        let geometry = try #require(Self.geometry("circle.fill"))
        guard case .linearGradient(_, let start, let end)? = paints.first else {
            Issue.record("expected a linear gradient, got \(paints)")
            return
        }
        // The gradient spans the drawn frame: the symbol's width rounded to the 1× pixel grid.
        #expect(start.x == 0 && abs(end.x - geometry.size.width) <= 0.5)
    }
}
