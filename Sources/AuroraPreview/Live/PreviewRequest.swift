/// `PreviewRequest`: a message from the live preview's page, decoded and checked.
import Aurora
import AuroraGeometry
import Foundation

/// What the page asks of a preview session (see the protocol in the module README).
public enum PreviewRequest: Equatable, Sendable {
    /// Start (or replace) variant 0 on a preview.
    case open(PreviewVariant)
    /// Show a grid of variants of one preview.
    case variants([PreviewVariant])
    /// Input to variant 0, in points.
    case input(HostEvent)
    case play
    case pause
    /// Move the clock on by one frame (1/60 s) and pause.
    case step
    /// Slow motion: the clock runs at `rate` (0.1…1) times the wall clock.
    case rate(Double)
    /// Go back (or forward) to a time of the session's history.
    case seek(TimeInterval)
    /// Set a `@Previewable` value.
    case set(name: String, value: PreviewRequestValue)
    /// Ask for the view tree, accessibility tree and display list of the current frame.
    case inspect
    /// Plot how the drawing's numbers moved from `from` to `to` (nil: the start and the end of the
    /// history) at `samples` evenly spaced times.
    case curves(from: TimeInterval?, to: TimeInterval?, samples: Int)
    /// Save the current frame (`png`) or record the next `seconds` (`apng`, `gif`, `mp4`).
    case capture(format: String, seconds: Double)

    /// The largest message accepted, in bytes.
    public static let maximumSize = 1 << 20

    /// Decodes one text message of the page.
    public init(json text: String) throws(PreviewRequestError) {
        guard text.utf8.count <= Self.maximumSize else { throw .tooLarge(bytes: text.utf8.count) }
        guard let object = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)), case .object(let fields) = object else {
            throw .malformed("not a JSON object")
        }
        let message = PreviewRequestFields(fields)
        let type = try message.string("type")
        switch type {
        case "open": self = .open(try PreviewVariant(message))
        case "variants":
            let preview = try message.string("preview")
            guard case .array(let list) = fields["variants"], (1...16).contains(list.count) else {
                throw .malformed("'variants' must be a list of 1 to 16 objects")
            }
            var variants: [PreviewVariant] = []
            for entry in list {
                guard case .object(var entryFields) = entry else { throw .malformed("each variant must be an object") }
                entryFields["preview"] = .string(preview)
                variants.append(try PreviewVariant(PreviewRequestFields(entryFields)))
            }
            self = .variants(variants)
        case "pointer":
            let phase: PointerEvent.Phase
            switch try message.string("phase") {
            case "down": phase = .down
            case "move": phase = .move
            case "up": phase = .up
            case "cancel": phase = .cancel
            case let other: throw .malformed("unknown pointer phase '\(other.echoed())'")
            }
            let pointer = try message.optionalNumber("pointer") ?? 0
            guard abs(pointer) < 1e6 else { throw .malformed("'pointer' out of range") }
            self = .input(.pointer(PointerEvent(phase, at: try message.point(), pointerID: Int(pointer))))
        case "hover": self = .input(.hover(try message.point()))
        case "wheel":
            let delta = CGVector(dx: try message.number("dx"), dy: try message.number("dy"))
            self = .input(.wheel(WheelEvent(delta: delta, at: try message.point())))
        case "key": self = .input(.key(try message.keyPress()))
        case "text":
            let text = try message.string("text")
            guard !text.isEmpty else { throw .malformed("'text' is empty") }
            self = .input(.text(text))
        case "play": self = .play
        case "pause": self = .pause
        case "step": self = .step
        case "rate":
            let rate = try message.number("rate")
            guard (0.1...1).contains(rate) else { throw .malformed("'rate' must be from 0.1 to 1, not \(rate)") }
            self = .rate(rate)
        case "seek":
            let time = try message.number("time")
            guard time >= 0 else { throw .malformed("'time' must not be negative") }
            self = .seek(time)
        case "set": self = .set(name: try message.string("name"), value: try PreviewRequestValue(fields["value"]))
        case "inspect": self = .inspect
        case "curves":
            let from = try message.optionalNumber("from"), to = try message.optionalNumber("to")
            guard (from ?? 0) >= 0, (to ?? 0) >= 0 else { throw .malformed("'from' and 'to' must not be negative") }
            if let from, let to, to < from { throw .malformed("'to' must not be before 'from'") }
            let samples = try message.optionalNumber("samples") ?? 120
            guard (2...600).contains(samples), samples == samples.rounded() else {
                throw .malformed("'samples' must be a whole number from 2 to 600")
            }
            self = .curves(from: from, to: to, samples: Int(samples))
        case "capture":
            let format = try message.string("format")
            guard ["png", "apng", "gif", "mp4"].contains(format) else { throw .malformed("unknown capture format '\(format.echoed())'") }
            let seconds = try message.optionalNumber("seconds") ?? 3
            guard seconds > 0, seconds <= 60 else { throw .malformed("'seconds' must be more than 0 and at most 60") }
            self = .capture(format: format, seconds: seconds)
        default: throw .malformed("unknown message type '\(type.echoed())'")
        }
    }
}
