/// `ShaderCheck`: runs a shader function three ways — the VM, the reference evaluator and a Swift formula — and compares.
import Testing
import AuroraRaster
@testable import AuroraShaders

/// One shader of the suite: its source, how it is called, and the same formula in Swift.
struct ShaderCase: Sendable, CustomTestStringConvertible {
    /// The function's name (also the test's name).
    var name: String
    /// The `.metal` source (without the usual includes, which `fullSource` adds).
    var source: String
    /// How SwiftUI uses it.
    var kind: EntryKind
    /// The arguments after the fixed parameters.
    var arguments: [ShaderArgumentValue] = []
    /// The result the Swift formula expects at a position, for a colour (colour effects) or a
    /// layer sampler (layer effects).
    var formula: @Sendable (SIMD2<Float>, SIMD4<Float>, (SIMD2<Float>) -> SIMD4<Float>) -> [Float]
    /// How far the Swift formula may be from the VM, absolute, for results that round to half
    /// (the formula computes in Float throughout). Default: 2e-3 (a few half ulps near 1).
    var formulaTolerance: Float = 2e-3

    var testDescription: String { name }

    /// The source with the includes SwiftUI shader files start with.
    var fullSource: String {
        "#include <metal_stdlib>\n#include <SwiftUI/SwiftUI.h>\nusing namespace metal;\n\n" + source
    }
}

/// The comparisons.
enum ShaderCheck {
    /// 96 positions over a 40×30 area (two VM batches, the second partly filled), with a colour each.
    static let positions: [SIMD2<Float>] = (0..<96).map { k in
        SIMD2(Float(k % 12) * 3.37 + 0.5, Float(k / 12) * 3.71 + 0.5)
    }
    static let colors: [SIMD4<Float>] = (0..<96).map { k in
        let a = Float((k * 37) % 256) / 255
        return SIMD4(Float((k * 53) % 256) / 255 * a, Float((k * 91) % 256) / 255 * a, Float((k * 17) % 256) / 255 * a, a)
    }

    /// A 48×40 layer: a colourful, partly transparent pattern.
    static let layer: Pixmap = {
        var pixmap = try! Pixmap(width: 48, height: 40)
        for y in 0..<40 {
            for x in 0..<48 {
                let a = UInt8(128 + (x * 5 + y * 3) % 128)
                let r = UInt8((Int(a) * ((x * 11) % 256)) / 255), g = UInt8((Int(a) * ((y * 13) % 256)) / 255)
                let b = UInt8((Int(a) * (((x + y) * 7) % 256)) / 255)
                pixmap.setPixel(PremultipliedPixel(red: r, green: g, blue: b, alpha: a), x: x, y: y)
            }
        }
        return pixmap
    }()

    /// The reference evaluator's argument for a raster argument bound to `type`.
    static func referenceValues(_ argument: ShaderArgumentValue, _ type: ShaderType) -> [ShaderValue] {
        func floats(_ values: [Float]) -> ShaderValue {
            let half = type.scalarType == .half
            let parts: [ShaderValue] = values.map { half ? .half(Float16($0)) : .float($0) }
            return parts.count == 1 ? parts[0] : .vector(parts)
        }
        switch argument {
        case .float(let x): return [floats([x])]
        case .float2(let x, let y): return [floats([x, y])]
        case .float3(let x, let y, let z): return [floats([x, y, z])]
        case .float4(let x, let y, let z, let w): return [floats([x, y, z, w])]
        case .color(let r, let g, let b, let a): return [floats([r, g, b, a])]
        case .boundingRect: return [floats([0, 0, 100, 100])]
        case .floatArray(let values): return [.array(values.map { .float($0) }), .int(Int32(values.count))]
        case .colorArray(let colors):
            return [.array(colors.map { c in .vector([c.x, c.y, c.z, c.w].map { .half(Float16($0)) }) }), .int(Int32(colors.count))]
        case .image(let pixmap): return [.texture(ShaderImage(pixmap: pixmap))]
        case .data(let bytes):
            guard case .deviceArray(let element) = type else { return [] }
            let half = element.scalarType == .half, size = half ? 2 : 4, components = element.flatCount
            let count = bytes.count / (size * components)
            let scalars: [ShaderValue] = (0..<(count * components)).map { index in
                let word = (0..<size).reduce(UInt32(0)) { $0 | UInt32(bytes[index * size + $1]) << (8 * $1) }
                return half ? .half(Float16(bitPattern: UInt16(word))) : .float(Float(bitPattern: word))
            }
            let elements = components == 1 ? scalars : (0..<count).map { .vector(Array(scalars[($0 * components)..<(($0 + 1) * components)])) }
            return [.array(elements), .int(Int32(bytes.count))]
        }
    }

    /// Whether `vm` and `expected` agree: relative 1e-5 (absolute near zero) for float results,
    /// one half ulp for half results.
    static func agrees(_ vm: Float, _ expected: Float, isHalf: Bool) -> Bool {
        if vm.isNaN || expected.isNaN { return vm.isNaN && expected.isNaN }
        if vm == expected { return true }
        if isHalf {
            let ulp = Float(Float16(Swift.max(Swift.abs(expected), Float(Float16.leastNormalMagnitude))).ulp)
            return Swift.abs(vm - expected) <= ulp * 1.001
        }
        return Swift.abs(vm - expected) <= 1e-5 * Swift.max(1, Swift.abs(expected))
    }

    /// Runs `shader` on the VM, the reference evaluator and its Swift formula, and records any disagreement.
    static func check(_ shader: ShaderCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let checked = try ShaderFrontEnd.check(source: shader.fullSource, file: "\(shader.name).metal").get()
        let program = try ShaderProgram(checked: checked, function: shader.name, as: shader.kind,
                                        source: shader.fullSource, file: "\(shader.name).metal")
        let vm = try program.evaluate(at: positions, colors: colors, arguments: shader.arguments, layer: shader.kind == .layer ? layer : nil)
        let reference = ReferenceEvaluator(program: checked)
        let function = try #require(checked.function(named: shader.name))
        let isHalf = function.returnType.scalarType == .half
        let sampler = PixmapLayerSampler(pixmap: layer)
        var argumentValues: [ShaderValue] = []
        var parameterIndex = function.parameters.count - function.argumentParameters(for: shader.kind).count
        for argument in shader.arguments {
            let values = referenceValues(argument, function.parameters[parameterIndex].type)
            argumentValues += values
            parameterIndex += values.count
        }
        var failures = 0
        for (k, position) in positions.enumerated() {
            var fixed: [ShaderValue] = [.float2(position.x, position.y)]
            if shader.kind == .colorEffect {
                let c = colors[k]
                fixed.append(.half4(c.x, c.y, c.z, c.w))
            } else if shader.kind == .layer {
                fixed.append(.layer)
            }
            let expected = try reference.call(shader.name, arguments: fixed + argumentValues, layer: sampler, iterationBudget: program.iterationBudget)
            let expectedComponents = try #require(expected.floatComponents)
            let color = colors[k]
            let halfColor = SIMD4(Float(Float16(color.x)), Float(Float16(color.y)), Float(Float16(color.z)), Float(Float16(color.w)))
            let formula = shader.formula(position, halfColor) { sampler.sample($0) }
            for c in expectedComponents.indices where failures < 5 {
                if !agrees(vm[k][c], expectedComponents[c], isHalf: isHalf) {
                    Issue.record("\(shader.name) at \(position) component \(c): VM \(vm[k][c]) ≠ reference \(expectedComponents[c])", sourceLocation: sourceLocation)
                    failures += 1
                }
                let tolerance = isHalf ? shader.formulaTolerance : 1e-5 * Swift.max(1, Swift.abs(formula[c]))
                if c < formula.count, !(Swift.abs(vm[k][c] - formula[c]) <= tolerance) && !(vm[k][c].isNaN && formula[c].isNaN) {
                    Issue.record("\(shader.name) at \(position) component \(c): VM \(vm[k][c]) ≠ Swift formula \(formula[c])", sourceLocation: sourceLocation)
                    failures += 1
                }
            }
        }
    }
}
