// `passage render --all --shard i/n` splits the demos into n slices by a hash of each name, so n CI machines
// render every demo exactly once, and a demo's slice does not depend on which other demos exist. Bad input is
// refused with one line naming the value and what was expected.
import Foundation
import XCTest

final class RenderShardTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch.remove()
    }

    /// The documented slice of `name` among `count`: 64-bit FNV-1a of the UTF-8 bytes, modulo count, plus one.
    private func documentedSlice(of name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }

    /// Three slices together write every demo once, each demo in the slice its name hashes to.
    func testThreeSlicesRenderEveryDemoExactlyOnce() throws {
        let list = try PassageProcess.run(["list"], in: scratch.path)
        let names = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertGreaterThan(names.count, 3)
        var written: [String] = []
        for index in 1...3 {
            let folder = "slice\(index)"
            let run = try PassageProcess.run(
                [
                    "render", "--all", "--shard", "\(index)/3", "--out", folder, "--format", "png",
                    "--scale", "1", "--fps", "1",
                ], in: scratch.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            let expected = names.filter { documentedSlice(of: $0, count: 3) == index }
            XCTAssertFalse(expected.isEmpty, "slice \(index) of 3 is empty for these demos")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path + "/" + folder)) ?? []
            XCTAssertEqual(files.sorted(), expected.map { $0 + ".png" }.sorted(), "slice \(index)/3")
            XCTAssertEqual(run.stdout.split(separator: "\n").count, expected.count)
            written += files
        }
        XCTAssertEqual(written.sorted(), names.map { $0 + ".png" }.sorted())
    }

    /// A slice that no demo hashes to says so on stdout, writes nothing and succeeds, so a CI matrix wider than
    /// the catalog does not fail.
    func testAnEmptySliceSaysSoAndSucceeds() throws {
        let list = try PassageProcess.run(["list"], in: scratch.path)
        let names = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let count = 1000
        let used = Set(names.map { documentedSlice(of: $0, count: count) })
        let empty = try XCTUnwrap((1...count).first { !used.contains($0) })
        let run = try PassageProcess.run(
            ["render", "--all", "--shard", "\(empty)/\(count)", "--out", "none"], in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout, "shard \(empty)/\(count) holds none of the \(names.count) demos; nothing to render\n")
        XCTAssertEqual(scratch.contents(), [])
    }

    /// i/n needs two whole numbers with 1 ≤ i ≤ n; anything else exits 64 naming the value (given in the `=` form,
    /// which a value starting with "-" needs).
    func testBadSlicesAreRefused() throws {
        let notNumbers = "expected i/n, two whole numbers such as 1/4 (slice i of n)"
        let outOfRange = "expected i/n with 1 ≤ i ≤ n, such as 1/4 (slices are numbered from 1 to n)"
        let cases = [
            ("3/2", outOfRange), ("0/0", outOfRange), ("0/3", outOfRange), ("1/0", outOfRange), ("-1/2", outOfRange),
            ("a/b", notNumbers), ("1", notNumbers), ("1/2/3", notNumbers), ("1.5/2", notNumbers), ("/", notNumbers),
        ]
        for (value, expected) in cases {
            let run = try PassageProcess.run(["render", "--all", "--out", "x", "--shard=\(value)"], in: scratch.path)
            XCTAssertEqual(run.status, 64, "--shard \(value)")
            XCTAssertEqual(run.stderrLines, ["error: The value '\(value)' is invalid for '--shard <i/n>': \(expected)"])
            XCTAssertEqual(scratch.contents(), [], "left behind by --shard \(value)")
        }
    }

    /// --shard slices --all; with a single demo it is refused.
    func testShardWithoutAllIsRefused() throws {
        let run = try PassageProcess.run(
            ["render", "spring-bounce", "--out", "x.apng", "--shard", "1/2"], in: scratch.path)
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.stderrLines, ["error: --shard goes with --all, not named demos (got --shard 1/2)"])
    }
}
