/// Words the generator builds names from, so generated code reads like an app's code.
enum Vocabulary {
  /// Domain nouns, UpperCamelCase.
  static let nouns = [
    "Account", "Album", "Appointment", "Article", "Booking", "Budget", "Cart", "Channel", "Chapter", "Comment",
    "Contact", "Coupon", "Course", "Device", "Dish", "Document", "Employee", "Episode", "Event", "Feed", "Flight",
    "Folder", "Habit", "Invoice", "Lesson", "Library", "Location", "Message", "Note", "Order", "Patient", "Payment",
    "Photo", "Playlist", "Podcast", "Product", "Profile", "Project", "Quiz", "Receipt", "Recipe", "Reminder",
    "Report", "Review", "Route", "Sensor", "Session", "Shift", "Store", "Subscription", "Tag", "Team", "Ticket",
    "Track", "Transaction", "Trip", "Vehicle", "Venue", "Wallet", "Workout",
  ]

  /// Verbs for methods, lowerCamelCase.
  static let verbs = [
    "apply", "archive", "build", "cancel", "compute", "configure", "decode", "delete", "encode", "export", "fetch",
    "filter", "format", "load", "merge", "normalize", "prepare", "publish", "refresh", "register", "reload",
    "render", "reset", "resolve", "restore", "save", "schedule", "sort", "submit", "sync", "update", "validate",
  ]

  /// Adjectives for properties and variants.
  static let adjectives = [
    "active", "archived", "cached", "current", "draft", "favorite", "hidden", "local", "pending",
    "pinned", "primary", "recent", "remote", "selected", "shared", "starred", "upcoming", "visible",
  ]

  /// Role suffixes for type names.
  static let typeSuffixes = [
    "Store", "Service", "Client", "Cache", "Model", "Summary", "Formatter", "Coordinator", "Repository", "Builder",
    "Validator", "Controller", "Provider", "Loader", "Configuration", "State",
  ]

  /// Property types with a literal that fits them.
  static let propertyTypes: [(type: String, literal: String)] = [
    ("String", "\"\""), ("Int", "0"), ("Double", "0.0"), ("Bool", "false"), ("Date", "Date()"), ("UUID", "UUID()"),
    ("[String]", "[]"), ("URL?", "nil"), ("Int64", "0"), ("Decimal", "0"), ("[String: Int]", "[:]"),
    ("TimeInterval", "60"), ("Float", "1.0"), ("Set<String>", "[]"),
  ]

  /// Names of Swift feature areas, used for module names.
  static let areas = [
    "Accounts", "Analytics", "Billing", "Catalog", "Checkout", "Core", "Design", "Feed", "Health", "Inbox", "Maps",
    "Media", "Networking", "Notifications", "Onboarding", "Payments", "Persistence", "Search", "Settings",
    "Sharing", "Social", "Storage", "Sync", "Widgets",
  ]

  /// Phrases for comments.
  static let commentPhrases = [
    "Keeps the list in display order.", "Called on the main actor after every refresh.",
    "The server sends this in seconds, not milliseconds.", "Cheap to copy; holds only identifiers.",
    "Retries once before giving up.", "Mirrors the backend's schema version 3.",
    "Do not reorder: the raw values are persisted.", "Invalidated when the user signs out.",
    "Formatting is locale-sensitive; see the tests.", "This path is hot: avoid allocating here.",
    "Falls back to the cached copy when offline.", "TODO: remove after the migration ships.",
  ]
}

/// Names and small pieces of code picked from the vocabulary.
extension SeededRandom {
  /// A type name such as `OrderStore`.
  mutating func typeName() -> String { pick(Vocabulary.nouns) + pick(Vocabulary.typeSuffixes) }

  /// A noun such as `Order`.
  mutating func noun() -> String { pick(Vocabulary.nouns) }

  /// A lowerCamelCase property name such as `recentOrders` or `pendingInvoiceIdentifiers`.
  mutating func propertyName() -> String {
    pick(Vocabulary.adjectives) + pick(Vocabulary.nouns)
      + pick(["", "", "s", "Identifiers", "Count", "Summaries", "Snapshot", "Token", "UpdatedAt"])
  }

  /// A method name such as `fetchOrder` or `reloadPendingInvoicesIfNeeded`.
  mutating func methodName() -> String {
    pick(Vocabulary.verbs) + (chance(40) ? pick(Vocabulary.adjectives).capitalizedFirst : "") + pick(Vocabulary.nouns)
      + pick(["", "", "", "s", "IfNeeded", "InBackground", "FromCache", "ForDisplay"])
  }

  /// A comment sentence.
  mutating func commentText() -> String { pick(Vocabulary.commentPhrases) }

  /// A property type and a matching literal.
  mutating func propertyType() -> (type: String, literal: String) { pick(Vocabulary.propertyTypes) }
}

/// `Order` -> `order`.
func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

extension String {
  /// `order` -> `Order`.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
