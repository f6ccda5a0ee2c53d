/// `DisplayListParser`: the text form → a display list, with typed errors at the offending token.
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation

/// Decodes the S-expression trees of `SExpressionReader` into a `DisplayList`.
enum DisplayListParser {
    static func parse(_ text: String) throws(DisplayListParseError) -> DisplayList {
        let top = try SExpressionReader.read(text)
        guard let root = top.first else { throw DisplayListParseError(.expected("(display-list …)"), line: 1, column: 1) }
        if top.count > 1 { throw top[1].error(.expected("end of text after (display-list …)")) }
        let args = try ExpressionArguments(root)
        guard args.head == "display-list" else { throw root.error(.expected("(display-list …), found (\(args.head) …)")) }
        try args.expectNoMore(than: args.positional.count)
        return try list(args.positional)
    }

    private static func list(_ nodes: [SExpression]) throws(DisplayListParseError) -> DisplayList {
        var items: [DisplayList.Item] = []
        items.reserveCapacity(nodes.count)
        for node in nodes { items.append(try item(node)) }
        return DisplayList(items: items)
    }

    private static func item(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.Item {
        let args = try ExpressionArguments(node)
        guard args.head == "item" else { throw node.error(.expected("(item …), found (\(args.head) …)")) }
        try args.expectNoMore(than: 1, keys: ["frame"])
        let frame = try rect(args.value("frame"))
        let body = try ExpressionArguments(args.at(0, "(content …) or (effect …)"))
        switch body.head {
        case "content":
            try body.expectNoMore(than: 1)
            return DisplayList.Item(frame: frame, content: try content(body.at(0, "the content")))
        case "effect":
            let effect = try self.effect(body.at(0, "the effect"))
            return DisplayList.Item(frame: frame, effect: effect, try list(Array(body.positional.dropFirst())))
        default:
            throw body.node.error(.unknownName(body.head))
        }
    }

    // MARK: - Content

    private static func content(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.Content {
        let args = try ExpressionArguments(node)
        switch args.head {
        case "fill":
            try args.expectNoMore(than: 1)
            return .fill(try paint(args.at(0, "a paint")))
        case "shape":
            try args.expectNoMore(than: 4)
            let path = try path(args.at(0, "(path …)")), paint = try paint(args.at(1, "a paint"))
            let style = try drawStyle(args.at(2, "(fill …) or (stroke …)"))
            let mode = args.positional.count > 3 ? try shapeBlendMode(args.at(3, "(blend-mode …)")) : .normal
            return .shape(path: path, paint: paint, style: style, blendMode: mode)
        case "image":
            try args.expectNoMore(than: 2, keys: ["rect", "interpolation"])
            let id = try args.at(0, "the image id").string()
            let pixmap = try pixels(args.at(1, "(pixels W H \"base64\")"))
            return .image(DisplayList.Image(id: id, pixmap: pixmap), rect: try rect(args.value("rect")),
                          interpolation: try args.value("interpolation").named(TextFormNames.samplings, "nearest or bilinear"))
        case "text":
            var runs: [DisplayList.GlyphRun] = []
            for node in args.positional { runs.append(try run(node)) }
            return .text(runs)
        default:
            throw node.error(.unknownName(args.head))
        }
    }

    static func pixels(_ node: SExpression) throws(DisplayListParseError) -> Pixmap {
        let args = try ExpressionArguments(node)
        guard args.head == "pixels" else { throw node.error(.expected("(pixels W H \"base64\")")) }
        try args.expectNoMore(than: 3)
        let width = try args.at(0, "the width").int(), height = try args.at(1, "the height").int()
        let encoded = try args.at(2, "the base64 pixels")
        guard let data = Data(base64Encoded: try encoded.string()) else { throw encoded.error(.invalidImage("the pixels are not base64")) }
        do {
            return try Pixmap(width: width, height: height, premultipliedRGBA: [UInt8](data))
        } catch {
            throw node.error(.invalidImage(error.description))
        }
    }

    private static func run(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.GlyphRun {
        let args = try ExpressionArguments(node)
        guard args.head == "run" else { throw node.error(.expected("(run …), found \(node.summary)")) }
        try args.expectNoMore(than: 3, keys: ["size", "quantized"])
        let face = try font(args.at(0, "(font \"path\" index)"))
        let paint = try paint(args.at(1, "a paint"))
        let glyphNode = try args.at(2, "(glyphs …)")
        let glyphArgs = try ExpressionArguments(glyphNode)
        guard glyphArgs.head == "glyphs" else { throw glyphNode.error(.expected("(glyphs id x y …)")) }
        let values = glyphArgs.positional
        guard values.count % 3 == 0 else { throw glyphNode.error(.expected("glyph id, x and y for each glyph")) }
        var glyphs: [GlyphID] = [], positions: [CGPoint] = []
        for i in stride(from: 0, to: values.count, by: 3) {
            let idNode = values[i]
            let id = try idNode.int()
            guard let glyph = GlyphID(exactly: id) else {
                throw idNode.error(.outOfRange(what: "glyph id", value: id, range: Int(GlyphID.min)...Int(GlyphID.max)))
            }
            glyphs.append(glyph)
            positions.append(CGPoint(x: try values[i + 1].cgFloat(), y: try values[i + 2].cgFloat()))
        }
        let quantized = try args.optional("quantized")?.bool() ?? true
        return DisplayList.GlyphRun(face: face, size: try args.value("size").cgFloat(), glyphs: glyphs, positions: positions, paint: paint,
                                    disablesSubpixelQuantization: !quantized)
    }

    private static func font(_ node: SExpression) throws(DisplayListParseError) -> FontFace {
        let args = try ExpressionArguments(node)
        guard args.head == "font" else { throw node.error(.expected("(font \"path\" index)")) }
        if case .symbol("memory")? = args.positional.first?.kind {
            throw node.error(.fontUnavailable(path: "memory", reason: "the face was loaded from bytes, not a file, so the text form cannot name it"))
        }
        try args.expectNoMore(than: 2)
        let path = try args.at(0, "the font path").string()
        let index = try args.at(1, "the face index").int()
        do {
            return try FontFileCache.shared.face(path: path, index: index)
        } catch {
            throw node.error(.fontUnavailable(path: path, reason: "\(error)"))
        }
    }

    // MARK: - Paint and styles

    private static func paint(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.Paint {
        let args = try ExpressionArguments(node)
        func stops(after index: Int) throws(DisplayListParseError) -> [GradientStop] {
            var stops: [GradientStop] = []
            for stopNode in args.positional.dropFirst(index) {
                let stop = try ExpressionArguments(stopNode)
                guard stop.head == "stop" else { throw stopNode.error(.expected("(stop LOCATION COLOR)")) }
                try stop.expectNoMore(than: 2)
                stops.append(GradientStop(color: try color(stop.at(1, "a colour")), location: try stop.at(0, "a location").float()))
            }
            return stops
        }
        switch args.head {
        case "srgb":
            return .color(try color(node))
        case "shader-fill":
            try args.expectNoMore(than: 1, keys: ["rect", "opacity"])
            let shaderNode = try args.at(0, "(shader …)")
            let shaderArgs = try ExpressionArguments(shaderNode)
            guard shaderArgs.head == "shader" else { throw shaderNode.error(.expected("(shader …)")) }
            return .shader(try shader(shaderArgs), boundingRect: try rect(args.value("rect")), opacity: try args.value("opacity").float())
        case "mesh-gradient":
            return .meshGradient(try meshGradient(args))
        case "spread-gradient":
            try args.expectNoMore(than: 1, keys: ["spread", "transform"])
            let t = try args.value("transform").numbers(6)
            let gradientNode = try args.at(0, "a gradient")
            let gradient = try paint(gradientNode)
            switch gradient {
            case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient: break
            default: throw gradientNode.error(.expected("a linear, radial, angular or elliptical gradient"))
            }
            return .spreadGradient(gradient, spread: try args.value("spread").named(TextFormNames.spreads, "pad, repeat or reflect"),
                                   transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
        case "perceptual-gradient":
            try args.expectNoMore(than: 1, keys: [])
            let gradientNode = try args.at(0, "a gradient")
            let gradient = try paint(gradientNode)
            switch gradient {
            case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient, .spreadGradient: break
            default: throw gradientNode.error(.expected("a linear, radial, angular, elliptical or spread gradient"))
            }
            return .perceptualGradient(gradient)
        case "linear-gradient":
            try args.expectNoMore(than: args.positional.count, keys: ["start", "end"])
            return .linearGradient(stops: try stops(after: 0), start: try point(args.value("start")), end: try point(args.value("end")))
        case "radial-gradient":
            try args.expectNoMore(than: args.positional.count, keys: ["center", "start-radius", "end-radius"])
            return .radialGradient(stops: try stops(after: 0), center: try point(args.value("center")),
                                   startRadius: try args.value("start-radius").cgFloat(), endRadius: try args.value("end-radius").cgFloat())
        case "angular-gradient":
            try args.expectNoMore(than: args.positional.count, keys: ["center", "start-radians", "end-radians"])
            return .angularGradient(stops: try stops(after: 0), center: try point(args.value("center")),
                                    startAngle: .radians(try args.value("start-radians").double()),
                                    endAngle: .radians(try args.value("end-radians").double()))
        case "elliptical-gradient":
            try args.expectNoMore(than: args.positional.count, keys: ["center", "radii", "start-fraction", "end-fraction"])
            let radii = try args.value("radii").numbers(2)
            return .ellipticalGradient(stops: try stops(after: 0), center: try point(args.value("center")),
                                       radii: CGSize(width: radii[0], height: radii[1]),
                                       startRadiusFraction: try args.value("start-fraction").cgFloat(),
                                       endRadiusFraction: try args.value("end-fraction").cgFloat())
        default:
            throw node.error(.unknownName(args.head))
        }
    }

    static func color(_ node: SExpression) throws(DisplayListParseError) -> RGBAColor {
        let args = try ExpressionArguments(node)
        guard args.head == "srgb" else { throw node.error(.expected("(srgb R G B A)")) }
        try args.expectNoMore(than: 4)
        return RGBAColor(red: try args.at(0, "red").float(), green: try args.at(1, "green").float(),
                         blue: try args.at(2, "blue").float(), alpha: try args.at(3, "alpha").float())
    }

    /// A shape's `(blend-mode NAME)`.
    private static func shapeBlendMode(_ node: SExpression) throws(DisplayListParseError) -> BlendMode {
        let args = try ExpressionArguments(node)
        guard args.head == "blend-mode" else { throw node.error(.unknownName(args.head)) }
        try args.expectNoMore(than: 1)
        return try args.at(0, "a blend mode").named(TextFormNames.blendModes, "a blend mode")
    }

    private static func drawStyle(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.DrawStyle {
        let args = try ExpressionArguments(node)
        switch args.head {
        case "fill":
            return .fill(try fillFlags(args, from: 0))
        case "stroke":
            try args.expectNoMore(than: 0, keys: ["width", "cap", "join", "miter-limit", "dash", "phase"])
            var dash: [CGFloat] = []
            for item in try args.value("dash").elements() { dash.append(try item.cgFloat()) }
            return .stroke(StrokeStyle(lineWidth: try args.value("width").cgFloat(),
                                       lineCap: try args.value("cap").named(TextFormNames.lineCaps, "a line cap"),
                                       lineJoin: try args.value("join").named(TextFormNames.lineJoins, "a line join"),
                                       miterLimit: try args.value("miter-limit").cgFloat(), dash: dash,
                                       dashPhase: try args.value("phase").cgFloat()))
        default:
            throw node.error(.unknownName(args.head))
        }
    }

    /// `non-zero|even-odd antialiased|aliased` at positional `index` and `index + 1`.
    private static func fillFlags(_ args: ExpressionArguments, from index: Int) throws(DisplayListParseError) -> FillStyle {
        try args.expectNoMore(than: index + 2)
        let rule = try args.at(index, "non-zero or even-odd").named([(true, "even-odd"), (false, "non-zero")], "non-zero or even-odd")
        let aa = try args.at(index + 1, "antialiased or aliased").named([(true, "antialiased"), (false, "aliased")], "antialiased or aliased")
        return FillStyle(eoFill: rule, antialiased: aa)
    }

    private static func path(_ node: SExpression) throws(DisplayListParseError) -> BezierPath {
        let args = try ExpressionArguments(node)
        guard args.head == "path" else { throw node.error(.expected("(path …), found \(node.summary)")) }
        let values = args.positional
        var elements: [BezierPath.Element] = []
        var i = 0
        func points(_ count: Int) throws(DisplayListParseError) -> [CGPoint] {
            guard i + 2 * count < values.count + 1 else { throw values[i - 1].error(.expected("\(2 * count) numbers after it")) }
            var result: [CGPoint] = []
            for k in 0..<count {
                result.append(CGPoint(x: try values[i + 2 * k].cgFloat(), y: try values[i + 2 * k + 1].cgFloat()))
            }
            i += 2 * count
            return result
        }
        while i < values.count {
            let command = values[i]
            i += 1
            switch try command.symbol("a path command (M L Q C Z)") {
            case "M": elements.append(.move(to: try points(1)[0]))
            case "L": elements.append(.line(to: try points(1)[0]))
            case "Q":
                let p = try points(2)
                elements.append(.quadCurve(to: p[1], control: p[0]))
            case "C":
                let p = try points(3)
                elements.append(.curve(to: p[2], control1: p[0], control2: p[1]))
            case "Z": elements.append(.closeSubpath)
            case let other: throw command.error(.unknownName(other))
            }
        }
        return BezierPath(elements: elements)
    }

    // MARK: - Effects

    private static func effect(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.Effect {
        let args = try ExpressionArguments(node)
        switch args.head {
        case "opacity":
            try args.expectNoMore(than: 1)
            return .opacity(try args.at(0, "the opacity").double())
        case "transform":
            try args.expectNoMore(than: 6)
            var v: [CGFloat] = []
            for k in 0..<6 { v.append(try args.at(k, "6 numbers a b c d tx ty").cgFloat()) }
            return .transform(CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
        case "projection":
            try args.expectNoMore(than: 9)
            var v: [CGFloat] = []
            for k in 0..<9 { v.append(try args.at(k, "9 numbers m11 … m33").cgFloat()) }
            return .projection(ProjectionTransform(m11: v[0], m12: v[1], m13: v[2], m21: v[3], m22: v[4], m23: v[5],
                                                   m31: v[6], m32: v[7], m33: v[8]))
        case "clip":
            return .clip(try path(args.at(0, "(path …)")), try fillFlags(args, from: 1))
        case "mask":
            return .mask(try list(args.positional))
        case "blend-mode":
            try args.expectNoMore(than: 1)
            return .blendMode(try args.at(0, "a blend mode").named(TextFormNames.blendModes, "a blend mode"))
        case "compositing-group":
            try args.expectNoMore(than: 0)
            return .compositingGroup
        case "drawing-group":
            try args.expectNoMore(than: 0)
            return .drawingGroup
        case "filters":
            var filters: [DisplayList.Filter] = []
            for item in args.positional { filters.append(try filter(item)) }
            return .filters(filters)
        case "shader":
            return .shader(try shader(args))
        case "backdrop":
            try args.expectNoMore(than: 1, keys: ["blur", "saturation"])
            return .backdrop(DisplayList.Backdrop(blurRadius: try args.value("blur").cgFloat(),
                                                  saturation: try args.value("saturation").double(),
                                                  tint: try color(args.at(0, "a colour"))))
        default:
            throw node.error(.unknownName(args.head))
        }
    }

    private static func filter(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.Filter {
        let args = try ExpressionArguments(node)
        func amount() throws(DisplayListParseError) -> Double {
            try args.expectNoMore(than: 1)
            return try args.at(0, "an amount").double()
        }
        switch args.head {
        case "blur":
            try args.expectNoMore(than: 0, keys: ["radius", "opaque"])
            return .blur(radius: try args.value("radius").cgFloat(), opaque: try args.value("opaque").bool())
        case "shadow":
            try args.expectNoMore(than: 1, keys: ["radius", "offset"])
            let offset = try args.value("offset").numbers(2)
            return .shadow(color: try color(args.at(0, "a colour")), radius: try args.value("radius").cgFloat(),
                           offset: CGSize(width: offset[0], height: offset[1]))
        case "brightness": return .brightness(try amount())
        case "contrast": return .contrast(try amount())
        case "saturation": return .saturation(try amount())
        case "grayscale": return .grayscale(try amount())
        case "hue-rotation":
            try args.expectNoMore(than: 0, keys: ["radians"])
            return .hueRotation(.radians(try args.value("radians").double()))
        case "color-invert":
            try args.expectNoMore(than: 0)
            return .colorInvert
        case "luminance-to-alpha":
            try args.expectNoMore(than: 0)
            return .luminanceToAlpha
        case "color-multiply":
            try args.expectNoMore(than: 1)
            return .colorMultiply(try color(args.at(0, "a colour")))
        case "color-matrix":
            try args.expectNoMore(than: 20)
            var v: [Float] = []
            for k in 0..<20 { v.append(try args.at(k, "20 numbers").float()) }
            var m = ColorMatrix()
            (m.r1, m.r2, m.r3, m.r4, m.r5) = (v[0], v[1], v[2], v[3], v[4])
            (m.g1, m.g2, m.g3, m.g4, m.g5) = (v[5], v[6], v[7], v[8], v[9])
            (m.b1, m.b2, m.b3, m.b4, m.b5) = (v[10], v[11], v[12], v[13], v[14])
            (m.a1, m.a2, m.a3, m.a4, m.a5) = (v[15], v[16], v[17], v[18], v[19])
            return .colorMatrix(m)
        case "alpha-threshold":
            try args.expectNoMore(than: 1, keys: ["min", "max"])
            return .alphaThreshold(minimum: try args.value("min").double(), maximum: try args.value("max").double(),
                                   color: try color(args.at(0, "a colour")))
        default:
            throw node.error(.unknownName(args.head))
        }
    }

    // MARK: - Geometry

    private static func rect(_ node: SExpression) throws(DisplayListParseError) -> CGRect {
        let v = try node.numbers(4)
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    static func point(_ node: SExpression) throws(DisplayListParseError) -> CGPoint {
        let v = try node.numbers(2)
        return CGPoint(x: v[0], y: v[1])
    }
}
