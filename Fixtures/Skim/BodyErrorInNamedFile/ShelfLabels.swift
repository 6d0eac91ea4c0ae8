enum ShelfLabels {
  static let title = "Shelf"
  var count: = 0

  // Braces that pair differently than the parser's recovery pairs them: the file is parsed
  // again with its bodies, and every error is reported.
  static func sorted(_ items: [Int]) -> [Int] {
    items.sorted(by: { $0 < $1 )
  }

  static let subtitle = "Sorted"
}
