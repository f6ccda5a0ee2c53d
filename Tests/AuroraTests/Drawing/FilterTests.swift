/// GraphicsContext filters: one golden per filter, shadow options, shader filters, and filter order and scope.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct FilterTests {
    /// A red square and a blue disc, the scene every filter golden filters.
    static func scene(_ context: GraphicsContext) {
        context.fill(Path(CGRect(x: 12, y: 12, width: 28, height: 28)), with: .color(.red))
        context.fill(Path(ellipseIn: CGRect(x: 26, y: 26, width: 26, height: 26)),
                     with: .linearGradient(Gradient(colors: [.blue, .green]), startPoint: CGPoint(x: 26, y: 26), endPoint: CGPoint(x: 52, y: 52)))
    }

    static let cases: [(String, GraphicsContext.Filter)] = [
        ("blur", .blur(radius: 3)),
        ("blur-opaque", .blur(radius: 3, options: .opaque)),
        ("shadow", .shadow(color: .black, radius: 2, x: 3, y: 3)),
        ("color-matrix", .colorMatrix({ var m = ColorMatrix(); (m.r1, m.r3, m.b1, m.b3) = (0, 1, 1, 0); return m }())),
        ("color-multiply", .colorMultiply(.yellow)),
        ("hue-rotation", .hueRotation(.degrees(120))),
        ("saturation", .saturation(0.3)),
        ("brightness", .brightness(0.3)),
        ("contrast", .contrast(0.4)),
        ("color-invert", .colorInvert()),
        ("color-invert-half", .colorInvert(0.25)),
        ("grayscale", .grayscale(1)),
        ("luminance-to-alpha", .luminanceToAlpha),
        ("alpha-threshold", .alphaThreshold(min: 0.5, color: .purple)),
        ("projection-transform", .projectionTransform(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: -10, ty: 0)))),
    ]

    @Test(arguments: 0..<15) func filterGolden(_ index: Int) throws {
        let (name, filter) = Self.cases[index]
        let pixmap = try #require(canvasPixels { context, _ in
            context.addFilter(filter)
            Self.scene(context)
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/filter-\(name)")
    }

    @Test func colorFiltersMatchSwiftUIsDefinitions() throws {
        func center(_ filter: GraphicsContext.Filter) throws -> PremultipliedPixel {
            try #require(canvasPixels(width: 8, height: 8, background: nil) { context, _ in
                context.addFilter(filter)
                context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.sRGB, red: 0.2, green: 0.4, blue: 0.6))
            }).pixel(x: 4, y: 4)
        }
        // brightness adds to each channel; colorInvert(1) inverts; grayscale(1) is Rec. 709 luminance.
        #expect(isClose(try center(.brightness(0.2)), PremultipliedPixel(red: 102, green: 153, blue: 204, alpha: 255), tolerance: 2))
        #expect(isClose(try center(.colorInvert()), PremultipliedPixel(red: 204, green: 153, blue: 102, alpha: 255), tolerance: 2))
        let grey = UInt8((0.2126 * 0.2 + 0.7152 * 0.4 + 0.0722 * 0.6) * 255 + 0.5)
        #expect(isClose(try center(.grayscale(1)), PremultipliedPixel(red: grey, green: grey, blue: grey, alpha: 255), tolerance: 2))
        // luminanceToAlpha: black with alpha = luminance.
        let lum = try center(.luminanceToAlpha)
        #expect(lum.red == 0 && abs(Int(lum.alpha) - Int(grey)) <= 2)
    }

    /// Each drawing is filtered on its own: two overlapping squares each cast a shadow onto the other.
    @Test func filtersApplyToEachDrawing() throws {
        let list = recordedList { context in
            context.addFilter(.blur(radius: 2))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(list.items.count == 2)
        for item in list.items {
            guard case .effect(.filters(let filters), _) = item.value else {
                Issue.record("expected a blur per drawing: \(list)")
                return
            }
            #expect(filters == [.blur(radius: 2, opaque: false)])
        }
    }

    /// A blur of radius 0 (where an animated blur ends) adds no filter: the drawing is recorded plainly.
    @Test func zeroBlurAddsNoFilter() {
        let list = recordedList { context in
            context.addFilter(.blur(radius: 0))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        #expect(list.items.count == 1)
        guard case .content(.shape) = list.items.first?.value else {
            Issue.record("expected a plain shape: \(list)")
            return
        }
    }

    /// Filters act in the order they are added: the first is innermost.
    @Test func filtersNestInOrder() {
        let list = recordedList { context in
            context.addFilter(.blur(radius: 1))
            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        guard case .effect(.filters(let outer), let inner) = list.items.first?.value,
              case .effect(.filters(let innermost), _) = inner.items.first?.value else {
            Issue.record("unexpected order: \(list)")
            return
        }
        #expect(outer == [.grayscale(1)])
        #expect(innermost == [.blur(radius: 1, opaque: false)])
    }

    /// A filter keeps the user space it was added in: a blur added at 2× blurs twice as far.
    @Test func filtersKeepTheirUserSpace() {
        let list = recordedList { context in
            context.scaleBy(x: 2, y: 2)
            context.addFilter(.blur(radius: 1))
            context.scaleBy(x: 0.5, y: 0.5)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        guard case .effect(.transform(let t), let inner) = list.items.first?.value,
              case .effect(.filters, _) = inner.items.first?.value else {
            Issue.record("unexpected structure: \(list)")
            return
        }
        #expect(t == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func shadowOptions() throws {
        let cases: [(String, GraphicsContext.Filter, GraphicsContext.BlendMode)] = [
            ("shadow-above", .shadow(color: .black, radius: 2, x: 4, y: 4, options: .shadowAbove), .normal),
            ("shadow-only", .shadow(color: .black, radius: 2, x: 4, y: 4, options: .shadowOnly), .normal),
            ("shadow-inner", .shadow(color: .black, radius: 2, x: 3, y: 3, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]), .normal),
            ("shadow-multiply", .shadow(color: .blue, radius: 3, x: 4, y: 4, blendMode: .multiply), .normal),
        ]
        for (name, filter, _) in cases {
            let pixmap = try #require(canvasPixels { context, _ in
                context.addFilter(filter)
                Self.scene(context)
            })
            GoldenImage.assertMatches(pixmap, golden: "canvas/filter-\(name)")
        }
        // shadowOnly: nothing of the red square itself is drawn.
        let only = try #require(canvasPixels { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 30, y: 0, options: .shadowOnly))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        })
        #expect(only.pixel(x: 5, y: 5) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(only.pixel(x: 35, y: 5).red < 100)
    }

    @Test func disablesGroupShadowsEachDrawingOfALayer() {
        let list = recordedList { context in
            context.addFilter(.shadow(radius: 2, options: .disablesGroup))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                layer.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.blue))
            }
        }
        #expect(list.items.count == 2)
    }

    @Test func shaderFilters() throws {
        let library = ShaderLibrary(data: Data("""
            #include <metal_stdlib>
            #include <SwiftUI/SwiftUI.h>
            using namespace metal;
            [[ stitchable ]] half4 swap(float2 position, half4 color) { return half4(color.b, color.g, color.r, color.a); }
            [[ stitchable ]] float2 wave(float2 position) { return float2(position.x + 4.0 * sin(position.y / 4.0), position.y); }
            [[ stitchable ]] half4 shift(float2 position, SwiftUI::Layer layer) { return layer.sample(position + float2(6.0, 0.0)); }
            """.utf8))
        let cases: [(String, GraphicsContext.Filter)] = [
            ("color-shader", .colorShader(library.swap())),
            ("distortion-shader", .distortionShader(library.wave(), maxSampleOffset: CGSize(width: 4, height: 0))),
            ("layer-shader", .layerShader(library.shift(), maxSampleOffset: CGSize(width: 6, height: 0))),
        ]
        for (name, filter) in cases {
            let pixmap = try #require(canvasPixels { context, _ in
                context.addFilter(filter)
                Self.scene(context)
            })
            GoldenImage.assertMatches(pixmap, golden: "canvas/filter-\(name)")
        }
        // The colour shader swaps red and blue: the red square turns blue.
        let swapped = try #require(canvasPixels { context, _ in
            context.addFilter(.colorShader(library.swap()))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.sRGB, red: 1, green: 0, blue: 0))
        })
        #expect(swapped.pixel(x: 5, y: 5) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
