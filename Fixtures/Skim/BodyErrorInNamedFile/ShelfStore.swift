final class ShelfStore {
  static let shared = ShelfStore()
  var count = 0

  // A syntax error inside a function body, braces paired: the body is skipped, unread.
  func sort() {
    let order = [1, 2
  }
}
