import AppIntents

/// The entity names the alias; what it aliases is declared in another file.
typealias Caption = Captions.Text
