/// `LayerSampler`: where `layer.sample(position)` reads the rasterised view of a layer effect.
import AuroraRaster

/// The source of a `SwiftUI::Layer`'s samples.
public protocol LayerSampler {
    /// The premultiplied colour (each channel 0…1) of the layer at a user-space `position`,
    /// linearly filtered, as SwiftUI's `Layer.sample` returns it.
    func sample(_ position: SIMD2<Float>) -> SIMD4<Float>
}
