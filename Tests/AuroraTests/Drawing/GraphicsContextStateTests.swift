/// GraphicsContext state: value semantics, transforms, opacity, clip bounds, and what `append` records.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct GraphicsContextStateTests {
    static let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    /// The WWDC21 seed: changes made on a copy affect only drawing done through the copy.
    @Test func aCopysChangesAffectOnlyItsOwnDrawing() throws {
        let pixmap = try #require(canvasPixels(width: 40, height: 20) { context, _ in
            var copy = context
            copy.opacity = 0.5
            copy.translateBy(x: 20, y: 0)
            copy.fill(Self.square, with: .color(.black))
            context.fill(Self.square, with: .color(.black))
        })
        // The original: opaque black at the origin, untouched by the copy's opacity and transform.
        #expect(pixmap.pixel(x: 5, y: 5) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
        // The copy: translated and half transparent over white.
        #expect(isClose(pixmap.pixel(x: 25, y: 5), PremultipliedPixel(red: 127, green: 127, blue: 127, alpha: 255), tolerance: 2))
        #expect(pixmap.pixel(x: 15, y: 5) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func copiesShareTheDestination() {
        let list = recordedList { context in
            let copy = context
            copy.fill(Self.square, with: .color(.red))
            context.fill(Self.square, with: .color(.blue))
        }
        #expect(list.items.count == 2)
    }

    @Test func transformsPremultiplyLikeCoreGraphics() {
        let list = recordedList { context in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 2)
            #expect(CGPoint(x: 1, y: 1).applying(context.transform) == CGPoint(x: 12, y: 2))
            context.rotate(by: .degrees(90))
            let p = CGPoint(x: 1, y: 0).applying(context.transform)
            #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 2) < 1e-9)
            context.concatenate(CGAffineTransform(translationX: 1, y: 0))
            let q = CGPoint.zero.applying(context.transform)
            #expect(abs(q.x - 10) < 1e-9 && abs(q.y - 2) < 1e-9)
            context.fill(Self.square, with: .color(.red))
        }
        // The drawing is wrapped in one transform effect holding the current transform.
        guard case .effect(.transform(let t), let inner) = list.items.first?.value else {
            Issue.record("expected a transform effect, got \(list)")
            return
        }
        #expect(abs(t.tx - 10) < 1e-9 && abs(t.ty - 2) < 1e-9)
        #expect(inner.items.count == 1)
    }

    @Test func opacityIsClampedAndZeroDrawsNothing() {
        let list = recordedList { context in
            context.opacity = 2
            #expect(context.opacity == 1)
            context.opacity = .nan
            #expect(context.opacity == 0)
            context.fill(Self.square, with: .color(.red))
        }
        #expect(list.isEmpty)
    }

    @Test func clipBoundingRectIsInUserSpace() {
        _ = recordedList(size: CGSize(width: 100, height: 50)) { context in
            #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)))
            #expect(context.clipBoundingRect == CGRect(x: 10, y: 10, width: 20, height: 20))
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 2)
            #expect(context.clipBoundingRect == CGRect(x: 0, y: 5, width: 10, height: 10))
            // An inverse clip does not bound the drawing.
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), options: .inverse)
            #expect(context.clipBoundingRect == CGRect(x: 0, y: 5, width: 10, height: 10))
        }
    }

    @Test func environmentIsTheCanvass() throws {
        var seen: Font?
        let view = Canvas { context, _ in seen = context.environment.font }.frame(width: 4, height: 4).font(.title)
        _ = try #require(renderPixels(view))
        #expect(seen == .title)
    }

    /// `append` takes items in user space: the text renderer helper draws through it.
    @Test func appendWrapsItemsInTheContextsState() {
        let list = recordedList { context in
            context.opacity = 0.5
            context.blendMode = .multiply
            context.translateBy(x: 3, y: 4)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 8, height: 8)))
            context.append([DisplayList.Item(frame: CGRect(x: 1, y: 1, width: 2, height: 2), content: .fill(.color(.black)))])
        }
        #expect(list.description.contains("(clip"))
        guard case .effect(.clip(let clipPath, _), let clipped) = list.items.first?.value,
              case .effect(.blendMode(.multiply), let blended) = clipped.items.first?.value,
              case .effect(.opacity(let alpha), let faded) = blended.items.first?.value,
              case .effect(.transform(let t), let moved) = faded.items.first?.value else {
            Issue.record("unexpected structure: \(list)")
            return
        }
        #expect(clipPath.boundingRect == CGRect(x: 3, y: 4, width: 8, height: 8))
        #expect(alpha == 0.5)
        #expect(t == CGAffineTransform(translationX: 3, y: 4))
        #expect(moved.items.first?.frame == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    /// One coloured shape's opacity goes into its colour and the blend mode becomes its own (the
    /// renderer draws one shape under those effects the same way); a gradient's opacity stays
    /// an effect, and so then does the mode outside it; a mode that replaces what is below
    /// stays an effect, clipped to the drawing; a layer of several drawings keeps the opacity
    /// effect, which composites them as one.
    @Test func oneShapesOpacityGoesIntoItsColour() {
        let shape = recordedList { context in
            context.opacity = 0.5
            context.blendMode = .screen
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 6)), with: .color(.red))
        }
        guard shape.items.count == 1, case .content(.shape(_, .color(let color), _, .screen)) = shape.items.first?.value else {
            Issue.record("unexpected structure: \(shape)")
            return
        }
        #expect(color.alpha == 0.5)
        let gradient = recordedList { context in
            context.opacity = 0.5
            context.blendMode = .screen
            context.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 6)),
                         with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 6, y: 0)))
        }
        guard case .effect(.blendMode(.screen), let blended) = gradient.items.first?.value,
              case .effect(.opacity(0.5), let faded) = blended.items.first?.value,
              case .content(.shape(_, .linearGradient, _, .normal)) = faded.items.first?.value else {
            Issue.record("unexpected structure: \(gradient)")
            return
        }
        let opaque = recordedList { context in
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 6)),
                         with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 6, y: 0)))
        }
        #expect(opaque.items.count == 1)
        guard case .content(.shape(_, .linearGradient, _, .multiply)) = opaque.items.first?.value else {
            Issue.record("unexpected structure: \(opaque)")
            return
        }
        let copied = recordedList { context in
            context.opacity = 0.5
            context.blendMode = .copy
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 6)), with: .color(.red))
        }
        guard case .effect(.clip, let clipped) = copied.items.first?.value,
              case .effect(.blendMode(.copy), let replaced) = clipped.items.first?.value,
              case .content(.shape(_, .color(let copiedColor), _, .normal)) = replaced.items.first?.value else {
            Issue.record("unexpected structure: \(copied)")
            return
        }
        #expect(copiedColor.alpha == 0.5)
        let layer = recordedList { context in
            context.opacity = 0.5
            context.drawLayer { inner in
                inner.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
                inner.fill(Path(CGRect(x: 2, y: 2, width: 4, height: 4)), with: .color(.blue))
            }
        }
        guard case .effect(.opacity(let alpha), _) = layer.items.first?.value else {
            Issue.record("unexpected structure: \(layer)")
            return
        }
        #expect(alpha == 0.5)
    }
}
