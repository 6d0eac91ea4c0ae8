import Diagnostics
import Model
import Syntax

/// `@Dependency var x: T` in an App Intents type with no `AppDependencyManager` registration of
/// `T` in the scanned sources (an error), or with registrations only inside a view's
/// `onAppear`/`task` (a warning).
///
/// App Intents resolves `@Dependency` when the intent reads the property; an unregistered type
/// stops the intent at run time. The system launches the app in the background to run an
/// intent: `App.init()` runs, but no view appears, so registrations in `.onAppear`/`.task` come
/// too late. Types are matched by name; when some registration's type cannot be told, nothing is
/// reported. `@Dependency(\.keyPath)` (swift-dependencies) is a different wrapper and is ignored.
struct DependencyNotRegisteredRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .dependencyNotRegistered, defaultSeverity: .error,
    summary: "A @Dependency whose type is never registered with AppDependencyManager, or only in onAppear/task.",
    origin: .beyondXcode,
    explanation: """
      `@Dependency var store: Store` reads a value registered with \
      `AppDependencyManager.shared.add(dependency: Store())`. If nothing registers `Store`, the intent fails \
      when it reads the property, at run time only. When Siri, Shortcuts or a widget runs the intent, the \
      system launches the app in the background: the `App`'s `init()` runs but no view appears, so a \
      registration inside `.onAppear` or `.task` has not happened yet. Register dependencies where the app \
      starts: the `App`'s `init()` or `application(_:didFinishLaunchingWithOptions:)`. Types are matched by \
      name from the registration (`Store()`, `Store() as StoreProtocol`, a local `let store = Store()`), \
      in every scanned file, and an `add { Store() }` on a wrapper of the app's own counts as well; if \
      any registration's type cannot be told, the rule reports nothing. A missing registration is an error; \
      one made only in `.onAppear`/`.task` is reported as a warning, since the view may have appeared first.
      """,
    triggeringExample: """
      struct AddItemIntent: AppIntent {
        static let title: LocalizedStringResource = "Add Item"
        @Dependency var store: ItemStore
        func perform() async throws -> some IntentResult { .result() }
      }
      // ContentView: .onAppear { AppDependencyManager.shared.add(dependency: ItemStore()) }
      """,
    fixedExample: """
      @main
      struct ItemsApp: App {
        init() {
          AppDependencyManager.shared.add(dependency: ItemStore())
        }
        var body: some Scene { WindowGroup { ContentView() } }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let dependencies = Self.dependencies(in: context)
    guard !dependencies.isEmpty else { return [] }
    let registrations = DependencyRegistrations(context.index)
    guard !registrations.hasUnknownType else { return [] }
    return dependencies.compactMap { dependency -> Diagnostic? in
      let found = registrations.registrations(of: dependency.typeName)
      let message: String
      var severity = Self.descriptor.defaultSeverity
      if found.isEmpty {
        message = Self.notRegistered(
          property: dependency.property.name, declaredType: dependency.typeText, type: dependency.typeName)
      } else if found.allSatisfy({ $0.viewLifecycleModifier != nil }), let first = found.first {
        let place = first.file.file.path.split(separator: "/").last.map(String.init) ?? first.file.file.path
        let line = first.file.lineTable.location(of: first.call.trimmedRange.start).line
        message = Self.registeredTooLate(
          property: dependency.property.name, type: dependency.typeName, modifier: first.viewLifecycleModifier ?? "",
          place: "\(place):\(line)")
        severity = .warning
      } else {
        return nil
      }
      let range = dependency.type.trimmedRange
      var diagnostic = context.diagnostic(
        Self.descriptor.id, message, at: dependency.file.location(of: range.start), length: range.length)
      diagnostic.severity = severity
      return diagnostic
    }
  }

  /// One `@Dependency` property.
  struct Dependency {
    var property: MemberSyntax.Property
    var type: SyntaxNode
    var typeText: String
    var typeName: String
    var file: ParsedFile
  }

  /// The App Intents wrapper's `@Dependency` properties of every App Intents type, in model order.
  static func dependencies(in context: RuleContext) -> [Dependency] {
    var seen: Set<String> = []
    var result: [Dependency] = []
    for type in MissingAvailabilityAnnotationRule.appIntentsTypes(of: context.model)
    where seen.insert(type.qualifiedName).inserted {
      for property in MemberSyntax.properties(of: type, in: context) where !property.isStatic {
        guard property.declaration.attributes.contains(where: isAppIntentsDependency),
          let typeNode = MemberSyntax.annotatedType(of: property.binding),
          let name = DependencyRegistrations.simpleTypeName(typeNode.text)
        else { continue }
        result.append(
          Dependency(
            property: property, type: typeNode, typeText: typeNode.text, typeName: name,
            file: context.index.file(of: property.owner)))
      }
    }
    return result
  }

  /// Whether an attribute is App Intents' `@Dependency` / `@AppDependency` on the shared
  /// manager: no arguments, or only `key:` (a `manager:` argument names another manager).
  static func isAppIntentsDependency(_ attribute: SyntaxNode) -> Bool {
    guard let name = attribute.attributeName, ["Dependency", "AppDependency"].contains(TypeNames.path(of: name).last)
    else { return false }
    return attribute.arguments.allSatisfy { $0.label == "key" }
  }

  /// Nothing registers the type.
  static func notRegistered(property: String, declaredType: String, type: String) -> String {
    "'@Dependency var \(property): \(declaredType)' is never registered: no "
      + "'AppDependencyManager.shared.add(dependency:)' "
      + "for '\(type)' in the scanned sources, so the intent fails at run time when it reads '\(property)'; register "
      + "it where the app starts (the App's init() or application(_:didFinishLaunchingWithOptions:))"
  }

  /// The type is registered only in a view's lifecycle closure.
  static func registeredTooLate(property: String, type: String, modifier: String, place: String) -> String {
    "'\(type)' is registered with AppDependencyManager only inside '.\(modifier)' (\(place)), which does not run "
      + "when the system launches the app in the background to run the intent, so '@Dependency var \(property)' "
      + "may be missing; register it in the App's init() instead"
  }
}
