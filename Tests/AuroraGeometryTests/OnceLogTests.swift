/// OnceLog: a diagnostic met on every frame (a shader that does not compile, a CFF2 font) is written once.
import AuroraGeometry
import Synchronization
import Testing

@Suite struct OnceLogTests {
    @Test func eachMessageIsWrittenOnce() {
        let lines = Mutex<[String]>([])
        let log = OnceLog { message in lines.withLock { $0.append(message) } }
        for _ in 0..<3 {
            log.report("Aurora: FontFace(Inter, index 0): no outlines")
            log.report("another")
        }
        #expect(lines.withLock { $0 } == ["Aurora: FontFace(Inter, index 0): no outlines", "another"])
    }
}
