import Testing
import Foundation
import AuroraRaster
@testable import AuroraShaders

/// The seed's Ripple layer effect against the reference evaluator and a Swift formula.
@Suite struct RippleShaderTests {
    @Test func rippleAgrees() throws {
        let source = ShaderSources.ripple.replacingOccurrences(of: "#include <metal_stdlib>\n#include <SwiftUI/SwiftUI.h>\nusing namespace metal;\n", with: "")
        try ShaderCheck.check(ShaderCase(name: "Ripple", source: source, kind: .layer,
                                         arguments: [.float2(20, 15), .float(0.02), .float(12), .float(15), .float(8), .float(1200)]) { p, _, sample in
            let d = simd_length(p - SIMD2(20, 15))
            let t = Swift.max(0, Float(0.02) - d / 1200)
            let amount = 12 * sin(15 * t) * exp(-8 * t)
            let n = (p - SIMD2(20, 15)) / d
            var c = sample(p + amount * n)
            c.x += 0.3 * (amount / 12) * c.w; c.y += 0.3 * (amount / 12) * c.w; c.z += 0.3 * (amount / 12) * c.w
            return [c.x, c.y, c.z, c.w]
        })
    }
}

func simd_length(_ v: SIMD2<Float>) -> Float { (v * v).sum().squareRoot() }
