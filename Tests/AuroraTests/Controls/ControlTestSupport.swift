/// What control tests share: a model the controls bind to, a host on a small canvas, and goldens in both appearances.
import AuroraTestSupport
import Foundation
import Observation
import Testing
import Aurora

/// State a test's controls are bound to, observed by the views that read it.
@MainActor @Observable
final class ControlModel {
    var isOn = false
    var value = 0.0
    var count = 0
    var selection = 0
    var log: [String] = []
}

@MainActor
enum ControlHost {
    /// A host for `view` on a canvas of `width` × `height` points at scale 2.
    static func make(_ view: some View, width: CGFloat = 200, height: CGFloat = 60) -> ViewHost {
        ViewHost(view, device: .canvas(width: width, height: height, scale: 2))
    }

    /// Checks the current frame of `host` against `controls/<name>-light` and, in dark mode, `controls/<name>-dark`.
    static func assertGoldens(_ host: ViewHost, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scheme = host.colorScheme
        for (appearance, suffix) in [(ColorScheme.light, "light"), (.dark, "dark")] {
            host.colorScheme = appearance
            GoldenImage.assertMatches(try host.render(), golden: "controls/\(name)-\(suffix)", sourceLocation: sourceLocation)
        }
        host.colorScheme = scheme
    }
}
