/// `VMSampling`: the VM's reads of bound resources — bilinear layer samples, texture samples, array elements.

/// Per-lane gathers from the images and arrays a run binds.
///
/// Layer samples follow `PixmapLayerSampler`: texel `(i, j)` is centred at `origin + (i + ½, j + ½) / scale`
/// and a bilinear blend of the four texels around a point is returned as premultiplied bytes / 255.
/// Texture samples follow `SamplerState`. A position that is not finite reads transparent black.
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
            for lane in 0..<ShaderVM.lanes {
                var p = SIMD2(x.load(fromByteOffset: lane * 4, as: Float.self), y.load(fromByteOffset: lane * 4, as: Float.self))
                if let window {
                    let centre = SIMD2(window.x.load(fromByteOffset: lane * 4, as: Float.self),
                                       window.y.load(fromByteOffset: lane * 4, as: Float.self))
                    p = p.replacing(with: centre - window.offset, where: p .< centre - window.offset)
                    p = p.replacing(with: centre + window.offset, where: p .> centre + window.offset)
                }
                let texel = p * image.scale - shift
                store(bilinear(image, texel, clampEdges: image.edges == .clamp), d, lane)
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

    @inline(__always)
    static func clear(_ d: UnsafeMutableRawPointer) {
        d.initializeMemory(as: UInt8.self, repeating: 0, count: 4 * ShaderVM.registerBytes)
    }

    @inline(__always)
    static func store(_ color: SIMD4<Float>, _ d: UnsafeMutableRawPointer, _ lane: Int) {
        d.storeBytes(of: color.x, toByteOffset: lane * 4, as: Float.self)
        d.storeBytes(of: color.y, toByteOffset: ShaderVM.registerBytes + lane * 4, as: Float.self)
        d.storeBytes(of: color.z, toByteOffset: 2 * ShaderVM.registerBytes + lane * 4, as: Float.self)
        d.storeBytes(of: color.w, toByteOffset: 3 * ShaderVM.registerBytes + lane * 4, as: Float.self)
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
        let x0f = t.x.rounded(.down), y0f = t.y.rounded(.down)
        let fx = t.x - x0f, fy = t.y - y0f
        let x0 = Int(x0f), y0 = Int(y0f)
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
