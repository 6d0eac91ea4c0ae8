/// Named only by a property of `TeaShelf` no kept declaration names: not parsed.
struct TeaLabel {
  let text: String
}
