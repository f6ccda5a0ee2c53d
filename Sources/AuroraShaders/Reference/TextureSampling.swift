/// `TextureSampling`: how `texture.sample(sampler, coordinates)` reads a `texture2d<half>`.

/// Reads an image as a `SamplerState` says (see its documentation for the exact rule).
enum TextureSampling {
    /// The premultiplied colour (channels 0…1) of `image` at `coordinates`.
    static func sample(_ image: ShaderImage, _ state: SamplerState, _ coordinates: SIMD2<Float>) -> SIMD4<Float> {
        let width = image.pixmap.width, height = image.pixmap.height
        var texel = coordinates
        if state.coordinates == .normalized { texel *= SIMD2(Float(width), Float(height)) }
        guard texel.x.isFinite, texel.y.isFinite, abs(texel.x) < 1e7, abs(texel.y) < 1e7 else { return .zero }
        switch state.filter {
        case .nearest:
            return read(image, Int(texel.x.rounded(.down)), Int(texel.y.rounded(.down)), state)
        case .linear:
            let p = texel - 0.5
            let x0 = p.x.rounded(.down), y0 = p.y.rounded(.down)
            let fx = p.x - x0, fy = p.y - y0
            let ix = Int(x0), iy = Int(y0)
            let top = read(image, ix, iy, state) * (1 - fx) + read(image, ix + 1, iy, state) * fx
            let bottom = read(image, ix, iy + 1, state) * (1 - fx) + read(image, ix + 1, iy + 1, state) * fx
            return top * (1 - fy) + bottom * fy
        }
    }

    /// The texel at `(x, y)` after the address modes, as 0…1 channels.
    static func read(_ image: ShaderImage, _ x: Int, _ y: Int, _ state: SamplerState) -> SIMD4<Float> {
        guard let ax = address(x, image.pixmap.width, state.addressX),
              let ay = address(y, image.pixmap.height, state.addressY) else { return .zero }
        let pixel = image.pixmap.pixel(x: ax, y: ay)
        return SIMD4(Float(pixel.red), Float(pixel.green), Float(pixel.blue), Float(pixel.alpha)) / 255
    }

    /// The texel index inside `0..<size` that `index` reads, or `nil` for transparent black.
    static func address(_ index: Int, _ size: Int, _ mode: SamplerState.Address) -> Int? {
        if index >= 0 && index < size { return index }
        switch mode {
        case .clampToEdge: return Swift.min(Swift.max(index, 0), size - 1)
        case .clampToZero: return nil
        case .repeat: return ((index % size) + size) % size
        case .mirroredRepeat:
            let period = 2 * size
            let m = ((index % period) + period) % period
            return m < size ? m : period - 1 - m
        }
    }
}
