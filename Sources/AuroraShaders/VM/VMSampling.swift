/// `VMSampling`: the VM's reads of bound resources — bilinear layer samples, texture samples, array elements.

/// Per-lane gathers from the images and arrays a run binds.
///
/// Layer samples follow `PixmapLayerSampler`: texel `(i, j)` is centred at `origin + (i + ½, j + ½) / scale`
/// and a bilinear blend of the four texels around a point is returned as premultiplied bytes / 255.
/// Texture samples follow `SamplerState`. A position that is not finite reads transparent black.
/// Samples are `half4`: every channel is rounded to `Float16` as it is stored.
enum VMSampling {
    /// Writes four registers from `d` (r, g, b, a) with the samples at the positions in `x`, `y`.
    static func sample(_ resource: IRResource, into d: UnsafeMutableRawPointer, x: UnsafeRawPointer, y: UnsafeRawPointer,
                       file: UnsafeMutableRawPointer, bindings: VMBindings) {
        switch resource {
        case .layer:
            guard let image = bindings.layer else { return clear(d) }
            var window: (x: UnsafeRawPointer, y: UnsafeRawPointer, offset: SIMD2<Float>)?
            if let w = bindings.sampleWindow {
                window = (UnsafeRawPointer(file + Int(w.x) * ShaderVM.registerBytes),
                          UnsafeRawPointer(file + Int(w.y) * ShaderVM.registerBytes), w.maxOffset)
            }
            let shift = image.origin * image.scale + 0.5
            var o = 0
            while o < ShaderVM.registerBytes {
                var px = x.load(fromByteOffset: o, as: FloatLanes.self)
                var py = y.load(fromByteOffset: o, as: FloatLanes.self)
                if let window {
                    let cx = window.x.load(fromByteOffset: o, as: FloatLanes.self)
                    let cy = window.y.load(fromByteOffset: o, as: FloatLanes.self)
                    px = px.replacing(with: cx - window.offset.x, where: px .< cx - window.offset.x)
                    px = px.replacing(with: cx + window.offset.x, where: px .> cx + window.offset.x)
                    py = py.replacing(with: cy - window.offset.y, where: py .< cy - window.offset.y)
                    py = py.replacing(with: cy + window.offset.y, where: py .> cy + window.offset.y)
                }
                bilinearChunk(image, px * image.scale - shift.x, py * image.scale - shift.y, into: d + o)
                o += 32
            }
        case .texture(_, let sampler):
            guard let image = bindings.texture else { return clear(d) }
            let size = SIMD2(Float(image.width), Float(image.height))
            for lane in 0..<ShaderVM.lanes {
                let c = SIMD2(x.load(fromByteOffset: lane * 4, as: Float.self), y.load(fromByteOffset: lane * 4, as: Float.self))
                let t = sampler.coordinates == .normalized ? c * size : c
                store(textureSample(image, t, sampler), d, lane)
            }
        case .array:
            clear(d)
        }
    }

    /// Writes `components` registers from `d` with the elements at the int indices in `index`
    /// (zero outside the array).
    static func load(_ resource: IRResource, into d: UnsafeMutableRawPointer, index: UnsafeRawPointer, bindings: VMBindings) {
        guard case .array(let argument, let components) = resource else { return }
        let array = bindings.arrays[argument]
        for lane in 0..<ShaderVM.lanes {
            let i = Int(index.load(fromByteOffset: lane * 4, as: Int32.self))
            for k in 0..<components {
                var value: Float = 0
                if let array, i >= 0, i < array.count { value = array.values[i * components + k] }
                d.storeBytes(of: value, toByteOffset: k * ShaderVM.registerBytes + lane * 4, as: Float.self)
            }
        }
    }

    /// Eight bilinear samples at texel-space `(tx, ty)` into the four channel registers at `d`.
    ///
    /// When every lane's four texels are inside the image, the texels are gathered lane by lane
    /// and filtered as eight-lane vectors; otherwise each lane goes through `bilinear`.
    @inline(__always)
    static func bilinearChunk(_ image: VMImage, _ tx: FloatLanes, _ ty: FloatLanes, into d: UnsafeMutableRawPointer) {
        let inside = (tx .>= 0) .& (ty .>= 0) .& (tx .< Float(image.width - 1)) .& (ty .< Float(image.height - 1))
        guard VectorMath.allLanes(inside) else {
            // Lane by lane, rounded to half as eight-lane vectors (`Float16` conversions are library calls on x86-64).
            var r = FloatLanes(), g = FloatLanes(), b = FloatLanes(), a = FloatLanes()
            for lane in 0..<8 {
                let c = bilinear(image, SIMD2(tx[lane], ty[lane]), clampEdges: image.edges == .clamp)
                r[lane] = c.x; g[lane] = c.y; b[lane] = c.z; a[lane] = c.w
            }
            d.storeBytes(of: VectorMath.roundToHalf(r), as: FloatLanes.self)
            d.storeBytes(of: VectorMath.roundToHalf(g), toByteOffset: ShaderVM.registerBytes, as: FloatLanes.self)
            d.storeBytes(of: VectorMath.roundToHalf(b), toByteOffset: 2 * ShaderVM.registerBytes, as: FloatLanes.self)
            d.storeBytes(of: VectorMath.roundToHalf(a), toByteOffset: 3 * ShaderVM.registerBytes, as: FloatLanes.self)
            return
        }
        let x0 = VectorMath.floor(tx), y0 = VectorMath.floor(ty)
        let fx = tx - x0, fy = ty - y0
        let index = VectorMath.smallInteger(y0) &* Int32(image.width) &+ VectorMath.smallInteger(x0)
        let w = image.width, words = image.words
        let i0 = Int(index[0]), i1 = Int(index[1]), i2 = Int(index[2]), i3 = Int(index[3])
        let i4 = Int(index[4]), i5 = Int(index[5]), i6 = Int(index[6]), i7 = Int(index[7])
        let p00 = BitLanes(words[i0], words[i1], words[i2], words[i3], words[i4], words[i5], words[i6], words[i7])
        let p10 = BitLanes(words[i0 + 1], words[i1 + 1], words[i2 + 1], words[i3 + 1],
                           words[i4 + 1], words[i5 + 1], words[i6 + 1], words[i7 + 1])
        let p01 = BitLanes(words[i0 + w], words[i1 + w], words[i2 + w], words[i3 + w],
                           words[i4 + w], words[i5 + w], words[i6 + w], words[i7 + w])
        let p11 = BitLanes(words[i0 + w + 1], words[i1 + w + 1], words[i2 + w + 1], words[i3 + w + 1],
                           words[i4 + w + 1], words[i5 + w + 1], words[i6 + w + 1], words[i7 + w + 1])
        let gx = 1 - fx, gy = 1 - fy
        @inline(__always) func channel(_ word: BitLanes, _ shift: UInt32) -> FloatLanes {
            VectorMath.float(((word &>> shift) & 0xFF) | 0x4B00_0000) - 8_388_608
        }
        @inline(__always) func filter(_ shift: UInt32) -> FloatLanes {
            let top = channel(p00, shift) * gx + channel(p10, shift) * fx
            let bottom = channel(p01, shift) * gx + channel(p11, shift) * fx
            return VectorMath.roundToHalf((top * gy + bottom * fy) * (1 / 255))
        }
        d.storeBytes(of: filter(0), as: FloatLanes.self)
        d.storeBytes(of: filter(8), toByteOffset: ShaderVM.registerBytes, as: FloatLanes.self)
        d.storeBytes(of: filter(16), toByteOffset: 2 * ShaderVM.registerBytes, as: FloatLanes.self)
        d.storeBytes(of: filter(24), toByteOffset: 3 * ShaderVM.registerBytes, as: FloatLanes.self)
    }

    @inline(__always)
    static func clear(_ d: UnsafeMutableRawPointer) {
        d.initializeMemory(as: UInt8.self, repeating: 0, count: 4 * ShaderVM.registerBytes)
    }

    /// Stores one lane's sample, rounded to `half` (samples are `half4`).
    @inline(__always)
    static func store(_ color: SIMD4<Float>, _ d: UnsafeMutableRawPointer, _ lane: Int) {
        d.storeBytes(of: Float(Float16(color.x)), toByteOffset: lane * 4, as: Float.self)
        d.storeBytes(of: Float(Float16(color.y)), toByteOffset: ShaderVM.registerBytes + lane * 4, as: Float.self)
        d.storeBytes(of: Float(Float16(color.z)), toByteOffset: 2 * ShaderVM.registerBytes + lane * 4, as: Float.self)
        d.storeBytes(of: Float(Float16(color.w)), toByteOffset: 3 * ShaderVM.registerBytes + lane * 4, as: Float.self)
    }

    /// A premultiplied word as channels 0…1.
    @inline(__always)
    static func unpack(_ word: UInt32) -> SIMD4<Float> {
        let bytes = SIMD4<UInt32>(word, word >> 8, word >> 16, word >> 24) & 0xFF
        return (unsafeBitCast(bytes | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608) * (1 / 255)
    }

    /// The bilinear sample at texel-space `t` (texel centres at integers), edges transparent or clamped.
    @inline(__always)
    static func bilinear(_ image: VMImage, _ t: SIMD2<Float>, clampEdges: Bool) -> SIMD4<Float> {
        let w = image.width, h = image.height
        guard t.x > -2, t.y > -2, t.x < Float(w) + 1, t.y < Float(h) + 1 else {
            // Far outside (or NaN): transparent, or the nearest edge texel when clamping.
            guard clampEdges, t.x.isFinite, t.y.isFinite else { return .zero }
            let cx = t.x < 0 ? 0 : (t.x >= Float(w) ? w - 1 : Int(t.x))
            let cy = t.y < 0 ? 0 : (t.y >= Float(h) ? h - 1 : Int(t.y))
            return unpack(image.words[cy * w + cx])
        }
        // t > -2 here, so truncating t + 2 is the floor.
        let x0 = Int(t.x + 2) - 2, y0 = Int(t.y + 2) - 2
        let fx = t.x - Float(x0), fy = t.y - Float(y0)
        let p00, p10, p01, p11: SIMD4<Float>
        if x0 >= 0, y0 >= 0, x0 + 1 < w, y0 + 1 < h {
            let row = image.words + y0 * w + x0
            p00 = unpack(row[0]); p10 = unpack(row[1])
            p01 = unpack(row[w]); p11 = unpack(row[w + 1])
        } else {
            p00 = texel(image, x0, y0, clampEdges)
            p10 = texel(image, x0 + 1, y0, clampEdges)
            p01 = texel(image, x0, y0 + 1, clampEdges)
            p11 = texel(image, x0 + 1, y0 + 1, clampEdges)
        }
        let top = p00 * (1 - fx) + p10 * fx
        let bottom = p01 * (1 - fx) + p11 * fx
        return top * (1 - fy) + bottom * fy
    }

    @inline(__always)
    static func texel(_ image: VMImage, _ x: Int, _ y: Int, _ clampEdges: Bool) -> SIMD4<Float> {
        if clampEdges {
            return unpack(image.words[min(max(y, 0), image.height - 1) * image.width + min(max(x, 0), image.width - 1)])
        }
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return .zero }
        return unpack(image.words[y * image.width + x])
    }

    /// A texture read at texel-space `t` as `sampler` says.
    static func textureSample(_ image: VMImage, _ t: SIMD2<Float>, _ sampler: SamplerState) -> SIMD4<Float> {
        // Beyond ±2²⁴ texels every address mode is meaningless in Float; such reads are transparent.
        guard t.x.isFinite, t.y.isFinite, Swift.abs(t.x) < 16_777_216, Swift.abs(t.y) < 16_777_216 else { return .zero }
        switch sampler.filter {
        case .nearest:
            return addressed(image, Int(t.x.rounded(.down)), Int(t.y.rounded(.down)), sampler)
        case .linear:
            let s = t - 0.5
            let x0f = s.x.rounded(.down), y0f = s.y.rounded(.down)
            let fx = s.x - x0f, fy = s.y - y0f
            let x0 = Int(x0f), y0 = Int(y0f)
            let top = addressed(image, x0, y0, sampler) * (1 - fx) + addressed(image, x0 + 1, y0, sampler) * fx
            let bottom = addressed(image, x0, y0 + 1, sampler) * (1 - fx) + addressed(image, x0 + 1, y0 + 1, sampler) * fx
            return top * (1 - fy) + bottom * fy
        }
    }

    /// The texel at `(x, y)` after each axis's address mode; transparent for `clamp_to_zero` outside.
    static func addressed(_ image: VMImage, _ x: Int, _ y: Int, _ sampler: SamplerState) -> SIMD4<Float> {
        guard let ax = address(x, image.width, sampler.addressX), let ay = address(y, image.height, sampler.addressY) else {
            return .zero
        }
        return unpack(image.words[ay * image.width + ax])
    }

    /// One coordinate through an address mode; `nil` when the texel reads as zero.
    static func address(_ i: Int, _ size: Int, _ mode: SamplerState.Address) -> Int? {
        switch mode {
        case .clampToEdge: return min(max(i, 0), size - 1)
        case .clampToZero: return i >= 0 && i < size ? i : nil
        case .repeat:
            let m = i % size
            return m < 0 ? m + size : m
        case .mirroredRepeat:
            var m = i % (2 * size)
            if m < 0 { m += 2 * size }
            return m < size ? m : 2 * size - 1 - m
        }
    }
}
