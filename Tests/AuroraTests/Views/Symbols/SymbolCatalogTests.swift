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

    @Test func everyRequiredSymbolIsDrawn() {
        var environment = EnvironmentValues()
        environment.font = .system(size: 17)
        for name in Self.required {
            let geometry = Image(systemName: name).symbolGeometry(in: environment)
            #expect(geometry != nil && !(geometry?.layers.isEmpty ?? true), "\(name) has no layers")
            guard let geometry else { continue }
            #expect(geometry.size.width > 5 && geometry.size.width < 25 && geometry.size.height > 1 && geometry.size.height < 25,
                    "\(name): \(geometry.size)")
            for layer in geometry.layers {
                let box = layer.path.boundingRect
                #expect(box.minX >= -0.001 && box.minY >= -0.001 && box.maxX <= geometry.size.width + 0.001
                        && box.maxY <= geometry.size.height + 0.001, "\(name): layer \(box) outside \(geometry.size)")
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
}
