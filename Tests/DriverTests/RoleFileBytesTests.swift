import Testing

@testable import Driver

/// The role files' bytes the skim keeps for their parse (`RoleFileBytes`): each kept as read, none
/// larger than `largestFile`, no more than `budget` in all, and the keeper empty once taken.
@Suite struct RoleFileBytesTests {
  private static func keep(_ bytes: [UInt8], as path: String, in keeper: RoleFileBytes) {
    bytes.withUnsafeBufferPointer { keeper.keep($0, path: path) }
  }

  @Test func aFileIsKeptAsReadAndTakenOnce() {
    let keeper = RoleFileBytes()
    let bytes = Array("struct Open: AppIntent {}".utf8)
    Self.keep(bytes, as: "A.swift", in: keeper)
    Self.keep([], as: "Empty.swift", in: keeper)
    #expect(keeper.take() == ["A.swift": bytes, "Empty.swift": []])
    #expect(keeper.take().isEmpty)
  }

  @Test func aFileLargerThanTheLargestKeptIsLeftToBeReadAgain() {
    let keeper = RoleFileBytes()
    Self.keep([UInt8](repeating: 0x20, count: RoleFileBytes.largestFile + 1), as: "Large.swift", in: keeper)
    Self.keep([UInt8](repeating: 0x20, count: RoleFileBytes.largestFile), as: "Largest.swift", in: keeper)
    #expect(keeper.take().keys.sorted() == ["Largest.swift"])
  }

  @Test func filesPastTheBudgetAreLeftToBeReadAgain() {
    let keeper = RoleFileBytes()
    let size = RoleFileBytes.largestFile
    let fitting = RoleFileBytes.budget / size
    for number in 0...fitting { Self.keep([UInt8](repeating: 0x20, count: size), as: "\(number).swift", in: keeper) }
    // A small file still fits in what the large ones left.
    Self.keep(Array("enum E {}".utf8), as: "Small.swift", in: keeper)
    let kept = keeper.take()
    #expect(kept.count == fitting + (RoleFileBytes.budget % size >= 9 ? 1 : 0))
    #expect(kept.values.reduce(0) { $0 + $1.count } <= RoleFileBytes.budget)
    #expect(kept["\(fitting).swift"] == nil)
  }
}
