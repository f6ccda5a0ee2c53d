import Testing
@testable import AuroraShaders

/// The VM against the reference evaluator on 300 random well-typed fill shaders nobody wrote
/// (control flow, loops, half and int arithmetic, builtins), at 96 positions each.
@Suite struct RandomShaderAgreementTests {
    @Test func vmAgreesWithTheReferenceOnRandomShaders() throws {
        var generator = RandomShaderGenerator(random: FrontEndFuzzTests.SeededGenerator(state: 0x5EED_0008))
        var disagreements: [String] = []
        var compared = 0
        for index in 0..<300 {
            let source = generator.source(statements: 1 + index % 8)
            let program = try ShaderFrontEnd.check(source: source, file: "random.metal").get()
            let compiled = try ShaderProgram(checked: program, function: "f", as: .fill, source: source, file: "random.metal")
            let vm = try compiled.evaluate(at: ShaderCheck.positions, arguments: [ShaderArgumentValue.float(0.75), .float(-1.5)])
            let reference = ReferenceEvaluator(program: program)
            for (k, p) in ShaderCheck.positions.enumerated() {
                let layer: (any LayerSampler)? = nil
                let value = try reference.call("f", arguments: [ShaderValue.float2(p.x, p.y), .float(0.75), .float(-1.5)],
                                               layer: layer, iterationBudget: compiled.iterationBudget)
                let expected = try #require(value.floatComponents)
                compared += 1
                // Results are half: a difference of more than one half ulp is a disagreement, except
                // where the value is not finite on both sides alike.
                let same = zip(vm[k], expected).allSatisfy { ShaderCheck.agrees($0, $1, isHalf: true) }
                if !same {
                    disagreements.append("shader \(index) at \(p): VM \(vm[k]) reference \(expected)\n\(source)")
                    break
                }
            }
        }
        #expect(compared == 300 * 96)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.first ?? "")")
    }
}
