/// GraphicsContext.BlendMode: every mode through a context (golden sheet), raw values, and where each mode acts.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct BlendModeTests {
    static let all: [GraphicsContext.BlendMode] = [
        .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
        .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut,
        .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter,
    ]

    @Test func rawValuesAreCGBlendModes() {
        #expect(Self.all.map(\.rawValue) == Array(0...27))
        #expect(Self.all.map(\.rasterMode) == AuroraRaster.BlendMode.allCases)
    }

    /// 28 cells (7 × 4, 16 pt each): a gradient backdrop, then a half-transparent disc in the mode.
    @Test func everyModeGolden() throws {
        let pixmap = try #require(canvasPixels(width: 112, height: 64, scale: 1) { context, _ in
            for (index, mode) in Self.all.enumerated() {
                let cell = CGRect(x: CGFloat(index % 7) * 16, y: CGFloat(index / 7) * 16, width: 16, height: 16)
                context.fill(Path(cell.insetBy(dx: 1, dy: 1)),
                             with: .linearGradient(Gradient(colors: [.orange, .teal]), startPoint: CGPoint(x: cell.minX, y: cell.minY),
                                                   endPoint: CGPoint(x: cell.maxX, y: cell.minY)))
                var copy = context
                copy.blendMode = mode
                copy.fill(Path(ellipseIn: CGRect(x: cell.minX + 4, y: cell.minY + 4, width: 11, height: 11)),
                          with: .color(.sRGB, red: 0.6, green: 0.1, blue: 0.9, opacity: 0.8))
            }
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/blend-modes")
    }

    /// A canvas is its own layer: a multiply drawing multiplies the canvas's drawings, not the views behind it.
    @Test func blendModesStayInsideTheCanvas() throws {
        let pixmap = try #require(canvasPixels(width: 10, height: 10, background: .yellow) { context, _ in
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.sRGB, red: 0, green: 0, blue: 1))
        })
        #expect(pixmap.pixel(x: 5, y: 5) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    /// Screen brightens where drawings overlap, as in the WWDC21 particle visualizer.
    @Test func screenBrightensOverlaps() throws {
        let pixmap = try #require(canvasPixels(width: 30, height: 10, background: .black) { context, _ in
            context.blendMode = .screen
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.sRGB, red: 0.5, green: 0, blue: 0))
            context.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 10)), with: .color(.sRGB, red: 0.5, green: 0, blue: 0))
        })
        let single = Int(pixmap.pixel(x: 5, y: 5).red), double = Int(pixmap.pixel(x: 15, y: 5).red)
        #expect(abs(single - 128) <= 1)
        #expect(abs(double - 191) <= 2)
    }

    /// Modes that replace what is below act only where the drawing is, as in Core Graphics.
    @Test func replacingModesActOnlyUnderTheDrawing() throws {
        for mode in [GraphicsContext.BlendMode.copy, .clear, .sourceIn, .destinationIn] {
            let pixmap = try #require(canvasPixels(width: 20, height: 10, background: nil) { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.green))
                context.blendMode = mode
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5))
            })
            #expect(pixmap.pixel(x: 15, y: 5) == Color.green.rgba.pixel, "\(mode.rawValue) touched pixels outside the drawing")
        }
        let copied = try #require(canvasPixels(width: 20, height: 10, background: nil) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.green))
            context.blendMode = .copy
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5))
        })
        #expect(isClose(copied.pixel(x: 5, y: 5), PremultipliedPixel(red: 128, green: 0, blue: 0, alpha: 128)))
    }
}
