/// A class of the module whose superclass, declared in another file that no App Intents file
/// names, may give it a conformance: a parse of every file sees the superclass.
class Photo: BaseModel {
  var title = ""
}
