/// `PreviewHistory` as text: each entry as the page message that made it (and `advance` for the
/// clock), so a history survives a hot reload into a new agent process.
import Aurora
import Foundation

extension PreviewHistory {
    /// The entries as JSON objects, oldest first.
    public var exported: [String] { entries.map(Self.json(for:)) }

    /// A history from `exported` entries; throws on the first malformed one.
    public init(exported: [String]) throws(PreviewRequestError) {
        self.init()
        for text in exported {
            if text.hasPrefix("{\"type\":\"advance\"") {
                guard let object = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)), case .object(let fields) = object,
                      case .number(let seconds) = fields["seconds"], seconds.isFinite, seconds >= 0 else {
                    throw .malformed("a malformed advance entry")
                }
                append(.advance(seconds))
                continue
            }
            switch try PreviewRequest(json: text) {
            case .input(let event): append(.event(event))
            case .set(let name, let value):
                append(.set(name: name, value: PreviewableValueSetting(request: value)))
            default: throw .malformed("a history entry that is not input, a setting or an advance")
            }
        }
    }

    private static func json(for entry: Entry) -> String {
        switch entry {
        // `advance` entries are recognized by their first key, so their text is written in that order.
        case .advance(let seconds): return "{\"type\":\"advance\",\"seconds\":\(seconds)}"
        case .set(let name, let setting): return object(["type": "set", "name": name, "value": setting.json])
        case .event(let event):
            switch event {
            case .pointer(let pointer):
                let phase = switch pointer.phase { case .down: "down"; case .move: "move"; case .up: "up"; case .cancel: "cancel" }
                return object(["type": "pointer", "phase": phase, "x": Double(pointer.location.x), "y": Double(pointer.location.y), "pointer": pointer.pointerID])
            case .wheel(let wheel):
                return object(["type": "wheel", "x": Double(wheel.location.x), "y": Double(wheel.location.y), "dx": Double(wheel.delta.dx), "dy": Double(wheel.delta.dy)])
            case .hover(let point):
                // A pointer that left the screen is replayed as a hover far outside it.
                let location = point ?? CGPoint(x: -1e6, y: -1e6)
                return object(["type": "hover", "x": Double(location.x), "y": Double(location.y)])
            case .key(let press):
                var modifiers: [String] = []
                if press.modifiers.contains(.shift) { modifiers.append("shift") }
                if press.modifiers.contains(.control) { modifiers.append("control") }
                if press.modifiers.contains(.option) { modifiers.append("option") }
                if press.modifiers.contains(.command) { modifiers.append("command") }
                return object(["type": "key", "key": PreviewRequestFields.domName(of: press.key), "modifiers": modifiers])
            case .text(let text): return object(["type": "text", "text": text])
            }
        }
    }

    private static func object(_ fields: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension PreviewableValueSetting {
    /// The value as the page sends it.
    var json: Any {
        switch request {
        case .number(let n): n
        case .bool(let b): b
        case .text(let t): t
        case .numbers(let list): list
        }
    }
}

extension PreviewableValue {
    /// The page's value for a control of `kind`, or nil when it does not fit that kind.
    init?(_ request: PreviewRequestValue, kind: PreviewableKind) {
        switch (kind, request) {
        case (.slider, .number(let n)): self = .number(n)
        case (.integer, .number(let n)): self = .number(n)
        case (.toggle, .bool(let b)): self = .bool(b)
        case (.text, .text(let t)): self = .text(t)
        case (.picker, .text(let t)): self = .choice(t)
        case (.point, .numbers(let list)) where list.count == 2: self = .point(x: list[0], y: list[1])
        case (.size, .numbers(let list)) where list.count == 2: self = .size(width: list[0], height: list[1])
        case (.color, .numbers(let list)) where list.count == 4: self = .color(red: list[0], green: list[1], blue: list[2], opacity: list[3])
        case (.color, .text(let hex)):
            // "#RRGGBB" or "#RRGGBBAA", as the page's colour well gives it.
            let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
            guard digits.count == 6 || digits.count == 8, let packed = UInt32(digits, radix: 16) else { return nil }
            let rgba = digits.count == 8 ? packed : packed << 8 | 0xFF
            func channel(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
            self = .color(red: channel(24), green: channel(16), blue: channel(8), opacity: channel(0))
        default: return nil
        }
    }
}
