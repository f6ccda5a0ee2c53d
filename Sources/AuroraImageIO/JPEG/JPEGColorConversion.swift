/// Turns full-size component planes into opaque RGBA pixels: grey, YCbCr, RGB, CMYK and YCCK.

/// The colour model of a frame's components, from the component count and the JFIF/Adobe markers.
enum JPEGColorModel: Sendable, Equatable {
    case grey
    case yCbCr
    case rgb
    /// Four components of ink; `inverted` when an Adobe APP14 marker says the values are stored as 255 − ink.
    case cmyk(inverted: Bool)
    /// YCbCr-coded CMY plus K (Adobe transform 2), K stored as 255 − ink.
    case yCCK

    /// The model for `frame`, given the Adobe APP14 transform flag if the file has that marker.
    init(frame: JPEGFrame, adobeTransform: Int?) {
        switch frame.components.count {
        case 1:
            self = .grey
        case 3:
            let identifiers = frame.components.map(\.identifier)
            if let adobeTransform {
                self = adobeTransform == 0 ? .rgb : .yCbCr
            } else {
                self = identifiers == Array("RGB".utf8) ? .rgb : .yCbCr
            }
        default:
            if adobeTransform == 2 { self = .yCCK } else { self = .cmyk(inverted: adobeTransform != nil) }
        }
    }
}

/// Converts component samples to sRGB words (red in the low byte, opaque).
enum JPEGColorConversion {
    /// 16-bit fixed-point JFIF YCbCr → RGB coefficients: 1.402, 0.344136, 0.714136, 1.772.
    private static let crToRed = 91_881, cbToGreen = 22_554, crToGreen = 46_802, cbToBlue = 116_130

    /// Writes `count` pixels from the planes (one per component, `count` samples each from `start`) to `output`.
    static func convert(_ planes: [UnsafePointer<UInt8>], model: JPEGColorModel, start: Int, count: Int,
                        into output: UnsafeMutablePointer<UInt32>) {
        for index in start..<start + count {
            let (red, green, blue): (Int, Int, Int)
            switch model {
            case .grey:
                let grey = Int(planes[0][index])
                (red, green, blue) = (grey, grey, grey)
            case .rgb:
                (red, green, blue) = (Int(planes[0][index]), Int(planes[1][index]), Int(planes[2][index]))
            case .yCbCr:
                (red, green, blue) = yCbCrToRGB(Int(planes[0][index]), Int(planes[1][index]), Int(planes[2][index]))
            case .cmyk(let inverted):
                // Each channel is (255 − ink) · (255 − black) / 255; Adobe files already store 255 − ink.
                let flip = inverted ? 0 : 255
                let white = abs(flip - Int(planes[3][index]))
                (red, green, blue) = (scale(abs(flip - Int(planes[0][index])), white),
                                      scale(abs(flip - Int(planes[1][index])), white),
                                      scale(abs(flip - Int(planes[2][index])), white))
            case .yCCK:
                // The YCC part decodes to the complement of the stored (inverted) CMY; K is stored inverted.
                let (r, g, b) = yCbCrToRGB(Int(planes[0][index]), Int(planes[1][index]), Int(planes[2][index]))
                let white = Int(planes[3][index])
                (red, green, blue) = (scale(255 - r, white), scale(255 - g, white), scale(255 - b, white))
            }
            output[index] = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
        }
    }

    /// JFIF's YCbCr → RGB, rounded to nearest and clamped.
    private static func yCbCrToRGB(_ y: Int, _ cb: Int, _ cr: Int) -> (Int, Int, Int) {
        let cb = cb - 128, cr = cr - 128, half = 1 << 15
        let red = y + ((crToRed * cr + half) >> 16)
        let green = y + ((-cbToGreen * cb - crToGreen * cr + half) >> 16)
        let blue = y + ((cbToBlue * cb + half) >> 16)
        return (clamp(red), clamp(green), clamp(blue))
    }

    private static func clamp(_ value: Int) -> Int { max(0, min(255, value)) }

    /// `a · b / 255`, rounded to nearest.
    private static func scale(_ a: Int, _ b: Int) -> Int { (a * b + 127) / 255 }
}
