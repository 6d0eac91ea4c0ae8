enum Playlist {
  static let // the name was deleted
  struct AppIntent {}

  static let struct = 1
  static let class
  struct Shelf {}
  static let
  func shuffle() {}
}

// A keyword that starts the next line, or a declaration, is no pattern's name: as in swiftc,
// `struct AppIntent`, `struct Shelf` and `shuffle()` are members (before, `struct` was taken
// for the first binding's name and `AppIntent {}` was unexpected code).
// expected: 2:13: error: expected pattern in variable [expected-pattern]
// expected: 6:13: error: expected pattern in variable [expected-pattern]
// expected: 8:13: error: expected pattern in variable [expected-pattern]
