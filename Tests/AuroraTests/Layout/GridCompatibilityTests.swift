/// Grid: columns as wide as their widest cell, rows as tall as their tallest, default spacing 8.
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct GridCompatibilityTests {
    // Source: Grid sizes each column to its widest cell and each row to its tallest (documented: Grid).
    @Test func columnsAndRows() {
        let view = Grid {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 30, height: 5)
            }
            GridRow {
                Color.blue.frame(width: 20, height: 20)
                Color.orange.frame(width: 5, height: 5)
            }
        }
        let (list, size) = displayList(of: view, proposal: .unspecified)
        #expect(size == CGSize(width: 20 + 8 + 30, height: 10 + 8 + 20))
        let fills = flattenedFills(list)
        #expect(fills[0].frame == CGRect(x: 5, y: 0, width: 10, height: 10))
        // Centred at y 2.5 and x 40.5, y 25.5 in layout; drawn on the pixel grid (a half rounds up).
        #expect(fills[1].frame == CGRect(x: 28, y: 3, width: 30, height: 5))
        #expect(fills[3].frame == CGRect(x: 41, y: 26, width: 5, height: 5))
    }

    @Test func viewOutsideRowSpansAllColumns() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
            }
            Color.blue.frame(height: 4)
        }
        let fills = flattenedFills(displayList(of: view, proposal: .unspecified).0)
        #expect(fills[2].frame == CGRect(x: 0, y: 10, width: 20, height: 4))
    }
}
