let shelf = Shelf.
enum ShelfStyle {
  case hidden
}

struct Outer {
  var label = title.
  struct AppIntent {}

  func arrange() {
    let count = books.
    struct Local {}
  }
}

let path = \Shelf.
title

let style: ShelfStyle = .
  hidden

let chained = shelf
  .books
  .count

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 1:19: error: expected name in member access [expected-token]
// expected: 7:21: error: expected name in member access [expected-token]
// expected: 11:23: error: expected name in member access [expected-token]
// expected: 16:19: error: expected name in key path [expected-token]
