/// `Shader`: a shader function with its arguments, resolved to a display-list shader when drawn.
import AuroraDisplayList
import AuroraGeometry
import AuroraShaders
import Foundation

/// A reference to a shader function and the arguments it is called with.
public struct Shader: Equatable, Sendable {
    /// The function.
    public var function: ShaderFunction
    /// The arguments, bound in order after the function's fixed parameters.
    public var arguments: [Argument]
    /// Whether colours are dithered before rounding to the output depth. Aurora renders to
    /// 8-bit sRGB without dithering; the flag is kept for API compatibility and compared by `==`.
    public var dithersColor: Bool = false

    /// Creates a shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// The display-list shader running this shader as `kind`, or `nil` (logged once) when its
    /// library has no `.metal` source.
    func resolved(as kind: DisplayList.Shader.Kind, maxSampleOffset: CGSize) -> DisplayList.Shader? {
        guard let (source, file) = function.library.source(defining: function.name) else {
            OnceLog.shared.report("Aurora: no .metal source found for shader function '\(function.name)' "
                + "in \(function.library.storage); drawing the view unchanged.")
            return nil
        }
        return DisplayList.Shader(source: source, file: file, function: function.name, kind: kind,
                                  arguments: arguments.map(\.resolved), maxSampleOffset: maxSampleOffset)
    }
}
