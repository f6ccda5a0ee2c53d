@testable import AuroraSnapshotEngine
import Testing

@Suite("SnapshotShard")
struct SnapshotShardTests {
    private let ids = (0..<500).map { "case-\($0)" }

    @Test func fnv1aHasItsPublishedValues() {
        #expect(SnapshotShard.fnv1a("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(SnapshotShard.fnv1a("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(SnapshotShard.fnv1a("foobar".utf8) == 0x8594_4171_f739_67e8)
    }

    @Test func theShardsPartitionTheCases() {
        for count in [1, 2, 3, 7] {
            let shards = (0..<count).map { SnapshotShard(index: $0, count: count) }
            for id in ids { #expect(shards.filter { $0.contains(id: id) }.count == 1) }
            // No shard is empty or holds nearly everything for 500 ids.
            for shard in shards { #expect(ids.filter(shard.contains).count > 500 / count / 2) }
        }
    }

    @Test func aCaseLandsInTheSameShardWhateverTheOtherCases() {
        let shard = SnapshotShard(index: 1, count: 4)
        let chosen = Set(ids.filter(shard.contains))
        let reversedAndFewer = Set(ids.reversed().dropFirst(100).filter(shard.contains))
        #expect(reversedAndFewer.isSubset(of: chosen))
        #expect(SnapshotShard.shard(of: "view-layout", count: 4) == Int(SnapshotShard.fnv1a("view-layout".utf8) % 4))
    }

    @Test func parsing() throws {
        #expect(try SnapshotShard(parsing: "2/5") == SnapshotShard(index: 2, count: 5))
        for bad in ["5/5", "-1/3", "1/0", "1", "a/b", "1/2/3", ""] {
            #expect(throws: SnapshotShard.ParseError.self) { try SnapshotShard(parsing: bad) }
        }
    }
}
