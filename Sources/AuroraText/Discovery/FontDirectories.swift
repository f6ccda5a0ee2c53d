/// `FontDirectories`: where fonts live on this system — fontconfig's folders, macOS and Windows font folders, AURORA_FONT_PATH.
import Foundation

/// The folders and files the system font database scans, in priority order.
enum FontDirectories {
    /// `AURORA_FONT_PATH` entries first, then the platform's font folders that exist.
    static func system(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var paths = auroraFontPath(environment)
        #if os(macOS) || os(iOS)
        let home = environment["HOME"] ?? NSHomeDirectory()
        paths += ["/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"]
        #elseif os(Windows)
        let windows = environment["WINDIR"] ?? environment["SystemRoot"] ?? "C:\\Windows"
        paths.append(windows + "\\Fonts")
        if let local = environment["LOCALAPPDATA"] { paths.append(local + "\\Microsoft\\Windows\\Fonts") }
        #else
        let home = environment["HOME"] ?? NSHomeDirectory()
        let dataHome = environment["XDG_DATA_HOME"] ?? home + "/.local/share"
        paths += ["/usr/share/fonts", "/usr/local/share/fonts", dataHome + "/fonts", home + "/.fonts"]
        paths += fontconfigDirectories(configFile: "/etc/fonts/fonts.conf", home: home, dataHome: dataHome)
        #endif
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// Whether `AURORA_PREFER_SYSTEM_FONTS` asks for installed fonts before the bundled ones
    /// ("1", "true" or "yes", any case).
    static func prefersInstalledFonts(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["AURORA_PREFER_SYSTEM_FONTS"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }

    /// The entries of `AURORA_FONT_PATH`, separated by ':' or ';' (only ';' on Windows).
    static func auroraFontPath(_ environment: [String: String]) -> [String] {
        guard let value = environment["AURORA_FONT_PATH"] else { return [] }
        #if os(Windows)
        let separators: Set<Character> = [";"]
        #else
        let separators: Set<Character> = [":", ";"]
        #endif
        return value.split(whereSeparator: { separators.contains($0) }).map(String.init).filter { !$0.isEmpty }
    }

    /// The `<dir>` entries of a fontconfig configuration file (`~` and `prefix="xdg"` resolved).
    static func fontconfigDirectories(configFile: String, home: String, dataHome: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: configFile), data.count < 1 << 20 else { return [] }
        return fontconfigDirectories(in: String(decoding: data, as: UTF8.self), home: home, dataHome: dataHome)
    }

    static func fontconfigDirectories(in text: String, home: String, dataHome: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "<dir") {
            rest = rest[open.upperBound...]
            guard let tagEnd = rest.firstIndex(of: ">"), let close = rest.range(of: "</dir>") else { break }
            let attributes = rest[..<tagEnd]
            let value = rest[rest.index(after: tagEnd)..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[close.upperBound...]
            guard !value.isEmpty else { continue }
            if attributes.contains("prefix=\"xdg\"") {
                result.append(dataHome + "/" + value)
            } else if value.hasPrefix("~") {
                result.append(home + value.dropFirst())
            } else if value.hasPrefix("/") {
                result.append(value)
            }
        }
        return result
    }

    /// Every font file under `paths` (files are taken as given; folders are searched recursively).
    static func fontFiles(in paths: [String], limit: Int = 50_000) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        var seen = Set<String>()
        func add(_ file: String) {
            let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            if seen.insert(resolved).inserted { files.append(file) }
        }
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { add(path); continue }
            guard let walker = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = walker.nextObject() as? String, files.count + found.count < limit {
                let ext = (relative as NSString).pathExtension.lowercased()
                if FontFileScanner.extensions.contains(ext) { found.append(path + "/" + relative) }
            }
            // Sorted within a folder so that scans are deterministic.
            for file in found.sorted() { add(file) }
        }
        return files
    }
}
