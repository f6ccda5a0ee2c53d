/// `ShowcaseShapes`: the paths the plates draw again and again — stars, circles, stripes, smooth loops.
import AuroraGeometry
import Foundation

/// Path builders shared by the plates.
enum ShowcaseShapes {
    /// A circle of `radius` around `center`.
    static func circle(_ center: CGPoint, _ radius: CGFloat) -> BezierPath {
        BezierPath(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An open path of straight segments through `points`.
    static func polyline(_ points: [CGPoint]) -> BezierPath {
        var path = BezierPath()
        path.addLines(points)
        return path
    }

    /// A `points`-pointed star drawn as one self-intersecting polygon that joins every
    /// `step`-th vertex (5 and 2 give a pentagram), first vertex straight up.
    static func star(_ center: CGPoint, radius: CGFloat, points: Int = 5, step: Int = 2) -> BezierPath {
        let vertices = (0..<points).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat((i * step) % points) * 2 * .pi / CGFloat(points)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var path = BezierPath()
        path.addLines(vertices)
        path.closeSubpath()
        return path
    }

    /// A closed curve of cubic pieces passing smoothly through `points` (a closed
    /// Catmull–Rom spline).
    static func smoothLoop(through points: [CGPoint]) -> BezierPath {
        var path = BezierPath()
        guard let first = points.first else { return path }
        path.move(to: first)
        let n = points.count
        for i in 0..<n {
            let p0 = points[(i + n - 1) % n], p1 = points[i], p2 = points[(i + 1) % n], p3 = points[(i + 2) % n]
            path.addCurve(to: p2,
                          control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                          control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
        }
        path.closeSubpath()
        return path
    }

    /// Parallel bands `width` points wide with `width`-point gaps, tilted by `angle`, covering `rect`.
    static func stripes(covering rect: CGRect, width: CGFloat, angle: Angle) -> BezierPath {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let reach = (rect.width * rect.width + rect.height * rect.height).squareRoot() / 2 + width
        let placement = CGAffineTransform(rotationAngle: angle.radians)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        var path = BezierPath()
        var x = -reach
        while x < reach {
            path.addRect(CGRect(x: x, y: -reach, width: width, height: 2 * reach), transform: placement)
            x += 2 * width
        }
        return path
    }
}
