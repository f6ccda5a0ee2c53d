/// Expressions: operators componentwise over flattened parts, conversions, indexing, assignment, samples.

extension ShaderCompiler {
    func lower(_ e: TypedExpression) throws(CompileFailure) -> LoweredValue {
        switch e.kind {
        case .literal(let value):
            if case .sampler(let state) = value { return LoweredValue(.sampler, [], resource: .sampler(state)) }
            guard let bits = value.flatBits else {
                throw CompileFailure(location: e.location, message: "a literal of type '\(e.type)' is not supported")
            }
            return LoweredValue(e.type, bits.map { .constant($0) })
        case .local(let slot):
            guard let variable = frame.variables[slot] else {
                throw CompileFailure(location: e.location, message: "use of a variable before its declaration")
            }
            var value = variable.value
            value.type = e.type
            return value
        case .constant(let index):
            return try constantValue(index, at: e.location)
        case .swizzle(let base, let components):
            let b = try lower(base)
            guard components.allSatisfy({ b.parts.indices.contains($0) }) else {
                throw CompileFailure(location: e.location, message: "swizzle outside the vector")
            }
            return LoweredValue(e.type, components.map { b.parts[$0] })
        case .member(let base, let field):
            let b = try lower(base)
            guard case .structure(let structure) = b.type, structure.fields.indices.contains(field) else {
                throw CompileFailure(location: e.location, message: "member of a value that is not a struct")
            }
            let range = Self.fieldRange(structure, field)
            return LoweredValue(e.type, Array(b.parts[range]))
        case .index(let base, let index):
            return try lowerIndex(base, index, type: e.type, at: e.location)
        case .unary(let op, let operand):
            return try lowerUnary(op, try lower(operand), type: e.type)
        case .binary(.logicalAnd, let a, let b), .binary(.logicalOr, let a, let b):
            guard case .binary(let op, _, _) = e.kind else { preconditionFailure() }
            return try lowerShortCircuit(isAnd: op == .logicalAnd, a, b)
        case .binary(let op, let a, let b):
            if e.isHalfArithmetic { return try lowerHalfArithmetic(e, rounds: true) }
            return try binary(op, try lower(a), try lower(b), type: e.type, at: e.location)
        case .conditional(let condition, let then, let otherwise):
            return try lowerConditional(condition, then, otherwise, type: e.type)
        case .convert(let operand):
            return try convert(try lower(operand), to: e.type, at: e.location)
        case .construct(let parts):
            var flat: [IROperand] = []
            for part in parts { flat += try lower(part).parts }
            guard flat.count == e.type.flatCount else {
                throw CompileFailure(location: e.location, message: "wrong number of components to construct '\(e.type)'")
            }
            return LoweredValue(e.type, flat)
        case .matrixDiagonal(let scalar):
            let s = try lower(scalar).parts[0]
            guard case .matrix(_, let columns, let rows) = e.type else {
                throw CompileFailure(location: e.location, message: "diagonal of a non-matrix")
            }
            var parts: [IROperand] = []
            for c in 0..<columns { for r in 0..<rows { parts.append(c == r ? s : .constant(0)) } }
            return LoweredValue(e.type, parts)
        case .builtin(let function, let arguments):
            var values: [LoweredValue] = []
            for argument in arguments { values.append(try lower(argument)) }
            return try lowerBuiltin(function, values, type: e.type, at: e.location)
        case .call(let name, let arguments):
            guard let function = program.function(named: name) else {
                throw CompileFailure(location: e.location, message: "call to unknown function '\(name)'")
            }
            var values: [LoweredValue] = []
            for argument in arguments { values.append(try lower(argument)) }
            return try inline(function, values, at: e.location)
        case .assign(let target, let value):
            var stored = try lower(value)
            stored.type = target.type
            try write(target, stored)
            return stored
        case .sequence(let expressions):
            var last = LoweredValue(.void, [])
            for expression in expressions { last = try lower(expression) }
            return last
        case .increment(let target, let delta, let isPrefix):
            let old = try read(target)
            guard let scalar = target.type.scalarType else {
                throw CompileFailure(location: e.location, message: "increment of a non-numeric value")
            }
            let one: IROperand = scalar.isFloatingPoint ? .float(Float(delta)) : .int(Int32(delta))
            let new = try binary(.add, old, LoweredValue(target.type, Array(repeating: one, count: old.parts.count)),
                                 type: target.type, at: e.location)
            try write(target, new)
            return isPrefix ? new : old
        case .layerSample(let layer, let position):
            guard try lower(layer).resource == .layer else {
                throw CompileFailure(location: e.location, message: "sample of something that is not the layer")
            }
            let p = try lower(position)
            return sample(.layer, p, type: e.type)
        case .textureSample(let texture, let sampler, let coordinates):
            guard case .texture(let argument) = try lower(texture).resource else {
                throw CompileFailure(location: e.location, message: "sample of something that is not a texture")
            }
            guard case .sampler(let state) = try lower(sampler).resource else {
                throw CompileFailure(location: e.location, message: "the sampler must be a 'constexpr sampler' known when compiling")
            }
            return sample(.texture(argument: argument, sampler: state), try lower(coordinates), type: e.type)
        case .textureSize(let texture, let dimension):
            guard case .texture(let argument) = try lower(texture).resource else {
                throw CompileFailure(location: e.location, message: "size of something that is not a texture")
            }
            let binding = IRInputBinding.textureSize(index: argument, dimension: dimension)
            if let existing = inputs.first(where: { $0.binding == binding }) {
                return LoweredValue(.uint, [.register(existing.registers[0])])
            }
            let r = builder.allocate(.uint)
            inputs.append(IRInput(binding: binding, name: dimension == 0 ? "width" : "height", registers: [r], kinds: [.uint]))
            return LoweredValue(.uint, [.register(r)])
        }
    }

    // MARK: Half arithmetic

    /// A `half` `+ - * /` by the rule of `TypedExpression+HalfArithmetic`: operands that are
    /// `half` arithmetic themselves come unrounded; the result is rounded when `rounds`.
    func lowerHalfArithmetic(_ e: TypedExpression, rounds: Bool) throws(CompileFailure) -> LoweredValue {
        guard case .binary(let op, let a, let b) = e.kind else { return try lower(e) }
        let x = try halfArithmeticOperand(a)
        let y = try halfArithmeticOperand(b)
        return try binary(op, x, y, type: e.type, at: e.location, rounds: rounds)
    }

    /// An operand of `half` arithmetic: unrounded when it is `half` arithmetic (or a broadcast of it).
    private func halfArithmeticOperand(_ e: TypedExpression) throws(CompileFailure) -> LoweredValue {
        guard let inner = e.unroundedHalfArithmetic else { return try lower(e) }
        let value = try lowerHalfArithmetic(inner, rounds: false)
        if e.isHalfArithmetic { return value }
        return LoweredValue(e.type, Array(repeating: value.parts[0], count: e.type.flatCount))
    }

    // MARK: Pieces

    /// The flattened components of field `field`.
    static func fieldRange(_ structure: StructType, _ field: Int) -> Range<Int> {
        let start = structure.fields[..<field].reduce(0) { $0 + $1.type.flatCount }
        return start..<(start + structure.fields[field].type.flatCount)
    }

    func constantValue(_ index: Int, at location: SourceLocation) throws(CompileFailure) -> LoweredValue {
        if let cached = constantValues[index] { return cached }
        guard program.constants.indices.contains(index) else {
            throw CompileFailure(location: location, message: "unknown constant")
        }
        let constant = program.constants[index]
        var value: LoweredValue
        if let bits = constant.value?.flatBits {
            value = LoweredValue(constant.type, bits.map { .constant($0) })
        } else {
            value = try lower(constant.initializer)
            value.type = constant.type
        }
        constantValues[index] = value
        return value
    }

    /// `op` on lanes of `scalar`'s kind.
    func emit(_ operation: IROperation, _ result: ScalarType, _ operands: [IROperand], _ operandScalar: ScalarType) -> IROperand {
        builder.emit(operation, result.laneKind, operands, operandKinds: Array(repeating: operandScalar.laneKind, count: operands.count))
    }

    /// Rounds a `half` result to `Float16`.
    func rounded(_ part: IROperand, _ scalar: ScalarType) -> IROperand {
        scalar == .half ? emit(.roundHalf, .half, [part], .float) : part
    }

    func sample(_ resource: IRResource, _ position: LoweredValue, type: ShaderType) -> LoweredValue {
        let index: Int32
        if let existing = resources.firstIndex(of: resource) {
            index = Int32(existing)
        } else {
            resources.append(resource)
            index = Int32(resources.count - 1)
        }
        let first = builder.allocate(.float, count: 4)
        let x = builder.register(position.parts[0], .float), y = builder.register(position.parts[1], .float)
        builder.append(IRInstruction(.sample, first, x, y, index))
        // The sample operation rounds to half itself.
        let parts: [IROperand] = (0..<4).map { .register(first + IRRegister($0)) }
        parts.forEach(builder.markHalfExact)
        return LoweredValue(type, parts)
    }

    private func lowerUnary(_ op: UnaryOperator, _ x: LoweredValue, type: ShaderType) throws(CompileFailure) -> LoweredValue {
        let scalar = type.scalarType ?? .float
        let parts: [IROperand] = x.parts.map { part in
            switch op {
            case .negate: scalar.isFloatingPoint ? emit(.fneg, scalar, [part], scalar) : emit(.ineg, scalar, [part], scalar)
            case .logicalNot, .bitwiseNot: emit(.not, scalar, [part], scalar)
            }
        }
        return LoweredValue(type, parts)
    }

    private func lowerShortCircuit(isAnd: Bool, _ a: TypedExpression, _ b: TypedExpression) throws(CompileFailure) -> LoweredValue {
        let left = try lower(a).parts[0]
        if let bits = left.constantBits {
            if (bits != 0) == isAnd { return try lower(b) }
            return LoweredValue(.bool, [left])
        }
        materializeAssigned(in: [], [b])
        let runsRight = isAnd ? left : emit(.not, .bool, [left], .bool)
        let mask = narrowedMask(runsRight)
        let right = try inRegion(mask) { () throws(CompileFailure) in try lower(b).parts[0] }
        return LoweredValue(.bool, [emit(isAnd ? .and : .or, .bool, [left, right], .bool)])
    }

    private func lowerConditional(_ condition: TypedExpression, _ then: TypedExpression, _ otherwise: TypedExpression,
                                  type: ShaderType) throws(CompileFailure) -> LoweredValue {
        let c = try lower(condition).parts[0]
        if let bits = c.constantBits { return try lower(bits != 0 ? then : otherwise) }
        materializeAssigned(in: [], [then, otherwise])
        let thenMask = narrowedMask(c)
        let a = try inRegion(thenMask) { () throws(CompileFailure) in try lower(then) }
        let elseMask = narrowedMask(emit(.not, .bool, [c], .bool))
        let b = try inRegion(elseMask) { () throws(CompileFailure) in try lower(otherwise) }
        if a.resource != nil || b.resource != nil {
            guard a.resource == b.resource else {
                throw CompileFailure(location: condition.location, message: "a conditional choosing between resources is not supported")
            }
            return a
        }
        let kinds = type.flatScalars.map(\.laneKind)
        let parts = zip(zip(a.parts, b.parts), kinds).map { pair, kind in
            builder.emit(.select, kind, [c, pair.0, pair.1], operandKinds: [.bool, kind, kind])
        }
        return LoweredValue(type, parts)
    }

    // MARK: Indexing and assignment

    /// The element size and count of an indexable type, and the element's type.
    func elementLayout(_ type: ShaderType) -> (size: Int, count: Int, element: ShaderType)? {
        switch type {
        case .vector(let s, let n): (1, n, .scalar(s))
        case .matrix(let s, let c, let r): (r, c, .vector(s, count: r))
        case .array(let element, let count): (element.flatCount, count, element)
        default: nil
        }
    }

    /// An index operand as a known element number, when it is a constant (`nil` when it is not);
    /// out-of-range constants give -1.
    func constantIndex(_ index: IROperand, _ scalar: ScalarType?, count: Int) -> Int? {
        guard let bits = index.constantBits else { return nil }
        let value = scalar == .uint ? Int(bits) : Int(Int32(bitPattern: bits))
        return value >= 0 && value < count ? value : -1
    }

    private func lowerIndex(_ base: TypedExpression, _ index: TypedExpression, type: ShaderType,
                            at location: SourceLocation) throws(CompileFailure) -> LoweredValue {
        let b = try lower(base)
        let i = try lower(index)
        if case .deviceArray(let argument, let components) = b.resource {
            let resource = IRResource.array(argument: argument, components: components)
            let number: Int32
            if let existing = resources.firstIndex(of: resource) {
                number = Int32(existing)
            } else {
                resources.append(resource)
                number = Int32(resources.count - 1)
            }
            let first = builder.allocate(.float, count: components)
            builder.append(IRInstruction(.arrayLoad, first, builder.register(i.parts[0], .int), number, Int32(components)))
            let scalars = type.flatScalars
            return LoweredValue(type, (0..<components).map { k in .register(first + IRRegister(k)) }.enumerated().map { k, part in
                scalars.indices.contains(k) && scalars[k] == .half ? rounded(part, .half) : part
            })
        }
        guard let layout = elementLayout(b.type) else {
            throw CompileFailure(location: location, message: "subscript of a value of type '\(b.type)'")
        }
        let zero = LoweredValue.zero(layout.element).parts
        if let k = constantIndex(i.parts[0], index.type.scalarType, count: layout.count) {
            guard k >= 0 else { return LoweredValue(type, zero) }
            return LoweredValue(type, Array(b.parts[(k * layout.size)..<((k + 1) * layout.size)]))
        }
        let kinds = layout.element.flatScalars.map(\.laneKind)
        var result = zero
        for k in 0..<layout.count {
            let hit = emit(.ieq, .bool, [i.parts[0], .int(Int32(k))], .int)
            for c in 0..<layout.size {
                result[c] = builder.emit(.select, kinds[c], [hit, b.parts[k * layout.size + c], result[c]],
                                         operandKinds: [.bool, kinds[c], kinds[c]])
            }
        }
        return LoweredValue(type, result)
    }

    /// Where an assignment target lands: alternatives of (condition, flattened offsets).
    private func targets(_ target: TypedLValue) throws(CompileFailure) -> (variable: LoweredValue, choices: [(IROperand?, [Int])]) {
        guard let variable = frame.variables[target.slot]?.value else {
            throw CompileFailure(location: target.location, message: "assignment to an undeclared variable")
        }
        var type = variable.type
        var choices: [(IROperand?, [Int])] = [(nil, Array(variable.parts.indices))]
        for step in target.path {
            switch step {
            case .swizzle(let components):
                choices = choices.map { c, offsets in (c, components.compactMap { offsets.indices.contains($0) ? offsets[$0] : nil }) }
                type = components.count == 1 ? .scalar(type.scalarType ?? .float) : .vector(type.scalarType ?? .float, count: components.count)
            case .member(let field):
                guard case .structure(let structure) = type, structure.fields.indices.contains(field) else {
                    throw CompileFailure(location: target.location, message: "member of a value that is not a struct")
                }
                let range = Self.fieldRange(structure, field)
                choices = choices.map { c, offsets in (c, Array(offsets[range])) }
                type = structure.fields[field].type
            case .index(let indexExpression):
                guard let layout = elementLayout(type) else {
                    throw CompileFailure(location: target.location, message: "subscript of a value of type '\(type)'")
                }
                let index = try lower(indexExpression).parts[0]
                if let k = constantIndex(index, indexExpression.type.scalarType, count: layout.count) {
                    choices = k < 0 ? [] : choices.map { c, offsets in (c, Array(offsets[(k * layout.size)..<((k + 1) * layout.size)])) }
                } else {
                    var expanded: [(IROperand?, [Int])] = []
                    for (c, offsets) in choices {
                        for k in 0..<layout.count {
                            var hit = emit(.ieq, .bool, [index, .int(Int32(k))], .int)
                            if let c { hit = emit(.and, .bool, [c, hit], .bool) }
                            expanded.append((hit, Array(offsets[(k * layout.size)..<((k + 1) * layout.size)])))
                        }
                    }
                    choices = expanded
                }
                type = layout.element
            }
        }
        return (variable, choices)
    }

    /// The current value of an assignment target.
    func read(_ target: TypedLValue) throws(CompileFailure) -> LoweredValue {
        let (variable, choices) = try targets(target)
        let kinds = target.type.flatScalars.map(\.laneKind)
        var result = LoweredValue.zero(target.type).parts
        for (condition, offsets) in choices {
            for (k, offset) in offsets.enumerated() where k < result.count {
                if let condition {
                    result[k] = builder.emit(.select, kinds[k], [condition, variable.parts[offset], result[k]],
                                             operandKinds: [.bool, kinds[k], kinds[k]])
                } else {
                    result[k] = variable.parts[offset]
                }
            }
        }
        return LoweredValue(target.type, result)
    }

    /// Stores `value` into an assignment target (a write outside the variable is dropped).
    func write(_ target: TypedLValue, _ value: LoweredValue) throws(CompileFailure) {
        let (variable, choices) = try targets(target)
        var whole = variable.parts
        let kinds = variable.type.flatScalars.map(\.laneKind)
        for (condition, offsets) in choices {
            for (k, offset) in offsets.enumerated() where k < value.parts.count {
                if let condition {
                    whole[offset] = builder.emit(.select, kinds[offset], [condition, value.parts[k], whole[offset]],
                                                 operandKinds: [.bool, kinds[offset], kinds[offset]])
                } else {
                    whole[offset] = value.parts[k]
                }
            }
        }
        store(target.slot, LoweredValue(variable.type, whole, resource: variable.resource))
    }

    // MARK: Conversions

    func convert(_ x: LoweredValue, to type: ShaderType, at location: SourceLocation) throws(CompileFailure) -> LoweredValue {
        if x.type == type { return x }
        guard let from = x.type.scalarType, let to = type.scalarType else {
            if x.type.flatCount == type.flatCount { return LoweredValue(type, x.parts, resource: x.resource) }
            throw CompileFailure(location: location, message: "cannot convert '\(x.type)' to '\(type)'")
        }
        var parts = x.parts.map { convertScalar($0, from: from, to: to) }
        if parts.count == 1 && type.flatCount > 1 { parts = Array(repeating: parts[0], count: type.flatCount) }
        guard parts.count == type.flatCount else {
            throw CompileFailure(location: location, message: "cannot convert '\(x.type)' to '\(type)'")
        }
        return LoweredValue(type, parts)
    }

    func convertScalar(_ p: IROperand, from: ScalarType, to: ScalarType) -> IROperand {
        switch (from, to) {
        case _ where from == to: p
        case (.half, .float), (.int, .uint), (.uint, .int): p
        case (.float, .half): emit(.roundHalf, .half, [p], .float)
        case (.int, .float): emit(.itof, .float, [p], .int)
        case (.int, .half): rounded(emit(.itof, .float, [p], .int), .half)
        case (.uint, .float): emit(.utof, .float, [p], .uint)
        case (.uint, .half): rounded(emit(.utof, .float, [p], .uint), .half)
        case (.float, .int), (.half, .int): emit(.ftoi, .int, [p], .float)
        case (.float, .uint), (.half, .uint): emit(.ftou, .uint, [p], .float)
        case (.bool, .float), (.bool, .half): emit(.btof, .float, [p], .bool)
        case (.bool, .int), (.bool, .uint): emit(.btoi, to, [p], .bool)
        case (.float, .bool), (.half, .bool): emit(.fne, .bool, [p, .float(0)], .float)
        default: emit(.ine, .bool, [p, .int(0)], .int)
        }
    }
}
