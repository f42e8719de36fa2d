//! Full minification inlines a function declaration used once into its use, and only where the program stays
//! the same: each case runs in Node before and after, and must print the same.

use penknife_core::minify::js::{JsMinifyOptions, ProgramKind, minify_program};
use std::process::Command;

fn minify(input: &str, kind: ProgramKind) -> String {
    minify_program(input, &JsMinifyOptions::smallest(), kind).unwrap_or_else(|e| panic!("{input:?}: {e}")).output
}

/// What a script prints in Node.
fn run(script: &str) -> String {
    let out = Command::new("node").args(["-e", script]).output().expect("node (Node 20) on PATH");
    assert!(out.status.success(), "node failed on {script}:\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// Minifies `input` as a script, checks it prints the same in Node, and returns the output.
fn same_behaviour(input: &str) -> String {
    let output = minify(input, ProgramKind::Script);
    assert_eq!(run(&output), run(input), "behaviour changed:\n{input}\n→ {output}");
    output
}

/// The number of named function declarations or expressions left (`function name(`).
fn named_functions(code: &str) -> usize {
    code.match_indices("function ").filter(|(at, _)| code[at + 9..].starts_with(|c: char| c != '(')).count()
}

#[test]
fn a_function_used_once_moves_to_its_use() {
    let input = "(function () {\n  function describe(value) { return 'value: ' + value }\n  \
                 var api = {};\n  api.describe = describe;\n  console.log(api.describe(42), describe.name === '');\n})();";
    let output = same_behaviour(input);
    // `describe` is used twice (the assignment and `.name`): it stays.
    assert_eq!(named_functions(&output), 1, "{output}");
    let once = "(function () {\n  function describe(value) { return 'value: ' + value }\n  var api = {};\n  \
                api.describe = describe;\n  console.log(api.describe(42));\n})();";
    let output = same_behaviour(once);
    assert_eq!(named_functions(&output), 0, "{output}");
    assert!(output.contains(".describe=function("), "{output}");
}

#[test]
fn a_use_before_the_declaration_still_inlines() {
    let input = "(function () {\n  var handlers = { run: run };\n  function run() { return 'ran' }\n  \
                 console.log(handlers.run());\n})();";
    let output = same_behaviour(input);
    assert_eq!(named_functions(&output), 0, "{output}");
}

#[test]
fn a_use_that_may_run_many_times_keeps_the_declaration() {
    for input in [
        // In a loop: one function object per iteration instead of one.
        "(function () {\n  function id() { return 1 }\n  var seen = [];\n  for (var i = 0; i < 3; i++) seen.push(id);\n  \
         console.log(seen[0] === seen[2]);\n})();",
        // In a nested function, which may be called many times.
        "(function () {\n  function id() { return 1 }\n  function get() { return id }\n  console.log(get() === get());\n})();",
        // In a class body.
        "(function () {\n  function id() { return 1 }\n  class A { f = id }\n  console.log(new A().f === new A().f);\n})();",
    ] {
        let output = same_behaviour(input);
        assert!(named_functions(&output) >= 1, "{output}");
    }
}

#[test]
fn a_name_shadowed_at_the_use_keeps_the_declaration() {
    // Values the compressor cannot fold, so `label` stays a name in both places.
    let input = "(function () {\n  var label = String(process.pid > 0);\n  function read() { return label }\n  \
                 { let label = String(process.pid < 0); console.log([label, read()].join()); }\n})();";
    let output = same_behaviour(input);
    assert_eq!(named_functions(&output), 1, "{output}");
}

#[test]
fn eval_and_with_keep_every_declaration() {
    for input in [
        "(function () {\n  function f() { return 1 }\n  var g = f;\n  console.log(g(), eval('typeof f'));\n})();",
        "(function () {\n  function f() { return 1 }\n  var o = { x: 1 };\n  with (o) { console.log(x) }\n  \
         console.log(f());\n})();",
    ] {
        let output = same_behaviour(input);
        assert_eq!(named_functions(&output), 1, "{output}");
    }
}

#[test]
fn a_scripts_top_level_functions_are_globals_and_stay() {
    let output = minify("function shared() { return 1 }\nwindow.shared2 = shared;\n", ProgramKind::Script);
    assert!(output.contains("function shared("), "{output}");
}

#[test]
fn a_modules_top_level_function_inlines_unless_exported() {
    let output = minify("function local() { return 1 }\nconsole.log(local());\n", ProgramKind::Module);
    assert!(!output.contains("function local"), "{output}");
    let exported = minify("function shared() { return 1 }\nexport { shared };\n", ProgramKind::Module);
    assert_eq!(named_functions(&exported), 1, "kept (renamed inside the module): {exported}");
}

#[test]
fn only_full_minification_inlines() {
    let input = "(function () {\n  function helper() { return 1 }\n  window.x = helper;\n})();";
    let compress_only = JsMinifyOptions { mangle: false, ..JsMinifyOptions::smallest() };
    let output = minify_program(input, &compress_only, ProgramKind::Script).expect("minifies").output;
    assert!(output.contains("function helper("), "names are kept without mangling: {output}");
}

#[test]
fn a_function_moved_into_a_block_still_reads_the_outer_names() {
    // `read` moves into a block with a binding of its own; compressing and renaming the moved tree must leave
    // `outer` and `inner` two names.
    let input = "(function () {\n  var outer = String(process.pid > 0);\n  function read() { return outer }\n  \
                 { let inner = String(process.pid < 0); console.log([inner, read()].join()); }\n})();";
    let output = same_behaviour(input);
    assert_eq!(named_functions(&output), 0, "{output}");
}

#[test]
fn functions_inside_an_inlined_function_inline_too() {
    let input = "(function () {\n  function outer() {\n    function inner() { return 'in' }\n    \
                 return inner;\n  }\n  var api = { get: outer };\n  console.log(api.get()());\n})();";
    let output = same_behaviour(input);
    assert_eq!(named_functions(&output), 0, "{output}");
}

#[test]
fn a_use_in_the_parameters_keeps_the_declaration() {
    // A default value runs before the body's functions exist: `make` there is not the body's function.
    let input = "(function () {\n  try {\n    (function (f = make) { function make() { return 'made' } \
                 console.log(typeof f) })();\n  } catch (e) { console.log(e.name) }\n})();";
    let output = same_behaviour(input);
    assert_eq!(named_functions(&output), 1, "{output}");
}
