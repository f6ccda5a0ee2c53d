/// Which blend modes leave the destination alone where the source is transparent.

extension BlendMode {
    /// Whether a fully transparent source leaves the destination unchanged. It does for every
    /// mode but those that clear or replace what is below (clear, copy, sourceIn, sourceOut,
    /// destinationIn, destinationAtop), so only the drawn part of a layer needs compositing.
    package var keepsDestinationUnderTransparentSource: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: false
        default: true
        }
    }
}
