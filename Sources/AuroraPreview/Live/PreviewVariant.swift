/// `PreviewVariant`: which preview a session shows, and on what: device, size, scale, orientation, scheme.
import Aurora
import Foundation

/// One way of showing a preview: the page's device picker, orientation and colour scheme.
public struct PreviewVariant: Equatable, Sendable {
    /// The preview's id (`Module/File.swift:line`).
    public var preview: String
    /// A device name (`iphone15pro`, `iphonese`, `ipad`) or `custom`.
    public var device: String
    /// The screen in points, portrait; used for `custom` (other devices bring their own).
    public var size: CGSize
    /// Pixels per point of the frames (the page picks 1–3 for speed, whatever the device's own).
    public var scale: CGFloat
    /// Whether the device is turned sideways.
    public var isLandscape: Bool
    public var colorScheme: ColorScheme

    /// The devices the page offers, with their screens in points and their own scale.
    public static let devices: [RenderDevice] = [.iPhone15Pro, .iPhoneSE, .iPad]

    public init(preview: String, device: String = RenderDevice.iPhone15Pro.name, size: CGSize = RenderDevice.iPhone15Pro.size,
                scale: CGFloat = 2, isLandscape: Bool = false, colorScheme: ColorScheme = .light) {
        self.preview = preview
        self.device = device
        self.size = size
        self.scale = scale
        self.isLandscape = isLandscape
        self.colorScheme = colorScheme
    }

    init(_ message: PreviewRequestFields) throws(PreviewRequestError) {
        preview = try message.string("preview")
        let device = try message.optionalString("device") ?? RenderDevice.iPhone15Pro.name
        self.device = device
        let known = Self.devices.first { $0.name == device }
        guard known != nil || device == "custom" else { throw .malformed("unknown device '\(device.echoed())'") }
        let width = try message.optionalNumber("width") ?? Double(known?.size.width ?? 393)
        let height = try message.optionalNumber("height") ?? Double(known?.size.height ?? 852)
        guard (1...4096).contains(width), (1...4096).contains(height) else {
            throw .malformed("the size must be from 1 to 4096 points a side, not \(width)×\(height)")
        }
        size = known?.size ?? CGSize(width: width, height: height)
        scale = try message.optionalNumber("scale") ?? 2
        guard [1, 2, 3].contains(scale) else { throw .malformed("'scale' must be 1, 2 or 3") }
        let orientation = try message.optionalString("orientation") ?? "portrait"
        guard orientation == "portrait" || orientation == "landscape" else { throw .malformed("unknown orientation '\(orientation.echoed())'") }
        isLandscape = orientation == "landscape"
        let scheme = try message.optionalString("scheme") ?? "light"
        guard scheme == "light" || scheme == "dark" else { throw .malformed("unknown scheme '\(scheme.echoed())'") }
        colorScheme = scheme == "dark" ? .dark : .light
    }

    /// The device to lay the preview out on: the picked screen, turned if landscape, at the frames' scale.
    public var renderDevice: RenderDevice {
        let base = Self.devices.first { $0.name == device } ?? RenderDevice(name: "custom", size: size, scale: scale)
        var insets = base.safeAreaInsets
        var screen = base.size
        if isLandscape {
            screen = CGSize(width: screen.height, height: screen.width)
            // Turned, the notch side and the home indicator move: top inset to the leading edge.
            insets = EdgeInsets(top: 0, leading: insets.top, bottom: insets.bottom > 0 ? 21 : 0, trailing: insets.top)
        }
        return RenderDevice(name: base.name, size: screen, scale: scale, safeAreaInsets: insets)
    }
}
