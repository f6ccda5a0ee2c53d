/// iOS's fill, grouped-background and tertiary-label colours that controls draw with, light and dark.
import Foundation

extension SystemColor {
    /// `systemFill`: rgb(120, 120, 128) at 0.2 in light, 0.36 in dark (slider and progress tracks).
    static let fill = named((120, 120, 128), dark: (120, 120, 128), opacity: 0.2, darkOpacity: 0.36)
    /// `secondarySystemFill`: rgb(120, 120, 128) at 0.16 in light, 0.32 in dark (a switch that is off).
    static let secondaryFill = named((120, 120, 128), dark: (120, 120, 128), opacity: 0.16, darkOpacity: 0.32)
    /// `tertiarySystemFill`: rgb(118, 118, 128) at 0.12 in light, 0.24 in dark (bordered buttons,
    /// steppers, segmented controls).
    static let tertiaryFill = named((118, 118, 128), dark: (118, 118, 128), opacity: 0.12, darkOpacity: 0.24)
    /// `secondarySystemBackground`: rgb(242, 242, 247) in light, rgb(28, 28, 30) in dark (group boxes).
    static let secondaryBackground = named((242, 242, 247), dark: (28, 28, 30))
    /// `tertiaryLabel`: rgb(60, 60, 67) at 0.3 in light, rgb(235, 235, 245) at 0.3 in dark (disabled labels).
    static let tertiaryLabel = named((60, 60, 67), dark: (235, 235, 245), opacity: 0.3)
    /// A segmented control's selected segment: white in light, rgb(99, 99, 102) (`systemGray2`) in dark.
    static let selectedSegment = named((255, 255, 255), dark: (99, 99, 102))
    /// The line between unselected segments and between a stepper's halves: rgb(142, 142, 147)
    /// at 0.3 in light, 0.45 in dark.
    static let controlSeparator = named((142, 142, 147), dark: (142, 142, 147), opacity: 0.3, darkOpacity: 0.45)
}
