import Testing
@testable import AuroraShaders

@Suite struct SmokeTests {
    @Test func ripple() throws {
        switch ShaderFrontEnd.check(source: ShaderSources.ripple, file: "Ripple.metal") {
        case .success(let program):
            print(program.functions.map { "\($0.name) \(String(describing: $0.entryKind))" })
        case .failure(let error):
            print(error)
            Issue.record("failed")
        }
    }
}
