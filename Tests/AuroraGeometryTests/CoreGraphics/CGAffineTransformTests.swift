import AuroraGeometry
import Foundation
import Testing

/// CGAffineTransform (our Linux shim, or Core Graphics' own on Apple platforms): the same results.
struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func basicTransformsMapPoints() {
        let p = CGPoint(x: 2, y: 3)
        #expect(close(p.applying(CGAffineTransform(translationX: 10, y: -1)), CGPoint(x: 12, y: 2)))
        #expect(close(p.applying(CGAffineTransform(scaleX: 2, y: -3)), CGPoint(x: 4, y: -9)))
        // A positive rotation turns +x toward +y.
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 5, y: 0)
        #expect(close(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 7, y: 2)))
        #expect(close(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 12, y: 2)))
        // translatedBy/scaledBy/rotated act before the receiver, as in Core Graphics.
        #expect(close(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 5, y: 0)), CGPoint(x: 12, y: 2)))
        #expect(close(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)), CGPoint(x: 7, y: 2)))
        #expect(close(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi)), CGPoint(x: 4, y: 0)))
    }

    @Test func inverseUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -2)
        let p = CGPoint(x: 0.5, y: 7)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectsAndSizesMapToTheirBounds() {
        let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 1) < 1e-9 && abs(r.width - 1) < 1e-9 && abs(r.height - 2) < 1e-9)
        let s = CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 1))
        #expect(s == CGSize(width: 6, height: 4))
    }

    @Test func vectorHasZero() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
    }
}
