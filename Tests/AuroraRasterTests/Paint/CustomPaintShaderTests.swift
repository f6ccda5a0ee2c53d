/// Custom paints: user-space positions in batches, and clamping of the colours they return.
import AuroraGeometry
import Foundation
import Synchronization
import Testing
@testable import AuroraRaster

@Suite("CustomPaintShader")
struct CustomPaintShaderTests {
    @Test("receives user-space pixel centres in batches of at most 256")
    func positions() {
        let seen = Mutex<[[SIMD2<Float>]]>([])
        let paint = CustomPaint { positions, colors in
            seen.withLock { $0.append(Array(positions)) }
            for i in colors.indices { colors[i] = SIMD4(0, 0, 0, 1) }
        }
        let userToDevice = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 20))
        let s = CustomPaintShader(paint, userToDevice: userToDevice, opacity: 1)
        let row = shadeRow(s, x: 3, y: 5, count: 600)
        #expect(row.allSatisfy { $0 == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255) })
        let batches = seen.withLock { $0 }
        #expect(batches.map(\.count) == [256, 256, 88])
        let all = batches.flatMap { $0 }
        let first = SIMD2<Float>(-3.25, -7.25), last = SIMD2<Float>(296.25, -7.25)  // ((x + 0.5 − 10)/2, (5.5 − 20)/2)
        #expect(all[0] == first)
        #expect(all[599] == last)
    }

    @Test("colours are clamped, NaN becomes 0, colour never exceeds alpha, opacity applies")
    func clamping() {
        let paint = CustomPaint { _, colors in
            let returned: [SIMD4<Float>] = [SIMD4(.nan, 2, -1, 1), SIMD4(0.9, 0.1, 0.5, 0.5), SIMD4(1, 1, 1, .nan)]
            for i in colors.indices { colors[i] = returned[i] }
        }
        let row = shadeRow(CustomPaintShader(paint, userToDevice: .identity, opacity: 1), y: 0, count: 3)
        #expect(row[0] == PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(row[1] == PremultipliedPixel(red: 128, green: 26, blue: 128, alpha: 128))
        #expect(row[2] == .transparent)
        let half = shadeRow(CustomPaintShader(paint, userToDevice: .identity, opacity: 0.5), y: 0, count: 1)
        expectPixel(half[0], 0, 127.5, 0, 127.5, tolerance: 0.5)
    }

    @Test("a non-invertible transform paints nothing and never calls the function")
    func nonInvertible() {
        let paint = CustomPaint { _, _ in Issue.record("called") }
        let s = CustomPaintShader(paint, userToDevice: CGAffineTransform(scaleX: 0, y: 0), opacity: 1)
        #expect(shadeRow(s, y: 0, count: 4).allSatisfy { $0 == .transparent })
    }

    @Test("the factory: nil for solid colours, a shader otherwise")
    func factory() throws {
        #expect(makeRowShader(for: .solid(.white), userToDevice: .identity, opacity: 1) == nil)
        let gradient = GradientPaint(.linear(start: .zero, end: CGPoint(x: 1, y: 0)), stops: GradientStop.evenlySpaced([red, blue]))
        #expect(makeRowShader(for: .gradient(gradient), userToDevice: .identity, opacity: 1) is GradientShader)
        let image = ImagePattern(try Pixmap(width: 1, height: 1))
        #expect(makeRowShader(for: .image(image), userToDevice: .identity, opacity: 1) is ImagePatternShader)
        #expect(makeRowShader(for: .custom(CustomPaint { _, _ in }), userToDevice: .identity, opacity: 1) is CustomPaintShader)
    }
}
