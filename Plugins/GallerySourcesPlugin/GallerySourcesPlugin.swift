/// `GallerySourcesPlugin`: embeds a target's own Swift sources (and Metal files) in it at build time, as `GallerySource`.
import Foundation
import PackagePlugin

/// Runs `aurora-embed-sources` over the target's `.swift` and `.metal` files whenever one changes,
/// so the text the gallery shows beside a demo is the text that was compiled.
@main
struct GallerySourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = module.sourceFiles.map(\.url).filter { ["swift", "metal"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        // The files' common folder: the target's directory (files are named relative to it).
        let paths = inputs.map(\.path)
        var root = inputs.first?.deletingLastPathComponent().path ?? "/"
        while root.count > 1, !paths.allSatisfy({ $0.hasPrefix(root + "/") }) { root = URL(fileURLWithPath: root).deletingLastPathComponent().path }
        let output = context.pluginWorkDirectoryURL.appending(path: "GallerySource.swift")
        var arguments = [output.path, root]
        arguments += inputs.map(\.path)
        return [.buildCommand(displayName: "Embedding \(target.name)'s sources", executable: try context.tool(named: "aurora-embed-sources").url,
                              arguments: arguments, inputFiles: inputs, outputFiles: [output])]
    }
}
