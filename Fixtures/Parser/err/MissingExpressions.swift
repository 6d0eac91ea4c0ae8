let a =
let b = foo(label: , other: 1)
let c = [1, , 2]
let d = (1 +)
let e = cond ? 1

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 1:8: error: expected expression in variable [expected-expression]
// expected: 2:19: error: expected expression in function call [expected-expression]
// expected: 3:12: error: expected expression in container literal [expected-expression]
// expected: 4:13: error: expected expression after operator [expected-expression]
// expected: 5:17: error: expected ':' in ternary expression [expected-token]
