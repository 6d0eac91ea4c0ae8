import AppIntents

enum Captions {
  typealias Text = LocalizedStringResource
}
