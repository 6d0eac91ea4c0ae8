struct Caption: CaptionText {
  init(stringLiteral value: String) {}
}
