/// Symbol outlines flattened at a tolerance chosen from the symbol's size: about a tenth of a pixel at 3×, cached per level.
import AuroraGeometry
import Foundation
import Testing
@testable import Aurora

@Suite struct SymbolOutlineToleranceTests {
    @Test func theLevelFollowsTheSymbolsSize() {
        // One design unit is a hundredth of the point size (medium image scale).
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: 0.4) == 0)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: 0.17) == 1)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: 0.08) == 2)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: 0.8) == -1)
        #expect(SymbolOutline.tolerance(level: 0) == 0.08 && SymbolOutline.tolerance(level: 2) == 0.32
                && SymbolOutline.tolerance(level: -1) == 0.04)
    }

    @Test func theDeviceErrorStaysNearATenthOfAPixel() {
        // From 3 pt to 600 pt the error at 3× lies between half the target and the target.
        var size: CGFloat = 3
        while size <= 600 {
            let unit = size / 100
            let error = SymbolOutline.tolerance(level: SymbolOutline.toleranceLevel(pointsPerUnit: unit)) * unit * 3
            #expect(error > 0.05 - 1e-12 && error <= 0.1 + 1e-12, "\(size) pt: \(error) px")
            size *= 1.07
        }
    }

    @Test func oddSizesAreClampedOrLevelZero() {
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: .nan) == 0)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: .infinity) == 0)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: 0) == 0)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: -1) == 0)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: 1e-9) == SymbolOutline.toleranceLevels.upperBound)
        #expect(SymbolOutline.toleranceLevel(pointsPerUnit: 1e9) == SymbolOutline.toleranceLevels.lowerBound)
        #expect(SymbolOutline.tolerance(level: 100) == SymbolOutline.tolerance(level: SymbolOutline.toleranceLevels.upperBound))
    }

    @Test func coarserLevelsHaveFewerPointsAndTheSameBounds() throws {
        let cache = SymbolOutlineCache.shared
        let fine = try #require(cache.outline(named: "star", strokeWidth: 8, toleranceLevel: 0))
        let coarse = try #require(cache.outline(named: "star", strokeWidth: 8, toleranceLevel: 2))
        let finer = try #require(cache.outline(named: "star", strokeWidth: 8, toleranceLevel: -2))
        func points(_ outline: SymbolOutline) -> Int { outline.layers.reduce(0) { $0 + $1.path.elements.count } }
        #expect(points(coarse) < points(fine) && points(fine) < points(finer))
        #expect(coarse.bounds == fine.bounds && finer.bounds == fine.bounds)
        // The coarse ink is within its tolerance and level 0's of the reference bounds.
        let slack = SymbolOutline.tolerance(level: 2) + SymbolOutline.baseTolerance
        let box = coarse.layers[0].path.boundingRect
        #expect(box.minX >= fine.bounds.minX - slack && box.maxX <= fine.bounds.maxX + slack
                && box.minY >= fine.bounds.minY - slack && box.maxY <= fine.bounds.maxY + slack)
        // Cached: asking again gives the same outline.
        #expect(cache.outline(named: "star", strokeWidth: 8, toleranceLevel: 2)?.layers[0].path == coarse.layers[0].path)
    }

    @Test func largeSymbolsAreFlattenedMoreFinely() throws {
        var small = EnvironmentValues(), large = EnvironmentValues()
        small.font = .system(size: 17)
        large.font = .system(size: 120)
        let smallGeometry = try #require(Image(systemName: "circle").symbolGeometry(in: small))
        let largeGeometry = try #require(Image(systemName: "circle").symbolGeometry(in: large))
        // The same shape at a finer tolerance: more points for the larger symbol.
        #expect(largeGeometry.layers[0].path.elements.count > smallGeometry.layers[0].path.elements.count)
        // Sizes still scale exactly with the font.
        #expect(abs(largeGeometry.size.width - smallGeometry.size.width * 120 / 17) < 1e-9)
    }
}
