use penknife_core::ip;
use wasm_bindgen::prelude::*;

/// The address as the server will read it (`core::ip::parse`, in canonical form), or `undefined` when the text is
/// not one: the page checks what is typed against the server's own rule, without a round trip, and words the
/// refusal itself (the parser's only one).
#[wasm_bindgen(js_name = parseIp)]
pub fn parse(text: &str) -> Option<String> {
    ip::parse(text).ok().map(ip::canonical)
}
