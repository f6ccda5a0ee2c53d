/// `SourceWatcher`: notices saved source files by polling their modification times.
import Foundation

/// Polls folders (and files) for `.swift` files added, removed or modified, and calls `changed`
/// with the time (system uptime) the change was seen. Polling every 0.2 s needs no platform API
/// and sees changes on any file system, network mounts included.
public final class SourceWatcher: @unchecked Sendable {
    private let folders: [URL]
    private let changed: @Sendable (Double) -> Void
    private var timer: DispatchSourceTimer?
    private var snapshot: [String: Date]

    public init(folders: [URL], interval: Double = 0.2, changed: @escaping @Sendable (Double) -> Void) {
        self.folders = folders
        self.changed = changed
        snapshot = Self.scan(folders)
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "aurora.preview.watch"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.poll() }
        timer.resume()
        self.timer = timer
    }

    deinit { stop() }

    /// Stops watching.
    public func stop() { timer?.cancel() }

    private func poll() {
        let now = Self.scan(folders)
        if now != snapshot {
            snapshot = now
            changed(ProcessInfo.processInfo.systemUptime)
        }
    }

    /// The modification time of every `.swift` file (and `Package.swift`) under `folders`.
    static func scan(_ folders: [URL]) -> [String: Date] {
        var times: [String: Date] = [:]
        let manager = FileManager.default
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { continue }
            let files: [String]
            if isDirectory.boolValue {
                files = (manager.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }
            } else {
                files = [folder.path]
            }
            for file in files {
                times[file] = (try? manager.attributesOfItem(atPath: file))?[.modificationDate] as? Date
            }
        }
        return times
    }
}
