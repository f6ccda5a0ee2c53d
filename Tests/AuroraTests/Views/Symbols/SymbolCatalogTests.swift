/// The symbol catalog: every required symbol exists, has ink inside its bounds, and looks right (golden sheet).
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct SymbolCatalogTests {
    static let required = ["sparkle", "star", "star.fill", "heart", "heart.fill", "circle", "circle.fill", "checkmark",
                           "xmark", "plus", "minus", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
                           "play.fill", "pause.fill", "sun.max", "moon", "cloud", "bolt", "person.crop.circle", "photo"]

    @Test func everySymbolIsDrawnInsideItsBounds() {
        var environment = EnvironmentValues()
        environment.font = .system(size: 17)
        #expect(Set(Self.required).isSubset(of: Set(SymbolCatalog.names)))
        // The bounds are the finest (level 0) outline's; a coarser outline may cross them by its
        // flattening error and level 0's (design units, 0.17 pt each at 17 pt).
        let unit: CGFloat = 0.17
        let slack = (SymbolOutline.tolerance(level: SymbolOutline.toleranceLevel(pointsPerUnit: unit)) + SymbolOutline.baseTolerance) * unit
        #expect(slack < 0.05)
        for name in SymbolCatalog.names {
            let geometry = Image(systemName: name).symbolGeometry(in: environment)
            #expect(geometry != nil && !(geometry?.layers.isEmpty ?? true), "\(name) has no layers")
            guard let geometry else { continue }
            #expect(geometry.size.width > 5 && geometry.size.width < 25 && geometry.size.height > 1 && geometry.size.height < 25,
                    "\(name): \(geometry.size)")
            for layer in geometry.layers {
                let box = layer.path.boundingRect
                #expect(box.minX >= -slack && box.minY >= -slack && box.maxX <= geometry.size.width + slack
                        && box.maxY <= geometry.size.height + slack, "\(name): layer \(box) outside \(geometry.size)")
            }
        }
    }

    /// Every symbol at 17 pt regular, two rows, black on white, at 2×: compare by eye with SF Symbols.
    @Test func symbolSheet() throws {
        let rows = stride(from: 0, to: Self.required.count, by: 12).map { Array(Self.required[$0..<min($0 + 12, Self.required.count)]) }
        let view = VStack(spacing: 8) {
            ForEach(rows.indices, id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(rows[row], id: \.self) { name in Image(systemName: name).frame(width: 24, height: 24) }
                }
            }
        }
        .padding(6).background(Color.white)
        let pixmap = try #require(renderPixels(view, scale: 2))
        GoldenImage.assertMatches(pixmap, golden: "symbols/sheet-17pt")
    }

    /// The symbols beyond the required set, with the knocked-out badges in palette (white on blue) at the end.
    @Test func moreSymbolsSheet() throws {
        let extra = SymbolCatalog.names.filter { !Self.required.contains($0) }
        let rows = stride(from: 0, to: extra.count, by: 12).map { Array(extra[$0..<min($0 + 12, extra.count)]) }
        let view = VStack(spacing: 8) {
            ForEach(rows.indices, id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(rows[row], id: \.self) { name in Image(systemName: name).frame(width: 24, height: 24) }
                }
            }
            HStack(spacing: 8) {
                ForEach(["checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill", "info.circle.fill"], id: \.self) { name in
                    Image(systemName: name).frame(width: 24, height: 24)
                }
            }
            .foregroundStyle(.white, .blue)
        }
        .padding(6).background(Color.white)
        let pixmap = try #require(renderPixels(view, scale: 2))
        GoldenImage.assertMatches(pixmap, golden: "symbols/sheet-more-17pt")
    }
}
