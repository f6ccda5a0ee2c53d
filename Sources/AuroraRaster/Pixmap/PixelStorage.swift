/// The heap buffer behind a `Pixmap`: one allocation of 32-bit RGBA8 words, freed with its owner.

/// A fixed-size buffer of premultiplied RGBA8 pixels, shared by `Pixmap` values until one mutates.
final class PixelStorage: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
    let count: Int

    /// A buffer of `count` pixels, all transparent.
    init(count: Int) {
        self.count = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
    }

    /// A buffer of `count` pixels whose values are not set (the owner writes them all before reading).
    init(uninitializedCount count: Int) {
        self.count = count
        pointer = .allocate(capacity: count)
    }

    /// A copy of `other`.
    init(copying other: PixelStorage) {
        count = other.count
        pointer = .allocate(capacity: count)
        pointer.initialize(from: other.pointer, count: count)
    }

    deinit { pointer.deallocate() }
}
