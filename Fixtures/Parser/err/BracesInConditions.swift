func braces(ok: Bool) {
  if { true }() { }
  for item in { [1] }() { print(item) }
  switch { 1 }() { default: break }
  repeat { } while { false }()
  if ok, { print(1) }
}

// Where a condition, a `for` loop's sequence or a `switch` subject starts, a `{` opens the
// body, as in the compiler (`missing condition in 'if' statement`); anywhere else in a
// condition it opens a closure, so the one after `ok,` leaves the `if` without a body.
// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 2:5: error: expected expression in 'if' statement [expected-expression]
// expected: 3:14: error: expected expression in 'for' statement [expected-expression]
// expected: 4:9: error: expected expression in 'switch' statement [expected-expression]
// expected: 4:12: error: unexpected code '1' in 'switch' statement [unexpected-code]
// expected: 4:20: error: unexpected code 'default: break' in closure [unexpected-code]
// expected: 5:19: error: expected expression in 'repeat' statement [expected-expression]
// expected: 6:22: error: expected '{' in 'if' statement [expected-token]
