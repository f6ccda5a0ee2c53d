/// ShaderProgramCache: programs compiled once per (source, file, function, kind); failures logged once.
import AuroraRender
import AuroraGeometry
import AuroraShaders
import Foundation
import Synchronization
import Testing

@Suite struct ShaderProgramCacheTests {
    @Test func compileFailureIsLoggedOnceAndProgramsAreReused() {
        let lines = Mutex<[String]>([])
        let cache = ShaderProgramCache(messages: OnceLog { message in lines.withLock { $0.append(message) } })
        let broken = "[[ stitchable ]] half4 f(float2 p, half4 c) { return colour; }"
        #expect(cache.program(source: broken, file: "B.metal", function: "f", kind: .colorEffect) == nil)
        #expect(cache.program(source: broken, file: "B.metal", function: "f", kind: .colorEffect) == nil)
        let logged = lines.withLock { $0 }
        #expect(logged.count == 1)
        #expect(logged.first?.contains("B.metal:1:") == true)
        #expect(logged.first?.contains("use of undeclared identifier 'colour'") == true)

        let fine = "[[ stitchable ]] half4 g(float2 p, half4 c) { return c; }"
        let first = cache.program(source: fine, file: "G.metal", function: "g", kind: .colorEffect)
        #expect(first?.name == "g" && first?.entryKind == .colorEffect)
        // The same function as another kind is a different entry: `g` is no distortion.
        #expect(cache.program(source: fine, file: "G.metal", function: "g", kind: .distortion) == nil)
        #expect(lines.withLock { $0.count } == 2)
    }
}
