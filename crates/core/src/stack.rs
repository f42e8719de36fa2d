//! The stack the engines run on. The parsers and printers behind the minifiers (oxc, lightningcss, minify-html)
//! recurse once per level of nesting, so how deep an input they survive depends on the caller's stack: 8 MiB on
//! a main thread, 2 MiB on a spawned one, less in a test harness. Each engine call therefore runs on a thread of
//! its own with [`ENGINE_STACK_BYTES`], enough for every depth the nesting guards
//! (`crate::minify::nesting`) accept, whatever thread calls it. In wasm there are no threads: the bundle's stack
//! is set at link time instead (`.cargo/config.toml`).

/// The engine thread's stack: 64 MiB of address space, touched only as deep as an input goes. The deepest input
/// the guards accept needs well under a tenth of it, even unoptimised.
pub const ENGINE_STACK_BYTES: usize = 64 * 1024 * 1024;

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    /// Set on an engine thread, so an engine calling another (HTML → its inline CSS and JS) runs in place.
    static ON_ENGINE_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `engine` on a stack of [`ENGINE_STACK_BYTES`]: on a thread of its own unless already on one. A panic in
/// the engine is the caller's panic, as if it had run in place.
#[cfg(not(target_arch = "wasm32"))]
pub fn on_engine_stack<T: Send>(engine: impl FnOnce() -> T + Send) -> T {
    if ON_ENGINE_STACK.get() {
        return engine();
    }
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new().name("penknife-engine".into()).stack_size(ENGINE_STACK_BYTES);
        let handle = thread
            .spawn_scoped(scope, || {
                ON_ENGINE_STACK.set(true);
                engine()
            })
            .expect("the engine thread starts");
        handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// In wasm the engine runs in place, on the stack the bundle was linked with.
#[cfg(target_arch = "wasm32")]
pub fn on_engine_stack<T>(engine: impl FnOnce() -> T) -> T {
    engine()
}
