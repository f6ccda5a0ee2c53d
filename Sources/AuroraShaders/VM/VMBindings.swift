/// `VMBindings`: the images, arrays and limits a VM run reads besides its registers.

/// A premultiplied RGBA8 image the VM samples: borrowed pixel words and how user space maps onto them.
package struct VMImage: @unchecked Sendable {
    /// How a texel outside the image reads.
    package enum Edges: Sendable {
        /// Transparent black (SwiftUI's layer: nothing was drawn there).
        case transparent
        /// The nearest edge texel.
        case clamp
    }

    /// The pixels, row after row (red in the low byte).
    package var words: UnsafePointer<UInt32>
    /// The width in pixels.
    package var width: Int
    /// The height in pixels.
    package var height: Int
    /// The user-space position of the top-left corner (layers only).
    package var origin: SIMD2<Float>
    /// Pixels per user-space unit (layers only).
    package var scale: Float
    /// How texels outside read (layers only; textures use their sampler).
    package var edges: Edges

    /// An image over `words`, `width`×`height` pixels.
    package init(words: UnsafePointer<UInt32>, width: Int, height: Int, origin: SIMD2<Float> = .zero, scale: Float = 1,
                 edges: Edges = .transparent) {
        self.words = words
        self.width = width
        self.height = height
        self.origin = origin
        self.scale = scale
        self.edges = edges
    }
}

/// A `device const` array argument as the VM reads it: `components` floats per element.
package struct VMArray: @unchecked Sendable {
    /// The floats, element after element.
    package var values: UnsafePointer<Float>
    /// The number of elements.
    package var count: Int
}

/// Everything a run binds: the layer, the image, the arrays, the sample window and the loop budget.
package struct VMBindings: @unchecked Sendable {
    /// The layer of a layer effect (or the source of a distortion).
    package var layer: VMImage?
    /// The `texture2d<half>` argument's image.
    package var texture: VMImage?
    /// Array arguments, by argument index.
    package var arrays: [Int: VMArray]
    /// When set, layer samples are kept within `maxOffset` (per axis) of the pixel's position,
    /// read from these registers (SwiftUI's `maxSampleOffset`).
    package var sampleWindow: (x: IRRegister, y: IRRegister, maxOffset: SIMD2<Float>)?
    /// The most loop iterations one pixel may run, all loops together.
    package var iterationBudget: Int32

    /// Bindings with nothing bound and a budget of `iterationBudget`.
    package init(iterationBudget: Int32 = 100_000) {
        self.arrays = [:]
        self.iterationBudget = iterationBudget
    }
}
