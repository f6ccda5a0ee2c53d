/// `SamplerState`: how `texture.sample(sampler, coordinates)` reads a `texture2d<half>`.

/// A Metal `sampler`'s settings, from `constexpr sampler s(filter::linear, address::repeat, …)`.
///
/// Reading at coordinates `c`: with `.normalized` coordinates, texel space is `c * (width, height)`;
/// with `.pixel` it is `c`. Texel `(i, j)` has its centre at `(i + 0.5, j + 0.5)`. `.nearest` reads the
/// texel containing the point; `.linear` blends the four texels around it bilinearly. A texel outside
/// the image is found by the address mode. The result is the premultiplied bytes divided by 255.
public struct SamplerState: Hashable, Sendable {
    /// How a sample between texel centres is filtered.
    public enum Filter: String, Hashable, Sendable {
        /// The texel containing the point.
        case nearest
        /// A bilinear blend of the four nearest texels.
        case linear
    }

    /// What a texel outside the image reads.
    public enum Address: String, Hashable, Sendable {
        /// The nearest edge texel.
        case clampToEdge = "clamp_to_edge"
        /// Transparent black.
        case clampToZero = "clamp_to_zero"
        /// The image tiled.
        case `repeat` = "repeat"
        /// The image tiled, every other copy mirrored.
        case mirroredRepeat = "mirrored_repeat"
    }

    /// How coordinates are measured.
    public enum Coordinates: String, Hashable, Sendable {
        /// 0…1 across the image.
        case normalized
        /// Texels.
        case pixel
    }

    /// The filter. Default: `.nearest` (Metal's default).
    public var filter: Filter
    /// The address mode on the x axis. Default: `.clampToEdge`.
    public var addressX: Address
    /// The address mode on the y axis. Default: `.clampToEdge`.
    public var addressY: Address
    /// How coordinates are measured. Default: `.normalized`.
    public var coordinates: Coordinates

    /// A sampler with these settings (Metal's defaults when omitted).
    public init(filter: Filter = .nearest, addressX: Address = .clampToEdge, addressY: Address = .clampToEdge,
                coordinates: Coordinates = .normalized) {
        self.filter = filter
        self.addressX = addressX
        self.addressY = addressY
        self.coordinates = coordinates
    }
}
