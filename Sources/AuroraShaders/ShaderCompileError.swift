/// `ShaderCompileError`: a source that did not compile, with every problem found.

/// The diagnostics of a shader source that failed to compile, in source order.
public struct ShaderCompileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in source order (at least one error).
    public var diagnostics: [ShaderDiagnostic]

    /// An error carrying `diagnostics`.
    public init(diagnostics: [ShaderDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics printed as clang prints them, one after the other.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
