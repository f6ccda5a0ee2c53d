/// MG1: the WWDC24 3×3 `MeshGradient` view filling an iPhone 15 Pro screen at 3×, through the view layer and renderer.
import Aurora
import AuroraDisplayList
import AuroraGallery
import AuroraRaster
import AuroraRender
import Foundation

extension Workload {
    /// Rendering the full-screen mesh gradient view's display list at 3× (1179 × 2556 pixels), bicubic colours.
    static let meshGradientViewRender = meshGradientView(variant: "render", smoothsColors: true)
    /// The same with `smoothsColors: false` (bilinear colours, as W5).
    static let meshGradientViewRenderLinear = meshGradientView(variant: "render-linear", smoothsColors: false)

    private static func meshGradientView(variant: String, smoothsColors: Bool) -> Workload {
        Workload(key: "MG1_meshgradient", variant: variant,
                 notes: "MeshGradient view 3x3 (WWDC24), smoothsColors \(smoothsColors), full screen iPhone 15 Pro: DisplayListRenderer at 3x") { _, context in
            try WorkloadRun.iPhoneScreenRender(threads: context.threads) { SessionMeshGradient(smoothsColors: smoothsColors) }
        }
    }
}
