import Foundation

#if REFRESHKIT_FUZZ
/// libFuzzer's driver (the C symbol LLVMFuzzerRunDriver), linked in by `-sanitize=fuzzer` (scripts/fuzz.sh).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The entry libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func refreshKitFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = PresetFuzzTarget.problems(in: bytes)
    // A broken promise is a finding like a crash: trap so that libFuzzer keeps the input.
    if !problems.isEmpty { fatalError("refreshkit-fuzz: " + problems.joined(separator: "; ")) }
    return 0
}
#endif

/// Built by scripts/fuzz.sh (`-sanitize=fuzzer,address -DREFRESHKIT_FUZZ`),
/// this runs libFuzzer with the arguments given. A plain `swift build` makes
/// a replayer instead: `refreshkit-fuzz FILE...` runs each file through the
/// same checks, to reproduce a crash without the sanitizers.
@main
enum FuzzEntry {
    static func main() {
        #if REFRESHKIT_FUZZ
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, refreshKitFuzzTestOneInput))
        #else
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            print("usage: refreshkit-fuzz FILE...   (scripts/fuzz.sh builds the libFuzzer target)")
            exit(2)
        }
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot be read")
                exit(1)
            }
            let problems = PresetFuzzTarget.problems(in: [UInt8](data))
            print("\(path): " + (problems.isEmpty ? "ok" : problems.joined(separator: "; ")))
            failed = failed || !problems.isEmpty
        }
        exit(failed ? 1 : 0)
        #endif
    }
}
