/// `GraphicsContext.BlendMode`: the 28 ways a context's drawing combines with what is already drawn.
import AuroraRaster
import Foundation

extension GraphicsContext {
    /// The ways that a graphics context combines new content with old content: the PDF blend
    /// modes and the Porter–Duff operators of Core Graphics, with `CGBlendMode`'s raw values.
    ///
    /// Modes that clear or replace what is below (`clear`, `copy`, `sourceIn`, `sourceOut`,
    /// `destinationIn`, `destinationAtop`) act only where the drawing is, as in Core Graphics.
    public struct BlendMode: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: Int32
        /// Creates a blend mode from its raw value (`CGBlendMode`'s).
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Source over: the new content covers the old.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// Multiplies the colours.
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// Multiplies the inverses of the colours, then inverts: always brighter.
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiplies or screens, depending on the background colour.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// The darker of the colours.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// The lighter of the colours.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// Brightens the background to reflect the new content.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// Darkens the background to reflect the new content.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// Darkens or lightens, depending on the new content (a diffuse light).
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Multiplies or screens, depending on the new content (a harsh light).
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// The difference of the colours.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// Like `difference`, with lower contrast.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The new content's hue with the background's luminance and saturation.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The new content's saturation with the background's luminance and hue.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The new content's hue and saturation with the background's luminance.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The new content's luminance with the background's hue and saturation.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// `R = 0`.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// `R = S`.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// `R = S·Da`.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// `R = S·(1−Da)`.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// `R = S·Da + D·(1−Sa)`.
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// `R = S·(1−Da) + D`.
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// `R = D·Sa`.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// `R = D·(1−Sa)`.
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// `R = S·(1−Da) + D·Sa`.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// `R = S·(1−Da) + D·(1−Sa)`.
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// `R = max(0, 1 − ((1−D) + (1−S)))`.
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// `R = min(1, S + D)`.
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The raster core's mode (same raw values); an unknown raw value draws as `.normal`.
        var rasterMode: AuroraRaster.BlendMode { AuroraRaster.BlendMode(rawValue: rawValue) ?? .normal }
    }
}
