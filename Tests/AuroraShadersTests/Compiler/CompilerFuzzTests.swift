import Testing
import AuroraRaster
@testable import AuroraShaders

/// Mutated sources that still check compile and run on the VM without crashing, and every
/// loop stays inside the budget.
@Suite struct CompilerFuzzTests {
    @Test func mutatedProgramsCompileAndRunOrFailCleanly() throws {
        var random = FrontEndFuzzTests.SeededGenerator(state: 0xC0DE_0008)
        let corpus = ShaderSources.all
        let layer = try Pixmap(width: 4, height: 4)
        var compiled = 0
        for case_ in 0..<3_000 {
            let source = FrontEndFuzzTests.mutate(corpus[case_ % corpus.count], &random)
            guard case .success(let program) = ShaderFrontEnd.check(source: source, file: "fuzz.metal") else { continue }
            for function in program.functions where function.isStitchable {
                guard let kind = function.entryKind else { continue }
                let shader: ShaderProgram
                do {
                    shader = try ShaderProgram(checked: program, function: function.name, as: kind, source: source, file: "fuzz.metal")
                } catch {
                    #expect(!error.diagnostics.isEmpty)
                    continue
                }
                compiled += 1
                var budgeted = shader
                budgeted.iterationBudget = 200
                // Zero arguments of the right shapes where they are simple; otherwise binding fails cleanly.
                let arguments: [ShaderArgumentValue] = function.argumentParameters(for: kind).map { parameter in
                    switch parameter.type.componentCount {
                    case 2: .float2(1, 2)
                    case 3: .float3(1, 2, 3)
                    case 4: .float4(1, 2, 3, 4)
                    default: .float(0.5)
                    }
                }
                _ = try? budgeted.evaluate(at: ShaderCheck.positions.prefix(8).map { $0 }, colors: ShaderCheck.colors, arguments: arguments,
                                           layer: kind == .layer ? layer : nil)
            }
        }
        #expect(compiled > 100)
    }
}
