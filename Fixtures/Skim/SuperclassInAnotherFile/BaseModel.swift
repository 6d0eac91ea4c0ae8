/// The superclass: only `Photo`'s inheritance clause names it.
class BaseModel {
  var id = 0
}
