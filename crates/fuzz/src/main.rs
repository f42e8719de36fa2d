//! libFuzzer's entry point for `make fuzz` (built with the `libfuzzer` feature and coverage instrumentation):
//! `FUZZ_ENGINE=<name>` picks the engine, libFuzzer's own flags do the rest (see `scripts/fuzz`).
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use penknife_fuzz::Engine;

fn engine() -> Engine {
    static ENGINE: OnceLock<Engine> = OnceLock::new();
    *ENGINE.get_or_init(|| {
        let name = std::env::var("FUZZ_ENGINE").unwrap_or_default();
        Engine::from_name(&name).unwrap_or_else(|| {
            let names: Vec<&str> = Engine::ALL.iter().map(|engine| engine.name()).collect();
            eprintln!("FUZZ_ENGINE must be one of: {}", names.join(", "));
            std::process::exit(2)
        })
    })
}

fuzz_target!(|data: &[u8]| engine().run(data));
