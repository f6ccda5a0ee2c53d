import Testing
@testable import AuroraShaders

/// Random and mutated sources: each gives a program or diagnostics, never a crash or a hang.
@Suite struct FrontEndFuzzTests {
    /// A small deterministic generator (SplitMix64), so every run sees the same cases.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Cuts a source into words and punctuation (a rough lexer, good enough to mutate with).
    static func pieces(_ source: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in source {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                if !current.isEmpty { result.append(current); current = "" }
                result.append(String(character))
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static let vocabulary = [
        "float", "half4", "float2", "int", "uint", "bool", "float3x3", "return", "if", "else", "for", "while",
        "do", "break", "continue", "{", "}", "(", ")", "[", "]", "[[", "]]", ";", ",", ".", "=", "+=", "*", "/",
        "%", "<<", "?", ":", "::", "-", "++", "!", "~", "&&", "||", "x", "y", "position", "layer", "sample",
        "stitchable", "struct", "constant", "const", "device", "#define", "#include", "#if", "#endif", "\n",
        "1.0", "0x1F", "2u", "1e40", "0.5h", "sin", "mix", "clamp", "dot", "xyzw", "rgba", "metal::", "precise::",
        "SwiftUI::Layer", "texture2d<half>", "sampler", "/*", "*/", "//", "\"", "'", "@", "é", "\u{0}",
    ]

    /// One mutation of `source`.
    static func mutate(_ source: String, _ random: inout SeededGenerator) -> String {
        var parts = pieces(source)
        guard !parts.isEmpty else { return source }
        let count = Int.random(in: 1...4, using: &random)
        for _ in 0..<count {
            let index = Int.random(in: 0..<parts.count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: parts.remove(at: index)
            case 1: parts.insert(parts[index], at: index)
            case 2:
                let other = Int.random(in: 0..<parts.count, using: &random)
                parts.swapAt(index, other)
            case 3: parts.insert(vocabulary.randomElement(using: &random) ?? "", at: index)
            case 4: parts[index] = vocabulary.randomElement(using: &random) ?? ""
            case 5:
                var bytes = Array(parts[index].utf8)
                if !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random) }
                parts[index] = String(decoding: bytes, as: UTF8.self)
            default:
                parts = Array(parts.prefix(index))
            }
            if parts.isEmpty { return "" }
        }
        return parts.joined()
    }

    /// A source of random vocabulary.
    static func randomSource(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0..<60, using: &random)).map { _ in vocabulary.randomElement(using: &random) ?? "" }
            .joined(separator: Bool.random(using: &random) ? " " : "")
    }

    /// A deeply nested source of one of several shapes.
    static func deepSource(_ depth: Int, _ shape: Int) -> String {
        let body: String
        switch shape {
        case 0: body = "float x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ";"
        case 1: body = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        case 2: body = "float x = " + String(repeating: "-", count: depth) + "1.0;"
        case 3: body = "float x = 1" + String(repeating: " + 1", count: depth) + ";"
        case 4: body = String(repeating: "if (true) ", count: depth) + "return half4(0);"
        case 5: body = "float x = " + String(repeating: "sin(", count: depth) + "1" + String(repeating: ")", count: depth) + ";"
        default: body = "float2 v = float2(1); float x = v" + String(repeating: ".xy", count: depth) + ".x;"
        }
        return "[[ stitchable ]] half4 f(float2 position) { \(body) return half4(0); }"
    }

    /// Runs every stitchable function of a checked program on zero arguments with a small budget.
    static func runEntryPoints(_ program: CheckedProgram) {
        // The text form prints any checked program.
        #expect(program.functions.allSatisfy { $0.description.hasPrefix("(function \($0.name)") })
        let evaluator = ReferenceEvaluator(program: program)
        for function in program.functions where function.isStitchable {
            let arguments = function.parameters.map { ShaderValue.zero(of: $0.type) }
            _ = try? evaluator.call(function.name, arguments: arguments, layer: nil, iterationBudget: 200)
        }
    }

    @Test func tenThousandMutatedAndRandomSourcesNeverCrash() {
        var random = SeededGenerator(state: 0x5EED_0008)
        var generator = RandomShaderGenerator(random: SeededGenerator(state: 0x5EED_0009))
        var programs = 0, failures = 0
        let corpus = ShaderSources.all
        for case_ in 0..<10_000 {
            let source: String
            switch case_ % 10 {
            case 0 where case_ % 20 == 0:
                let bytes = (0..<Int.random(in: 0..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                source = String(decoding: bytes, as: UTF8.self)
            case 0: source = Self.randomSource(&random)
            case 1: source = Self.deepSource(Int.random(in: 1...400, using: &random), case_ / 10 % 7)
            case 9: source = Self.mutate(generator.source(statements: 1 + case_ % 6), &random)
            default: source = Self.mutate(corpus[case_ % corpus.count], &random)
            }
            switch ShaderFrontEnd.check(source: source, file: "fuzz.metal") {
            case .success(let program):
                programs += 1
                Self.runEntryPoints(program)
            case .failure(let error):
                failures += 1
                #expect(!error.diagnostics.isEmpty, "a failure without diagnostics for:\n\(source)")
                #expect(error.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            }
        }
        #expect(programs + failures == 10_000)
        // Both outcomes occur: mutations are neither all harmless nor all fatal.
        #expect(programs > 100)
        #expect(failures > 5_000)
    }

    @Test func randomWellTypedShadersCheckAndRun() throws {
        var generator = RandomShaderGenerator(random: SeededGenerator(state: 0xF00D_0008))
        let layerless: (any LayerSampler)? = nil
        for index in 0..<300 {
            let source = generator.source(statements: 1 + index % 8)
            switch ShaderFrontEnd.check(source: source, file: "random.metal") {
            case .success(let program):
                let evaluator = ReferenceEvaluator(program: program)
                let result = try evaluator.call("f", arguments: [.float2(Float(index % 17), 3.5), .float(0.75), .float(-1.5)],
                                                layer: layerless, iterationBudget: 1_000)
                #expect(result.floatComponents?.count == 4)
            case .failure(let error):
                Issue.record("a well-typed random shader failed:\n\(source)\n\(error)")
                return
            }
        }
    }

    @Test func oversizedSourcesAreRefusedWithADiagnostic() throws {
        let huge = String(repeating: "float x = 1.0;\n", count: SourceFile.maximumSize / 15 + 10)
        guard case .failure(let error) = ShaderFrontEnd.check(source: huge, file: "huge.metal") else {
            Issue.record("a source over the size limit compiled")
            return
        }
        #expect(error.diagnostics.first?.message.hasPrefix("source is") == true)
    }

    @Test func hugeArraysAndStructsAreRefused() {
        let source = """
            struct A { float4x4 m[4096]; float extra; };
            struct C { float4x4 m[4096]; };
            [[ stitchable ]] half4 f(float2 p) { C c[2]; float4 bigger[4097]; C one; return half4(0); }
            """
        guard case .failure(let error) = ShaderFrontEnd.check(source: source, file: "huge.metal") else {
            Issue.record("huge types compiled")
            return
        }
        #expect(error.diagnostics.map(\.message) == [
            "struct 'A' holds 65537 numbers, more than Aurora's limit of 65536",
            "array of 2 'C' holds 131072 numbers, more than Aurora's limit of 65536",
            "array of 4097 elements is larger than Aurora's limit of 4096",
        ])
    }

    @Test func deeplyNestedStructsAreRefused() {
        var source = "struct S0 { float x; };\n"
        for i in 1...2_000 { source += "struct S\(i) { S\(i - 1) inner; float y; };\n" }
        source += "void f() { S2000 s; }\n"
        guard case .failure(let error) = ShaderFrontEnd.check(source: source, file: "nested.metal") else {
            Issue.record("2,000 nested structs compiled")
            return
        }
        #expect(error.diagnostics.first?.message == "struct 'S16' nests structs 17 deep, more than Aurora's limit of 16")
    }

    @Test func manyLargeVariablesAreRefused() {
        let locals = (0..<5).map { "float4x4 m\($0)[4096];" }.joined(separator: " ")
        let constants = (0..<5).map { "constant float4x4 k\($0)[4096] = {};" }.joined(separator: "\n")
        guard case .failure(let error) = ShaderFrontEnd.check(source: "\(constants)\nvoid f() { \(locals) }", file: "big.metal") else {
            Issue.record("too many large variables compiled")
            return
        }
        #expect(error.diagnostics.map(\.message) == [
            "constants hold more than 262144 numbers in all, Aurora's limit",
            "local variables hold more than 262144 numbers in all, Aurora's limit",
        ])
    }

    @Test func exponentialMacrosStopAtTheTokenLimit() {
        var source = "#define A0 1\n"
        for i in 1...40 { source += "#define A\(i) A\(i - 1) + A\(i - 1)\n" }
        source += "constant float x = A40;\n"
        guard case .failure(let error) = ShaderFrontEnd.check(source: source, file: "macros.metal") else {
            Issue.record("an exponential macro expansion compiled")
            return
        }
        #expect(error.diagnostics.contains { $0.message.contains("tokens, the most Aurora accepts") })
    }
}

extension FrontEndFuzzTests {
    /// Functions calling each other from inside deep expressions: up to the limit they check and
    /// run (the evaluator's recursion fits the stack); past it they are refused.
    @Test func deepNestingAcrossCallsIsBoundedAndRuns() throws {
        func chain(_ functions: Int, depth: Int) -> String {
            var source = "float g0(float x) { return x; }\n"
            for i in 1...functions {
                let inner = String(repeating: "(1.0 + ", count: depth) + "g\(i - 1)(x)" + String(repeating: ")", count: depth)
                source += "float g\(i)(float x) { return \(inner); }\n"
            }
            source += "[[ stitchable ]] half4 f(float2 position) { return half4(g\(functions)(1.0)); }\n"
            return source
        }
        let accepted = try ShaderFrontEnd.check(source: chain(8, depth: 45), file: "deep.metal").get()
        let value = try ReferenceEvaluator(program: accepted).call("f", arguments: [.float2(0, 0)], layer: nil, iterationBudget: 0)
        #expect(value == .half4(361, 361, 361, 361))
        guard case .failure(let error) = ShaderFrontEnd.check(source: chain(12, depth: 40), file: "deep.metal") else {
            Issue.record("a chain past the nesting limit compiled")
            return
        }
        #expect(error.diagnostics.contains { $0.message.hasSuffix("more than Aurora's limit of 400") })
    }
}
