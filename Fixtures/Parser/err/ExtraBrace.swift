struct A {
  let x = 1
}
}
let y = 2

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 4:1: error: extraneous '}' at top level [unexpected-code]
