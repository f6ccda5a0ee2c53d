/// Issue 22: an embedded image's declared size is checked against its data before its pixels are allocated.
import AuroraDisplayList
import Foundation
import Testing

@Suite struct ImageDataCheckedBeforeAllocationIssue22Tests {
    @Test func aHugeDeclaredSizeWithFourBytesFailsWithoutAllocatingIt() {
        let text = """
            (display-list (item frame=(0 0 1 1) (content (image "i" rect=(0 0 1 1) interpolation=nearest \
            (pixels 16384 16384 "AAAAAA==")))))
            """
        let before = peakResidentBytes()
        #expect(throws: DisplayListParseError(.invalidImage("pixel data has 4 bytes, expected 1073741824"), line: 1, column: 94)) {
            try DisplayList(parsing: text)
        }
        // Allocating (and clearing) the declared 16384 × 16384 pixels would raise the peak by 1 GiB.
        #expect(peakResidentBytes() - before < 256 << 20)
    }

    /// The process's peak resident memory so far, in bytes.
    private func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)  // Glibc imports RUSAGE_SELF as an enum case
        return usage.ru_maxrss * 1024
    }
}
