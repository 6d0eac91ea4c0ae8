import Testing

@testable import CLI

/// `ExitLifetime` holds the value kept last, and frees the one before when another is kept.
@Suite struct ExitLifetimeTests {
  final class Tracked: @unchecked Sendable {}

  @Test func onlyTheLastValueIsHeld() {
    let lifetime = ExitLifetime()
    weak var first: Tracked?
    weak var second: Tracked?
    do {
      let value = Tracked()
      first = value
      lifetime.keep(value)
    }
    #expect(first != nil)
    do {
      let value = Tracked()
      second = value
      lifetime.keep(value)
    }
    #expect(first == nil)
    #expect(second != nil)
    lifetime.keep(0)
    #expect(second == nil)
  }
}
