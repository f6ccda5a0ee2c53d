/// The Aurora module: SwiftUI's API — views, modifiers, layout, styles — over Aurora's renderer.
@_exported import AuroraGeometry
// As `import SwiftUI` does, `import Aurora` gives Foundation (`Date`, `TimeInterval`, `URL`…).
@_exported import Foundation
