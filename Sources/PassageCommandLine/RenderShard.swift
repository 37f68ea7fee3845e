// `passage render --all --shard i/n`: one of n slices of the demos, so a CI matrix of n machines renders every
// demo exactly once. A demo's slice comes from a hash of its name alone (64-bit FNV-1a of the UTF-8 bytes, modulo
// n), not from its place in the catalog, so adding, removing or reordering demos never moves another demo to a
// different slice. The price: slices are only roughly equal in size, and one can be empty.
import ArgumentParser

/// Slice `index` of `count` (1-based) of the demos `--all` renders.
struct RenderShard: Equatable, Sendable {
    /// Which slice, 1…count.
    let index: Int
    /// How many slices the demos are split into, ≥ 1.
    let count: Int

    /// Whether the demo named `name` belongs to this slice.
    func contains(_ name: String) -> Bool {
        Int(Self.stableHash(name) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of `name`'s UTF-8 bytes: the same on every machine and run (Swift's `Hasher` is seeded per
    /// process, so it cannot decide slices).
    static func stableHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `--shard`: `i/n`, two whole numbers with 1 ≤ i ≤ n.
    @Sendable static func parse(_ text: String) throws -> RenderShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("expected i/n, two whole numbers such as 1/4 (slice i of n)")
        }
        guard count >= 1, (1...count).contains(index) else {
            throw ValidationError("expected i/n with 1 ≤ i ≤ n, such as 1/4 (slices are numbered from 1 to n)")
        }
        return RenderShard(index: index, count: count)
    }
}
