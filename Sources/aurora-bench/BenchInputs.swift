/// Loads an exported inputs folder and offers each workload's inputs as Aurora values.
import AuroraGeometry
import AuroraImageIO
import AuroraRaster
import Foundation

/// The benchmark inputs: `inputs.json` parsed, plus loaders for the images beside it.
struct BenchInputs {
    /// The inputs folder.
    let folder: URL
    /// The parsed `inputs.json`.
    let document: InputsDocument

    /// One W1 path with its fill colour.
    struct ColoredPath {
        /// Closed: a move, four cubic curves, a close.
        var path: BezierPath
        /// Straight (not premultiplied) colour.
        var color: RGBAColor
    }

    /// Reads `folder/inputs.json`; the error message says what is wrong and how to export the inputs.
    init(folder: URL) throws(BenchError) {
        self.folder = folder
        let file = folder.appending(path: "inputs.json")
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw .missingInputs("cannot read \(file.path) (\(error.localizedDescription))")
        }
        do { document = try JSONDecoder().decode(InputsDocument.self, from: data) } catch {
            throw .missingInputs("\(file.path) is not a valid inputs file (\(error))")
        }
        guard document.canvas.count == 2, document.canvas.allSatisfy({ $0 > 0 }) else {
            throw .missingInputs("\(file.path) has no valid canvas size")
        }
    }

    /// The canvas width in pixels.
    var canvasWidth: Int { document.canvas[0] }
    /// The canvas height in pixels.
    var canvasHeight: Int { document.canvas[1] }
    /// The canvas size in pixels (for MP/s).
    var canvasPixels: Int { canvasWidth * canvasHeight }

    /// A transparent canvas-sized pixmap.
    func makeCanvas() throws(BenchError) -> Pixmap {
        do { return try Pixmap(width: canvasWidth, height: canvasHeight) } catch {
            throw .invalidInputs("canvas \(canvasWidth)×\(canvasHeight): \(error)")
        }
    }

    /// W1's 1,000 closed paths (p0, then four cubics of c1, c2, end) and their colours.
    func fillPaths() throws(BenchError) -> [ColoredPath] {
        let paths = document.w1_paths
        guard paths.points.count == paths.colors_rgba8_straight.count else {
            throw .invalidInputs("w1_paths has \(paths.points.count) paths but \(paths.colors_rgba8_straight.count) colours")
        }
        var result: [ColoredPath] = []
        result.reserveCapacity(paths.points.count)
        for (points, color) in zip(paths.points, paths.colors_rgba8_straight) {
            guard points.count == 13, points.allSatisfy({ $0.count == 2 }) else {
                throw .invalidInputs("a w1 path does not have 13 two-coordinate points")
            }
            let p = points.map { CGPoint(x: $0[0], y: $0[1]) }
            var path = BezierPath()
            path.move(to: p[0])
            for segment in 0..<4 {
                path.addCurve(to: p[3 * segment + 3], control1: p[3 * segment + 1], control2: p[3 * segment + 2])
            }
            path.closeSubpath()
            result.append(ColoredPath(path: path, color: try Self.color(color, "w1 colour")))
        }
        return result
    }

    /// W1's background colour.
    func fillClearColor() throws(BenchError) -> RGBAColor { try Self.color(document.w1_paths.clear, "w1 clear") }

    /// W2's stroke: width, round joins and caps.
    func strokeStyle() throws(BenchError) -> StrokeStyle {
        let stroke = document.w2_stroke
        let caps: [String: CGLineCap] = ["butt": .butt, "round": .round, "square": .square]
        let joins: [String: CGLineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]
        guard let cap = caps[stroke.cap], let join = joins[stroke.join] else {
            throw .invalidInputs("unknown stroke cap \(stroke.cap) or join \(stroke.join)")
        }
        return StrokeStyle(lineWidth: stroke.width, lineCap: cap, lineJoin: join)
    }

    /// W3's linear gradient (drawn first).
    func linearGradient() throws(BenchError) -> GradientPaint {
        let linear = document.w3_gradient.linear
        guard linear.p0.count == 2, linear.p1.count == 2 else { throw .invalidInputs("w3 linear end points") }
        return GradientPaint(.linear(start: CGPoint(x: linear.p0[0], y: linear.p0[1]), end: CGPoint(x: linear.p1[0], y: linear.p1[1])),
                             stops: try Self.stops(linear.stops, linear.colors))
    }

    /// W3's radial gradient (drawn source-over on the linear one).
    func radialGradient() throws(BenchError) -> GradientPaint {
        let radial = document.w3_gradient.radial
        guard radial.center.count == 2 else { throw .invalidInputs("w3 radial centre") }
        return GradientPaint(.radial(center: CGPoint(x: radial.center[0], y: radial.center[1]), startRadius: 0, endRadius: radial.radius),
                             stops: try Self.stops(radial.stops, radial.colors))
    }

    /// W8's source: the W1 image.
    func pngSource() throws(BenchError) -> Pixmap { try image(named: document.w8_png.source) }

    /// The undecoded bytes of the same image, for the decode row.
    func pngSourceBytes() throws(BenchError) -> [UInt8] { try bytes(named: document.w8_png.source) }

    /// W9's distinct layers, in file order (the workload cycles through them).
    func compositeLayers() throws(BenchError) -> [Pixmap] {
        var layers: [Pixmap] = []
        for name in document.w9_composite.layer_files { layers.append(try image(named: name)) }
        return layers
    }

    /// W9's layer count, opacity and background.
    func compositeSettings() throws(BenchError) -> (layers: Int, opacity: Float, background: RGBAColor) {
        let composite = document.w9_composite
        return (composite.layers, Float(composite.opacity), try Self.color(composite.background, "w9 background"))
    }

    /// Decodes the PNG file `name` in the inputs folder.
    func image(named name: String) throws(BenchError) -> Pixmap {
        let contents = try bytes(named: name)
        do { return try PNGDecoder.decode(contents) } catch {
            throw .invalidInputs("\(folder.appending(path: name).path): \(error)")
        }
    }

    /// The contents of the file `name` in the inputs folder.
    func bytes(named name: String) throws(BenchError) -> [UInt8] {
        let file = folder.appending(path: name)
        do { return [UInt8](try Data(contentsOf: file)) } catch {
            throw .missingInputs("cannot read \(file.path) (\(error.localizedDescription))")
        }
    }

    private static func color(_ channels: [Int], _ what: String) throws(BenchError) -> RGBAColor {
        guard channels.count == 4, channels.allSatisfy({ (0...255).contains($0) }) else {
            throw .invalidInputs("\(what) is not four 0...255 channels")
        }
        return RGBAColor(red8: UInt8(channels[0]), green8: UInt8(channels[1]), blue8: UInt8(channels[2]), alpha8: UInt8(channels[3]))
    }

    private static func stops(_ locations: [Double], _ colors: [[Int]]) throws(BenchError) -> [GradientStop] {
        guard locations.count == colors.count else { throw .invalidInputs("gradient stops and colours differ in number") }
        var stops: [GradientStop] = []
        for (location, channels) in zip(locations, colors) {
            stops.append(GradientStop(color: try color(channels, "gradient colour"), location: Float(location)))
        }
        return stops
    }
}
