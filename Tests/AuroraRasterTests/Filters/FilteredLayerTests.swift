import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

/// Layers with filters through RasterContext: blur, shadows and chains, in every render mode.
struct FilteredLayerTests {
    private func square(_ x: Double, _ y: Double, _ side: Double) -> BezierPath { BezierPath(CGRect(x: x, y: y, width: side, height: side)) }
    private let red = RGBAColor(red: 1, green: 0, blue: 0)

    @Test func blurredLayerGolden() {
        RenderModes.assertGolden("filter/blur-and-shadow", width: 128, height: 64) { c in
            c.clear(.white)
            c.pushLayer(filters: [.blur(GaussianBlur(sigma: 4))])
            c.fill(square(12, 12, 40), with: .color(RGBAColor(red: 0.2, green: 0.4, blue: 0.9)))
            c.popLayer()
            c.pushLayer(filters: [.shadow(Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 3, offset: SIMD2(4, 5)))])
            c.fill(BezierPath(ellipseIn: CGRect(x: 72, y: 10, width: 40, height: 40)), with: .color(RGBAColor(red: 0.95, green: 0.6, blue: 0.1)))
            c.popLayer()
        }
    }

    @Test func blurSpreadsSymmetrically() {
        let c = try! RasterContext(width: 48, height: 48, threads: 2)
        c.pushLayer(filters: [.blur(GaussianBlur(sigma: 3))])
        c.fill(square(16, 16, 16), with: .color(red))
        c.popLayer()
        let p = c.pixmap
        #expect(p.pixel(x: 24, y: 24).alpha >= 248, "8 px = 2.7σ inside the edges")
        #expect(p.pixel(x: 12, y: 24) == p.pixel(x: 35, y: 24))
        #expect(p.pixel(x: 24, y: 12) == p.pixel(x: 24, y: 35))
        let edge = p.pixel(x: 16, y: 24).alpha
        #expect(edge > 110 && edge < 145, "half covered at the edge: \(edge)")
        #expect(p.pixel(x: 2, y: 2).alpha == 0)
    }

    @Test func shadowGoesBelowAboveOrAlone() {
        func render(_ options: Shadow.Options) -> Pixmap {
            let c = try! RasterContext(width: 40, height: 40, threads: 1)
            let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 1), radius: 0, offset: SIMD2(6, 6), options: options)
            c.pushLayer(filters: [.shadow(shadow)])
            c.fill(square(10, 10, 12), with: .color(red))
            c.popLayer()
            return c.pixmap
        }
        let below = render([]), above = render(.shadowAbove), alone = render(.shadowOnly)
        // (18, 18) is inside both the square (10…22) and its shadow (16…28).
        #expect(below.pixel(x: 18, y: 18) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(above.pixel(x: 18, y: 18) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(alone.pixel(x: 12, y: 12).alpha == 0)
        #expect(alone.pixel(x: 25, y: 25) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        for p in [below, above, alone] { #expect(p.pixel(x: 25, y: 25).blue == 255) }
    }

    @Test func invertedAlphaShadowFillsTheOutside() {
        let c = try! RasterContext(width: 32, height: 32, threads: 1)
        let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 0, options: [.invertsAlpha, .shadowOnly])
        c.pushLayer(filters: [.shadow(shadow)])
        c.fill(square(8, 8, 16), with: .color(red))
        c.popLayer()
        let p = c.pixmap
        #expect(p.pixel(x: 2, y: 2).alpha == 255)
        #expect(p.pixel(x: 16, y: 16).alpha == 0)
    }

    @Test func filtersRunInOrder() {
        func render(_ filters: [Filter]) -> PremultipliedPixel {
            let c = try! RasterContext(width: 32, height: 32, threads: 1)
            c.pushLayer(filters: filters)
            c.fill(square(4, 4, 10), with: .color(red))
            c.popLayer()
            return c.pixmap.pixel(x: 20, y: 20)
        }
        let blueShadow = Filter.shadow(Shadow(color: RGBAColor(red: 0, green: 0, blue: 1), radius: 0, offset: SIMD2(12, 12)))
        // Grayscale before the shadow leaves the shadow blue; after it, the shadow turns grey.
        let before = render([.colorMatrix(.grayscale(1)), blueShadow])
        let after = render([blueShadow, .colorMatrix(.grayscale(1))])
        #expect(before == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(after.red == after.green && after.green == after.blue && after.alpha == 255)
    }

    @Test func filteredLayersKeepOpacityClipAndMasks() {
        let c = try! RasterContext(width: 32, height: 32, threads: 1)
        c.pushLayer(opacity: 0.5, clipPath: square(0, 0, 16), filters: [.colorMatrix(.colorInvert())])
        c.fill(square(0, 0, 32), with: .color(RGBAColor(red: 1, green: 1, blue: 1)))
        c.pushMask(.alpha)
        c.fill(square(0, 0, 8), with: .color(.black))
        c.popMask()
        c.popLayer()
        let p = c.pixmap
        #expect(p.pixel(x: 4, y: 4) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(p.pixel(x: 12, y: 4).alpha == 0)
        #expect(p.pixel(x: 20, y: 4).alpha == 0)
    }

    @Test func filteringTheCanvasGivesTheFilteredLayersPixels() {
        let chains: [[Filter]] = [
            [.blur(GaussianBlur(sigma: 1.5))],
            [.colorMatrix(.hueRotation(.degrees(40))), .blur(GaussianBlur(sigma: 5))],
            [.colorMatrix(.brightness(0.2)), .alphaThreshold(AlphaThreshold(minimum: 0.3, maximum: 1, color: red))],
            [],
        ]
        func draw(_ c: RasterContext) {
            c.fill(square(10, 8, 30), with: .color(RGBAColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)))
            c.pushLayer(opacity: 0.5, blendMode: .multiply)
            c.fill(BezierPath(ellipseIn: CGRect(x: 20, y: 20, width: 30, height: 24)), with: .color(RGBAColor(red: 0.9, green: 0.7, blue: 0.1)))
            c.popLayer()
        }
        for filters in chains {
            let layered = try! RasterContext(width: 64, height: 56, threads: 2)
            layered.pushLayer(filters: filters)
            draw(layered)
            layered.popLayer()
            let direct = try! RasterContext(width: 64, height: 56, threads: 2)
            draw(direct)
            #expect(direct.filterCanvas(with: filters))
            #expect(direct.pixmap.hasSamePixels(as: layered.pixmap), "\(filters)")
        }
    }

    @Test func aShadowOrAnOpenLayerLeavesTheCanvasUnfiltered() {
        let c = try! RasterContext(width: 32, height: 32, threads: 1)
        c.fill(square(8, 8, 16), with: .color(red))
        let before = c.pixmap
        #expect(!c.filterCanvas(with: [.blur(GaussianBlur(sigma: 2)), .shadow(Shadow(radius: 2))]))
        c.pushLayer()
        #expect(!c.filterCanvas(with: [.blur(GaussianBlur(sigma: 2))]))
        c.popLayer()
        #expect(c.pixmap.hasSamePixels(as: before))
    }
}

/// Shadows with `disablesGroup`: each drawing casts its own shadow.
struct UngroupedShadowTests {
    @Test func eachDrawingShadowsTheOnesBeforeIt() {
        func render(_ options: Shadow.Options) -> Pixmap {
            let c = try! RasterContext(width: 40, height: 40, threads: 1)
            c.save()
            c.clip(to: BezierPath(CGRect(x: 0, y: 0, width: 40, height: 40)))
            let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 1), radius: 0, offset: SIMD2(-6, 0), options: options)
            c.pushLayer(filters: [.shadow(shadow)])
            c.fill(BezierPath(CGRect(x: 4, y: 4, width: 12, height: 12)), with: .color(RGBAColor(red: 1, green: 0, blue: 0)))
            c.fill(BezierPath(CGRect(x: 14, y: 4, width: 12, height: 12)), with: .color(RGBAColor(red: 0, green: 1, blue: 0)))
            c.popLayer()
            c.restore()
            return c.pixmap
        }
        // The green square's shadow (x 8…20) falls on the red square (x 4…16) only when ungrouped.
        let grouped = render([]), ungrouped = render(.disablesGroup)
        #expect(grouped.pixel(x: 10, y: 8) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(ungrouped.pixel(x: 10, y: 8) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(ungrouped.pixel(x: 20, y: 8) == PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(ungrouped.pixel(x: 1, y: 8) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
