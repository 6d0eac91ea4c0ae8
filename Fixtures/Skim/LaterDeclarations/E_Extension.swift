/// Extensions add to the module's type wherever they are: the file is kept.
extension ShelfStyle {
  static let standard = ShelfStyle.roomy
}
