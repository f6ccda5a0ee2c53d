/// `Font.TextStyle`: the dynamic text styles and their iOS point sizes at each Dynamic Type size.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension Font {
    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The iOS point size at `dynamicTypeSize`.
        ///
        /// The sizes of the Dynamic Type table in Apple's Human Interface Guidelines
        /// (Typography › Specifications › iOS, iPadOS Dynamic Type sizes), as UIKit reports them:
        /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` measured for every content size
        /// category on the iOS 13.3 simulator, github.com/temoki/UIKit_DynamicType (README).
        /// Large is the default: body 17, caption2 11, largeTitle 34.
        func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
            let sizes: [CGFloat] = switch self {
            //                xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            }
            return sizes[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
        }

        /// The style's weight: headline is semibold, the rest regular.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
