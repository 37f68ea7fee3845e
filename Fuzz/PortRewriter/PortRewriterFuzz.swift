// libFuzzer target for `passage port`'s rewriter (`Porter.port`). Any text (the bytes decoded as UTF-8, invalid
// sequences replaced) gives ported text and findings, each finding naming the file and a line of the input; text
// that does not parse comes back unchanged with a finding that says so. Anything else (a trap, an ASan report, a
// hang past libFuzzer's timeout) is a crash. Built with the rewriter's sources by scripts/fuzz.sh, which is why
// nothing is imported but Foundation.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func portRewriterFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let result = Porter.port([(path: "fuzz.swift", text: text)])
    precondition(result.files.count == 1, "one file in, \(result.files.count) out")
    // Lines as the parser counts them: "\n", "\r" and "\r\n" each end one.
    var lines = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { lines += 1 }
        previous = byte
    }
    for finding in result.findings {
        precondition(finding.file == "fuzz.swift", "a finding names another file: \(finding)")
        precondition(
            finding.line >= 1 && finding.line <= lines, "a finding outside the input's \(lines) lines: \(finding)")
    }
    if result.findings.contains(where: { $0.reason.contains("does not parse") }) {
        precondition(result.files[0].ported == text, "text that does not parse was changed")
    }
    return 0
}
