/// Named only inside a function body of `TeaShelf`, which is read for its names: not parsed.
enum TeaLedger {
  static func record(_ entry: String) {
    print(entry)
  }
}
