/// Helpers for the canvas tests: render a small canvas to pixels, or record a context's display list directly.
import AuroraDisplayList
import AuroraRaster
import Foundation
@testable import Aurora

/// The pixels of a `width × height` canvas drawn by `renderer`, over `background` (none: transparent).
@MainActor
func canvasPixels(width: CGFloat = 64, height: CGFloat = 64, scale: CGFloat = 1, background: Color? = .white,
                  _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> Pixmap? {
    let canvas = Canvas(renderer: renderer).frame(width: width, height: height)
    if let background {
        return renderPixels(canvas.background(background), scale: scale)
    }
    return renderPixels(canvas, scale: scale)
}

/// The display list a fresh context of `size` records while `body` draws.
@MainActor
func recordedList(size: CGSize = CGSize(width: 64, height: 64), _ body: (inout GraphicsContext) -> Void) -> DisplayList {
    let recorder = GraphicsContextRecorder(bounds: CGRect(origin: .zero, size: size))
    var context = GraphicsContext(recorder: recorder, environment: EnvironmentValues())
    body(&context)
    return recorder.displayList
}

/// A `width × height` bitmap of four coloured quadrants (red, green / blue, yellow), opaque.
func quadrantBitmap(width: Int = 8, height: Int = 8) throws -> Pixmap {
    var pixmap = try Pixmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let left = x < width / 2, top = y < height / 2
            let pixel: PremultipliedPixel = switch (left, top) {
            case (true, true): PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255)
            case (false, true): PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255)
            case (true, false): PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255)
            case (false, false): PremultipliedPixel(red: 255, green: 255, blue: 0, alpha: 255)
            }
            pixmap.setPixel(pixel, x: x, y: y)
        }
    }
    return pixmap
}

/// Whether two pixels differ by at most `tolerance` in every channel.
func isClose(_ a: PremultipliedPixel, _ b: PremultipliedPixel, tolerance: Int = 1) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}
