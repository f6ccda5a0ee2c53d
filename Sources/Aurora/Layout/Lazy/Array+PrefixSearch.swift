/// A binary search for the end of a sorted prefix: the lazy containers' runs, lines and sections are found by it.
import Foundation

extension Array {
    /// The index of the last element of the prefix for which `isInPrefix` holds (the elements
    /// holding it come first); 0 when none does, nil when the array is empty. O(log n).
    func lastIndex(inPrefix isInPrefix: (Element) -> Bool) -> Int? {
        guard !isEmpty else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if isInPrefix(self[middle]) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
