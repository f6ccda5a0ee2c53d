/// `aurora-fuzz NAME [libFuzzer options] [CORPUS…]`: runs one fuzz target under libFuzzer;
/// `aurora-fuzz NAME --seeds DIR` writes the target's own seed inputs into DIR.
///
/// Built only for fuzzing: `swift build --product aurora-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING`
/// (see `Scripts/fuzz`). A normal build gives a binary that says how to build it.
import Foundation

#if FUZZING
let targets = FuzzTarget.all
guard CommandLine.arguments.count >= 2, let target = targets.first(where: { $0.name == CommandLine.arguments[1] }) else {
    let list = targets.map { "  \($0.name.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n")
    FileHandle.standardError.write(Data("usage: aurora-fuzz NAME [libFuzzer options] [CORPUS…]\n\(list)\n".utf8))
    exit(2)
}
if CommandLine.arguments.count == 4, CommandLine.arguments[2] == "--seeds" {
    let folder = URL(fileURLWithPath: CommandLine.arguments[3])
    for (index, seed) in target.seeds.enumerated() {
        try? Data(seed).write(to: folder.appendingPathComponent("seed-\(index)"))
    }
    exit(0)
}
exit(FuzzDriver.run(target.run, arguments: [CommandLine.arguments[0]] + CommandLine.arguments.dropFirst(2)))
#else
FileHandle.standardError.write(Data("aurora-fuzz was built without libFuzzer: run Scripts/fuzz, or swift build --product aurora-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING\n".utf8))
exit(2)
#endif
