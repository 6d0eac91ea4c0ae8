import Model

extension RuleContext {
  /// The module type an intent's parameter is declared with (typealiases followed), or `nil`
  /// when the type is not declared in the scanned sources.
  func moduleType(of parameter: ParameterModel, in intent: IntentModel) -> TypeDeclaration? {
    guard let intentDeclaration = declaration(of: intent.type),
      var path = index.resolveTypePath(TypeNames.path(of: parameter.baseType), from: intentDeclaration.path)
    else { return nil }
    var hops = 0
    while let alias = index.typeAlias(path), hops < 16 {
      guard let aliased = index.resolveTypePath(TypeNames.path(of: alias.aliased), from: Array(alias.path.dropLast()))
      else { return nil }
      path = aliased
      hops += 1
    }
    return index.type(path)
  }

  /// The App Enum an intent's parameter is declared with, if it is one.
  func appEnum(of parameter: ParameterModel, in intent: IntentModel) -> EnumModel? {
    guard parameter.valueCategory == .enum, let type = moduleType(of: parameter, in: intent) else { return nil }
    return appEnum(qualifiedName: index.qualifiedName(type.path))
  }

  /// The intent's name as users write it (`OrderIntent`).
  func shortName(of shortcut: AppShortcutModel) -> String? {
    shortcut.intentType.map { TypeNames.path(of: $0).last ?? $0 }
  }
}
