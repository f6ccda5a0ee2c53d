/// `SnapshotResult`: what happened to one snapshot of a run — its status, figures and image files — as written to `report.json`.
import Foundation

/// The outcome of one case on one device and colour scheme.
package struct SnapshotResult: Codable, Hashable, Sendable {
    /// What happened.
    package enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        /// The render does not match the reference.
        case failed
        /// There is no reference and recording was off.
        case missing
        /// The view could not be rendered, or the reference could not be read.
        case error
        /// A reference was written (`--record`).
        case recorded
        /// The render matches the reference.
        case passed

        /// Whether the run fails because of it.
        package var isFailure: Bool { self == .failed || self == .missing || self == .error }
    }

    /// `case/variant`, unique in a run.
    package var id: String
    /// The case's name.
    package var name: String
    /// The variant's name (`iphone15pro-dark`).
    package var variant: String
    /// The declaring source file and line.
    package var file: String
    package var line: Int
    /// The outcome.
    package var status: Status
    /// Why it failed, with the figures; empty when it passed.
    package var message: String
    /// Pixels that differ (failed snapshots of the reference's size).
    package var differingPixelCount: Int?
    /// The largest ΔE 1994 of any pixel.
    package var maximumDeltaE: Float?
    /// The image files, relative to the report folder.
    package var referenceImage: String?
    package var actualImage: String?
    package var differenceImage: String?
    /// The reference file in the package.
    package var referencePath: String
    /// Seconds spent rendering and comparing.
    package var seconds: Double
}
