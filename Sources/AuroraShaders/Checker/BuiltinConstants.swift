/// `BuiltinConstants`: the named constants of the Metal standard library a shader may use.

/// Metal's math constants (`M_PI_F`, `MAXFLOAT` …), as typed values.
enum BuiltinConstants {
    /// Each constant's value; the `_H` forms are `half`.
    static let values: [String: ShaderValue] = {
        let floats: [String: Float] = [
            "M_PI_F": .pi, "M_PI_2_F": .pi / 2, "M_PI_4_F": .pi / 4, "M_1_PI_F": 1 / .pi, "M_2_PI_F": 2 / .pi,
            "M_2_SQRTPI_F": 1.1283791670955126, "M_E_F": 2.718281828459045, "M_LOG2E_F": 1.4426950408889634,
            "M_LOG10E_F": 0.4342944819032518, "M_LN2_F": 0.6931471805599453, "M_LN10_F": 2.302585092994046,
            "M_SQRT2_F": 1.4142135623730951, "M_SQRT1_2_F": 0.7071067811865476,
            "MAXFLOAT": .greatestFiniteMagnitude, "FLT_MAX": .greatestFiniteMagnitude,
            "FLT_MIN": .leastNormalMagnitude, "FLT_EPSILON": .ulpOfOne, "INFINITY": .infinity, "NAN": .nan,
            "HUGE_VALF": .infinity,
        ]
        var result = floats.mapValues { ShaderValue.float($0) }
        let halves: [String: Float16] = [
            "M_PI_H": .pi, "M_PI_2_H": .pi / 2, "M_PI_4_H": .pi / 4, "M_1_PI_H": Float16(1 / Float.pi),
            "M_E_H": Float16(2.718281828459045), "M_SQRT2_H": Float16(1.4142135623730951),
            "M_SQRT1_2_H": Float16(0.7071067811865476), "HALF_MAX": .greatestFiniteMagnitude,
            "HALF_MIN": .leastNormalMagnitude, "HALF_EPSILON": .ulpOfOne, "MAXHALF": .greatestFiniteMagnitude,
        ]
        for (name, value) in halves { result[name] = .half(value) }
        result["INT_MAX"] = .int(.max)
        result["INT_MIN"] = .int(.min)
        result["UINT_MAX"] = .uint(.max)
        return result
    }()

    /// The type of a builtin constant's value.
    static func type(of value: ShaderValue) -> ShaderType {
        switch value {
        case .half: .half
        case .int: .int
        case .uint: .uint
        default: .float
        }
    }
}
