/// `PluginConnection`: the compiler's plugin channel on standard input and output — each message a
/// little-endian 64-bit byte count followed by that many bytes of JSON.
import Foundation

/// Reads host messages from standard input and writes replies to the original standard output;
/// anything else the process prints goes to standard error so it cannot corrupt the channel.
struct PluginConnection {
    private let input: Int32
    private let output: Int32

    init() {
        input = dup(STDIN_FILENO)
        output = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// The next message's JSON, or nil at the end of input.
    func receive() -> Data? {
        guard let header = read(count: 8) else { return nil }
        let count = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard count < 1 << 30 else { return nil }
        return read(count: Int(count))
    }

    /// Writes one message.
    func send(_ payload: Data) {
        var count = UInt64(payload.count).littleEndian
        write(Data(bytes: &count, count: 8))
        write(payload)
    }

    private func read(count: Int) -> Data? {
        var data = Data(count: count)
        var done = 0
        while done < count {
            let got = data.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress! + done, count - done) }
            if got <= 0 { return nil }
            done += got
        }
        return data
    }

    private func write(_ data: Data) {
        data.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = Foundation.write(output, buffer.baseAddress! + done, buffer.count - done)
                if wrote <= 0 { return }
                done += wrote
            }
        }
    }
}
