/// `RenderDevice+Named`: a device named on the command line — a preset's name or a canvas `W×H`.
import AuroraGeometry
import Foundation

extension RenderDevice {
    /// The longest side a named canvas may have, in points.
    package static let maximumCanvasSide: Double = 8192

    /// Why a name gives no device.
    package enum NameError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Neither a preset's name nor `W×H`.
        case unknown(String)
        /// `W×H` whose sides are not both positive, finite numbers.
        case invalidCanvas(String)
        /// `W×H` with a side longer than `maximumCanvasSide`.
        case canvasTooLarge(width: Double, height: Double, limit: Double)

        /// A one-line message that says what to use instead.
        package var description: String {
            switch self {
            case .unknown(let name):
                return "unknown device '\(name.echoed())': use iphone15pro, iphonese, ipad or W×H"
            case .invalidCanvas(let name):
                return "invalid canvas '\(name.echoed())': W×H needs two positive numbers of points"
            case .canvasTooLarge(let width, let height, let limit):
                return "canvas \(Self.number(width))×\(Self.number(height)) is too large: each side can be at most \(Self.number(limit)) points"
            }
        }

        /// A whole number without a fraction (`100000`), others as Swift prints them.
        private static func number(_ value: Double) -> String {
            Int(exactly: value).map(String.init) ?? String(value)
        }
    }

    /// The preset named `name` (in any case), or a canvas `W×H` (or `WxH`) in points.
    package init(named name: String) throws(NameError) {
        if let preset = RenderDevice.presets.first(where: { $0.name == name.lowercased() }) {
            self = preset
            return
        }
        let parts = name.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { throw .unknown(name) }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { throw .invalidCanvas(name) }
        guard width <= Self.maximumCanvasSide, height <= Self.maximumCanvasSide else {
            throw .canvasTooLarge(width: width, height: height, limit: Self.maximumCanvasSide)
        }
        self = .canvas(width: CGFloat(width), height: CGFloat(height))
    }
}
