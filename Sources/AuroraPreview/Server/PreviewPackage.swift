/// `PreviewPackage`: a user's Swift package as `aurora preview` sees it — its library products,
/// sources, and the agent executable generated beside it that links them with Aurora.
import AuroraGeometry
import AuroraSnapshotEngine
import Foundation

/// A package whose previews are shown: described by SwiftPM, with a generated agent package under
/// its `.build` folder that depends on its libraries and on Aurora.
public struct PreviewPackage: Sendable {
    /// The package's root folder.
    public let root: URL
    /// Its identity (the root folder's name, lowercased), as a dependency names it.
    public let identity: String
    /// Its library products (the agent depends on each).
    public let libraries: [String]
    /// The modules of those libraries (the agent imports each, so they are linked).
    public let modules: [String]
    /// The folders of its targets' sources, watched for changes.
    public let sourceFolders: [URL]
    /// The Aurora package it depends on by path.
    public let auroraRoot: URL
    /// Aurora's identity in the package graph (its folder's name, lowercased).
    public var auroraIdentity: String { auroraRoot.standardizedFileURL.lastPathComponent.lowercased() }

    /// Why a package cannot be previewed.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case describeFailed(String)
        case noLibraries
        case noAuroraDependency

        public var description: String {
            switch self {
            case .describeFailed(let output): "swift package describe failed: \(output.echoed(limit: 2000))"
            case .noLibraries: "the package has no library product: previews live in a library the agent can link"
            case .noAuroraDependency: "the package does not depend on Aurora by path (.package(path: \"…/aurora\"))"
            }
        }
    }

    /// Describes the package at `root` with `swift package describe` (and its dependencies).
    public static func describe(_ root: URL, swift: URL = Toolchain.swift) throws -> PreviewPackage {
        let description = try Toolchain.run(swift, ["package", "--package-path", root.path, "describe", "--type", "json"], separateErrors: true)
        guard description.status == 0, let json = try? JSONSerialization.jsonObject(with: Data(description.output.utf8)) as? [String: Any] else {
            throw Failure.describeFailed(description.errors + description.output)
        }
        let products = (json["products"] as? [[String: Any]]) ?? []
        let libraryProducts = products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
        guard !libraryProducts.isEmpty else { throw Failure.noLibraries }
        let targets = (json["targets"] as? [[String: Any]]) ?? []
        let libraryTargets = Set(libraryProducts.flatMap { ($0["targets"] as? [String]) ?? [] })
        let swiftModules = targets.filter {
            libraryTargets.contains($0["name"] as? String ?? "") && ($0["module_type"] as? String ?? "SwiftTarget") == "SwiftTarget"
        }
        let dependencies = try Toolchain.run(swift, ["package", "--package-path", root.path, "show-dependencies", "--format", "json"], separateErrors: true)
        guard dependencies.status == 0, let tree = try? JSONSerialization.jsonObject(with: Data(dependencies.output.utf8)) as? [String: Any] else {
            throw Failure.describeFailed(dependencies.errors + dependencies.output)
        }
        // Aurora's identity is its folder's name (`.package(path: "../aurora")`); its manifest names it "aurora".
        guard let aurora = ((tree["dependencies"] as? [[String: Any]]) ?? []).first(where: { ($0["name"] as? String) == "aurora" }),
              let auroraPath = aurora["path"] as? String, FileManager.default.fileExists(atPath: auroraPath + "/Package.swift") else {
            throw Failure.noAuroraDependency
        }
        return PreviewPackage(
            root: root.standardizedFileURL,
            identity: root.standardizedFileURL.lastPathComponent.lowercased(),
            libraries: libraryProducts.compactMap { $0["name"] as? String },
            modules: swiftModules.compactMap { $0["c99name"] as? String ?? $0["name"] as? String },
            sourceFolders: targets.compactMap { ($0["path"] as? String).map { root.appendingPathComponent($0) } },
            auroraRoot: URL(fileURLWithPath: auroraPath)
        )
    }

    /// The generated agent package's folder.
    public var agentFolder: URL { root.appendingPathComponent(".build/aurora-preview-agent") }

    /// Writes the agent package (only files whose text changed, so rebuilds stay incremental).
    func writeAgentPackage() throws {
        let sources = agentFolder.appendingPathComponent("Sources/AuroraPreviewAgent")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let products = libraries.map { ".product(name: \(Self.literal($0)), package: \(Self.literal(identity)))" }
        let manifest = """
            // swift-tools-version: 6.0
            // Generated by `aurora preview`: links the previewed package's libraries with Aurora's preview agent.
            // Source listing \(String(sourceListingFingerprint(), radix: 16)): changes when a file is added or removed.
            import PackageDescription

            let package = Package(
                name: "aurora-preview-agent",
                dependencies: [.package(path: \(Self.literal(root.path))), .package(path: \(Self.literal(auroraRoot.path)))],
                targets: [
                    .executableTarget(
                        name: "AuroraPreviewAgent",
                        dependencies: [\((products + [".product(name: \"AuroraPreview\", package: \(Self.literal(auroraIdentity)))"]).joined(separator: ", "))],
                        path: "Sources/AuroraPreviewAgent"
                    ),
                ]
            )

            """
        let imports = (["Aurora", "AuroraPreview"] + modules).map { "import \($0)" }.joined(separator: "\n")
        let main = """
            // Generated by `aurora preview` and `aurora snapshot --package`.
            \(imports)

            if CommandLine.arguments.dropFirst().first == PreviewSnapshots.command {
                exit(PreviewSnapshots.run(previews: PreviewCatalog.previews, arguments: Array(CommandLine.arguments.dropFirst(2))))
            }
            await PreviewAgent.run(previews: PreviewCatalog.previews)

            """
        try Self.write(manifest, to: agentFolder.appendingPathComponent("Package.swift"))
        try Self.write(main, to: sources.appendingPathComponent("main.swift"))
    }

    /// The files of Aurora's and the package's sources, as one number. SwiftPM plans a path
    /// dependency's files once and does not notice one added or removed until a manifest changes
    /// (the next build fails on a missing input or cannot find a new type), so the agent's manifest
    /// carries this number and changes with the listing.
    func sourceListingFingerprint() -> UInt64 {
        var paths: [String] = []
        for folder in [auroraRoot.appendingPathComponent("Sources")] + sourceFolders {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let path = walker.nextObject() as? String {
                if !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { paths.append(folder.path + "/" + path) }
            }
        }
        return SnapshotShard.fnv1a(paths.sorted().joined(separator: "\n").utf8)
    }

    /// The agent's executable once built in `configuration` (`debug` or `release`).
    public func agentExecutable(configuration: String) -> URL {
        agentFolder.appendingPathComponent(".build/\(configuration)/AuroraPreviewAgent")
    }

    /// Writes the agent package (with the current source listing) and builds it in
    /// `configuration`: the build's status, its output, and the compiler's errors found in it.
    public func buildAgent(configuration: String) -> (status: Int32, output: String, diagnostics: [BuildDiagnostic]) {
        do {
            try writeAgentPackage()
            let result = try Toolchain.run(Toolchain.swift, ["build", "--package-path", agentFolder.path, "-c", configuration,
                                                             "--product", "AuroraPreviewAgent"])
            return (result.status, result.output, BuildDiagnostic.errors(in: result.output))
        } catch {
            return (1, "\(error)", [])
        }
    }

    private static func write(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
