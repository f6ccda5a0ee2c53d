/// `ShaderProgram`: one compiled shader function, ready to run over pixmaps or as a paint.

/// A shader function compiled for the vector VM, with the SwiftUI entry shape it is used as.
///
/// Compiling checks the whole source, then compiles the named function and every function it
/// calls (inlined). Running it is `applyColorEffect`, `distortionEffect`, `layerEffect` or
/// `customPaint` (see `ShaderProgram+Effects.swift`).
public struct ShaderProgram: Sendable {
    /// The function's name.
    public let name: String
    /// How the function is used (`nil` when compiled as a plain function, for tests and tools).
    public let entryKind: EntryKind?
    /// The most loop iterations one pixel may run, all loops together; past it a run fails with
    /// `ShaderRuntimeError.iterationBudgetExceeded`. Default: 65,536.
    public var iterationBudget: Int = 65_536
    /// The checked function (its parameters say how arguments bind).
    let function: CheckedFunction
    /// The compiled code.
    package let ir: IRProgram
    let vm: ShaderVM

    /// Compiles `function` of an already checked `program` as `kind` (`nil`: every parameter is
    /// an argument). `source` and `file` are only used to quote lines in diagnostics.
    package init(checked program: CheckedProgram, function name: String, as kind: EntryKind?, source: String,
                 file: String) throws(ShaderCompileError) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func failure(_ location: SourceLocation, _ message: String) -> ShaderCompileError {
            let line = lines.indices.contains(location.line - 1) ? String(lines[location.line - 1]) : ""
            return ShaderCompileError(diagnostics: [ShaderDiagnostic(file: file, location: location, message: message, sourceLine: line)])
        }
        guard let function = program.function(named: name) else {
            throw failure(SourceLocation(line: 1, column: 1), "no function named '\(name)' in '\(file)'")
        }
        if let kind, !function.canServe(as: kind) {
            throw failure(function.location, "function '\(name)' cannot be used as \(Self.describe(kind)): expected \(Self.signature(kind, name))")
        }
        do {
            ir = try ShaderCompiler(program: program).compileEntry(function, as: kind)
        } catch {
            throw failure(error.location, error.message)
        }
        self.name = name
        self.entryKind = kind
        self.function = function
        self.vm = ShaderVM(program: ir)
    }

    /// The compiled code as S-expressions (for debugging and text goldens).
    public var intermediateRepresentation: String { ir.description }

    /// The parameters `Shader.Argument`s bind to.
    var argumentParameters: ArraySlice<CheckedParameter> {
        guard let entryKind else { return function.parameters[...] }
        return function.argumentParameters(for: entryKind)
    }

    static func describe(_ kind: EntryKind) -> String {
        switch kind {
        case .colorEffect: "a color effect"
        case .distortion: "a distortion effect"
        case .layer: "a layer effect"
        case .fill: "a fill"
        }
    }

    static func signature(_ kind: EntryKind, _ name: String) -> String {
        switch kind {
        case .colorEffect: "'[[ stitchable ]] half4 \(name)(float2 position, half4 color, args...)'"
        case .distortion: "'[[ stitchable ]] float2 \(name)(float2 position, args...)'"
        case .layer: "'[[ stitchable ]] half4 \(name)(float2 position, SwiftUI::Layer layer, args...)'"
        case .fill: "'[[ stitchable ]] half4 \(name)(float2 position, args...)'"
        }
    }
}

extension ShaderProgram {
    /// Compiles `function` of the `.metal` source `source` (named `file` in diagnostics) as `kind`
    /// (`nil`: a plain function whose parameters are all arguments).
    public init(source: String, file: String = "Shader.metal", function: String, as kind: EntryKind?) throws(ShaderCompileError) {
        switch ShaderFrontEnd.check(source: source, file: file) {
        case .success(let program):
            try self.init(checked: program, function: function, as: kind, source: source, file: file)
        case .failure(let error):
            throw error
        }
    }
}
