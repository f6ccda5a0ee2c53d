/// `FuzzingBuild`: lets this plugin link and load in the fuzzers' build (Scripts/fuzz).
#if FUZZING
/// SwiftPM passes `-Xswiftc -sanitize=fuzzer` to the plugin as well, which pulls in libFuzzer's
/// runtime; the runtime needs this entry point to link and load, though the plugin's own `main`
/// runs and the fuzzing driver never does.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzingEntryPoint(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt { 0 }
#endif
