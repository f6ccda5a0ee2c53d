/// `PixelPacking`: between premultiplied RGBA8 words and the VM's per-channel lane registers.

/// Conversions between pixel words and channel registers.
enum PixelPacking {
    /// Each byte value b as the `half` nearest b / 255 (what a colour effect's `half4 color` holds).
    static let byteToHalf: [Float] = (0..<256).map { Float(Float16(Float($0) / 255)) }

    /// Writes the colour of `count` words into the four registers (later lanes repeat the last word).
    @inline(__always)
    static func unpack(_ words: UnsafePointer<UInt32>, count: Int, into file: UnsafeMutableRawPointer, registers: [IRRegister]) {
        let r = file + Int(registers[0]) * ShaderVM.registerBytes, g = file + Int(registers[1]) * ShaderVM.registerBytes
        let b = file + Int(registers[2]) * ShaderVM.registerBytes, a = file + Int(registers[3]) * ShaderVM.registerBytes
        if count == ShaderVM.lanes {
            // Eight words at a time: each channel's bytes · (1/255), rounded to half. For every
            // byte value this equals `byteToHalf` (checked by PixelPackingTests).
            let source = UnsafeRawPointer(words)
            var o = 0
            while o < ShaderVM.registerBytes {
                let word = source.loadUnaligned(fromByteOffset: o, as: BitLanes.self)
                @inline(__always) func channel(_ shift: UInt32) -> FloatLanes {
                    let byte = VectorMath.float(((word &>> shift) & 0xFF) | 0x4B00_0000) - 8_388_608
                    // 0 or at least 1/255: a normal half, so no range check is needed.
                    return VectorMath.roundNormalToHalf(byte * (1 / 255))
                }
                r.storeBytes(of: channel(0), toByteOffset: o, as: FloatLanes.self)
                g.storeBytes(of: channel(8), toByteOffset: o, as: FloatLanes.self)
                b.storeBytes(of: channel(16), toByteOffset: o, as: FloatLanes.self)
                a.storeBytes(of: channel(24), toByteOffset: o, as: FloatLanes.self)
                o += 32
            }
            return
        }
        byteToHalf.withUnsafeBufferPointer { table in
            for lane in 0..<ShaderVM.lanes {
                let word = words[min(lane, count - 1)]
                r.storeBytes(of: table[Int(word & 0xFF)], toByteOffset: lane * 4, as: Float.self)
                g.storeBytes(of: table[Int((word >> 8) & 0xFF)], toByteOffset: lane * 4, as: Float.self)
                b.storeBytes(of: table[Int((word >> 16) & 0xFF)], toByteOffset: lane * 4, as: Float.self)
                a.storeBytes(of: table[Int(word >> 24)], toByteOffset: lane * 4, as: Float.self)
            }
        }
    }

    /// Packs the premultiplied colours in four registers into `count` words: channels clamped to
    /// 0…1 (NaN to 0), colour clamped to alpha, scaled by 255 and rounded to nearest.
    @inline(__always)
    static func pack(_ file: UnsafeMutableRawPointer, registers: [IRRegister], count: Int, into output: UnsafeMutablePointer<UInt32>) {
        let r = UnsafeRawPointer(file + Int(registers[0]) * ShaderVM.registerBytes)
        let g = UnsafeRawPointer(file + Int(registers[1]) * ShaderVM.registerBytes)
        let b = UnsafeRawPointer(file + Int(registers[2]) * ShaderVM.registerBytes)
        let a = UnsafeRawPointer(file + Int(registers[3]) * ShaderVM.registerBytes)
        @inline(__always) func packAll(into out: UnsafeMutableRawPointer) {
            var o = 0
            while o < ShaderVM.registerBytes {
                let alpha = scaled(a.load(fromByteOffset: o, as: FloatLanes.self))
                let red = scaled(r.load(fromByteOffset: o, as: FloatLanes.self))
                let green = scaled(g.load(fromByteOffset: o, as: FloatLanes.self))
                let blue = scaled(b.load(fromByteOffset: o, as: FloatLanes.self))
                let word = bits(red.replacing(with: alpha, where: red .> alpha))
                    | bits(green.replacing(with: alpha, where: green .> alpha)) &<< 8
                    | bits(blue.replacing(with: alpha, where: blue .> alpha)) &<< 16
                    | bits(alpha) &<< 24
                out.storeBytes(of: word, toByteOffset: o, as: BitLanes.self)
                o += 32
            }
        }
        if count == ShaderVM.lanes { return packAll(into: UnsafeMutableRawPointer(output)) }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: ShaderVM.lanes) { words in
            guard let out = words.baseAddress else { return }
            packAll(into: UnsafeMutableRawPointer(out))
            output.update(from: out, count: min(count, ShaderVM.lanes))
        }
    }

    /// A channel scaled to 0…255, NaN to 0.
    @inline(__always)
    static func scaled(_ c: FloatLanes) -> FloatLanes {
        var q = c * 255
        q = q.replacing(with: 0, where: .!(q .>= 0))
        return q.replacing(with: 255, where: q .> 255)
    }

    /// The rounded integer (0…255) of each lane.
    @inline(__always)
    static func bits(_ q: FloatLanes) -> BitLanes {
        unsafeBitCast(q + 12_582_912, to: BitLanes.self) & 0xFF
    }

    /// One premultiplied colour (channels 0…1) as a word, by the same rule as `pack`.
    @inline(__always)
    static func word(_ color: SIMD4<Float>) -> UInt32 {
        var q = color * 255
        q = q.replacing(with: 0, where: .!(q .>= 0))
        q = q.replacing(with: 255, where: q .> 255)
        q = q.replacing(with: SIMD4(repeating: q.w), where: q .> SIMD4(repeating: q.w))
        let b = unsafeBitCast(q + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        return b.x | b.y << 8 | b.z << 16 | b.w << 24
    }
}
