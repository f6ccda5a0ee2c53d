/// `GalleryCommand`: `aurora gallery [--out DIR]` — records the seed apps' demos, renders every plate and writes them beside an index page.
import ArgumentParser
import AuroraImageIO
import AuroraRaster
import Foundation

/// The `gallery` command: its options and the work it does.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Record the two seed apps' demos and render the showcase: an index.html with each demo's recording, code and preview command, then the raster plates and view pages.",
        discussion: """
            The demos are recorded as APNGs (and MP4s when ffmpeg is on the PATH) by aurora record, several at once. Prints the index page's file URL when done, and the time it took on standard error.

            Examples:
              aurora gallery
              aurora gallery --out /tmp/gallery
            """
    )

    /// Where the gallery goes when `--out` is not given, relative to the working directory.
    static let defaultOutputDirectory = "aurora-gallery"

    /// The output directory as given on the command line. Default: `aurora-gallery`.
    @Option(name: [.customShort("o"), .customLong("out")], help: ArgumentHelp("The directory to write into (created if missing).", valueName: "dir"))
    var outputDirectory = Self.defaultOutputDirectory

    func validate() throws {
        guard !outputDirectory.isEmpty else { throw ValidationError("option '--out' needs a directory") }
    }

    func run() throws(GalleryError) {
        print(try write().path)
    }

    /// Records the two apps' demos and the animated pages, renders every topic's plate to
    /// `<slug>.png` and the view pages, writes `index.html`, and returns the index page's
    /// absolute file URL. Prints a progress bar while it works (on a terminal) and the time it
    /// took at the end.
    ///
    /// The recordings run in child processes several at once, and the plates are rendered and
    /// encoded concurrently: PNG encoding is single-threaded and would otherwise leave cores idle.
    func write() throws(GalleryError) -> URL {
        let start = Date()
        let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true).standardizedFileURL
        try prepare(directory)
        let topics = Showcase.topics
        let demos = GalleryDemo.all
        let recordings = demos.map { $0.recording(in: directory) } + AnimatedViewPage.all.map { $0.recording(in: directory) }
        let withMovies = GalleryRecording.makesMovies
        if !withMovies {
            AuroraCommandLine.printToStandardError("aurora gallery: ffmpeg is not on the PATH, so the recordings are APNG only (install ffmpeg for MP4s too)")
        }
        // The view pages run through the view graph, which lives on the main actor (this command runs on the main thread).
        let pageCount = MainActor.assumeIsolated { ViewPage.all.count }
        let bar = ProgressBar(total: recordings.count + topics.count + pageCount, label: "gallery", unit: "images")
        bar.update(0)
        do throws(GalleryError) {
            try GalleryRecording.recordAll(recordings, withMovies: withMovies) { bar.advance() }
            // The failure of the earliest topic is reported, whichever thread hit it first.
            try ParallelLoop.forEach(count: topics.count) { (index) throws(GalleryError) in
                defer { bar.advance() }
                try writePlate(of: topics[index], in: directory)
            }
        } catch {
            bar.finish()
            throw error
        }
        let pages = MainActor.assumeIsolated {
            Result { () throws(GalleryError) in try ViewPage.writeAll(in: directory, progress: bar.advance) }
        }
        bar.finish()
        let viewPages = try pages.get() + AnimatedViewPage.all.map { (file: $0.file, title: $0.title) }
        let shownDemos = MainActor.assumeIsolated { demos.map { GalleryIndexPage.Demo($0, withMovie: withMovies) } }
        let index = directory.appendingPathComponent("index.html")
        try write(Data(GalleryIndexPage(demos: shownDemos, topics: topics, viewPages: viewPages).html.utf8), to: index)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        AuroraCommandLine.printToStandardError(
            "aurora gallery: \(recordings.count) recordings, \(topics.count) plates and \(pageCount) pages in \(seconds) s")
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
