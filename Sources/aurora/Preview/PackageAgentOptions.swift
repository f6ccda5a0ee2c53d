/// `PackageAgentOptions`: `--package PATH` and `--configuration debug|release`, the options of the commands that build a package's preview agent.
import ArgumentParser
import AuroraGeometry
import Foundation

/// Which package's `#Preview`s a command uses, and how their agent is built: shared by `aurora
/// preview` and `aurora snapshot`, which build the same agent.
struct PackageAgentOptions: ParsableArguments {
    /// The package (a folder holding `Package.swift`); nil uses Aurora's own gallery.
    @Option(help: ArgumentHelp("The package whose #Previews to use (default: Aurora's own gallery).", valueName: "path"))
    var package: String?
    /// How the agent is built. Default: release.
    @Option(help: ArgumentHelp("How the package's agent is built: release renders fast, debug rebuilds fastest (aurora preview and aurora snapshot share the build).",
                               valueName: "debug|release"))
    var configuration = "release"

    func validate() throws {
        guard configuration == "debug" || configuration == "release" else {
            throw ValidationError("option '--configuration' must be debug or release, not '\(configuration.echoed(limit: 40))'")
        }
        if let package, !FileManager.default.fileExists(atPath: package + "/Package.swift") {
            throw ValidationError("option '--package': no Package.swift in '\(package.echoed(limit: 200))'")
        }
    }
}
