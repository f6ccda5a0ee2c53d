/// The gradients app's data: a named gradient of colour stops, and the library that holds them.
import Aurora
import Foundation
import Observation

/// A gradient in the library: a name and its colour stops.
public struct GradientModel: Identifiable, Hashable {
    /// A colour at a location along the gradient (0 start, 1 end).
    public struct Stop: Identifiable, Hashable {
        /// The stop's identity in its gradient.
        public var id: Int
        /// The stop's colour.
        public var color: Color
        /// Where the stop sits, 0 (start) to 1 (end).
        public var location: Double
    }

    /// The gradient's identity in the library.
    public var id: Int
    /// The name the library shows.
    public var name: String
    /// The colour stops, in the order the editor lists them.
    public var stops: [Stop]

    /// A gradient of `colors` spread evenly from start to end.
    public init(id: Int, name: String, colors: [Color]) {
        self.id = id
        self.name = name
        stops = colors.enumerated().map { index, color in
            Stop(id: index, color: color, location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
        }
    }

    /// The gradient for drawing: the stops in location order, each location clamped to 0…1 (not finite: 0).
    var gradient: Gradient {
        Gradient(stops: stops
            .map { Gradient.Stop(color: $0.color, location: $0.location.isFinite ? min(max($0.location, 0), 1) : 0) }
            .sorted { $0.location < $1.location })
    }

    /// The gradient from top to bottom, as the library's rows and the detail screen draw it.
    var linearGradient: LinearGradient { LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom) }

    /// Appends a stop at the end, in the colour the last one has.
    mutating func addStop() {
        let next = (stops.map(\.id).max() ?? -1) + 1
        stops.append(Stop(id: next, color: stops.last?.color ?? .white, location: 1))
    }
}
