/// The Aurora module: SwiftUI's API — views, modifiers, layout, styles — over Aurora's renderer.
@_exported import AuroraGeometry
import Foundation
