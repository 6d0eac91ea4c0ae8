/// Another package's `ShelfStyle`, linted in the same tree: a later declaration of the name and
/// nothing else the intent reads, so the file is not parsed.
enum ShelfStyle: Int {
  case narrow = 1

  static let standard = ShelfStyle.narrow
}

struct ShelfStyleSampler {
  let count = 3
}
