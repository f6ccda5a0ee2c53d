/// Standard library calls: each builtin as VM operations over the flattened components.

extension ShaderCompiler {
    func lowerBuiltin(_ function: BuiltinFunction, _ args: [LoweredValue], type: ShaderType,
                      at location: SourceLocation) throws(CompileFailure) -> LoweredValue {
        guard let first = args.first, let s = first.type.scalarType else {
            throw CompileFailure(location: location, message: "no matching function for call to '\(function.rawValue)'")
        }
        let r = type.scalarType ?? s
        let isFloat = s.isFloatingPoint

        /// `operation` applied component by component over the arguments (scalars broadcast), rounded to `r`.
        func map(_ operation: IROperation) -> LoweredValue {
            let count = args.map(\.parts.count).max() ?? 0
            let parts = (0..<count).map { k in
                let operands = args.map { $0.parts[$0.parts.count == 1 ? 0 : k] }
                return rounded(emit(operation, r, operands, s), r)
            }
            return LoweredValue(type, parts)
        }
        func value(_ parts: [IROperand]) -> LoweredValue { LoweredValue(type, parts.map { rounded($0, r) }) }
        func f(_ operation: IROperation, _ operands: IROperand...) -> IROperand { emit(operation, .float, operands, .float) }
        func dot(_ a: [IROperand], _ b: [IROperand]) -> IROperand { sumOfProducts(a, b, .float) }

        switch function {
        case .sin: return map(.fsin)
        case .cos: return map(.fcos)
        case .tan: return map(.ftan)
        case .asin: return map(.fasin)
        case .acos: return map(.facos)
        case .atan: return map(.fatan)
        case .sinh: return map(.fsinh)
        case .cosh: return map(.fcosh)
        case .tanh: return map(.ftanh)
        case .exp: return map(.fexp)
        case .exp2: return map(.fexp2)
        case .log: return map(.flog)
        case .log2: return map(.flog2)
        case .sqrt: return map(.fsqrt)
        case .rsqrt: return map(.frsqrt)
        case .exp10: return value(first.parts.map { f(.fexp2, f(.fmul, $0, .float(3.32192809488736234787))) })
        case .log10: return value(first.parts.map { f(.fmul, f(.flog2, $0), .float(0.301029995663981195214)) })
        case .atan2: return map(.fatan2)
        case .pow: return map(.fpow)
        case .fmod: return map(.fmod)
        case .floor: return map(.ffloor)
        case .ceil: return map(.fceil)
        case .round: return map(.fround)
        case .trunc: return map(.ftrunc)
        case .fract: return map(.ffract)
        case .abs: return s == .uint ? first : map(isFloat ? .fabs : .iabs)
        case .sign: return map(isFloat ? .fsign : .isign)
        case .min: return map(isFloat ? .fmin : (s == .uint ? .umin : .imin))
        case .max: return map(isFloat ? .fmax : (s == .uint ? .umax : .imax))
        case .clamp: return map(isFloat ? .fclamp : (s == .uint ? .uclamp : .iclamp))
        case .saturate: return map(.fsaturate)
        case .mix: return map(.fmix)
        case .step: return map(.fstep)
        case .smoothstep: return map(.fsmoothstep)
        case .fma: return map(.fma)
        case .length:
            if first.parts.count == 1 { return value([f(.fabs, first.parts[0])]) }
            return value([f(.fsqrt, dot(first.parts, first.parts))])
        case .distance:
            guard args.count == 2 else { break }
            let difference = zip(first.parts, args[1].parts).map { f(.fsub, $0, $1) }
            if difference.count == 1 { return value([f(.fabs, difference[0])]) }
            return value([f(.fsqrt, dot(difference, difference))])
        case .dot:
            guard args.count == 2 else { break }
            return value([dot(first.parts, args[1].parts)])
        case .cross:
            guard args.count == 2, first.parts.count == 3, args[1].parts.count == 3 else { break }
            let a = first.parts, b = args[1].parts
            return value([f(.fsub, f(.fmul, a[1], b[2]), f(.fmul, a[2], b[1])),
                          f(.fsub, f(.fmul, a[2], b[0]), f(.fmul, a[0], b[2])),
                          f(.fsub, f(.fmul, a[0], b[1]), f(.fmul, a[1], b[0]))])
        case .normalize:
            let inverse = f(.frsqrt, dot(first.parts, first.parts))
            return value(first.parts.map { f(.fmul, $0, inverse) })
        case .reflect:
            guard args.count == 2 else { break }
            let i = first.parts, n = args[1].parts
            let twice = f(.fmul, .float(2), dot(n, i))
            return value(zip(i, n).map { f(.fsub, $0, f(.fmul, twice, $1)) })
        case .refract:
            guard args.count == 3 else { break }
            let i = first.parts, n = args[1].parts, eta = args[2].parts[0]
            let d = dot(n, i)
            let k = f(.fsub, .float(1), f(.fmul, f(.fmul, eta, eta), f(.fsub, .float(1), f(.fmul, d, d))))
            let total = emit(.flt, .bool, [k, .float(0)], .float)
            let scale = f(.fadd, f(.fmul, eta, d), f(.fsqrt, k))
            return value(zip(i, n).map { ik, nk in
                builder.emit(.select, .float, [total, .float(0), f(.fsub, f(.fmul, eta, ik), f(.fmul, scale, nk))],
                             operandKinds: [.bool, .float, .float])
            })
        case .faceforward:
            guard args.count == 3 else { break }
            let facing = emit(.flt, .bool, [dot(args[2].parts, args[1].parts), .float(0)], .float)
            return value(first.parts.map { builder.emit(.select, .float, [facing, $0, f(.fneg, $0)], operandKinds: [.bool, .float, .float]) })
        case .any, .all:
            var acc = first.parts[0]
            for part in first.parts.dropFirst() { acc = emit(function == .any ? .or : .and, .bool, [acc, part], .bool) }
            return LoweredValue(type, [acc])
        case .select:
            guard args.count == 3 else { break }
            let a = first.parts, b = args[1].parts, c = args[2].parts
            let kind = s.laneKind
            return LoweredValue(type, a.indices.map { k in
                builder.emit(.select, kind, [c[c.count == 1 ? 0 : k], b[k], a[k]], operandKinds: [.bool, kind, kind])
            })
        case .isnan:
            return LoweredValue(type, first.parts.map { emit(.fne, .bool, [$0, $0], .float) })
        case .isinf:
            return LoweredValue(type, first.parts.map { emit(.feq, .bool, [f(.fabs, $0), .float(.infinity)], .float) })
        case .copysign:
            guard args.count == 2 else { break }
            return value(zip(first.parts, args[1].parts).map { x, y in
                f(.or, f(.and, x, .constant(0x7FFF_FFFF)), f(.and, y, .constant(0x8000_0000)))
            })
        case .transpose:
            guard case .matrix(_, let columns, let rows) = first.type else { break }
            var parts: [IROperand] = []
            for c in 0..<rows { for row in 0..<columns { parts.append(first.parts[row * rows + c]) } }
            return LoweredValue(type, parts)
        case .determinant:
            guard case .matrix(_, let columns, let rows) = first.type, columns == rows else { break }
            let m = (0..<columns).map { c in Array(first.parts[(c * rows)..<((c + 1) * rows)]) }
            return value([determinant(m)])
        }
        throw CompileFailure(location: location, message: "no matching function for call to '\(function.rawValue)'")
    }

    /// The determinant of a square matrix given as columns, by cofactor expansion along the first column.
    private func determinant(_ columns: [[IROperand]]) -> IROperand {
        let n = columns.count
        if n == 1 { return columns[0][0] }
        if n == 2 {
            return emit(.fsub, .float, [emit(.fmul, .float, [columns[0][0], columns[1][1]], .float),
                                        emit(.fmul, .float, [columns[1][0], columns[0][1]], .float)], .float)
        }
        var sum: IROperand?
        for row in 0..<n {
            let minor = columns.dropFirst().map { column in column.enumerated().filter { $0.offset != row }.map(\.element) }
            let term = emit(.fmul, .float, [columns[0][row], determinant(Array(minor))], .float)
            if let current = sum {
                sum = emit(row % 2 == 0 ? .fadd : .fsub, .float, [current, term], .float)
            } else {
                sum = term
            }
        }
        return sum ?? .float(0)
    }
}
