/// `RandomShaderGenerator`: well-typed random fill shaders, for fuzzing the checker and evaluator
/// on valid input (and for comparing the VM with the reference evaluator on programs nobody wrote).

/// Writes random `[[ stitchable ]] half4 f(float2 position, float a, float b)` functions that the
/// checker must accept: every expression is generated for a type, from variables of that type.
struct RandomShaderGenerator<Generator: RandomNumberGenerator> {
    var random: Generator
    /// The variables in scope, by type name (`float`, `half3`, `int`, `bool` …).
    private var variables: [String: [String]] = [:]
    private var counter = 0
    /// Loop counters, never assigned in their loop's body (so every loop ends).
    private var loopIndices: Set<String> = []
    /// The deepest expression generated.
    var maximumDepth = 4

    static var types: [String] { ["float", "float2", "float3", "float4", "half", "half3", "half4", "int", "bool"] }

    init(random: Generator) {
        self.random = random
    }

    /// A whole source with one fill function of `statements` statements.
    mutating func source(statements: Int) -> String {
        variables = ["float2": ["position"], "float": ["a", "b"]]
        counter = 0
        var lines: [String] = []
        for _ in 0..<statements { lines.append(statement(depth: 0)) }
        let result = "half4(\(expression("half3", depth: 1)), 1.0h)"
        return "[[ stitchable ]] half4 f(float2 position, float a, float b) {\n"
            + lines.joined(separator: "\n") + "\n    return \(result);\n}\n"
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    private mutating func newName() -> String {
        counter += 1
        return "v\(counter)"
    }

    private mutating func statement(depth: Int) -> String {
        let indent = String(repeating: "    ", count: depth + 1)
        let type = pick(Self.types)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
            return declaration(type, indent: indent)
        case 4..<6:
            guard let target = variables[type]?.filter({ $0 != "position" && !loopIndices.contains($0) }).randomElement(using: &random) else {
                return declaration(type, indent: indent)
            }
            if type != "bool", chance(50) {
                let op = type == "int" ? pick(["+=", "-=", "*="]) : pick(["+=", "-=", "*="])
                return "\(indent)\(target) \(op) \(expression(type, depth: 1));"
            }
            return "\(indent)\(target) = \(expression(type, depth: 0));"
        case 6..<8 where depth < 2:
            let saved = variables
            let then = statement(depth: depth + 1)
            variables = saved
            let otherwise = statement(depth: depth + 1)
            variables = saved
            return "\(indent)if (\(expression("bool", depth: 1))) {\n\(then)\n\(indent)} else {\n\(otherwise)\n\(indent)}"
        case 8 where depth < 2:
            let saved = variables
            let index = newName()
            variables["int", default: []].append(index)
            loopIndices.insert(index)
            let body = statement(depth: depth + 1)
            let exit = chance(30) ? "\n\(indent)    if (\(index) == 2) break;" : ""
            variables = saved
            return "\(indent)for (int \(index) = 0; \(index) < \(Int.random(in: 1...4, using: &random)); \(index)++) {\n\(body)\(exit)\n\(indent)}"
        default:
            guard let vector = ["float3", "half4", "float4"].compactMap({ t in variables[t]?.randomElement(using: &random).map { (t, $0) } }).first else {
                return declaration(pick(["float3", "half4", "float4"]), indent: indent)
            }
            let scalar = vector.0.hasPrefix("half") ? "half" : "float"
            // A scalar broadcasts to the swizzle's components.
            return "\(indent)\(vector.1).\(pick(["x", "yz", "zx", "xy"])) = \(expression(scalar, depth: 1));"
        }
    }

    /// `type vN = expression;`, the new variable in scope afterwards.
    private mutating func declaration(_ type: String, indent: String) -> String {
        let name = newName()
        let line = "\(indent)\(type) \(name) = \(expression(type, depth: 0));"
        variables[type, default: []].append(name)
        return line
    }

    /// An expression of `type`.
    mutating func expression(_ type: String, depth: Int) -> String {
        if depth >= maximumDepth || chance(depth == 0 ? 10 : 35) { return leaf(type) }
        let d = depth + 1
        switch type {
        case "bool":
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return "(\(expression("float", depth: d)) \(pick(["<", ">", "<=", ">=", "==", "!="])) \(expression("float", depth: d)))"
            case 1: return "(\(expression("bool", depth: d)) \(pick(["&&", "||"])) \(expression("bool", depth: d)))"
            case 2: return "!\(expression("bool", depth: d))"
            default: return "(\(expression("int", depth: d)) \(pick(["<", "==", "!="])) \(expression("int", depth: d)))"
            }
        case "int":
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return "(\(expression("int", depth: d)) \(pick(["+", "-", "*", "/", "%"])) \(expression("int", depth: d)))"
            case 1: return "int(\(expression("float", depth: d)))"
            case 2: return "clamp(\(expression("int", depth: d)), -8, 8)"
            default: return "(\(expression("bool", depth: d)) ? \(expression("int", depth: d)) : \(expression("int", depth: d)))"
            }
        case "float", "half":
            let vectorType = pick([type + "2", type + "3", type + "4"]).replacingOccurrences(of: "half2", with: "half3")
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: return "(\(expression(type, depth: d)) \(pick(["+", "-", "*", "/"])) \(expression(type, depth: d)))"
            case 2: return "\(pick(["sin", "cos", "abs", "fract", "floor", "exp2", "tanh"]))(\(expression(type, depth: d)))"
            case 3: return "\(pick(["min", "max", "step", "atan2", "fmod"]))(\(expression(type, depth: d)), \(expression(type, depth: d)))"
            case 4: return "\(pick(["length", "dot"]) == "dot" ? "dot(\(expression(vectorType, depth: d)), \(expression(vectorType, depth: d)))" : "length(\(expression(vectorType, depth: d)))")"
            case 5: return "\(expression(vectorType, depth: d)).\(pick(["x", "y", "r", "g"]))"
            case 6: return "\(type)(\(expression(type == "half" ? "float" : "int", depth: d)))"
            default: return "mix(\(expression(type, depth: d)), \(expression(type, depth: d)), \(expression(type, depth: d)))"
            }
        default:
            let scalar = type.hasPrefix("half") ? "half" : "float"
            let count = Int(String(type.last ?? "2")) ?? 2
            switch Int.random(in: 0..<7, using: &random) {
            case 0, 1: return "(\(expression(type, depth: d)) \(pick(["+", "-", "*", "/"])) \(expression(pick([type, scalar]), depth: d)))"
            case 2: return "\(pick(["sin", "abs", "fract", "normalize", "saturate"]))(\(expression(type, depth: d)))"
            case 3: return "clamp(\(expression(type, depth: d)), \(expression(scalar, depth: d)), \(expression(scalar, depth: d)))"
            case 4:
                let parts = count == 4 && chance(50)
                    ? [expression(scalar + "2", depth: d), expression(scalar, depth: d), expression(scalar, depth: d)]
                    : (0..<count).map { _ in expression(scalar, depth: d) }
                return "\(type)(\(parts.joined(separator: ", ")))"
            case 5:
                let wider = scalar == "half" ? "half4" : "float4"
                return "\(expression(wider, depth: d)).\(String("xyzw".prefix(count).shuffled(using: &random)))"
            default:
                return "(\(expression("bool", depth: d)) ? \(expression(type, depth: d)) : \(expression(type, depth: d)))"
            }
        }
    }

    /// A variable of `type` or a literal.
    private mutating func leaf(_ type: String) -> String {
        if let names = variables[type], !names.isEmpty, chance(70) { return pick(names) }
        switch type {
        case "bool": return pick(["true", "false"])
        case "int": return "\(Int.random(in: -5...9, using: &random))"
        case "float": return pick(["0.5", "1.0", "2.0", "-0.25", "3.0", "a", "b", "position.x"])
        case "half": return pick(["0.5h", "1.0h", "-2.0h", "0.125h"])
        default:
            let scalar = type.hasPrefix("half") ? "half" : "float"
            return "\(type)(\(leaf(scalar)))"
        }
    }
}
