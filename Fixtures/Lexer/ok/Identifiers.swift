let π = 3.14159
let 😀 = "smile"
let café = "combining: cafe\u{301}"
let caféx = 1
let `class` = "escaped keyword"
let `default value` = "raw identifier"
let $projection = 0
let closure = { $0 + $1 }
let _underscore = _
let 变量 = 1
func `init`() {}
let x = self.dish.$dish
