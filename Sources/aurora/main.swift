/// The `aurora` executable's entry point: runs the command line and exits with its status.
import Foundation

exit(AuroraCommandLine.run(Array(CommandLine.arguments.dropFirst())))
