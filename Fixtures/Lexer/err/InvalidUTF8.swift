let abÿcd = 1
let s = "bad Ã( utf8 and í € surrogate"
// comment with þþ bad bytes
/* block À¯ overlong */
let t = "truncated â‚"
let u = øˆ€€€
