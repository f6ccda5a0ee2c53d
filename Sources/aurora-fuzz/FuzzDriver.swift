/// `FuzzDriver`: hands control to libFuzzer's driver with one target's entry point.
#if FUZZING
import Foundation

/// libFuzzer's own `main`, called directly: SwiftPM links executables with the Swift module's
/// `main`, so libFuzzer's would never run (TOOLCHAIN.md, Q5).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                 _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The target being run (set once, before the driver starts; libFuzzer calls back on this thread).
nonisolated(unsafe) private var current: ((UnsafeRawBufferPointer) -> Void)?

/// libFuzzer's entry point: one input. The runtime references the symbol, so it must exist.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    current?(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}

enum FuzzDriver {
    /// Runs libFuzzer with `arguments` (the program name first), feeding inputs to `target`; returns its exit status.
    static func run(_ target: @escaping (UnsafeRawBufferPointer) -> Void, arguments: [String]) -> Int32 {
        current = target
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var argc = CInt(arguments.count)
        return pointers.withUnsafeMutableBufferPointer { buffer in
            var argv = buffer.baseAddress!
            return LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzOneInput(data, count) }
        }
    }
}
#endif
