/// M1 material-regular: a full-screen `.regularMaterial` over a mesh gradient, iPhone 15 Pro at 3x.
import Aurora
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import Foundation

extension Workload {
    /// Renders a display list of the W5 mesh gradient (drawn once, untimed, with the raster mesh
    /// engine, then placed as a full-canvas image) under a full-screen `.regularMaterial` built
    /// by the view layer, at 393×852 pt @3x: per frame, the mesh image's blit plus the whole
    /// material (backdrop read, reduction, blur, saturation, tint, enlargement, clipped draw).
    static let materialRegular = Workload(
        key: "M1_material", variant: "regular",
        notes: "full-screen .regularMaterial over the W5 mesh (as an image), DisplayListRenderer 393x852 @3x"
    ) { inputs, context in
        let size = CGSize(width: 393, height: 852), scale: CGFloat = 3
        let mesh = RasterContext(pixmap: try inputs.makeCanvas(), threads: context.threads)
        mesh.fillAll(with: Paint(.mesh(try inputs.meshGradient())))
        let background = DisplayList.Item(frame: CGRect(origin: .zero, size: size),
                                          content: .image(DisplayList.Image(mesh.pixmap), rect: CGRect(origin: .zero, size: size),
                                                          interpolation: .bilinear))
        let material = try onMainActor {
            let renderer = ImageRenderer(content: Rectangle().fill(.regularMaterial).ignoresSafeArea())
            renderer.device = .iPhone15Pro
            return renderer.displayList
        }
        guard !material.items.isEmpty else { throw BenchError.invalidInputs("the material view built no display list") }
        let list = DisplayList(items: [background] + material.items)
        let renderer = DisplayListRenderer(threads: context.threads)
        var last: Pixmap?
        return WorkloadRun(threads: context.threads, run: {
            last = try renderer.render(list, size: size, scale: scale, background: .white)
        }, output: {
            guard let last else { throw BenchError.invalidInputs("M1 material-regular rendered nothing") }
            return .pixmap(last)
        })
    }
}
