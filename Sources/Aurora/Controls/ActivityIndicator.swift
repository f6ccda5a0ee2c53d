/// `ActivityIndicator`: iOS's spinner — eight spokes around a 20-point circle, the brightest one stepping clockwise eight times a second.
import AuroraGeometry
import Foundation

/// The indeterminate look of a circular progress view: eight rounded spokes in the tint (else
/// the secondary label colour); the leading spoke is opaque and the ones behind it fade, and the
/// lead moves one spoke clockwise every eighth of a second on the frame clock (a `TimelineView`).
struct ActivityIndicator: View {
    static let spokeCount = 8
    static let diameter: CGFloat = 20
    @Environment(\.tint) private var tint

    var body: some View {
        TimelineView(.animation(minimumInterval: 1 / Double(Self.spokeCount))) { context in
            let steps = (context.date.timeIntervalSinceReferenceDate * Double(Self.spokeCount)).rounded(.down)
            let lead = Int(steps.truncatingRemainder(dividingBy: Double(Self.spokeCount)))
            ZStack {
                ForEach(0..<Self.spokeCount, id: \.self) { spoke in
                    Capsule()
                        .fill(spokeStyle)
                        .frame(width: 2.5, height: 6.5)
                        .frame(width: Self.diameter, height: Self.diameter, alignment: .top)
                        .rotationEffect(.degrees(Double(spoke) * 360 / Double(Self.spokeCount)))
                        .opacity(Self.opacity(age: (lead - spoke + Self.spokeCount) % Self.spokeCount))
                }
            }
            .frame(width: Self.diameter, height: Self.diameter)
        }
    }

    private var spokeStyle: AnyShapeStyle {
        guard let tint else { return AnyShapeStyle(SystemColor.secondary) }
        return AnyShapeStyle(tint)
    }

    /// The opacity of a spoke `age` steps behind the lead: 1 for the lead, then 0.15 less a step, down to 0.3.
    static func opacity(age: Int) -> Double { max(0.3, 1 - 0.15 * Double(age)) }
}
