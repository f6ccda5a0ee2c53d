import Foundation
import Testing
import AuroraShaders

/// The Ripple shader as the seeds print it (shared/seeds), compiled straight from the seed files.
@Suite struct SeedRippleTests {
    /// /work/shared/seeds, found from this file (Tests/AuroraShadersTests/Checker/ → the repo root → ../shared).
    static let seeds = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/seeds")

    /// The Metal source of Ripple in a seed: from `#include <SwiftUI/SwiftUI.h>` to the `}` that
    /// closes `half4 Ripple(`.
    static func rippleSource(in file: String) -> String? {
        guard let text = try? String(contentsOf: seeds.appendingPathComponent(file), encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("#include <SwiftUI/SwiftUI.h>") }),
              let signature = lines[start...].firstIndex(where: { $0.hasPrefix("half4 Ripple(") }),
              let end = lines[signature...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "}" }) else {
            return nil
        }
        return lines[start...end].joined(separator: "\n")
    }

    @Test(arguments: ["001_f1594b88751be2f7.txt", "003_f19a9eed7de585c0.txt"])
    func theSeedsRippleCompilesUnchanged(file: String) throws {
        guard FileManager.default.fileExists(atPath: Self.seeds.path) else {
            print("skipped: \(Self.seeds.path) is absent (the shared seeds are only on the project machine)")
            return
        }
        let source = try #require(Self.rippleSource(in: file), "no Ripple Metal source found in \(file)")
        let program = try ShaderFrontEnd.check(source: source, file: "Ripple.metal").get()
        let ripple = try #require(program.function(named: "Ripple"))
        #expect(ripple.entryKind == .layer)
        #expect(ripple.argumentParameters(for: .layer).map(\.type) == [.float2, .float, .float, .float, .float, .float])
    }
}
