/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`: the collection edits that `onDelete` and `onMove` hand offsets for.
import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection; offsets outside it are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset, preserving
    /// ordering; `destination` is an offset in the collection before the move. Offsets outside it are ignored.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 < elements.count }
        guard !moving.isEmpty else { return }
        var rest = elements.enumerated().filter { !moving.contains($0.offset) }.map(\.element)
        let before = moving.filter { $0 < destination }.count
        let insertion = Swift.min(Swift.max(0, destination - before), rest.count)
        rest.insert(contentsOf: moving.map { elements[$0] }, at: insertion)
        for (index, element) in zip(indices, rest) { self[index] = element }
    }
}
