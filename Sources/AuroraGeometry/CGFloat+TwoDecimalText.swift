/// `CGFloat.twoDecimalText`: a coordinate as the text forms and inspectors print it.
import Foundation

extension CGFloat {
    /// The value with at most two decimals and no trailing zeros ("12", "12.5", "-0.25"); a value
    /// that is not finite or beyond ±1e15 as Swift prints it.
    package var twoDecimalText: String {
        let hundredths = (Double(self) * 100).rounded()
        guard hundredths.isFinite, Swift.abs(hundredths) < 1e17 else { return "\(Double(self))" }
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(Swift.abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
