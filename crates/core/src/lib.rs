//! Penknife's tool engines. Each module is one tool family: a pure function of
//! (input, options) → `Result<output, Error>` whose error messages are the ones users see.
//! No I/O, no wasm-bindgen, no HTTP here — those are the doors (`penknife-wasm`, the CLI, the server).

pub mod base64;
