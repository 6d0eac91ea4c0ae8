struct {
  let = 1
  func (x: Int) {}
}
enum E { case }
let z: = 3

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 1:7: error: expected name in struct [expected-token]
// expected: 2:6: error: expected pattern in variable [expected-pattern]
// expected: 3:7: error: expected name in function [expected-token]
// expected: 5:14: error: expected name in enum case [expected-token]
// expected: 6:7: error: expected type in variable [expected-type]
