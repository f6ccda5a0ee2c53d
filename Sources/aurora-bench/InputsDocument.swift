/// The decoded shape of `inputs.json`, as `anchors.py --export-inputs` writes it.

/// The parts of `inputs.json` that `aurora-bench` reads, field names as in the file.
struct InputsDocument: Decodable {
    /// Canvas width and height in pixels.
    var canvas: [Int]
    /// W1's paths.
    var w1_paths: FillPaths
    /// W2's stroke parameters.
    var w2_stroke: Stroke
    /// W3's two gradients.
    var w3_gradient: Gradients
    /// W6's paragraph and how it is set.
    var w6_text: Text
    /// W7's ripple parameters and source image.
    var w7_ripple: Ripple
    /// W8's source image.
    var w8_png: ImageSource
    /// W9's layers.
    var w9_composite: Composite

    /// W1: every path as 13 points, with a straight RGBA8 colour each and the canvas clear colour.
    struct FillPaths: Decodable {
        var points: [[[Double]]]
        var colors_rgba8_straight: [[Int]]
        var clear: [Int]
    }

    /// W2: stroke width, join and cap names.
    struct Stroke: Decodable {
        var width: Double
        var join: String
        var cap: String
    }

    /// W3: a linear gradient, then a radial one drawn source-over on top.
    struct Gradients: Decodable {
        var linear: Linear
        var radial: Radial

        /// A linear gradient from `p0` to `p1`.
        struct Linear: Decodable {
            var p0: [Double]
            var p1: [Double]
            var stops: [Double]
            var colors: [[Int]]
        }

        /// A radial gradient from the centre out to `radius`.
        struct Radial: Decodable {
            var center: [Double]
            var radius: Double
            var stops: [Double]
            var colors: [[Int]]
        }
    }

    /// W6: the paragraph, its font (a description naming the file), size, wrap width and colours.
    struct Text: Decodable {
        var text: String
        var font: String
        var px: Double
        var wrap_width: Double
        var color: [Int]
        var background: [Int]
    }

    /// W7: the Ripple layer effect's arguments and the image it runs over.
    struct Ripple: Decodable {
        var origin: [Double]
        var time: Double
        var amplitude: Double
        var frequency: Double
        var decay: Double
        var speed: Double
        var source: String
    }

    /// A workload that starts from an image file in the inputs folder.
    struct ImageSource: Decodable {
        var source: String
    }

    /// W9: how many layers, at what opacity, cycling through which files, over which background.
    struct Composite: Decodable {
        var layers: Int
        var opacity: Double
        var layer_files: [String]
        var background: [Int]
    }
}
