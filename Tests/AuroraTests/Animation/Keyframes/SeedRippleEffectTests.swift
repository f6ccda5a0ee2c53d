/// The seed's RippleEffect (WWDC24 "Create custom visual effects with SwiftUI", as AuroraGallery holds it) on the frame clock.
import AuroraDisplayList
import AuroraShaders
import Foundation
import Testing
@testable import Aurora
@testable import AuroraGallery

/// The elapsed-time argument of the first layer shader effect in the list, or nil when none is applied.
private func rippleElapsedTime(in list: DisplayList) -> Float? {
    for case .shader(let shader) in effects(in: list) where shader.kind == .layer {
        if shader.arguments.count > 1, case .float(let time) = shader.arguments[1] { return time }
    }
    return nil
}

// In the ripple suite: `ShaderLibrary.default` reads `AURORA_SHADER_PATH`, which its tests set one at a time.
extension RippleTests {
    @Test func seedRippleEffectRunsOnEachTriggerChange() throws {
        let folder = try TemporaryShaderFolder(["Ripple.metal": SampleShaders.ripple])
        defer { folder.remove() }
        setenv("AURORA_SHADER_PATH", folder.url.path, 1)
        defer { unsetenv("AURORA_SHADER_PATH") }
        let box = BindingBox<Int>()
        let view = StateHost(0, box: box) { taps in
            Self.stripes.modifier(RippleEffect(at: CGPoint(x: 16, y: 16), trigger: taps))
        }
        let timed = TimedHost(view)
        #expect(rippleElapsedTime(in: timed.frame(at: 0.5)) == nil)
        box.value = 1
        // At the trigger the elapsed time is 0, where the seed disables the effect.
        #expect(rippleElapsedTime(in: timed.frame(at: 1)) == nil)
        #expect(rippleElapsedTime(in: timed.frame(at: 1.25)) == 0.25)
        #expect(rippleElapsedTime(in: timed.frame(at: 3.5)) == 2.5)
        #expect(rippleElapsedTime(in: timed.frame(at: 4.5)) == nil)
        #expect(!timed.host.graph.needsFrame)
        box.value = 2
        timed.frame(at: 6)
        #expect(rippleElapsedTime(in: timed.frame(at: 6.5)) == 0.5)
    }
}
