/// The text form of `DisplayList.Shader`: `(shader color-effect "function" file="…" max-sample-offset=(w h) (source "…") (arguments …))`.
import AuroraRaster
import Foundation

extension DisplayListPrinter {
    /// `(shader KIND "FUNCTION" file="FILE" max-sample-offset=(W H) (source "…") (arguments ARG…))`.
    static func shader(_ shader: DisplayList.Shader) -> String {
        let offset = "(\(n(shader.maxSampleOffset.width)) \(n(shader.maxSampleOffset.height)))"
        return "(shader \(shader.kind.rawValue) \(string(shader.function)) file=\(string(shader.file)) max-sample-offset=\(offset) "
            + "(source \(string(shader.source))) (arguments" + shader.arguments.map { " " + argument($0) }.joined() + "))"
    }

    private static func argument(_ argument: DisplayList.Shader.Argument) -> String {
        func f(_ values: [Float]) -> String { values.map { TextFormNames.number($0) }.joined(separator: " ") }
        switch argument {
        case .float(let x): return "(float \(f([x])))"
        case .float2(let x, let y): return "(float2 \(f([x, y])))"
        case .float3(let x, let y, let z): return "(float3 \(f([x, y, z])))"
        case .float4(let x, let y, let z, let w): return "(float4 \(f([x, y, z, w])))"
        case .color(let r, let g, let b, let a): return "(color \(f([r, g, b, a])))"
        case .floatArray(let values): return "(float-array" + values.map { " " + TextFormNames.number($0) }.joined() + ")"
        case .colorArray(let colors):
            return "(color-array" + colors.map { " (\(f([$0.x, $0.y, $0.z, $0.w])))" }.joined() + ")"
        case .data(let bytes): return "(data \"\(Data(bytes).base64EncodedString())\")"
        case .image(let image):
            let bytes = Data(image.pixmap.premultipliedRGBA).base64EncodedString()
            return "(image \(string(image.id)) (pixels \(image.width) \(image.height) \"\(bytes)\"))"
        case .boundingRect: return "(bounding-rect)"
        }
    }
}

extension DisplayListParser {
    /// The inverse of `DisplayListPrinter.shader`.
    static func shader(_ args: ExpressionArguments) throws(DisplayListParseError) -> DisplayList.Shader {
        try args.expectNoMore(than: 4, keys: ["file", "max-sample-offset"])
        let kindNode = try args.at(0, "color-effect, distortion or layer")
        let kindName = try kindNode.symbol("color-effect, distortion or layer")
        guard let kind = DisplayList.Shader.Kind(rawValue: kindName) else { throw kindNode.error(.unknownName(kindName)) }
        let function = try args.at(1, "the function name").string()
        let offset = try args.value("max-sample-offset").numbers(2)
        let source = try ExpressionArguments(args.at(2, "(source \"…\")"))
        guard source.head == "source" else { throw try args.at(2, "(source \"…\")").error(.expected("(source \"…\")")) }
        try source.expectNoMore(than: 1)
        let list = try ExpressionArguments(args.at(3, "(arguments …)"))
        guard list.head == "arguments" else { throw try args.at(3, "(arguments …)").error(.expected("(arguments …)")) }
        var arguments: [DisplayList.Shader.Argument] = []
        for node in list.positional { arguments.append(try argument(node)) }
        return DisplayList.Shader(source: try source.at(0, "the source").string(), file: try args.value("file").string(),
                                  function: function, kind: kind, arguments: arguments,
                                  maxSampleOffset: CGSize(width: offset[0], height: offset[1]))
    }

    private static func argument(_ node: SExpression) throws(DisplayListParseError) -> DisplayList.Shader.Argument {
        let args = try ExpressionArguments(node)
        func floats(_ count: Int) throws(DisplayListParseError) -> [Float] {
            try args.expectNoMore(than: count)
            var v: [Float] = []
            for k in 0..<count { v.append(try args.at(k, "\(count) numbers").float()) }
            return v
        }
        switch args.head {
        case "float": return .float(try floats(1)[0])
        case "float2": let v = try floats(2); return .float2(v[0], v[1])
        case "float3": let v = try floats(3); return .float3(v[0], v[1], v[2])
        case "float4": let v = try floats(4); return .float4(v[0], v[1], v[2], v[3])
        case "color": let v = try floats(4); return .color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        case "float-array":
            var v: [Float] = []
            for item in args.positional { v.append(try item.float()) }
            return .floatArray(v)
        case "color-array":
            var colors: [SIMD4<Float>] = []
            for item in args.positional {
                let c = try item.elements()
                guard c.count == 4 else { throw item.error(.expected("4 numbers in parentheses")) }
                colors.append(SIMD4(try c[0].float(), try c[1].float(), try c[2].float(), try c[3].float()))
            }
            return .colorArray(colors)
        case "data":
            try args.expectNoMore(than: 1)
            let text = try args.at(0, "the bytes in base64")
            guard let bytes = Data(base64Encoded: try text.string()) else { throw text.error(.expected("the bytes in base64")) }
            return .data(Array(bytes))
        case "image":
            try args.expectNoMore(than: 2)
            let id = try args.at(0, "the image id").string()
            return .image(DisplayList.Image(id: id, pixmap: try pixels(args.at(1, "(pixels W H \"base64\")"))))
        case "bounding-rect":
            try args.expectNoMore(than: 0)
            return .boundingRect
        default:
            throw node.error(.unknownName(args.head))
        }
    }
}
