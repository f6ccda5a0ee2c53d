/// `PreviewReply`: the text messages the agent sends the page (see the protocol in the README).
import Aurora
import Foundation

/// Builds the page's text messages.
enum PreviewReply {
    /// The names the page shows for the devices.
    static let deviceNames = ["iphone15pro": "iPhone 15 Pro", "iphonese": "iPhone SE", "ipad": "iPad"]

    static func object(_ fields: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else {
            return #"{"type":"error","message":"a reply could not be encoded"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func error(_ message: String) -> String { object(["type": "error", "message": message]) }

    /// The build status of a hot reload.
    static func build(state: String, diagnostics: [BuildDiagnostic], seconds: Double?) -> String {
        var fields: [String: Any] = [
            "type": "build", "state": state,
            "diagnostics": diagnostics.map { ["file": $0.file, "line": $0.line, "column": $0.column, "message": $0.message] },
        ]
        if let seconds { fields["seconds"] = (seconds * 100).rounded() / 100 }
        return object(fields)
    }

    /// The plot of `curves`: times, and each series' label and values (null where the item was absent).
    static func curves(_ curves: AnimationCurves) -> String {
        object([
            "type": "curves", "times": curves.times.map(rounded), "omitted": curves.omitted,
            "series": curves.series.map { series in
                ["label": series.label, "values": series.values.map { value -> Any in value.map(rounded) ?? NSNull() }] as [String: Any]
            },
        ])
    }

    @MainActor static func session(_ session: PreviewSession, index: Int) -> String {
        let variant = session.variant
        let device = variant.renderDevice
        return object([
            "type": "session", "variant": index, "preview": session.preview.id, "device": variant.device,
            "width": Double(device.size.width), "height": Double(device.size.height), "scale": Double(device.scale),
            "scheme": variant.colorScheme == .dark ? "dark" : "light",
            "controls": session.controls.map(control),
        ])
    }

    /// What of the state is sent the moment it changes: the controls' values, playing and rate.
    @MainActor static func stateSignature(_ session: PreviewSession) -> String {
        var values: [String: Any] = [:]
        for control in session.controls { values[control.name] = json(control.value) }
        return object(["controls": values, "playing": session.isPlaying, "rate": session.rate])
    }

    @MainActor static func state(_ session: PreviewSession) -> String {
        var values: [String: Any] = [:]
        for control in session.controls { values[control.name] = json(control.value) }
        let timings = session.timings
        return object([
            "type": "state", "time": rounded(session.time), "playing": session.isPlaying, "rate": session.rate,
            "historyEnd": rounded(session.history.endTime), "controls": values,
            "timings": ["graph + layout": rounded(timings.graphAndLayout), "display list": rounded(timings.displayList),
                        "render": rounded(timings.render)],
        ])
    }

    private static func rounded(_ value: Double) -> Double { abs(value) < 1e12 ? (value * 1000).rounded() / 1000 : value }

    @MainActor private static func control(_ control: PreviewableControl) -> [String: Any] {
        var fields: [String: Any] = ["name": control.name, "value": json(control.value)]
        switch control.kind {
        case .slider: fields["kind"] = "slider"
        case .integer: fields["kind"] = "integer"
        case .toggle: fields["kind"] = "toggle"
        case .color: fields["kind"] = "color"
        case .point: fields["kind"] = "point"
        case .size: fields["kind"] = "size"
        case .text: fields["kind"] = "text"
        case .picker(let options):
            fields["kind"] = "picker"
            fields["options"] = options
        }
        if let range = inferredRange(control.value) { fields["range"] = range }
        return fields
    }

    /// A slider's starting range, from the value: 0…2× a positive value, symmetric about 0 for a
    /// negative one, 0…1 for zero (the page lets the developer edit it).
    static func inferredRange(_ value: PreviewableValue) -> [Double]? {
        func range(_ v: Double) -> [Double] { v == 0 ? [0, 1] : v > 0 ? [0, 2 * v] : [2 * v, -2 * v] }
        switch value {
        case .number(let n): return range(n)
        case .integer(let i): return i == 0 ? [0, 10] : range(Double(i))
        case .point(let x, let y), .size(let x, let y):
            let largest = max(abs(x), abs(y))
            return largest == 0 ? [0, 400] : [min(0, -2 * largest), 2 * largest]
        default: return nil
        }
    }

    static func json(_ value: PreviewableValue) -> Any {
        switch value {
        case .number(let n): n.isFinite ? n : 0
        case .integer(let i): i
        case .bool(let b): b
        case .color(let r, let g, let b, let a):
            String(format: "#%02X%02X%02X%02X", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()), Int((a * 255).rounded()))
        case .point(let x, let y): [x, y]
        case .size(let w, let h): [w, h]
        case .text(let t), .choice(let t): t
        }
    }
}
