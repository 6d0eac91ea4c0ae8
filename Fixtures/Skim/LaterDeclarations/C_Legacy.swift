/// A `ShelfStyle` of another package linted in the same tree: a later declaration of the name,
/// which no lookup of `ShelfStyle` reads. Its nested `Labels` is the first `ShelfStyle.Labels`,
/// which the intent reads, so the file is kept.
enum ShelfStyle {
  case legacy

  enum Labels {
    static let summary: LocalizedStringResource = "Arranges the books on a shelf."
  }
}
