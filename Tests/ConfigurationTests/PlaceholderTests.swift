import Testing

/// Replaced as soon as the suite has real tests.
@Suite struct ConfigurationTestsPlaceholder {
  @Test func targetBuilds() { #expect(Bool(true)) }
}
