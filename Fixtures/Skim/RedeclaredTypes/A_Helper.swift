/// The module's first `Helper`: a plain type, which no App Intents file names.
private struct Helper {
  var count = 0
}
