/// iOS's background, grouped-background and separator colours that navigation bars and lists draw with, light and dark.
import Foundation

extension SystemColor {
    /// `systemBackground`: white in light, black in dark (a navigation page, a plain list).
    static let background = named((255, 255, 255), dark: (0, 0, 0))
    /// `systemGroupedBackground`: rgb(242, 242, 247) in light, black in dark (behind grouped lists and forms).
    static let groupedBackground = named((242, 242, 247), dark: (0, 0, 0))
    /// `secondarySystemGroupedBackground`: white in light, rgb(28, 28, 30) in dark (a grouped list's rows).
    static let secondaryGroupedBackground = named((255, 255, 255), dark: (28, 28, 30))
    /// `separator`: rgb(60, 60, 67) at 0.29 in light, rgb(84, 84, 88) at 0.6 in dark (row separators, the bar's hairline).
    static let separator = named((60, 60, 67), dark: (84, 84, 88), opacity: 0.29, darkOpacity: 0.6)
    /// `secondaryLabel`: rgb(60, 60, 67) at 0.6 in light, rgb(235, 235, 245) at 0.6 in dark (section headers and footers).
    static let secondaryLabel = named((60, 60, 67), dark: (235, 235, 245), opacity: 0.6)
    /// `systemGray3`: rgb(199, 199, 204) in light, rgb(72, 72, 74) in dark (a row's disclosure chevron).
    static let gray3 = named((199, 199, 204), dark: (72, 72, 74))
}

extension SystemColor {
    /// `systemGray4`: rgb(209, 209, 214) in light, rgb(58, 58, 60) in dark (a pressed list row).
    static let gray4 = named((209, 209, 214), dark: (58, 58, 60))
}
