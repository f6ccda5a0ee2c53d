/// Maps a frame's pixels to palette indices, with optional Floyd–Steinberg error diffusion.

/// Turns straight-alpha RGB pixels into palette indices.
///
/// The nearest entry (squared RGB distance, lowest index on ties) is cached per 6-6-6 bit cell,
/// chosen for the cell's centre, so a frame costs one palette search per colour cell it touches.
/// Dithering spreads each pixel's error 7/16 right, 3/16 below-left, 5/16 below, 1/16 below-right
/// (integer error in 1/16 units, so results are exact on every platform); transparent pixels
/// take no error and pass none on.
struct PaletteMapper {
    let colors: [SIMD3<Int32>]
    /// The palette as red, green and blue lanes, eight entries a group (padding entries sit far
    /// outside the colour cube, so they are never nearest).
    private let lanes: [SIMD8<Int32>]
    private var nearestOfCell: [Int16]

    /// A mapper for `palette` (1…256 colours).
    init(palette: [SIMD3<UInt8>]) {
        colors = palette.map { SIMD3(Int32($0.x), Int32($0.y), Int32($0.z)) }
        var lanes: [SIMD8<Int32>] = []
        for start in stride(from: 0, to: colors.count, by: 8) {
            var red = SIMD8<Int32>(repeating: 10_000), green = red, blue = red
            for lane in 0..<min(8, colors.count - start) {
                red[lane] = colors[start + lane].x
                green[lane] = colors[start + lane].y
                blue[lane] = colors[start + lane].z
            }
            lanes += [red, green, blue]
        }
        self.lanes = lanes
        nearestOfCell = Array(repeating: -1, count: 1 << 18)
    }

    /// The palette entry nearest to a colour (channels 0…255).
    mutating func nearest(red: Int32, green: Int32, blue: Int32) -> Int {
        lanes.withUnsafeBufferPointer { lanes in
            nearestOfCell.withUnsafeMutableBufferPointer { cache in
                Self.nearest(SIMD3(red, green, blue), lanes: lanes, cache: cache)
            }
        }
    }

    /// The cached nearest entry of the colour's cell (each channel 0…255, so the cell is below 2¹⁸),
    /// searched eight entries at a time; among equal distances the lowest index wins.
    @inline(__always)
    private static func nearest(_ value: SIMD3<Int32>, lanes: UnsafeBufferPointer<SIMD8<Int32>>,
                                cache: UnsafeMutableBufferPointer<Int16>) -> Int {
        let cell = Int(value.x >> 2) | Int(value.y >> 2) << 6 | Int(value.z >> 2) << 12
        let cached = cache[cell]
        if cached >= 0 { return Int(cached) }
        let red = SIMD8(repeating: (value.x & ~3) + 2), green = SIMD8(repeating: (value.y & ~3) + 2)
        let blue = SIMD8(repeating: (value.z & ~3) + 2)
        var bestDistance = SIMD8<Int32>(repeating: .max), bestIndex = SIMD8<Int32>()
        var index = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
        var group = 0
        while group + 2 < lanes.count {
            let dr = lanes[group] &- red, dg = lanes[group + 1] &- green, db = lanes[group + 2] &- blue
            let distance = dr &* dr &+ dg &* dg &+ db &* db
            let closer = distance .< bestDistance
            bestDistance.replace(with: distance, where: closer)
            bestIndex.replace(with: index, where: closer)
            index &+= 8
            group += 3
        }
        var best = Int(bestIndex[0]), shortest = bestDistance[0]
        for lane in 1..<8 where bestDistance[lane] < shortest || (bestDistance[lane] == shortest && Int(bestIndex[lane]) < best) {
            best = Int(bestIndex[lane])
            shortest = bestDistance[lane]
        }
        cache[cell] = Int16(best)
        return best
    }

    /// Writes the palette index of each of `width × height` straight RGBA pixels (4 bytes each,
    /// rows `width` pixels apart) to `output`; pixels with alpha below the GIF threshold get `transparentIndex`.
    mutating func map(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, dithering: Bool,
                      transparentIndex: UInt8, output: UnsafeMutablePointer<UInt8>) {
        colors.withUnsafeBufferPointer { colors in
            lanes.withUnsafeBufferPointer { lanes in
                nearestOfCell.withUnsafeMutableBufferPointer { cache in
                    guard dithering else {
                        for index in 0..<(width * height) {
                            let p = pixels + index * 4
                            output[index] = p[3] < GIFFormat.alphaThreshold
                                ? transparentIndex
                                : UInt8(Self.nearest(SIMD3(Int32(p[0]), Int32(p[1]), Int32(p[2])), lanes: lanes, cache: cache))
                        }
                        return
                    }
                    Self.diffuse(pixels, width: width, height: height, transparentIndex: transparentIndex, output: output,
                                 colors: colors, lanes: lanes, cache: cache)
                }
            }
        }
    }

    /// Floyd–Steinberg over the rows, errors kept in 1/16 units for this row and the next.
    private static func diffuse(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, transparentIndex: UInt8,
                                output: UnsafeMutablePointer<UInt8>, colors: UnsafeBufferPointer<SIMD3<Int32>>,
                                lanes: UnsafeBufferPointer<SIMD8<Int32>>, cache: UnsafeMutableBufferPointer<Int16>) {
        // One spare cell each side of a row, so the neighbours of the first and last pixel exist.
        let rows = UnsafeMutablePointer<SIMD3<Int32>>.allocate(capacity: 2 * (width + 2))
        rows.initialize(repeating: .zero, count: 2 * (width + 2))
        defer { rows.deallocate() }
        var current = rows, next = rows + width + 2
        // Vector constants: comparing with a scalar compiles to a loop over the lanes.
        let zero = SIMD3<Int32>(), top = SIMD3<Int32>(repeating: 255), half = SIMD3<Int32>(repeating: 8)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels + (y * width + x) * 4
                let out = y * width + x
                if p[3] < GIFFormat.alphaThreshold {
                    output[out] = transparentIndex
                    continue
                }
                let wanted = SIMD3(Int32(p[0]), Int32(p[1]), Int32(p[2])) &<< 4 &+ current[x + 1]
                // Round to the nearest whole channel value, clamped to 0…255.
                var value = (wanted &+ half) &>> 4
                value.replace(with: zero, where: value .< zero)
                value.replace(with: top, where: value .> top)
                let index = nearest(value, lanes: lanes, cache: cache)
                output[out] = UInt8(index)
                let error = wanted &- colors[index] &<< 4
                // Spread error/16 in sixteenths (floored by shifts, far cheaper than division); the
                // last part takes what is left, so the parts sum to the whole error.
                let seven = (error &* 7) &>> 4, three = (error &* 3) &>> 4, five = (error &* 5) &>> 4
                current[x + 2] &+= seven
                next[x] &+= three
                next[x + 1] &+= five
                next[x + 2] &+= error &- seven &- three &- five
            }
            swap(&current, &next)
            next.update(repeating: .zero, count: width + 2)
        }
    }
}
