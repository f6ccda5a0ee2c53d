/// `BuiltinEvaluation`: the reference definition of each Metal standard library function.
import Foundation

extension ValueArithmetic {
    /// `function` applied to arguments already converted to the chosen overload's parameter types.
    ///
    /// Vector functions (`length`, `normalize`, `reflect` …) compute in `Float` and round once per
    /// result component for `half`; componentwise functions round each component's result.
    static func builtin(_ function: BuiltinFunction, _ arguments: [ShaderValue]) -> ShaderValue {
        let a = arguments.first ?? .float(0)
        let b = arguments.count > 1 ? arguments[1] : a
        let c = arguments.count > 2 ? arguments[2] : b
        switch function {
        case .sin: return floating(a) { Foundation.sin($0) }
        case .cos: return floating(a) { Foundation.cos($0) }
        case .tan: return floating(a) { Foundation.tan($0) }
        case .asin: return floating(a) { Foundation.asin($0) }
        case .acos: return floating(a) { Foundation.acos($0) }
        case .atan: return floating(a) { Foundation.atan($0) }
        case .sinh: return floating(a) { Foundation.sinh($0) }
        case .cosh: return floating(a) { Foundation.cosh($0) }
        case .tanh: return floating(a) { Foundation.tanh($0) }
        case .exp: return floating(a) { Foundation.exp($0) }
        case .exp2: return floating(a) { Foundation.exp2($0) }
        case .exp10: return floating(a) { Foundation.pow(10, $0) }
        case .log: return floating(a) { Foundation.log($0) }
        case .log2: return floating(a) { Foundation.log2($0) }
        case .log10: return floating(a) { Foundation.log10($0) }
        case .sqrt: return floating(a) { $0.squareRoot() }
        case .rsqrt: return floating(a) { 1 / $0.squareRoot() }
        case .atan2: return floating2(a, b) { Foundation.atan2($0, $1) }
        case .pow: return floating2(a, b) { Foundation.pow($0, $1) }
        case .floor: return floating(a) { $0.rounded(.down) }
        case .ceil: return floating(a) { $0.rounded(.up) }
        case .round: return floating(a) { $0.rounded(.toNearestOrAwayFromZero) }
        case .trunc: return floating(a) { $0.rounded(.towardZero) }
        case .fract: return floating(a) { Swift.min($0 - $0.rounded(.down), 0x1.fffffep-1) }
        case .sign: return floating(a) { $0 > 0 ? 1 : ($0 < 0 ? -1 : ($0.isNaN ? 0 : $0)) }
        case .fmod: return floating2(a, b) { $0 - $1 * ($0 / $1).rounded(.towardZero) }
        case .copysign: return floating2(a, b) { Float(sign: $1.sign, exponentBitPattern: $0.exponentBitPattern, significandBitPattern: $0.significandBitPattern) }
        case .abs:
            return map(a) { scalar in
                switch scalar {
                case .int(let i): .int(i == .min ? .min : Swift.abs(i))
                case .uint: scalar
                case .half(let h): .half(Swift.abs(h))
                default: .float(Swift.abs(scalar.floatValue ?? 0))
                }
            }
        case .min: return zip(a, b) { minimum($0, $1) }
        case .max: return zip(a, b) { maximum($0, $1) }
        case .clamp: return zip3(a, b, c) { x, lo, hi in minimum(maximum(x, lo), hi) }
        case .saturate: return floating(a) { Swift.min(Swift.max($0, 0), 1) }
        case .mix: return floating3(a, b, c) { x, y, t in x + (y - x) * t }
        case .step: return floating2(a, b) { edge, x in x < edge ? 0 : 1 }
        case .smoothstep:
            return floating3(a, b, c) { e0, e1, x in
                let t = Swift.min(Swift.max((x - e0) / (e1 - e0), 0), 1)
                return t * t * (3 - 2 * t)
            }
        case .fma: return floating3(a, b, c) { x, y, z in z.addingProduct(x, y) }
        case .length: return scalarResult(like: a, norm(components(a)))
        case .distance: return scalarResult(like: a, norm(Swift.zip(components(a), components(b)).map { $0 - $1 }))
        case .dot: return scalarResult(like: a, Swift.zip(components(a), components(b)).reduce(0) { $0 + $1.0 * $1.1 })
        case .cross:
            let x = components(a), y = components(b)
            guard x.count == 3, y.count == 3 else { return a }
            return vectorResult(like: a, [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]])
        case .normalize:
            let x = components(a)
            let scale = 1 / x.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return vectorResult(like: a, x.map { $0 * scale })
        case .reflect:
            let i = components(a), n = components(b)
            let d = Swift.zip(n, i).reduce(0) { $0 + $1.0 * $1.1 }
            return vectorResult(like: a, Swift.zip(i, n).map { $0 - 2 * d * $1 })
        case .refract:
            let i = components(a), n = components(b), eta = c.floatValue ?? 0
            let d = Swift.zip(n, i).reduce(0) { $0 + $1.0 * $1.1 }
            let k = 1 - eta * eta * (1 - d * d)
            guard k >= 0 else { return vectorResult(like: a, i.map { _ in 0 }) }
            return vectorResult(like: a, Swift.zip(i, n).map { eta * $0 - (eta * d + k.squareRoot()) * $1 })
        case .faceforward:
            let d = Swift.zip(components(c), components(b)).reduce(0) { $0 + $1.0 * $1.1 }
            return d < 0 ? a : unary(.negate, a)
        case .any, .all:
            var values: [Bool] = []
            _ = map(a) { scalar in
                if case .bool(let flag) = scalar { values.append(flag) }
                return scalar
            }
            return .bool(function == .any ? values.contains(true) : values.allSatisfy { $0 })
        case .select:
            return zip3(a, b, c) { x, y, condition in
                if case .bool(true) = condition { return y }
                return x
            }
        case .isnan: return map(a) { .bool(($0.floatValue ?? 0).isNaN) }
        case .isinf: return map(a) { .bool(($0.floatValue ?? 0).isInfinite) }
        case .transpose:
            guard case .matrix(let columns) = a, case .vector(let first) = columns.first else { return a }
            return .matrix((0..<first.count).map { row in
                .vector(columns.map { column in
                    if case .vector(let parts) = column, row < parts.count { return parts[row] }
                    return .float(0)
                })
            })
        case .determinant:
            guard case .matrix(let columns) = a else { return a }
            let m = columns.map(components)
            return scalarResult(like: a, determinant(m))
        }
    }

    /// NaN-avoiding minimum for floats (Metal's `fmin`), plain for integers.
    static func minimum(_ x: ShaderValue, _ y: ShaderValue) -> ShaderValue {
        switch (x, y) {
        case (.int(let p), .int(let q)): .int(Swift.min(p, q))
        case (.uint(let p), .uint(let q)): .uint(Swift.min(p, q))
        case (.half(let p), .half(let q)): .half(Float16.minimum(p, q))
        case (.float(let p), .float(let q)): .float(Float.minimum(p, q).isNaN ? (p.isNaN ? q : p) : Float.minimum(p, q))
        default: x
        }
    }

    /// NaN-avoiding maximum for floats (Metal's `fmax`), plain for integers.
    static func maximum(_ x: ShaderValue, _ y: ShaderValue) -> ShaderValue {
        switch (x, y) {
        case (.int(let p), .int(let q)): .int(Swift.max(p, q))
        case (.uint(let p), .uint(let q)): .uint(Swift.max(p, q))
        case (.half(let p), .half(let q)): .half(Float16.maximum(p, q))
        case (.float(let p), .float(let q)): .float(Float.maximum(p, q).isNaN ? (p.isNaN ? q : p) : Float.maximum(p, q))
        default: x
        }
    }

    /// The components of a scalar or vector as `Float`s.
    static func components(_ value: ShaderValue) -> [Float] { value.floatComponents ?? [] }

    static func norm(_ values: [Float]) -> Float { values.reduce(0) { $0 + $1 * $1 }.squareRoot() }

    /// A scalar of `like`'s element type (half rounds).
    static func scalarResult(like: ShaderValue, _ value: Float) -> ShaderValue {
        isHalf(like) ? .half(Float16(value)) : .float(value)
    }

    /// A vector of `like`'s element type.
    static func vectorResult(like: ShaderValue, _ values: [Float]) -> ShaderValue {
        let half = isHalf(like)
        return .vector(values.map { half ? .half(Float16($0)) : .float($0) })
    }

    /// Whether the value's first scalar is a `half`.
    static func isHalf(_ value: ShaderValue) -> Bool {
        switch value {
        case .half: true
        case .vector(let parts), .matrix(let parts): parts.first.map(isHalf) ?? false
        default: false
        }
    }

    /// The determinant of a square matrix given by columns, by cofactor expansion.
    static func determinant(_ m: [[Float]]) -> Float {
        let n = m.count
        guard n > 0, m.allSatisfy({ $0.count == n }) else { return 0 }
        if n == 1 { return m[0][0] }
        if n == 2 { return m[0][0] * m[1][1] - m[1][0] * m[0][1] }
        var sum: Float = 0
        for column in 0..<n {
            let minor = m.enumerated().filter { $0.offset != column }.map { Array($0.element.dropFirst()) }
            let sign: Float = column % 2 == 0 ? 1 : -1
            sum += sign * m[column][0] * determinant(minor)
        }
        return sum
    }
}
