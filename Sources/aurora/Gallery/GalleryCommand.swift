/// `GalleryCommand`: `aurora gallery [--out DIR]` — renders every plate and writes them beside an index page.
import AuroraImageIO
import AuroraRaster
import Foundation
import Synchronization

/// The `gallery` command: its parsed options and the work it does.
struct GalleryCommand {
    /// Where the gallery goes when `--out` is not given, relative to the working directory.
    static let defaultOutputDirectory = "aurora-gallery"

    /// The output directory as given on the command line. Default: `aurora-gallery`.
    var outputDirectory: String

    /// Parses the options after `gallery`; returns nil when they ask for help.
    init?(arguments: [String]) throws(GalleryError) {
        var outputDirectory = Self.defaultOutputDirectory
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--out", "-o":
                guard let value = remaining.popFirst(), !value.isEmpty else { throw .missingValue(option: argument) }
                outputDirectory = value
            case _ where argument.hasPrefix("--out="):
                let value = String(argument.dropFirst("--out=".count))
                guard !value.isEmpty else { throw .missingValue(option: "--out") }
                outputDirectory = value
            case _ where argument.hasPrefix("-"):
                throw .unknownOption(argument)
            default:
                throw .unexpectedArgument(argument)
            }
        }
        self.outputDirectory = outputDirectory
    }

    /// Renders every topic's plate to `<slug>.png`, writes `index.html`, and returns the
    /// index page's absolute file URL.
    ///
    /// Plates are independent, so they are rendered and encoded concurrently: PNG encoding is
    /// single-threaded and would otherwise leave cores idle.
    func run() throws(GalleryError) -> URL {
        let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true).standardizedFileURL
        try prepare(directory)
        let topics = Showcase.topics
        let failures = Mutex<[Int: GalleryError]>([:])
        DispatchQueue.concurrentPerform(iterations: topics.count) { index in
            let outcome = Result { () throws(GalleryError) in try writePlate(of: topics[index], in: directory) }
            if case .failure(let error) = outcome { failures.withLock { $0[index] = error } }
        }
        // Report the failure of the earliest topic, whichever thread hit it first.
        if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
        // The view pages run through the view graph, which lives on the main actor (this command runs on the main thread).
        let pages = MainActor.assumeIsolated {
            Result { () throws(GalleryError) in try ViewPage.writeAll(in: directory) + AnimatedViewPage.writeAll(in: directory) }
        }
        let viewPages = try pages.get()
        let index = directory.appendingPathComponent("index.html")
        try write(Data(GalleryIndexPage(topics: topics, viewPages: viewPages).html.utf8), to: index)
        return index
    }

    /// The plates' row filter: one fixed filter, because choosing per row is most of the time
    /// `swift run aurora gallery` spends in a debug build, and the flat plates barely gain from it.
    private static let rowFiltering = PNGEncoder.RowFiltering.fixed(.up)

    /// Renders `topic`'s plate and writes it as a PNG file in `directory`.
    private func writePlate(of topic: GalleryTopic, in directory: URL) throws(GalleryError) {
        let pixmap: Pixmap
        do {
            pixmap = try Showcase.render(topic)
        } catch {
            throw .renderFailed(topic: topic.slug, reason: error.description)
        }
        let file = directory.appendingPathComponent(topic.imageFileName)
        let png: Data
        do {
            png = try PNGEncoder(rowFiltering: Self.rowFiltering).encodedData(pixmap)
        } catch {
            throw .writeFailed(path: file.path, reason: error.description)
        }
        try write(png, to: file)
    }

    /// Makes sure `directory` exists, is a directory and can be written to.
    private func prepare(_ directory: URL) throws(GalleryError) {
        let fileManager = FileManager.default
        let path = directory.path
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .outputDirectoryUnusable(path: path, reason: "a file is in the way") }
        } else {
            do {
                try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .outputDirectoryUnusable(path: path, reason: FileErrorReason.describing(error))
            }
        }
        guard fileManager.isWritableFile(atPath: path) else {
            throw .outputDirectoryUnusable(path: path, reason: "not writable")
        }
    }

    private func write(_ data: Data, to file: URL) throws(GalleryError) {
        do throws(ImageIOError) {
            try OutputFile.write(data, toPath: file.path)
        } catch {
            throw .outputFailed(error)
        }
    }
}
