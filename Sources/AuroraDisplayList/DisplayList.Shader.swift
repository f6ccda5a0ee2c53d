/// `DisplayList.Shader`: a shader effect as display-list data — source, entry point, resolved arguments.
import AuroraGeometry
import Foundation

extension DisplayList {
    /// A `.metal` function run over a nested list (SwiftUI's `colorEffect`, `distortionEffect`,
    /// `layerEffect`), with its arguments resolved to values.
    ///
    /// Positions the function sees are the view's user space in pixels: a point `p` of the
    /// effect item's local space is `p × scale`, where `scale` is the device transform's
    /// length per point (1 at 1×). `maxSampleOffset` is in points.
    public struct Shader: Equatable, Sendable {
        /// Which SwiftUI modifier the function serves, and so its fixed parameters.
        public enum Kind: String, Equatable, Sendable, CaseIterable {
            /// `half4 f(float2 position, half4 color, args…)`.
            case colorEffect = "color-effect"
            /// `float2 f(float2 position, args…)`.
            case distortion
            /// `half4 f(float2 position, SwiftUI::Layer layer, args…)`.
            case layer
            /// `half4 f(float2 position, args…)`: a `Shader` used as a shape style (a paint, not an effect).
            case fill
        }

        /// One resolved argument, bound in order after the fixed parameters.
        public enum Argument: Equatable, Sendable {
            /// `float`.
            case float(Float)
            /// `float2`.
            case float2(Float, Float)
            /// `float3`.
            case float3(Float, Float, Float)
            /// `float4`.
            case float4(Float, Float, Float, Float)
            /// `half4`: a premultiplied colour, channels 0…1.
            case color(red: Float, green: Float, blue: Float, alpha: Float)
            /// `device const float *` and its `int` count.
            case floatArray([Float])
            /// `device const half4 *` (premultiplied colours) and its `int` count.
            case colorArray([SIMD4<Float>])
            /// Raw bytes for a `device const` pointer, read as its little-endian elements, and the `int`
            /// size in bytes after it (`Shader.Argument.data`).
            case data([UInt8])
            /// `texture2d<half>`.
            case image(Image)
            /// `float4(x, y, width, height)` of the rectangle the effect covers.
            case boundingRect
        }

        /// The whole `.metal` source.
        public var source: String
        /// The file name diagnostics show.
        public var file: String
        /// The `[[ stitchable ]]` function's name.
        public var function: String
        /// The entry kind.
        public var kind: Kind
        /// The arguments after the fixed parameters.
        public var arguments: [Argument]
        /// How far (points, per axis) a distortion or layer effect may sample from each pixel.
        public var maxSampleOffset: CGSize

        /// Creates a shader effect.
        public init(source: String, file: String, function: String, kind: Kind, arguments: [Argument],
                    maxSampleOffset: CGSize = .zero) {
            self.source = source
            self.file = file
            self.function = function
            self.kind = kind
            self.arguments = arguments
            self.maxSampleOffset = maxSampleOffset
        }
    }
}
