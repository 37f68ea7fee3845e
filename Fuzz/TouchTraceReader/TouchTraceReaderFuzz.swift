// libFuzzer target for the touch-trace reader (`TouchTrace(json:)`). Any bytes either read as a trace that writes
// and reads back unchanged, or fail with a TouchTraceError at a line and column inside the input; anything else (a
// trap, an ASan report, a hang past libFuzzer's timeout) is a crash. Built with the reader's sources by
// scripts/fuzz.sh, which is why nothing is imported but Foundation.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func touchTraceReaderFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    do {
        let trace = try TouchTrace(json: data)
        let again = try TouchTrace(json: trace.jsonData())
        precondition(again == trace, "a trace read from the input does not read back unchanged")
    } catch {
        let lines = data.lazy.filter { $0 == 0x0A }.count + 1
        precondition(
            error.line >= 1 && error.line <= lines && error.column >= 1,
            "an error outside the input: line \(error.line), column \(error.column) of \(lines) lines: \(error)")
    }
    return 0
}
