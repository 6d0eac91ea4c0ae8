// A line comment
/// A doc comment
//// Not a doc comment
/* A block comment */
/** A doc block comment */
/**/
/*** stars ***/
/* Nested /* comments */ are fine */
let regex = /a+b/
let classes = /[a-z/]+/
let escaped = /\/path\/(\d+)/
let extended = #/ spaced regex /#
let multiLine = #/
  (?<year>\d{4}) - (?<month>\d{2})
  /#
let division = a / b / c
let afterBang = x!/y
let afterCall = f() / 2
if let match = input.firstMatch(of: /\d+/) { print(match) }
let args = foo(/a/, /b/)
let mixed = a/*inline*/+b // trailing
let spacedDivision = total / count
