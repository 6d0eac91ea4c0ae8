// A module function an intent calls: the evaluator fills in its default argument, which names a
// type (`PanelSize`) and a member (`large`) that no App Intents file mentions.
func resizeSummary(_ size: PanelSize = PanelSize.large) -> LocalizedStringResource {
  "Resizes panels to \(size.points) points."
}
