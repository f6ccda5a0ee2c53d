/// `AnimationCurveSampler`: collects the numbers of display lists, sample by sample, into
/// `AnimationCurves`.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Reads every number an animation can move out of a display list at each sample, then keeps those
/// that changed.
struct AnimationCurveSampler {
    /// The most values kept in all (numbers per sample × samples), so a huge list cannot exhaust memory.
    static let maximumValues = 2_000_000

    private let sampleCount: Int
    private var values: [String: [Double?]] = [:]
    private var labels: [String: String] = [:]
    private var order: [String] = []
    private var current = 0

    init(sampleCount: Int) {
        self.sampleCount = sampleCount
    }

    /// Records the numbers of `list` as sample `index`.
    mutating func add(_ list: DisplayList, sample index: Int) {
        current = index
        walk(list, path: "")
    }

    /// The series that changed, at the given times.
    func curves(times: [TimeInterval]) -> AnimationCurves {
        var series: [AnimationCurves.Series] = []
        var alike: [Int] = []
        var seen: [[Double?]: Int] = [:]
        for key in order {
            guard let samples = values[key], Self.changes(samples) else { continue }
            if let first = seen[samples] {
                alike[first] += 1
                continue
            }
            seen[samples] = series.count
            series.append(AnimationCurves.Series(label: labels[key] ?? key, values: samples))
            alike.append(0)
        }
        for index in series.indices where alike[index] > 0 { series[index].label += " (+\(alike[index]) alike)" }
        let kept = Array(series.prefix(AnimationCurves.maximumSeries))
        return AnimationCurves(times: times, series: kept, omitted: series.count - kept.count)
    }

    private static func changes(_ samples: [Double?]) -> Bool {
        let present = samples.compactMap { $0 }
        guard let low = present.min(), let high = present.max() else { return false }
        return high - low > 1e-6 * max(1, abs(high)) || present.count != samples.count && present.count > 0 && samples.count > 1
    }

    /// The drawing's state above an item: the transform from the list's space to the canvas, the
    /// opacity, and the filters' numbers.
    private struct Inherited {
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var filters: [(String, Double)] = []
    }

    /// Records each drawn item's numbers as the canvas sees them (its frame through every transform
    /// above it, the product of the opacities, the filters' amounts), keyed by its index path. An
    /// effect around a single item keeps that item's key, so an effect that appears or goes away
    /// (an offset passing through zero, an opacity reaching 1) does not break the curve.
    private mutating func walk(_ list: DisplayList, path: String, inherited: Inherited = Inherited(), keepsPath: Bool = false) {
        for (index, item) in list.items.enumerated() {
            let itemPath = keepsPath ? path : path.isEmpty ? "\(index)" : "\(path).\(index)"
            let toParent = CGAffineTransform(translationX: item.frame.minX, y: item.frame.minY)
            switch item.value {
            case .effect(let effect, let inner):
                var below = inherited
                var local = CGAffineTransform.identity
                switch effect {
                case .opacity(let value): below.opacity *= value
                case .transform(let transform): local = transform
                case .filters(let filters): below.filters += Self.numbers(of: filters)
                default: break
                }
                below.transform = local.concatenating(toParent).concatenating(inherited.transform)
                walk(inner, path: itemPath, inherited: below, keepsPath: inner.items.count == 1)
            case .content(let content):
                let kind = Self.kind(of: content)
                func put(_ property: String, _ value: Double) {
                    record(key: itemPath + " " + property, label: "\(itemPath) \(kind) \(property)", value: value)
                }
                let transform = toParent.concatenating(inherited.transform)
                let bounds = CGRect(origin: .zero, size: item.frame.size).applying(transform)
                put("x", bounds.minX)
                put("y", bounds.minY)
                put("width", bounds.width)
                put("height", bounds.height)
                put("opacity", inherited.opacity)
                put("scale", (transform.a * transform.a + transform.b * transform.b).squareRoot())
                put("rotation°", atan2(transform.b, transform.a) * 180 / .pi)
                for (name, value) in inherited.filters { put(name, value) }
                if let colour = Self.colour(of: content) {
                    put("red", Double(colour.red))
                    put("green", Double(colour.green))
                    put("blue", Double(colour.blue))
                    put("alpha", Double(colour.alpha))
                }
            }
        }
    }

    private mutating func record(key: String, label: String, value: Double) {
        guard value.isFinite else { return }
        if values[key] == nil {
            guard (order.count + 1) * sampleCount <= Self.maximumValues else { return }
            values[key] = Array(repeating: nil, count: sampleCount)
            labels[key] = label
            order.append(key)
        }
        values[key]?[current] = value
    }

    /// The filters' numbers: blur and shadow radii, a shadow's offset, amounts, hue rotation.
    private static func numbers(of filters: [DisplayList.Filter]) -> [(String, Double)] {
        filters.flatMap { filter -> [(String, Double)] in
            switch filter {
            case .blur(let radius, _): [("blur", radius)]
            case .shadow(_, let radius, let offset): [("shadow radius", radius), ("shadow x", offset.width), ("shadow y", offset.height)]
            case .brightness(let value): [("brightness", value)]
            case .contrast(let value): [("contrast", value)]
            case .saturation(let value): [("saturation", value)]
            case .grayscale(let value): [("grayscale", value)]
            case .hueRotation(let angle): [("hue°", angle.degrees)]
            default: []
            }
        }
    }

    private static func colour(of content: DisplayList.Content) -> RGBAColor? {
        switch content {
        case .fill(.color(let colour)), .shape(_, .color(let colour), _, _): colour
        default: nil
        }
    }

    /// `fill`, `shape`, `image` or `text`: what is drawn.
    private static func kind(of content: DisplayList.Content) -> String {
        switch content {
        case .fill: "fill"
        case .shape: "shape"
        case .image: "image"
        case .text: "text"
        }
    }
}
