/// `ResourceFolders`: where named resources (`Image("name")`, the default shader library) are found.
import Foundation

/// The folders searched for a program's resources: on Apple platforms an app's asset catalog and
/// default `.metallib`; here, the main bundle's resource folder and every SwiftPM resource bundle
/// beside the executable (`Package_Target.resources`), so a library target's
/// `resources: [.copy(…)]` are found the way an app's assets are.
enum ResourceFolders {
    /// `bundle`'s resource folder, or (nil) the folders of `AURORA_RESOURCE_PATH` (colon-separated),
    /// the main bundle's and the resource bundles beside the executable, in that order.
    static func search(_ bundle: Bundle?) -> [URL] {
        if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
        return programFolders
    }

    /// The program's resource folders (computed once: they do not change while it runs).
    static let programFolders: [URL] = {
        var folders: [URL] = []
        if let path = ProcessInfo.processInfo.environment["AURORA_RESOURCE_PATH"] {
            folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        let main = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        folders.append(main)
        let executableFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for folder in Set([main.standardizedFileURL, executableFolder.standardizedFileURL]) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
                folders.append(folder.appendingPathComponent(name))
            }
        }
        return folders
    }()
}
