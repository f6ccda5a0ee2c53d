/// `ReferenceEvaluator`: runs a checked function on one pixel; the ground truth for the VM.

/// A tree-walking evaluator of a checked program, one pixel at a time.
///
/// Slow and simple on purpose: every value is a `ShaderValue`, every operation follows
/// `ValueArithmetic` (with `half` rounding as `ShaderValue` documents), so the vector VM can be
/// tested against it pixel by pixel.
public struct ReferenceEvaluator: Sendable {
    /// The program evaluated.
    public let program: CheckedProgram
    let functions: [String: CheckedFunction]
    let constantValues: [ShaderValue]

    /// An evaluator of `program`.
    public init(program: CheckedProgram) {
        self.program = program
        var functions: [String: CheckedFunction] = [:]
        for function in program.functions { functions[function.name] = function }
        self.functions = functions
        constantValues = program.constants.map { $0.value ?? .zero(of: $0.type) }
    }

    /// Runs `function` with `arguments` (one per parameter, in order; `.layer` for a
    /// `SwiftUI::Layer` parameter, whose samples come from `layer`). Loops may run at most
    /// `iterationBudget` iterations in all.
    public func call(_ function: String, arguments: [ShaderValue], layer: (any LayerSampler)?,
                     iterationBudget: Int) throws(ShaderRuntimeError) -> ShaderValue {
        guard let checked = functions[function] else { throw .unknownFunction(function) }
        guard arguments.count == checked.parameters.count,
              zip(arguments, checked.parameters).allSatisfy({ Self.value($0, matches: $1.type) }) else {
            let expected = checked.parameters.map { "\($0.type)" }.joined(separator: ", ")
            throw .argumentMismatch(function: function, expected: "(\(expected))")
        }
        var interpreter = Interpreter(functions: functions, constantValues: constantValues, layer: layer,
                                      budget: iterationBudget, isFolding: false)
        do {
            return try interpreter.run(checked, arguments)
        } catch {
            switch error {
            case .runtime(let runtime): throw runtime
            case .notConstant: throw .unknownFunction(function)
            }
        }
    }

    /// Whether `value` is a value of `type`.
    static func value(_ value: ShaderValue, matches type: ShaderType) -> Bool {
        switch (value, type) {
        case (.bool, .scalar(.bool)), (.int, .scalar(.int)), (.uint, .scalar(.uint)),
             (.float, .scalar(.float)), (.half, .scalar(.half)):
            return true
        case (.vector(let parts), .vector(let scalar, let count)):
            return parts.count == count && parts.allSatisfy { Self.value($0, matches: .scalar(scalar)) }
        case (.matrix(let columns), .matrix(let scalar, let count, let rows)):
            return columns.count == count && columns.allSatisfy { Self.value($0, matches: .vector(scalar, count: rows)) }
        case (.structure(let fields), .structure(let structure)):
            return fields.count == structure.fields.count
                && zip(fields, structure.fields).allSatisfy { Self.value($0, matches: $1.type) }
        case (.array(let elements), .array(let element, let count)):
            return elements.count == count && elements.allSatisfy { Self.value($0, matches: element) }
        case (.array(let elements), .deviceArray(let element)):
            return elements.allSatisfy { Self.value($0, matches: element) }
        case (.texture, .texture), (.sampler, .sampler), (.layer, .layer):
            return true
        default:
            return false
        }
    }
}
