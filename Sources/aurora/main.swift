/// The `aurora` executable's entry point: runs the command line and exits with its status.
import Aurora
import AuroraPreview
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "preview-agent" {
    // The process `aurora preview` starts to run the gallery's previews (not for people to type).
    await PreviewAgent.run(previews: PreviewCatalog.previews)
}
exit(AuroraCommandLine.run(arguments))
