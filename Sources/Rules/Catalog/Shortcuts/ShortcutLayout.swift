import Evaluator
import Model

/// The module's App Shortcuts as the providers' `appShortcuts` bodies arrange them: in
/// sequence, or in the two branches of an `if`/`else` or `if #available`, of which only one
/// runs.
///
/// Built by walking each provider's evaluated `appShortcuts` value exactly as the model's
/// extraction walks it. Every `AppShortcut(...)` call is paired with its model (matched by the
/// call's offset) and with its evaluated arguments, whose ranges point at `intent:` and
/// `phrases:` in the source. Rules use it to tell shortcuts that can coexist from alternatives
/// and to find the exact token of an argument.
struct ShortcutLayout {
  /// One `AppShortcut(...)` call.
  struct Entry {
    /// The shortcut's model.
    var shortcut: AppShortcutModel
    /// The provider whose `appShortcuts` holds the call.
    var provider: ShortcutsProviderModel
    /// The call's evaluated arguments.
    var arguments: [Argument]
    /// The conditional branches that lead to the call, outermost first.
    var branches: [Branch]

    /// The evaluated argument labeled `label`.
    func argument(_ label: String) -> ConstantValue? {
      arguments.first { $0.label == label }?.value
    }
  }

  /// One side of one conditional: `side` 0 is the `then` branch, 1 the `else` branch.
  struct Branch: Hashable {
    /// A number identifying the conditional within the layout.
    var conditional: Int
    /// Which branch of it.
    var side: Int
  }

  /// The shape of the layout: which entries run together and which are alternatives.
  indirect enum Node {
    /// The entry at this index of `entries`.
    case entry(Int)
    /// Nodes that all run.
    case sequence([Node])
    /// Two branches of which at most one runs.
    case alternatives(Node, Node)
  }

  /// Every `AppShortcut(...)` call of every provider, in source order of the providers.
  private(set) var entries: [Entry] = []
  /// The module's shape: a sequence of one node per provider.
  private(set) var root: Node = .sequence([])
  private var conditionals = 0

  /// The layout of every provider of `model`.
  init(model: AppIntentsModel) {
    var providers: [Node] = []
    for provider in model.shortcutsProviders {
      guard let value = provider.appShortcuts?.value.constant else { continue }
      var byOffset: [Int: AppShortcutModel] = [:]
      for shortcut in provider.shortcuts { byOffset[shortcut.location.offset] = shortcut }
      providers.append(node(of: value, provider: provider, byOffset: byOffset, branches: []))
    }
    root = .sequence(providers)
  }

  /// The entries of `provider`.
  func entries(of provider: ShortcutsProviderModel) -> [Entry] {
    entries.filter { $0.provider.type.qualifiedName == provider.type.qualifiedName }
  }

  /// Whether `lhs` and `rhs` never run together: they lie in different branches of one
  /// conditional.
  static func areAlternatives(_ lhs: Entry, _ rhs: Entry) -> Bool {
    for (left, right) in zip(lhs.branches, rhs.branches) where left != right {
      return left.conditional == right.conditional
    }
    return false
  }

  /// The largest sum of `weight` over entries that can run together (the larger branch of
  /// every conditional).
  func maximum(_ weight: (Entry) -> Int) -> Int {
    func total(_ node: Node) -> Int {
      switch node {
      case .entry(let index): return weight(entries[index])
      case .sequence(let nodes): return nodes.reduce(0) { $0 + total($1) }
      case .alternatives(let then, let otherwise): return max(total(then), total(otherwise))
      }
    }
    return total(root)
  }

  private mutating func node(
    of value: ConstantValue, provider: ShortcutsProviderModel, byOffset: [Int: AppShortcutModel], branches: [Branch]
  ) -> Node {
    switch value.kind {
    case .array(let elements):
      return .sequence(elements.map { node(of: $0, provider: provider, byOffset: byOffset, branches: branches) })
    case .builder(_, let members):
      return node(of: members, provider: provider, byOffset: byOffset, branches: branches)
    case .initCall(_, let arguments):
      guard let shortcut = byOffset[value.range.start] else { return .sequence([]) }
      entries.append(Entry(shortcut: shortcut, provider: provider, arguments: arguments, branches: branches))
      return .entry(entries.count - 1)
    default:
      return .sequence([])
    }
  }

  private mutating func node(
    of members: [BuilderMember], provider: ShortcutsProviderModel, byOffset: [Int: AppShortcutModel],
    branches: [Branch]
  ) -> Node {
    var nodes: [Node] = []
    for member in members {
      switch member {
      case .expression(let value):
        nodes.append(node(of: value, provider: provider, byOffset: byOffset, branches: branches))
      case .optional(let then), .array(let then):
        nodes.append(node(of: then, provider: provider, byOffset: byOffset, branches: branches))
      case .either(let then, let otherwise), .limitedAvailability(_, let then, let otherwise):
        conditionals += 1
        let id = conditionals
        let first = node(
          of: then, provider: provider, byOffset: byOffset, branches: branches + [Branch(conditional: id, side: 0)])
        let second = node(
          of: otherwise, provider: provider, byOffset: byOffset,
          branches: branches + [Branch(conditional: id, side: 1)])
        nodes.append(.alternatives(first, second))
      }
    }
    return .sequence(nodes)
  }
}
