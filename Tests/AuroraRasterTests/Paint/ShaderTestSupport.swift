/// Helpers shared by the shader tests: shading a row into pixels and comparing them.
import Testing
@testable import AuroraRaster

/// The pixels `x ..< x + count` of row `y` as `shader` shades them.
func shadeRow(_ shader: any RowShader, x: Int = 0, y: Int, count: Int) -> [PremultipliedPixel] {
    var words = [UInt32](repeating: 0xDEAD_BEEF, count: count)
    words.withUnsafeMutableBufferPointer { shader.shadeRow(x: x, y: y, count: count, into: $0.baseAddress!) }
    return words.map(PremultipliedPixel.init(word:))
}

/// The single pixel `(x, y)` as `shader` shades it.
func shadePixel(_ shader: any RowShader, x: Int, y: Int) -> PremultipliedPixel {
    shadeRow(shader, x: x, y: y, count: 1)[0]
}

/// Expects `pixel` to be `(r, g, b, a)` (premultiplied, 0…255 reals) within `tolerance` per channel.
func expectPixel(_ pixel: PremultipliedPixel, _ r: Double, _ g: Double, _ b: Double, _ a: Double,
                 tolerance: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = [pixel.red, pixel.green, pixel.blue, pixel.alpha].map(Double.init)
    let worst = zip(actual, [r, g, b, a]).map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= tolerance, "expected (\(r) \(g) \(b) \(a)), got \(pixel)", sourceLocation: sourceLocation)
}

let red = RGBAColor(red: 1, green: 0, blue: 0)
let green = RGBAColor(red: 0, green: 1, blue: 0)
let blue = RGBAColor(red: 0, green: 0, blue: 1)
