/// `Image(_:bundle:)`: an image resource by name, as an app's asset catalog gives it.
import Foundation
import Synchronization

extension Image {
    /// Creates an image from the resource `name` (`name.png`, `name.jpg`, `name.jpeg`, or `name@2x`/`@3x`
    /// at that scale) in `bundle`, or, when nil, in the program's resource folders: the main
    /// bundle's and every SwiftPM resource bundle beside the executable. An image that is not
    /// found draws nothing and is reported once on standard error, as SwiftUI logs a missing asset.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let (path, scale) = Self.resource(named: name, in: ResourceFolders.search(bundle)),
           let image = NamedImageCache.image(atPath: path, scale: scale) {
            self = image
            return
        }
        Self.reportMissing(name)
        self.init(empty: ())
    }

    /// An image of the resource `name` that accessibility ignores (Aurora's images carry no label).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The file and scale of the resource `name`: the highest scale first, then plain names.
    static func resource(named name: String, in folders: [URL]) -> (path: String, scale: CGFloat)? {
        guard !name.isEmpty, !name.contains("/"), name.count < 256 else { return nil }
        let variants: [(suffix: String, scale: CGFloat)] = [("@3x", 3), ("@2x", 2), ("", 1)]
        for folder in folders {
            for variant in variants {
                for ext in ["", ".png", ".jpg", ".jpeg", ".PNG", ".JPG"] {
                    let path = folder.appendingPathComponent(name + variant.suffix + ext).path
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                        return (path, variant.scale)
                    }
                }
            }
        }
        return nil
    }

    private static let reported = Mutex<Set<String>>([])

    private static func reportMissing(_ name: String) {
        guard reported.withLock({ $0.insert(name).inserted }) else { return }
        FileHandle.standardError.write(Data("Aurora: no image named '\(name.prefix(200))' in the program's resources; drawing nothing\n".utf8))
    }
}
