/// Display-list equality looks into nested lists and masks, at any depth.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct DisplayListEqualityTests {
    private func nested(depth: Int, innermost: RGBAColor, mask: Bool = false) -> DisplayList {
        var list = DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 4, height: 4), content: .fill(.color(innermost)))])
        for index in 0..<depth {
            let effect: DisplayList.Effect = mask && index == depth / 2 ? .mask(list) : .opacity(0.5)
            list = DisplayList(items: [DisplayList.Item(frame: CGRect(x: 1, y: 0, width: 4, height: 4), effect: effect, list)])
        }
        return list
    }

    @Test func differencesDeepInsideAreFound() {
        #expect(nested(depth: 5_000, innermost: .black) == nested(depth: 5_000, innermost: .black))
        #expect(nested(depth: 5_000, innermost: .black) != nested(depth: 5_000, innermost: .white))
        #expect(nested(depth: 5_000, innermost: .black) != nested(depth: 4_999, innermost: .black))
    }

    @Test func masksAreCompared() {
        #expect(nested(depth: 6, innermost: .black, mask: true) == nested(depth: 6, innermost: .black, mask: true))
        #expect(nested(depth: 6, innermost: .black, mask: true) != nested(depth: 6, innermost: .black))
        let a = DisplayList(items: [DisplayList.Item(frame: .zero, effect: .mask(nested(depth: 2, innermost: .black)), DisplayList())])
        let b = DisplayList(items: [DisplayList.Item(frame: .zero, effect: .mask(nested(depth: 2, innermost: .white)), DisplayList())])
        #expect(a != b)
    }
}
