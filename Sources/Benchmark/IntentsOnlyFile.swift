/// One large file of nothing but App Intents code, for `large-files`: intents, app enums and
/// entities with their queries, each numbered, in turn, until the file reaches its size. Every
/// declaration has a role, so all of the file is parsed and every one of them is in the model:
/// the shape where the model, not the file, decides the memory a run needs.
enum IntentsOnlyFile {
  /// The file, of at least `targetBytes` bytes, and how many of each kind it declares (at least
  /// one).
  static func file(targetBytes: Int) -> (file: Corpus.File, count: Int) {
    var text = "import AppIntents\n"
    var count = 0
    repeat {
      text += intent(count) + appEnum(count) + entity(count)
      count += 1
    } while text.utf8.count < targetBytes
    return (Corpus.File(path: "Intents.swift", bytes: Array(text.utf8)), count)
  }

  /// An intent with a parameter of the enum and one of the entity, and a `perform()` with two
  /// dialogs.
  private static func intent(_ number: Int) -> String {
    """

    struct OrderItem\(number)Intent: AppIntent {
      static let title: LocalizedStringResource = "Order Item \(number)"
      static let description = IntentDescription("Orders item \(number) from the café's menu.")

      @Parameter(title: "Size", default: .medium)
      var size: CupSize\(number)

      @Parameter(title: "Café")
      var cafe: Cafe\(number)Entity

      @Parameter(title: "Count", default: 1)
      var count: Int

      static var parameterSummary: some ParameterSummary {
        Summary("Order \\(\\.$count) \\(\\.$size) at \\(\\.$cafe)")
      }

      func perform() async throws -> some IntentResult & ProvidesDialog {
        if count > 10 {
          return .result(dialog: "That is a lot: \\(count) items.")
        }
        return .result(dialog: "Ordered \\(count) of item \(number) at \\(cafe.name).")
      }
    }

    """
  }

  /// An app enum of three cases.
  private static func appEnum(_ number: Int) -> String {
    """
    enum CupSize\(number): String, AppEnum {
      case small, medium, large

      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cup Size"
      static let caseDisplayRepresentations: [CupSize\(number): DisplayRepresentation] = [
        .small: "Small", .medium: "Medium", .large: "Large",
      ]
    }

    """
  }

  /// An entity and its query.
  private static func entity(_ number: Int) -> String {
    """
    struct Cafe\(number)Entity: AppEntity {
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Café"
      static let defaultQuery = Cafe\(number)Query()

      let id: String
      let name: String

      var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
    }

    struct Cafe\(number)Query: EntityQuery {
      func entities(for identifiers: [String]) async throws -> [Cafe\(number)Entity] {
        identifiers.map { Cafe\(number)Entity(id: $0, name: $0) }
      }

      func suggestedEntities() async throws -> [Cafe\(number)Entity] { [] }
    }

    """
  }
}
