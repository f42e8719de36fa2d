//! The fuzz targets' bounded pass, on every `cargo test`: each engine gets its seed corpus and then a fixed
//! number of mutants of it, all from a fixed seed, so a failure reproduces exactly. `make fuzz` is the long,
//! coverage-guided campaign; this only keeps the targets and the engines' answers to odd input from rotting.

use penknife_fuzz::mutate::Mutator;
use penknife_fuzz::{Engine, read_corpus, save_crash, seed_dir};

/// Mutated inputs per engine after its seeds.
const MUTANTS: usize = 4_000;
/// Every this-many mutants one joins the pool, so edits pile up on each other as they would under a fuzzer.
const KEEP_EVERY: usize = 8;
/// The engines run on a thread with the 8 MiB a main thread gets (the CLI's, libFuzzer's), not a test thread's 2 MiB.
const STACK_BYTES: usize = 8 << 20;

fn smoke(engine: Engine) {
    let worker = std::thread::Builder::new().stack_size(STACK_BYTES).spawn(move || {
        let mut pool = read_corpus(&seed_dir(engine));
        assert!(!pool.is_empty(), "no seeds for {}", engine.name());
        for input in &pool {
            run_or_save(engine, input);
        }
        let mut mutator = Mutator::new(0x5eed_0000 + engine as u64);
        for i in 0..MUTANTS {
            let input = mutator.mutant(&pool);
            run_or_save(engine, &input);
            if i % KEEP_EVERY == 0 {
                pool.push(input);
            }
        }
    });
    worker.expect("spawn the engine's thread").join().expect("the engine held on every input");
}

/// Runs one input; when the engine panics, saves the input where `make fuzz` keeps its crashes and says so.
fn run_or_save(engine: Engine, input: &[u8]) {
    if let Err(panic) = std::panic::catch_unwind(|| engine.run(input)) {
        let path = save_crash(engine, input);
        eprintln!("{} failed on the input saved in {}", engine.name(), path.display());
        std::panic::resume_unwind(panic);
    }
}

/// One test per engine, from the fuzz crate's list of engines: a new engine is smoke-tested the day it is added.
macro_rules! smoke_tests {
    ($($engine:ident $test:ident $name:literal => $run:expr,)+) => {
        $(
            #[test]
            fn $test() {
                smoke(Engine::$engine);
            }
        )+
    };
}

penknife_fuzz::for_each_engine!(smoke_tests);
