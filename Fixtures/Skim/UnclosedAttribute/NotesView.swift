struct NotesView {
  var title: String { "Notes" }
}
