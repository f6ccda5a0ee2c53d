import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven over the DevTools protocol, for tests of the preview page.
///
/// The browser runs with `--remote-debugging-pipe`: commands go in on its fd 3 and answers come
/// out on its fd 4, each a JSON object ended by a NUL byte, so no WebSocket client is needed.
/// It runs in its own process group with a private profile folder; `close()` asks it to quit,
/// kills the group when it has not gone within 5 s, and removes the folder.
///
/// ```swift
/// @Test(.enabled(if: Chromium.isAvailable, Chromium.unavailableReason)) func page() async throws {
///     let browser = try Chromium.launch()
///     defer { browser.close() }                 // always: never leaves a process behind
///     let page = try await browser.newPage()
///     try await page.navigate(to: "http://127.0.0.1:\(port)/")
///     try await page.waitUntil("document.querySelectorAll('.preview-item').length === 2")
///     let box = try await page.boundingBox(of: "#canvas-0")
///     try await page.click(x: box.x + 10, y: box.y + 20)
///     let rgba = try await page.evaluate("[...document.querySelector('#canvas-0').getContext('2d')
///                                          .getImageData(0, 0, 1, 1).data]", as: [Int].self)
/// }
/// ```
final class Chromium: Sendable {
    /// The Chromium executable: `$AURORA_CHROMIUM` when set (nil if it is not an executable),
    /// else the first of Debian's and other usual names that exists. Nil when none is installed.
    static let executable: String? = {
        if let path = ProcessInfo.processInfo.environment["AURORA_CHROMIUM"], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        // Debian's /usr/bin/chromium is a shell wrapper; the binary behind it avoids a shell.
        let candidates = ["/usr/lib/chromium/chromium"] + ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
            .flatMap { name in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/\(name)" } }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether a browser test can run here.
    static var isAvailable: Bool { executable != nil }

    /// The reason browser tests skip, for `.enabled(if: Chromium.isAvailable, Chromium.unavailableReason)`.
    static let unavailableReason: Comment =
        "Chromium is not installed (apt-get install chromium, as .ci/run does, or set AURORA_CHROMIUM)"

    private let processID: pid_t
    private let commands: Int32
    private let profile: URL
    let log: URL
    private let connection: DevToolsConnection

    private init(processID: pid_t, commands: Int32, profile: URL, log: URL, connection: DevToolsConnection) {
        self.processID = processID
        self.commands = commands
        self.profile = profile
        self.log = log
        self.connection = connection
    }

    /// Starts a headless browser with a blank window of `width` × `height` CSS pixels.
    static func launch(width: Int = 1280, height: Int = 860) throws -> Chromium {
        guard let executable else { throw ChromiumError.notInstalled }
        // A browser that quits while a command is written must not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let log = profile.appendingPathComponent("stderr.log")
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-dev-shm-usage", "--mute-audio", "--hide-scrollbars",
            "--window-size=\(width),\(height)", "about:blank",
        ]
        let toBrowser = try makePipe(), fromBrowser = try makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser.read, 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser.write, 4)
        posix_spawn_file_actions_addopen(&actions, 2, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var processID: pid_t = 0
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let result = posix_spawn(&processID, executable, &actions, &attributes, cArguments, environ)
        Glibc.close(toBrowser.read)
        Glibc.close(fromBrowser.write)
        guard result == 0 else {
            Glibc.close(toBrowser.write)
            Glibc.close(fromBrowser.read)
            try? FileManager.default.removeItem(at: profile)
            throw ChromiumError.launchFailed(String(cString: strerror(result)))
        }
        let connection = DevToolsConnection(commands: toBrowser.write, answers: fromBrowser.read)
        return Chromium(processID: processID, commands: toBrowser.write, profile: profile, log: log, connection: connection)
    }

    // Both ends close on exec (the child's dup2 copies at 3 and 4 do not), and sit above 9 so
    // that neither is already 3 or 4.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ChromiumError.launchFailed("pipe: \(String(cString: strerror(errno)))") }
        let read = fcntl(fds[0], F_DUPFD_CLOEXEC, 10), write = fcntl(fds[1], F_DUPFD_CLOEXEC, 10)
        Glibc.close(fds[0])
        Glibc.close(fds[1])
        return (read, write)
    }

    /// Opens a new tab of `width` × `height` CSS pixels at `deviceScaleFactor` (the page's
    /// `devicePixelRatio`) and attaches to it.
    func newPage(width: Int = 1280, height: Int = 860, deviceScaleFactor: Double = 1) async throws -> ChromiumPage {
        let target = try await send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw ChromiumError.unexpectedAnswer("Target.createTarget") }
        let attached = try await send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw ChromiumError.unexpectedAnswer("Target.attachToTarget") }
        let page = ChromiumPage(browser: self, session: session)
        _ = try await page.send("Page.enable")
        _ = try await page.send("Runtime.enable")
        _ = try await page.send("Emulation.setDeviceMetricsOverride",
                                ["width": width, "height": height, "deviceScaleFactor": deviceScaleFactor, "mobile": false])
        return page
    }

    /// Sends one DevTools command (to a tab when `session` is given) and returns its `result`.
    func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil, timeout: Duration = .seconds(30)) async throws -> [String: Any] {
        let data = try await connection.send(method: method, parameters: parameters, session: session, timeout: timeout)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    /// What the browser printed on its standard error (for a failing test's message).
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Quits the browser: `Browser.close`, then SIGKILL to its process group when it has not
    /// exited within 5 s; removes its profile folder. Safe to call more than once.
    func close() {
        guard connection.markClosing() else { return }
        connection.sendWithoutAnswer(method: "Browser.close")
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            // WNOWAIT leaves the exited browser unreaped, so its process group id cannot be reused
            // before the group (renderers, utility processes) is killed below.
            var info = siginfo_t()
            if waitid(P_PID, id_t(processID), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info._sifields._sigchld.si_pid == processID { break }
            usleep(10_000)
        }
        kill(-processID, SIGKILL)
        var status: Int32 = 0
        waitpid(processID, &status, 0)
        Glibc.close(commands)
        connection.stop()
        try? FileManager.default.removeItem(at: profile)
    }

    deinit { close() }
}

/// Why the Chromium driver failed.
enum ChromiumError: Error, CustomStringConvertible {
    case notInstalled
    case launchFailed(String)
    case exited
    case timedOut(String)
    case protocolError(method: String, message: String)
    case javaScript(String)
    case unexpectedAnswer(String)

    var description: String {
        switch self {
        case .notInstalled: "Chromium is not installed"
        case .launchFailed(let reason): "Chromium did not start: \(reason)"
        case .exited: "Chromium exited"
        case .timedOut(let what): "timed out: \(what)"
        case .protocolError(let method, let message): "\(method) failed: \(message)"
        case .javaScript(let message): "JavaScript threw: \(message)"
        case .unexpectedAnswer(let method): "unexpected answer to \(method)"
        }
    }
}
