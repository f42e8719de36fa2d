//! libFuzzer's entry point for `make fuzz` (built with the `libfuzzer` feature and coverage instrumentation):
//! `FUZZ_ENGINE=<name>` picks the engine, libFuzzer's own flags do the rest (see `scripts/fuzz`).
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use penknife_fuzz::Engine;

fn engine() -> Engine {
    static ENGINE: OnceLock<Engine> = OnceLock::new();
    *ENGINE.get_or_init(|| {
        stack_overflow::catch_on_alternate_stack();
        let name = std::env::var("FUZZ_ENGINE").unwrap_or_default();
        Engine::from_name(&name).unwrap_or_else(|| {
            let names: Vec<&str> = Engine::ALL.iter().map(|engine| engine.name()).collect();
            eprintln!("FUZZ_ENGINE must be one of: {}", names.join(", "));
            std::process::exit(2)
        })
    })
}

fuzz_target!(|data: &[u8]| engine().run(data));

/// libFuzzer's main is C++, so Rust's stack-overflow handler is never installed, and libFuzzer's own SIGSEGV
/// handler runs on the stack that overflowed: the process died without saving the input. Moving that handler
/// onto an alternate stack lets it save the input (`crash-…`) and report, as it does for any other crash.
#[allow(unsafe_code)]
mod stack_overflow {
    const ALTERNATE_STACK_BYTES: usize = 1 << 20;

    /// Called on the first input, after libFuzzer has installed its handlers.
    pub fn catch_on_alternate_stack() {
        let stack = Box::leak(vec![0_u8; ALTERNATE_STACK_BYTES].into_boxed_slice());
        // SAFETY: the alternate stack is leaked, so it outlives the thread; `action` is read from the handler in
        // place and written back with one flag more.
        unsafe {
            let alternate =
                libc::stack_t { ss_sp: stack.as_mut_ptr().cast(), ss_flags: 0, ss_size: ALTERNATE_STACK_BYTES };
            libc::sigaltstack(&alternate, std::ptr::null_mut());
            for signal in [libc::SIGSEGV, libc::SIGBUS] {
                let mut action: libc::sigaction = std::mem::zeroed();
                libc::sigaction(signal, std::ptr::null(), &mut action);
                action.sa_flags |= libc::SA_ONSTACK;
                libc::sigaction(signal, &action, std::ptr::null_mut());
            }
        }
    }
}
