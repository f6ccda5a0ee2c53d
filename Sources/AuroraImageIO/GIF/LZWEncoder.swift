/// GIF's variable-width LZW compression of palette indices, packed into 255-byte sub-blocks.

/// Compresses palette indices into GIF image data (after the minimum-code-size byte).
///
/// Codes start one bit wider than `minimumCodeSize`, grow to 12 bits, and a clear code resets
/// the table when it is full (4,096 codes). Strings are found with an open-addressed hash of
/// (prefix code, next index) pairs; slots are stamped with a generation so a reset is O(1).
struct LZWEncoder {
    private let minimumCodeSize: Int
    private var keys: [UInt32]
    private var values: [UInt16]
    private var stamps: [UInt32]
    private var generation: UInt32 = 0

    private static let tableBits = 13
    private static let maximumCode = 4095

    /// An encoder for indices below `1 << minimumCodeSize` (2…8).
    init(minimumCodeSize: Int) {
        self.minimumCodeSize = minimumCodeSize
        let size = 1 << Self.tableBits
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        stamps = Array(repeating: 0, count: size)
    }

    /// The image data sub-blocks for `indices`, ending with the zero-length block terminator.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let minimumCodeSize = minimumCodeSize
        var generation = generation
        defer { self.generation = generation }
        return keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    Self.encode(indices, minimumCodeSize: minimumCodeSize, keys: keys, values: values, stamps: stamps,
                                generation: &generation)
                }
            }
        }
    }

    /// The LZW loop over the hash table's buffers (slots are always masked into the table).
    private static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int,
                               keys: UnsafeMutableBufferPointer<UInt32>, values: UnsafeMutableBufferPointer<UInt16>,
                               stamps: UnsafeMutableBufferPointer<UInt32>, generation: inout UInt32) -> [UInt8] {
        var output = SubBlockWriter(capacity: indices.count / 2 + 16)
        let clearCode = 1 << minimumCodeSize, endCode = clearCode + 1
        var codeSize = minimumCodeSize + 1
        var nextCode = clearCode + 2
        generation &+= 1
        output.write(clearCode, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            output.write(endCode, bits: codeSize)
            return output.finish()
        }
        let mask = (1 << tableBits) - 1
        for position in 1..<indices.count {
            let symbol = Int(indices[position])
            let key = UInt32(prefix << 8 | symbol)
            var slot = (symbol << 5 ^ prefix) & mask
            var found = -1
            while stamps[slot] == generation {
                if keys[slot] == key {
                    found = Int(values[slot])
                    break
                }
                slot = (slot + 1) & mask
            }
            if found >= 0 {
                prefix = found
                continue
            }
            output.write(prefix, bits: codeSize)
            if nextCode <= maximumCode {
                stamps[slot] = generation
                keys[slot] = key
                values[slot] = UInt16(nextCode)
                // A decoder widens its codes one code later than the encoder adds the entry.
                if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                nextCode += 1
            } else {
                output.write(clearCode, bits: codeSize)
                generation &+= 1
                codeSize = minimumCodeSize + 1
                nextCode = clearCode + 2
            }
            prefix = symbol
        }
        output.write(prefix, bits: codeSize)
        output.write(endCode, bits: codeSize)
        return output.finish()
    }
}

/// Packs codes least-significant bit first into bytes, and bytes into GIF's length-prefixed sub-blocks.
private struct SubBlockWriter {
    private var bytes: [UInt8] = []
    private var block: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var bitCount = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
        block.reserveCapacity(255)
    }

    mutating func write(_ code: Int, bits: Int) {
        accumulator |= UInt64(code) << UInt64(bitCount)
        bitCount += bits
        while bitCount >= 8 {
            append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            bitCount -= 8
        }
    }

    private mutating func append(_ byte: UInt8) {
        block.append(byte)
        if block.count == 255 { flushBlock() }
    }

    private mutating func flushBlock() {
        guard !block.isEmpty else { return }
        bytes.append(UInt8(block.count))
        bytes += block
        block.removeAll(keepingCapacity: true)
    }

    /// The sub-blocks with the last partial byte and the terminator.
    mutating func finish() -> [UInt8] {
        if bitCount > 0 { append(UInt8(truncatingIfNeeded: accumulator)) }
        accumulator = 0
        bitCount = 0
        flushBlock()
        bytes.append(0)
        return bytes
    }
}
