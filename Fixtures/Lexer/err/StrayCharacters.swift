let a = 'c'
let b = 1 */ 2
let c = `unterminated
let d = <#placeholder#>
let e = ` `
