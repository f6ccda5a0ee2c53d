/// `CheckedProgram+Text`: the typed tree's S-expression text, for debugging and text goldens.

extension ShaderValue: CustomStringConvertible {
    /// The value as source-like text: `1.5`, `2h`, `-3`, `4u`, `true`, `(1 0.5)` for a vector.
    public var description: String {
        switch self {
        case .bool(let b): "\(b)"
        case .int(let i): "\(i)"
        case .uint(let u): "\(u)u"
        case .float(let f): "\(f)"
        case .half(let h): "\(h)h"
        case .vector(let parts), .matrix(let parts), .structure(let parts), .array(let parts):
            "(" + parts.map(\.description).joined(separator: " ") + ")"
        case .texture(let image): "(texture \(image.pixmap.width)x\(image.pixmap.height))"
        case .sampler(let state):
            "(sampler \(state.filter.rawValue) \(state.addressX.rawValue) \(state.addressY.rawValue) \(state.coordinates.rawValue))"
        case .layer: "layer"
        case .void: "void"
        }
    }
}

extension TypedExpression: CustomStringConvertible {
    /// `(operation:type operands…)`, e.g. `(+:float2 (local:float2 0) (literal:float2 (1.0 1.0)))`.
    public var description: String {
        let t = ":\(type)"
        switch kind {
        case .literal(let value): return "(literal\(t) \(value))"
        case .local(let slot): return "(local\(t) \(slot))"
        case .constant(let index): return "(constant\(t) \(index))"
        case .swizzle(let base, let components):
            return "(swizzle\(t) \(components.map(String.init).joined(separator: "")) \(base))"
        case .member(let base, let field): return "(member\(t) \(field) \(base))"
        case .index(let base, let index): return "(index\(t) \(base) \(index))"
        case .unary(let op, let operand): return "(\(op.rawValue)\(t) \(operand))"
        case .binary(let op, let a, let b): return "(\(op.rawValue)\(t) \(a) \(b))"
        case .conditional(let c, let a, let b): return "(?:\(t) \(c) \(a) \(b))"
        case .convert(let operand): return "(convert\(t) \(operand))"
        case .construct(let parts): return "(construct\(t)" + parts.map { " \($0)" }.joined() + ")"
        case .matrixDiagonal(let part): return "(diagonal\(t) \(part))"
        case .builtin(let function, let arguments):
            return "(\(function.rawValue)\(t)" + arguments.map { " \($0)" }.joined() + ")"
        case .call(let function, let arguments):
            return "(call\(t) \(function)" + arguments.map { " \($0)" }.joined() + ")"
        case .assign(let target, let value): return "(=\(t) \(target) \(value))"
        case .increment(let target, let delta, let isPrefix):
            let op = delta > 0 ? "++" : "--"
            return isPrefix ? "(\(op)x\(t) \(target))" : "(x\(op)\(t) \(target))"
        case .sequence(let parts): return "(sequence\(t)" + parts.map { " \($0)" }.joined() + ")"
        case .layerSample(let layer, let position): return "(layer-sample\(t) \(layer) \(position))"
        case .textureSample(let texture, let sampler, let coordinates):
            return "(texture-sample\(t) \(texture) \(sampler) \(coordinates))"
        case .textureSize(let texture, let dimension):
            return "(\(dimension == 0 ? "texture-width" : "texture-height")\(t) \(texture))"
        }
    }
}

extension TypedLValue: CustomStringConvertible {
    /// `(target:type slot steps…)`, e.g. `(target:half3 8 .012)`.
    public var description: String {
        let steps = path.map { step -> String in
            switch step {
            case .swizzle(let components): " ." + components.map(String.init).joined()
            case .member(let field): " .field\(field)"
            case .index(let index): " [\(index)]"
            }
        }
        return "(target:\(type) \(slot)\(steps.joined()))"
    }
}

extension TypedStatement: CustomStringConvertible {
    /// The statement as an S-expression, nested statements indented by two spaces a level.
    public var description: String { lines(indent: "").joined(separator: "\n") }

    func lines(indent: String) -> [String] {
        func block(_ head: String, _ statements: [TypedStatement]) -> [String] {
            ["\(indent)(\(head)"] + statements.flatMap { $0.lines(indent: indent + "  ") } + ["\(indent))"]
        }
        switch kind {
        case .declare(let slot, let type, let initial):
            return ["\(indent)(declare \(slot) \(type)\(initial.map { " \($0)" } ?? ""))"]
        case .expression(let expression): return ["\(indent)\(expression)"]
        case .block(let statements): return block("block", statements)
        case .ifElse(let condition, let then, let otherwise):
            return block("if \(condition)", then) + (otherwise.isEmpty ? [] : block("else", otherwise))
        case .loop(let condition, let body, let step, let testsFirst):
            let head = "\(testsFirst ? "loop" : "do-loop") \(condition.map(\.description) ?? "true")"
                + (step.map { " step \($0)" } ?? "")
            return block(head, body)
        case .breakLoop: return ["\(indent)(break)"]
        case .continueLoop: return ["\(indent)(continue)"]
        case .returnValue(let value): return ["\(indent)(return\(value.map { " \($0)" } ?? ""))"]
        }
    }
}

extension CheckedFunction: CustomStringConvertible {
    /// The function's signature and body as S-expressions.
    public var description: String {
        let parameterText = parameters.map { "(\($0.name) \($0.type) \($0.slot))" }.joined(separator: " ")
        var head = "(function \(name)"
        if isStitchable { head += " stitchable" }
        if let entryKind { head += " \(entryKind.rawValue)" }
        head += " (parameters \(parameterText)) (returns \(returnType)) (locals \(localCount))"
        return ([head] + body.flatMap { $0.lines(indent: "  ") }).joined(separator: "\n") + ")"
    }
}
