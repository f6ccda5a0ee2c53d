/// `ShaderFunction`: a named function of a `ShaderLibrary`, called with arguments to make a `Shader`.
import Foundation

/// A reference to a function in a shader library (`ShaderLibrary.default.ripple`).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library holding the function.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// Creates a reference to the function `name` in `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `arguments` (`ShaderLibrary.default.ripple(.float(1))`).
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }

    /// A shader calling this function with `arguments`.
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}
