/// `Shader.Argument`: one value passed to a shader function, with SwiftUI's constructors.
import AuroraDisplayList
import AuroraRaster
import Foundation

extension Shader {
    /// A value passed to a shader function: a number, vector, colour, array, image or the bounding rectangle.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float])
            case floatArray([Float])
            case color(Color)
            case colorArray([Color])
            case data(Data)
            case image(Image)
            case boundingRect
        }

        let value: Value

        /// A `float`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }

        /// A `float2`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y)]))
        }

        /// A `float2` from a point.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }

        /// A `float2` from a size.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }

        /// A `float2` from a vector.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }

        /// A `float3`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }

        /// A `float4`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }

        /// A `device const float *` and its `int` count.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }

        /// A `half4`: the colour premultiplied by its opacity, in sRGB.
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }

        /// A `device const half4 *` of premultiplied colours and its `int` count.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }

        /// Raw bytes, passed as a `device const` pointer and its `int` size in bytes. Aurora's Metal subset
        /// has no `void *`, so declare the pointer with its element type (`float`, `half` or their
        /// vectors, e.g. `device const float4 *values, int size`); the bytes are read as little-endian elements.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }

        /// A `texture2d<half>` holding the image's pixels (one image per shader).
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }

        /// A `float4(x, y, width, height)`: the rectangle the effect covers, in the shader's positions.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }

        /// The display-list value.
        var resolved: DisplayList.Shader.Argument {
            switch value {
            case .floats(let v):
                switch v.count {
                case 1: return .float(v[0])
                case 2: return .float2(v[0], v[1])
                case 3: return .float3(v[0], v[1], v[2])
                default: return .float4(v[0], v[1], v[2], v[3])
                }
            case .floatArray(let values): return .floatArray(values)
            case .color(let color):
                let p = Self.premultiplied(color)
                return .color(red: p.x, green: p.y, blue: p.z, alpha: p.w)
            case .colorArray(let colors): return .colorArray(colors.map(Self.premultiplied))
            case .data(let data): return .data(Array(data))
            case .image(let image):
                if let bitmap = image.bitmap { return .image(bitmap) }
                return .image(Self.emptyImage)
            case .boundingRect: return .boundingRect
            }
        }

        /// A colour's sRGB channels multiplied by its opacity.
        static func premultiplied(_ color: Color) -> SIMD4<Float> {
            let c = color.rgba
            return SIMD4(c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha)
        }

        /// The texture an image without pixels binds: one transparent pixel.
        private static let emptyImage: DisplayList.Image = {
            do {
                return DisplayList.Image(id: "aurora-empty-image", pixmap: try Pixmap(width: 1, height: 1))
            } catch {
                preconditionFailure("a 1×1 pixmap is always valid: \(error)")
            }
        }()
    }
}
