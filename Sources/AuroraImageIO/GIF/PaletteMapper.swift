/// Maps a frame's pixels to palette indices, with optional Floyd–Steinberg error diffusion.

/// Turns straight-alpha RGB pixels into palette indices.
///
/// The nearest entry (squared RGB distance, lowest index on ties) is cached per 6-6-6 bit cell,
/// chosen for the cell's centre, so a frame costs one palette search per colour cell it touches.
/// Dithering spreads each pixel's error 7/16 right, 3/16 below-left, 5/16 below, 1/16 below-right
/// (in 1/16 steps of integer error, so results are exact on every platform); transparent pixels
/// take no error and pass none on.
struct PaletteMapper {
    let colors: [SIMD3<Int32>]
    private var nearestOfCell: [Int16]

    /// A mapper for `palette` (1…256 colours).
    init(palette: [SIMD3<UInt8>]) {
        colors = palette.map { SIMD3(Int32($0.x), Int32($0.y), Int32($0.z)) }
        nearestOfCell = Array(repeating: -1, count: 1 << 18)
    }

    /// The palette entry nearest to a colour (channels 0…255).
    @inline(__always)
    mutating func nearest(red: Int32, green: Int32, blue: Int32) -> Int {
        let cell = Int(red >> 2) | Int(green >> 2) << 6 | Int(blue >> 2) << 12
        let cached = nearestOfCell[cell]
        if cached >= 0 { return Int(cached) }
        let centre = SIMD3(red & ~3, green & ~3, blue & ~3) &+ 2
        var best = 0, bestDistance = Int32.max
        for (index, color) in colors.enumerated() {
            let d = color &- centre
            let distance = d.x &* d.x &+ d.y &* d.y &+ d.z &* d.z
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        nearestOfCell[cell] = Int16(best)
        return best
    }

    /// Writes the palette index of each of `width × height` straight RGBA pixels (4 bytes each,
    /// rows `width` pixels apart) to `output`; pixels with `isTransparent` get `transparentIndex`.
    mutating func map(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, dithering: Bool,
                      transparentIndex: UInt8, output: UnsafeMutablePointer<UInt8>) {
        guard dithering else {
            for index in 0..<(width * height) {
                let p = pixels + index * 4
                output[index] = p[3] < GIFFormat.alphaThreshold
                    ? transparentIndex : UInt8(nearest(red: Int32(p[0]), green: Int32(p[1]), blue: Int32(p[2])))
            }
            return
        }
        // Errors in 1/16 units for this row and the next, with one spare cell each side.
        var current = [SIMD3<Int32>](repeating: .zero, count: width + 2)
        var next = current
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels + (y * width + x) * 4
                let out = y * width + x
                if p[3] < GIFFormat.alphaThreshold {
                    output[out] = transparentIndex
                    continue
                }
                let wanted = SIMD3(Int32(p[0]), Int32(p[1]), Int32(p[2])) &* 16 &+ current[x + 1]
                // Round to the nearest whole channel value, clamped to 0…255.
                var value = (wanted &+ 8) &>> 4
                value.replace(with: 0, where: value .< 0)
                value.replace(with: 255, where: value .> 255)
                let index = nearest(red: value.x, green: value.y, blue: value.z)
                output[out] = UInt8(index)
                let error = wanted &- colors[index] &* 16
                // Spread error/16 in sixteenths: the parts sum to the whole error.
                let seven = (error &* 7) / 16, three = (error &* 3) / 16, five = (error &* 5) / 16
                current[x + 2] &+= seven
                next[x] &+= three
                next[x + 1] &+= five
                next[x + 2] &+= error &- seven &- three &- five
            }
            swap(&current, &next)
            for index in next.indices { next[index] = .zero }
        }
    }
}
