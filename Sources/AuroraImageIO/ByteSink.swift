/// `ByteSink`: where a file's bytes go as they are made — memory, or an `OutputStreamFile`.
import Foundation

/// A destination for bytes written in order, which may also let bytes already written be replaced.
public protocol ByteSink: AnyObject {
    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(ImageIOError)
    /// Whether `overwrite(_:at:)` works (a regular file or memory; not a pipe or a terminal).
    var canOverwrite: Bool { get }
    /// Replaces the bytes written before at `offset` with `bytes`; only when `canOverwrite`.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws(ImageIOError)
}

extension ByteSink {
    /// Appends `bytes` (an array of bytes, `Data`).
    public func write(_ bytes: some ContiguousBytes) throws(ImageIOError) {
        let failure = bytes.withUnsafeBytes { raw -> ImageIOError? in
            do throws(ImageIOError) { try write(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }
}
