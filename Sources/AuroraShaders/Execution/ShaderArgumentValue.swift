/// `ShaderArgumentValue`: a shader argument as the raster level passes it, and its binding to parameters.
import AuroraRaster

/// One argument of a shader call, resolved to raster values (what `Shader.Argument` becomes).
///
/// Arguments bind in order to the parameters after the entry point's fixed ones. An array
/// binds to two parameters, the `device const` pointer and the `int` count after it.
public enum ShaderArgumentValue: Sendable {
    /// `float` (or `half`, rounded).
    case float(Float)
    /// `float2`.
    case float2(Float, Float)
    /// `float3`.
    case float3(Float, Float, Float)
    /// `float4`.
    case float4(Float, Float, Float, Float)
    /// A colour as `half4`, premultiplied, channels 0…1 (`Shader.Argument.color`).
    case color(red: Float, green: Float, blue: Float, alpha: Float)
    /// `device const float *` and its `int` count.
    case floatArray([Float])
    /// `device const half4 *` (premultiplied colours) and its `int` count (`Shader.Argument.colorArray`).
    case colorArray([SIMD4<Float>])
    /// Raw bytes for a `device const` pointer to `float` or `half` scalars or vectors, read as its
    /// little-endian elements (a partial last element is ignored), and the `int` after it, which
    /// receives the size in bytes, as SwiftUI passes `Shader.Argument.data`.
    case data([UInt8])
    /// `texture2d<half>`: the one image argument.
    case image(Pixmap)
    /// The rectangle the effect covers, as `float4(x, y, width, height)` in user space.
    case boundingRect
}

/// The arguments of one run, bound to a program's inputs and resources.
struct BoundArguments: @unchecked Sendable {
    /// Per bound parameter index: the raw lane bits of its components.
    var uniforms: [Int: [UInt32]] = [:]
    /// Array storage per parameter index (floats, element after element).
    var arrays: [Int: [Float]] = [:]
    /// Array element widths per parameter index.
    var arrayComponents: [Int: Int] = [:]
    /// The image and the parameter index it binds.
    var image: (index: Int, pixmap: Pixmap)?

    /// Binds `arguments` to `parameters` (the function's argument parameters, in order);
    /// `boundingRect` is the value `.boundingRect` stands for.
    init(_ arguments: [ShaderArgumentValue], to parameters: ArraySlice<CheckedParameter>, function: String,
         boundingRect: SIMD4<Float>) throws(ShaderRuntimeError) {
        let parameters = Array(parameters)
        var p = 0
        let expected = parameters.map { "\($0.type) \($0.name)" }.joined(separator: ", ")
        func mismatch() -> ShaderRuntimeError { .argumentMismatch(function: function, expected: "(\(expected))") }
        /// Binds the `int` parameter after an array's pointer (moving past the pointer) to `count`.
        func bindCount(_ count: Int) throws(ShaderRuntimeError) {
            p += 1
            guard p < parameters.count, parameters[p].type.scalarType?.isInteger == true, parameters[p].type.isScalar else { throw mismatch() }
            uniforms[p] = [UInt32(truncatingIfNeeded: count)]
        }
        for argument in arguments {
            guard p < parameters.count else { throw mismatch() }
            let parameter = parameters[p]
            switch argument {
            case .float(let x): uniforms[p] = try Self.floats([x], parameter.type, mismatch)
            case .float2(let x, let y): uniforms[p] = try Self.floats([x, y], parameter.type, mismatch)
            case .float3(let x, let y, let z): uniforms[p] = try Self.floats([x, y, z], parameter.type, mismatch)
            case .float4(let x, let y, let z, let w): uniforms[p] = try Self.floats([x, y, z, w], parameter.type, mismatch)
            case .color(let r, let g, let b, let a): uniforms[p] = try Self.floats([r, g, b, a], parameter.type, mismatch)
            case .boundingRect:
                let r = boundingRect
                uniforms[p] = try Self.floats([r.x, r.y, r.z, r.w], parameter.type, mismatch)
            case .floatArray(let values):
                guard case .deviceArray(let element) = parameter.type, element.flatCount == 1 else { throw mismatch() }
                arrays[p] = element.scalarType == .half ? values.map { Float(Float16($0)) } : values
                arrayComponents[p] = 1
                try bindCount(values.count)
            case .colorArray(let colors):
                guard case .deviceArray(let element) = parameter.type, element.flatCount == 4 else { throw mismatch() }
                let flat = colors.flatMap { [$0.x, $0.y, $0.z, $0.w] }
                arrays[p] = element.scalarType == .half ? flat.map { Float(Float16($0)) } : flat
                arrayComponents[p] = 4
                try bindCount(colors.count)
            case .data(let bytes):
                guard case .deviceArray(let element) = parameter.type, let scalar = element.scalarType, scalar.isFloatingPoint else {
                    throw mismatch()
                }
                arrays[p] = Self.elements(of: bytes, half: scalar == .half, components: element.flatCount)
                arrayComponents[p] = element.flatCount
                try bindCount(bytes.count)
            case .image(let pixmap):
                guard parameter.type == .texture, image == nil else { throw mismatch() }
                image = (p, pixmap)
            }
            p += 1
        }
        guard p == parameters.count else { throw mismatch() }
    }

    /// The whole elements of `components` little-endian `half` or `float` values in `bytes`, as floats.
    private static func elements(of bytes: [UInt8], half: Bool, components: Int) -> [Float] {
        let size = half ? 2 : 4
        let count = bytes.count / (size * max(components, 1)) * max(components, 1)
        return (0..<count).map { index in
            let offset = index * size
            if half { return Float(Float16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8)) }
            let bits = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
            return Float(bitPattern: bits)
        }
    }

    /// The lane bits of float components for a parameter of `type` (float or half scalar/vector).
    private static func floats(_ values: [Float], _ type: ShaderType,
                               _ mismatch: () -> ShaderRuntimeError) throws(ShaderRuntimeError) -> [UInt32] {
        guard type.isScalarOrVector, type.componentCount == values.count, let scalar = type.scalarType, scalar.isFloatingPoint else {
            throw mismatch()
        }
        return values.map { (scalar == .half ? Float(Float16($0)) : $0).bitPattern }
    }
}
