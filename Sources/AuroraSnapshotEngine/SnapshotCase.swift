/// `SnapshotCase`: one named view that `aurora snapshot` turns into a snapshot test on each of its devices and colour schemes.
import Aurora
import Foundation

/// A named view to snapshot: where it is written, how to make it, and what to render it on.
///
/// Today the `aurora` command line builds these from the gallery's demos; a `#Preview` found in a
/// package becomes one the same way (its name, file, line and body).
package struct SnapshotCase: Sendable {
    /// The case's name, unique in a run (`view-layout`); it names the reference files.
    package var name: String
    /// The source file that declares the view (`#filePath`); its package holds the references.
    package var file: String
    /// The line of the declaration.
    package var line: Int
    /// Makes the view.
    package var body: @MainActor @Sendable () -> AnyView
    /// The devices to render it on. Default: iPhone 15 Pro.
    package var devices: [RenderDevice]
    /// The colour schemes to render it in. Default: light and dark.
    package var colorSchemes: [ColorScheme]

    /// A case named `name`, declared at `file`:`line`.
    package init(name: String, file: String = #filePath, line: Int = #line, devices: [RenderDevice] = [.iPhone15Pro],
                 colorSchemes: [ColorScheme] = [.light, .dark], body: @escaping @MainActor @Sendable () -> AnyView) {
        self.name = name
        self.file = file
        self.line = line
        self.body = body
        self.devices = devices
        self.colorSchemes = colorSchemes
    }

    /// The stable identity sharding hashes: the name (unique in a run, independent of list order).
    package var id: String { name }

    /// The snapshots this case stands for: one per device and colour scheme.
    package var snapshots: [SnapshotCase.Variant] {
        devices.flatMap { device in colorSchemes.map { Variant(device: device, colorScheme: $0) } }
    }

    /// One device and colour scheme of a case.
    package struct Variant: Hashable, Sendable {
        /// The device.
        package var device: RenderDevice
        /// The colour scheme.
        package var colorScheme: ColorScheme

        /// `iphone15pro-light`: the suffix of the reference file's name.
        package var name: String { "\(device.name)-\(colorScheme == .dark ? "dark" : "light")" }
    }
}
