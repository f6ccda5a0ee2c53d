/// `AuroraCommandLine`: picks the command named by the first argument and turns failures into messages and exit codes.
import AuroraGeometry
import AuroraImageIO
import Foundation

/// The `aurora` command line: usage text, command dispatch and exit statuses.
enum AuroraCommandLine {
    /// What `aurora` prints for `help`, with no arguments, and after a usage error.
    static let usage = """
        usage: aurora <command> [options]

        commands:
          gallery [--out DIR]   render the raster showcase: one PNG plate per topic and an
                                index.html that shows them (DIR defaults to ./aurora-gallery)
          draw FILE [--size W×H] [--scale S] [-o OUT.png|-] [--background #RRGGBB[AA]]
                                render a display-list text file (see AuroraDisplayList's README)
                                to a PNG; size in points (default 390×844), scale 1
          render PAGE [--device iphone15pro|iphonese|ipad|W×H] [--scale S] [-o OUT.png|-]
                                render one view page of the gallery (e.g. wwdc21-gradient-detail)
                                on a device preset or a plain canvas
          record SCENE [--seconds S] [--fps F] [--device iphone15pro|iphonese|ipad|W×H] [--scale S]
                 [-o OUT.png|.apng|.gif|.mp4|-]
                                run a scene over time and write its frames: .png is a folder of
                                numbered frames, .mp4 needs ffmpeg (default: SCENE.apng, 60 fps);
                                record --list names the scenes
          help                  print this text

        -o - writes the image (for record, an APNG) to standard output. An existing device or
        FIFO is written into, never replaced; a directory is refused.

        exit status: 0 on success, 1 when the work failed, 2 for a usage error.
        """

    /// Success.
    static let success: Int32 = 0
    /// The command ran but could not finish (an unwritable directory, a failed render).
    static let failure: Int32 = 1
    /// The arguments were not understood.
    static let usageError: Int32 = 2

    /// Runs the command `arguments` name (the process arguments without the program name)
    /// and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            print(usage)
            return success
        }
        let options = Array(arguments.dropFirst())
        switch command {
        case "help", "--help", "-h":
            print(usage)
            return success
        case "gallery":
            return runGallery(options)
        case "draw":
            return runDraw(options)
        case "render":
            return runRender(options)
        case "record":
            return runRecord(options)
        default:
            return reportUsageError("unknown command '\(command.echoed())'")
        }
    }

    private static func runGallery(_ options: [String]) -> Int32 {
        let command: GalleryCommand
        do {
            guard let parsed = try GalleryCommand(arguments: options) else {
                print(usage)
                return success
            }
            command = parsed
        } catch {
            return reportUsageError(error.description)
        }
        do {
            let index = try command.run()
            print(index.path)
            return success
        } catch {
            printToStandardError("aurora gallery: \(error.description)")
            return failure
        }
    }

    private static func runDraw(_ options: [String]) -> Int32 {
        do {
            guard let command = try DrawCommand(arguments: options) else {
                print(usage)
                return success
            }
            reportWritten(try command.run())
            return success
        } catch {
            if error.isUsageError { return reportUsageError(error.description) }
            printToStandardError("aurora draw: \(error.description)")
            return failure
        }
    }

    private static func runRender(_ options: [String]) -> Int32 {
        do throws(RenderCommand.UsageError) {
            let command = try RenderCommand(arguments: options)
            let result = MainActor.assumeIsolated { Result { () throws(RenderCommand.UsageError) in try command.run() } }
            reportWritten(try result.get())
            return success
        } catch {
            return reportUsageError(error.description)
        }
    }

    private static func runRecord(_ options: [String]) -> Int32 {
        do throws(RecordCommand.Failure) {
            let command = try RecordCommand(arguments: options)
            let result = MainActor.assumeIsolated { Result { () throws(RecordCommand.Failure) in try command.run() } }
            reportWritten(try result.get())
            return success
        } catch {
            guard !error.isUsageError else { return reportUsageError(error.description) }
            printToStandardError("aurora record: \(error.description)")
            return failure
        }
    }

    /// Prints the path a command wrote, unless the output went to standard output.
    private static func reportWritten(_ path: String) {
        guard path != OutputFile.standardOutputPath else { return }
        print(path)
    }

    private static func reportUsageError(_ message: String) -> Int32 {
        printToStandardError("aurora: \(message)\n\n\(usage)")
        return usageError
    }

    /// Writes `message` and a newline to standard error.
    static func printToStandardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
