let a = 0b102
let b = 0o89
let c = 12abc
let d = 1e
let e = 0x
let f = 0x1.8
let g = 1.5e+
