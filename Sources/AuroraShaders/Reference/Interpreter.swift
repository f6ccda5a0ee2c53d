/// `Interpreter`: walks the typed tree one pixel at a time; the engine of `ReferenceEvaluator`.

/// Why an interpretation stopped early.
enum InterpreterStop: Error {
    /// A runtime error of the shader.
    case runtime(ShaderRuntimeError)
    /// Constant folding met something that is not constant (a variable, a user call, a sample).
    case notConstant
}

/// A tree-walking interpreter over a checked program.
///
/// Order of evaluation: operands left to right; for an assignment, the target's index expressions
/// first, then the value. Only the taken side of `?:`, `&&` and `||` is evaluated.
struct Interpreter {
    /// How a statement list ended.
    enum Flow {
        case normal, breakLoop, continueLoop
        case returned(ShaderValue)
    }

    let functions: [String: CheckedFunction]
    let constantValues: [ShaderValue]
    let layer: (any LayerSampler)?
    /// Whether this run folds constants (no locals, calls or samples allowed).
    let isFolding: Bool
    /// The loop iterations still allowed.
    var budget: Int

    init(functions: [String: CheckedFunction], constantValues: [ShaderValue], layer: (any LayerSampler)?,
         budget: Int, isFolding: Bool) {
        self.functions = functions
        self.constantValues = constantValues
        self.layer = layer
        self.budget = budget
        self.isFolding = isFolding
    }

    // MARK: Functions

    /// Runs `function` with argument values already matching its parameters.
    mutating func run(_ function: CheckedFunction, _ arguments: [ShaderValue]) throws(InterpreterStop) -> ShaderValue {
        if isFolding { throw .notConstant }
        var locals = Array(repeating: ShaderValue.void, count: Swift.max(function.localCount, arguments.count))
        for (index, argument) in arguments.enumerated() { locals[index] = argument }
        switch try execute(function.body, &locals) {
        case .returned(let value): return value
        default: return function.returnType == .void ? .void : .zero(of: function.returnType)
        }
    }

    // MARK: Statements

    mutating func execute(_ statements: [TypedStatement], _ locals: inout [ShaderValue]) throws(InterpreterStop) -> Flow {
        for statement in statements {
            let flow = try execute(statement, &locals)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    mutating func execute(_ statement: TypedStatement, _ locals: inout [ShaderValue]) throws(InterpreterStop) -> Flow {
        switch statement.kind {
        case .declare(let slot, let type, let initial):
            let value = try initial.map { (e) throws(InterpreterStop) in try evaluate(e, &locals) } ?? .zero(of: type)
            if slot < locals.count { locals[slot] = value }
            return .normal
        case .expression(let expression):
            _ = try evaluate(expression, &locals)
            return .normal
        case .block(let inner):
            return try execute(inner, &locals)
        case .ifElse(let condition, let then, let otherwise):
            return try execute(try isTrue(condition, &locals) ? then : otherwise, &locals)
        case .loop(let condition, let body, let step, let testsFirst):
            var first = true
            while true {
                if testsFirst || !first, let condition, try !isTrue(condition, &locals) { return .normal }
                first = false
                budget -= 1
                if budget < 0 { throw .runtime(.iterationBudgetExceeded(location: statement.location)) }
                switch try execute(body, &locals) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: break
                }
                if let step { _ = try evaluate(step, &locals) }
            }
        case .breakLoop:
            return .breakLoop
        case .continueLoop:
            return .continueLoop
        case .returnValue(let value):
            return .returned(try value.map { (e) throws(InterpreterStop) in try evaluate(e, &locals) } ?? .void)
        }
    }

    mutating func isTrue(_ condition: TypedExpression, _ locals: inout [ShaderValue]) throws(InterpreterStop) -> Bool {
        if case .bool(let value) = try evaluate(condition, &locals) { return value }
        return false
    }

    // MARK: Half arithmetic

    /// The unrounded (`Float`) value of `half` arithmetic, by the rule of `TypedExpression+HalfArithmetic`.
    mutating func evaluateHalfArithmetic(_ expression: TypedExpression, _ locals: inout [ShaderValue]) throws(InterpreterStop) -> ShaderValue {
        guard case .binary(let op, let a, let b) = expression.kind else {
            return ValueArithmetic.widenedHalf(try evaluate(expression, &locals))
        }
        let x = try halfArithmeticOperand(a, &locals)
        return ValueArithmetic.binary(op, x, try halfArithmeticOperand(b, &locals))
    }

    /// An operand of `half` arithmetic as `Float`: unrounded when it is `half` arithmetic (or a broadcast of it).
    private mutating func halfArithmeticOperand(_ expression: TypedExpression, _ locals: inout [ShaderValue]) throws(InterpreterStop) -> ShaderValue {
        guard let inner = expression.unroundedHalfArithmetic else {
            return ValueArithmetic.widenedHalf(try evaluate(expression, &locals))
        }
        let value = try evaluateHalfArithmetic(inner, &locals)
        guard !expression.isHalfArithmetic, case .vector(_, let count) = expression.type else { return value }
        return .vector(Array(repeating: value, count: count))
    }

    // MARK: Expressions

    mutating func evaluate(_ expression: TypedExpression, _ locals: inout [ShaderValue]) throws(InterpreterStop) -> ShaderValue {
        switch expression.kind {
        case .literal(let value):
            return value
        case .local(let slot):
            if isFolding { throw .notConstant }
            return slot < locals.count ? locals[slot] : .zero(of: expression.type)
        case .constant(let index):
            return index < constantValues.count ? constantValues[index] : .zero(of: expression.type)
        case .swizzle(let base, let components):
            guard case .vector(let parts) = try evaluate(base, &locals) else { return .zero(of: expression.type) }
            let picked = components.map { $0 < parts.count ? parts[$0] : parts[0] }
            return picked.count == 1 ? picked[0] : .vector(picked)
        case .member(let base, let field):
            guard case .structure(let fields) = try evaluate(base, &locals), field < fields.count else {
                return .zero(of: expression.type)
            }
            return fields[field]
        case .index(let base, let index):
            let container = try evaluate(base, &locals)
            let position = Self.integerIndex(try evaluate(index, &locals))
            switch container {
            case .vector(let parts), .matrix(let parts), .array(let parts):
                guard let position, position < parts.count else { return .zero(of: expression.type) }
                return parts[position]
            default:
                return .zero(of: expression.type)
            }
        case .unary(let op, let operand):
            return ValueArithmetic.unary(op, try evaluate(operand, &locals))
        case .binary(.logicalAnd, let a, let b):
            guard try isTrue(a, &locals) else { return .bool(false) }
            return .bool(try isTrue(b, &locals))
        case .binary(.logicalOr, let a, let b):
            if try isTrue(a, &locals) { return .bool(true) }
            return .bool(try isTrue(b, &locals))
        case .binary(let op, let a, let b):
            if expression.isHalfArithmetic {
                return ValueArithmetic.roundedToHalf(try evaluateHalfArithmetic(expression, &locals))
            }
            let x = try evaluate(a, &locals)
            return ValueArithmetic.binary(op, x, try evaluate(b, &locals))
        case .conditional(let condition, let then, let otherwise):
            return try evaluate(try isTrue(condition, &locals) ? then : otherwise, &locals)
        case .convert(let operand):
            return ValueArithmetic.convert(try evaluate(operand, &locals), to: expression.type)
        case .construct(let parts):
            var values: [ShaderValue] = []
            for part in parts { values.append(try evaluate(part, &locals)) }
            return Self.assemble(values, as: expression.type)
        case .matrixDiagonal(let part):
            let value = try evaluate(part, &locals)
            guard case .matrix(let scalar, let columns, let rows) = expression.type else { return value }
            let zero = ShaderValue.zeroScalar(scalar)
            return .matrix((0..<columns).map { c in .vector((0..<rows).map { r in r == c ? value : zero }) })
        case .builtin(let function, let arguments):
            var values: [ShaderValue] = []
            for argument in arguments { values.append(try evaluate(argument, &locals)) }
            return ValueArithmetic.builtin(function, values)
        case .call(let name, let arguments):
            if isFolding { throw .notConstant }
            var values: [ShaderValue] = []
            for argument in arguments { values.append(try evaluate(argument, &locals)) }
            guard let function = functions[name] else { throw .runtime(.unknownFunction(name)) }
            return try run(function, values)
        case .assign(let target, let value):
            if isFolding { throw .notConstant }
            let indices = try targetIndices(target, &locals)
            let stored = try evaluate(value, &locals)
            if target.slot < locals.count { Self.store(stored, into: &locals[target.slot], path: target.path[...], indices: indices[...]) }
            return stored
        case .increment(let target, let delta, let isPrefix):
            if isFolding { throw .notConstant }
            let indices = try targetIndices(target, &locals)
            guard target.slot < locals.count else { return .zero(of: target.type) }
            let old = Self.load(locals[target.slot], path: target.path[...], indices: indices[...]) ?? .zero(of: target.type)
            let step = ValueArithmetic.convert(.int(Int32(delta)), to: target.type)
            let new = ValueArithmetic.binary(.add, old, step)
            Self.store(new, into: &locals[target.slot], path: target.path[...], indices: indices[...])
            return isPrefix ? new : old
        case .sequence(let parts):
            var last = ShaderValue.void
            for part in parts { last = try evaluate(part, &locals) }
            return last
        case .layerSample(_, let position):
            if isFolding { throw .notConstant }
            let p = try evaluate(position, &locals).floatComponents ?? [0, 0]
            guard let layer else { throw .runtime(.missingLayer(location: expression.location)) }
            let color = layer.sample(SIMD2(p.count > 0 ? p[0] : 0, p.count > 1 ? p[1] : 0))
            return .half4(color.x, color.y, color.z, color.w)
        case .textureSample(let texture, let sampler, let coordinates):
            if isFolding { throw .notConstant }
            guard case .texture(let image) = try evaluate(texture, &locals),
                  case .sampler(let state) = try evaluate(sampler, &locals) else { return .zero(of: .half4) }
            let c = try evaluate(coordinates, &locals).floatComponents ?? [0, 0]
            let color = TextureSampling.sample(image, state, SIMD2(c.count > 0 ? c[0] : 0, c.count > 1 ? c[1] : 0))
            return .half4(color.x, color.y, color.z, color.w)
        case .textureSize(let texture, let dimension):
            if isFolding { throw .notConstant }
            guard case .texture(let image) = try evaluate(texture, &locals) else { return .uint(0) }
            return .uint(UInt32(dimension == 0 ? image.pixmap.width : image.pixmap.height))
        }
    }

    /// An `int`/`uint` index as a non-negative `Int`; `nil` for a negative one.
    static func integerIndex(_ value: ShaderValue) -> Int? {
        switch value {
        case .int(let i): i >= 0 ? Int(i) : nil
        case .uint(let u): Int(u)
        default: nil
        }
    }

    /// A vector, matrix, struct or array from its evaluated parts (vector parts are flattened).
    static func assemble(_ parts: [ShaderValue], as type: ShaderType) -> ShaderValue {
        switch type {
        case .vector:
            var scalars: [ShaderValue] = []
            for part in parts {
                if case .vector(let inner) = part { scalars += inner } else { scalars.append(part) }
            }
            return .vector(scalars)
        case .matrix(_, let columns, let rows):
            var scalars: [ShaderValue] = []
            for part in parts {
                if case .vector(let inner) = part { scalars += inner } else { scalars.append(part) }
            }
            guard scalars.count == columns * rows else { return .zero(of: type) }
            return .matrix((0..<columns).map { .vector(Array(scalars[$0 * rows..<($0 + 1) * rows])) })
        case .structure: return .structure(parts)
        case .array: return .array(parts)
        default: return parts.first ?? .zero(of: type)
        }
    }

    /// The values of a target's index steps, evaluated in order (`nil` for other steps).
    mutating func targetIndices(_ target: TypedLValue, _ locals: inout [ShaderValue]) throws(InterpreterStop) -> [Int?] {
        var result: [Int?] = []
        for step in target.path {
            if case .index(let index) = step {
                result.append(Self.integerIndex(try evaluate(index, &locals)) ?? Int.max)
            } else {
                result.append(nil)
            }
        }
        return result
    }

    /// The part of `value` at `path` (`indices` holds each index step's value).
    static func load(_ value: ShaderValue, path: ArraySlice<TypedLValue.Step>, indices: ArraySlice<Int?>) -> ShaderValue? {
        guard let step = path.first else { return value }
        let restPath = path.dropFirst(), restIndices = indices.dropFirst()
        switch (step, value) {
        case (.swizzle(let components), .vector(let parts)):
            let picked = components.map { $0 < parts.count ? parts[$0] : parts[0] }
            return load(picked.count == 1 ? picked[0] : .vector(picked), path: restPath, indices: restIndices)
        case (.member(let field), .structure(let fields)) where field < fields.count:
            return load(fields[field], path: restPath, indices: restIndices)
        case (.index, .vector(let parts)), (.index, .matrix(let parts)), (.index, .array(let parts)):
            guard let position = indices.first ?? nil, position < parts.count else { return nil }
            return load(parts[position], path: restPath, indices: restIndices)
        default:
            return nil
        }
    }

    /// Replaces the part of `value` at `path` with `new`; a write outside the value is dropped.
    static func store(_ new: ShaderValue, into value: inout ShaderValue, path: ArraySlice<TypedLValue.Step>,
                      indices: ArraySlice<Int?>) {
        guard let step = path.first else {
            value = new
            return
        }
        let restPath = path.dropFirst(), restIndices = indices.dropFirst()
        switch (step, value) {
        case (.swizzle(let components), .vector(var parts)):
            var selected: ShaderValue
            if components.count == 1 {
                selected = components[0] < parts.count ? parts[components[0]] : .void
            } else {
                selected = .vector(components.map { $0 < parts.count ? parts[$0] : .void })
            }
            store(new, into: &selected, path: restPath, indices: restIndices)
            if components.count == 1 {
                if components[0] < parts.count { parts[components[0]] = selected }
            } else if case .vector(let written) = selected {
                for (component, part) in zip(components, written) where component < parts.count { parts[component] = part }
            }
            value = .vector(parts)
        case (.member(let field), .structure(var fields)) where field < fields.count:
            store(new, into: &fields[field], path: restPath, indices: restIndices)
            value = .structure(fields)
        case (.index, .vector(var parts)), (.index, .matrix(var parts)), (.index, .array(var parts)):
            guard let position = indices.first ?? nil, position < parts.count else { return }
            store(new, into: &parts[position], path: restPath, indices: restIndices)
            switch value {
            case .vector: value = .vector(parts)
            case .matrix: value = .matrix(parts)
            default: value = .array(parts)
            }
        default:
            return
        }
    }
}
