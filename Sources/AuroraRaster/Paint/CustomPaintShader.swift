/// Shading of custom paints: batches of user-space pixel centres through the paint's function.
import AuroraGeometry
import Foundation

/// A custom paint prepared for one transform: hands the function the user-space positions of
/// the pixel centres in batches of at most `CustomPaint.maximumBatch`, then clamps its colours
/// (NaN to 0, channels to 0…1, colour to alpha), applies the opacity and rounds them to words.
/// A non-invertible transform paints nothing (transparent words) without calling the function.
package struct CustomPaintShader: RowShader {
    private let paint: CustomPaint
    private let deviceToUser: CGAffineTransform
    private let isInvertible: Bool
    private let opacity: Float
    /// Always `false`: the function's colours are not known in advance.
    package var isOpaque: Bool { false }

    /// Prepares `paint` for drawing under `userToDevice`, with `opacity` (0…1) applied.
    package init(_ paint: CustomPaint, userToDevice: CGAffineTransform, opacity: Float) {
        self.paint = paint
        let determinant = userToDevice.a * userToDevice.d - userToDevice.b * userToDevice.c
        isInvertible = determinant != 0 && determinant.isFinite && userToDevice.tx.isFinite && userToDevice.ty.isFinite
        deviceToUser = userToDevice.inverted()
        self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    }

    package func shadeRow(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        guard isInvertible else {
            output.update(repeating: 0, count: count)
            return
        }
        let m = deviceToUser, batch = CustomPaint.maximumBatch
        let py = Double(y) + 0.5
        withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: batch) { positions in
            withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: batch) { colors in
                var done = 0
                while done < count {
                    let n = min(batch, count - done)
                    for k in 0..<n {
                        let px = Double(x + done + k) + 0.5
                        positions[k] = SIMD2(Float(m.a * px + m.c * py + m.tx), Float(m.b * px + m.d * py + m.ty))
                        colors[k] = .zero
                    }
                    paint.shade(UnsafeBufferPointer(rebasing: positions[0..<n]),
                                UnsafeMutableBufferPointer(rebasing: colors[0..<n]))
                    for k in 0..<n {
                        var c = colors[k]
                        c = c.replacing(with: 0, where: .!(c .>= 0))
                        c = c.replacing(with: 1, where: c .> 1)
                        output[done + k] = PixelConversion.pack(c * opacity)
                    }
                    done += n
                }
            }
        }
    }
}
