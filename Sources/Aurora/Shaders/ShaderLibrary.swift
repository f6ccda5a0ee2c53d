/// `ShaderLibrary`: where `.metal` sources come from — a folder, a file, a bundle's resources or source text.
import AuroraShaders
import Foundation
import Synchronization

/// A collection of `.metal` shader functions, looked up by name (`ShaderLibrary.default.ripple`).
///
/// Aurora runs `.metal` source (not compiled `.metallib` files): a library is a folder of
/// `.metal` files, one `.metal` file, or source text. A function is looked up in the library's
/// files in file-name order; the first file that defines it is compiled when the view is drawn.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    /// Where the sources are.
    enum Storage: Equatable, Sendable {
        /// The `.metal` files of a folder, or one file (a standardized path without a trailing `/`).
        case path(String)
        /// The `.metal` files of several folders, in order (the default library).
        case paths([String])
        /// Source text, with the file name diagnostics show.
        case source(String, file: String)
    }

    let storage: Storage

    /// The `.metal` files in the folder named by the environment variable `AURORA_SHADER_PATH`,
    /// else in the program's resource folders: the main bundle's and every SwiftPM resource
    /// bundle beside the executable (where a target's `resources: [.copy("Ripple.metal")]` go),
    /// as an app's default library holds every `.metal` file it was built with.
    public static var `default`: ShaderLibrary {
        if let path = ProcessInfo.processInfo.environment["AURORA_SHADER_PATH"], !path.isEmpty {
            return ShaderLibrary(url: URL(fileURLWithPath: path))
        }
        return ShaderLibrary(storage: .paths(ResourceFolders.programFolders.map(\.path)))
    }

    private init(storage: Storage) { self.storage = storage }

    /// The `.metal` files in `bundle`'s resource folder.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(url: URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath))
    }

    /// The `.metal` file at `url`, or the `.metal` files in the folder at `url`.
    public static func url(_ url: URL) -> ShaderLibrary { ShaderLibrary(url: url) }

    /// The `.metal` file at `url`, or the `.metal` files in the folder at `url`.
    public init(url: URL) {
        var path = url.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        storage = .path(path)
    }

    /// A library of one `.metal` source, given as UTF-8 text (invalid UTF-8 is repaired).
    public init(data: Data) {
        storage = .source(String(decoding: data, as: UTF8.self), file: "ShaderLibrary.metal")
    }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    // MARK: Sources

    /// The largest `.metal` file read (bytes).
    static let maximumFileSize = 4 << 20
    /// The most `.metal` files read from one folder.
    static let maximumFiles = 256

    /// The source and file name that define `function`: the first file (by name) that defines
    /// it, else the first file (so compiling it reports the missing function); `nil` when the
    /// library has no readable `.metal` file.
    func source(defining function: String) -> (source: String, file: String)? {
        let files = self.files()
        return files.first { Self.definedFunctions(in: $0.source).contains(function) } ?? files.first
    }

    /// The library's readable `.metal` files, in file-name order.
    func files() -> [(source: String, file: String)] {
        switch storage {
        case .source(let text, let file):
            return [(text, file)]
        case .path(let path):
            return Self.files(at: path)
        case .paths(let paths):
            return Array(paths.flatMap(Self.files(at:)).prefix(Self.maximumFiles))
        }
    }

    /// The readable `.metal` file at `path`, or those in the folder at `path`, in file-name order.
    private static func files(at path: String) -> [(source: String, file: String)] {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return read(url).map { [$0] } ?? [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.lowercased().hasSuffix(".metal") }.sorted().prefix(maximumFiles)
            .compactMap { read(url.appendingPathComponent($0)) }
    }

    /// A file's text, when it is a readable file of reasonable size. Views resolve their shaders
    /// on every update, so a file whose size and modification date are unchanged is not read
    /// again: its text comes from `readFiles`.
    private static func read(_ url: URL) -> (source: String, file: String)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? NSNumber, size.intValue <= maximumFileSize else { return nil }
        let stamp = FileStamp(size: size.intValue, modified: attributes[.modificationDate] as? Date)
        if let known = readFiles.withLock({ $0[url.path] }), known.stamp == stamp { return (known.text, url.lastPathComponent) }
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        readFiles.withLock { files in
            if files.count >= maximumCachedFiles { files.removeAll() }
            files[url.path] = (stamp, text)
        }
        return (text, url.lastPathComponent)
    }

    /// What identifies one version of a file on disk.
    private struct FileStamp: Equatable {
        var size: Int
        var modified: Date?
    }

    /// The `.metal` files read so far, by path, with the version they were read at.
    private static let readFiles = Mutex<[String: (stamp: FileStamp, text: String)]>([:])
    /// At most this many files are remembered; past it the memory starts afresh.
    private static let maximumCachedFiles = 1024

    /// The functions `source` defines, as the shader parser reads them (so a name in a comment,
    /// a string or a call is not a definition). Views resolve their shaders on every update, so
    /// the names are kept per source text.
    private static func definedFunctions(in source: String) -> Set<String> {
        if let known = definedFunctionNames.withLock({ $0[source] }) { return known }
        let names = Set(ShaderFrontEnd.definedFunctionNames(in: source))
        definedFunctionNames.withLock { known in
            if known.count >= maximumCachedFiles { known.removeAll() }
            known[source] = names
        }
        return names
    }

    /// The functions each source text read so far defines.
    private static let definedFunctionNames = Mutex<[String: Set<String>]>([:])
}
