//! The JS Minifier's options one by one (on vs off on a concrete input), its errors, warnings and defaults.

use penknife_core::minify::js::*;

fn minify(input: &str, options: JsMinifyOptions) -> String {
    minify_js(input, &options).unwrap_or_else(|e| panic!("{input:?} should minify: {e}")).output
}

/// The warnings in English, as the CLI prints them (the spec's words).
fn warnings(input: &str, options: JsMinifyOptions) -> Vec<String> {
    minify_js(input, &options).expect("valid JavaScript").warnings.iter().map(ToString::to_string).collect()
}

const DEBUG_STATEMENTS: &str = "Debug statements removed - test thoroughly";
const TRAILING_SEMICOLONS: &str = "Trailing semicolons removed - verify syntax";

/// Only whitespace removal: no compressor, no renaming, nothing else.
fn bare() -> JsMinifyOptions {
    JsMinifyOptions { shorten_booleans: false, ..JsMinifyOptions::default() }
}

#[test]
fn defaults_are_the_specs_and_full_is_compress_plus_mangle() {
    let d = JsMinifyOptions::default();
    assert!(d.remove_comments && d.remove_whitespace && d.remove_empty_lines && d.shorten_booleans);
    assert!(!d.remove_debug_statements && !d.remove_trailing_semicolons && !d.preserve_newlines);
    assert!(!d.mangle && !d.remove_dead_code);
    let f = JsMinifyOptions::smallest();
    assert!(f.mangle && f.remove_dead_code && f.remove_comments && f.remove_whitespace);
    assert!(!f.remove_debug_statements, "full minification keeps console calls unless asked");
}

#[test]
fn options_deserialize_from_the_pages_camel_case_object_with_missing_fields_defaulted() {
    let options: JsMinifyOptions =
        serde_json::from_str(r#"{"removeDebugStatements":true,"mangle":true,"removeDeadCode":true}"#)
            .expect("valid options");
    assert_eq!(
        options,
        JsMinifyOptions { remove_debug_statements: true, mangle: true, remove_dead_code: true, ..Default::default() }
    );
    let options: JsMinifyOptions = serde_json::from_str(
        r#"{"removeComments":false,"removeWhitespace":false,"removeEmptyLines":false,"shortenBooleans":false,
            "removeTrailingSemicolons":true,"preserveNewlines":true}"#,
    )
    .expect("valid options");
    assert!(!options.remove_comments && !options.remove_whitespace && !options.remove_empty_lines);
    assert!(!options.shorten_booleans && options.remove_trailing_semicolons && options.preserve_newlines);
}

#[test]
fn remove_comments_drops_line_and_block_comments_but_keeps_legal_ones() {
    let input = "// line\n/* block */\n/*! MIT licence */\nvar a = 1; // trailing\nfunction f() {\n  /* inner */\n  return a;\n}\n";
    let on = minify(input, bare());
    assert_eq!(on, "/*! MIT licence */\nvar a=1;function f(){return a}");
    let off = minify(input, JsMinifyOptions { remove_comments: false, ..bare() });
    for comment in ["// line", "/* block */", "/*! MIT licence */", "/* inner */"] {
        assert!(off.contains(comment), "{comment} kept in {off:?}");
    }
}

#[test]
fn remove_whitespace_prints_minified_or_reindented() {
    let input = "function add( a,b ) {\n    return a   +   b;\n}\nconsole.log( add(1, 2) );\n";
    assert_eq!(minify(input, bare()), "function add(a,b){return a+b}console.log(add(1,2));");
    assert_eq!(
        minify(input, JsMinifyOptions { remove_whitespace: false, ..bare() }),
        "function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1, 2));\n"
    );
}

#[test]
fn remove_empty_lines_off_keeps_empty_lines_between_top_level_statements() {
    let input = "var a = 1;\n\n\nvar b = 2;\nvar c = 3;\n\nfunction f() {\n\n  return a;\n}\n";
    let kept = JsMinifyOptions { remove_whitespace: false, remove_empty_lines: false, ..bare() };
    assert_eq!(minify(input, kept), "var a = 1;\n\nvar b = 2;\nvar c = 3;\n\nfunction f() {\n  return a;\n}\n");
    let removed = JsMinifyOptions { remove_whitespace: false, ..bare() };
    assert_eq!(minify(input, removed), "var a = 1;\nvar b = 2;\nvar c = 3;\nfunction f() {\n  return a;\n}\n");
    let newlines = JsMinifyOptions { preserve_newlines: true, remove_empty_lines: false, ..bare() };
    assert_eq!(minify(input, newlines), "var a=1;\n\nvar b=2;\nvar c=3;\n\nfunction f(){return a}\n");
}

#[test]
fn shorten_booleans_writes_true_and_false_as_not_zero_and_not_one_and_nothing_else() {
    let input = "var on = true;\nvar off = false;\nsend(on, off, [true, false].map(String));\n";
    assert_eq!(minify(input, JsMinifyOptions::default()), "var on=!0;var off=!1;send(on,off,[!0,!1].map(String));");
    let off = minify(input, bare());
    assert_eq!(off, "var on=true;var off=false;send(on,off,[true,false].map(String));");
    // Not a compressor: the `if` stays an `if`, constants are not folded, declarations are not joined.
    assert_eq!(minify("if (a) { x = true }\n", JsMinifyOptions::default()), "if(a){x=!0}");
    assert_eq!(minify("var n = 1 + 2;\nvar m;\n", JsMinifyOptions::default()), "var n=1+2;var m;");
    // The printer adds the parentheses a unary expression needs.
    assert_eq!(
        minify("(true).toString();\nx = true ** 2;\ny = typeof false;\nz = !true;\n", JsMinifyOptions::default()),
        "(!0).toString();x=(!0)**2;y=typeof!1;z=!!0;"
    );
    // Property names are not literals.
    assert_eq!(
        minify("o = { true: false };\no.true = o.false;\n", JsMinifyOptions::default()),
        "o={true:!1};o.true=o.false;"
    );
    // Remove Dead Code's compressor shortens them anyway.
    let compressed = minify(input, JsMinifyOptions { remove_dead_code: true, ..bare() });
    assert_eq!(compressed, "var on=!0,off=!1;send(on,off,[!0,!1].map(String));");
}

#[test]
fn with_neither_rewrite_nor_compressor_the_code_is_only_reprinted() {
    let input =
        "if (a) { b(); }\nvar n = 1 + 2;\nvar m;\nfunction unused() { return void 0; }\ndebugger;\nconsole.log(n);\n";
    assert_eq!(
        minify(input, bare()),
        "if(a){b()}var n=1+2;var m;function unused(){return void 0}debugger;console.log(n);"
    );
}

#[test]
fn remove_debug_statements_drops_console_calls_and_debugger_and_warns() {
    let input =
        "function f(x) {\n  debugger;\n  console.log('x', x);\n  var y = console.warn(x);\n  return x * 2;\n}\nf(1);\n";
    let on = JsMinifyOptions { remove_debug_statements: true, ..bare() };
    assert_eq!(minify(input, on), "function f(x){var y=void 0;return x*2}f(1);");
    assert_eq!(warnings(input, on), [DEBUG_STATEMENTS]);
    for base in [bare(), JsMinifyOptions::default(), JsMinifyOptions::smallest()] {
        let options = JsMinifyOptions { remove_debug_statements: true, ..base };
        let on = minify(input, options);
        assert!(!on.contains("console") && !on.contains("debugger"), "{on}");
        assert!(on.contains("*2"), "the rest stays: {on}");
        assert!(warnings(input, options).contains(&DEBUG_STATEMENTS.to_owned()));
        let off = minify(input, JsMinifyOptions { remove_debug_statements: false, ..base });
        assert!(off.contains("console.log") && off.contains("console.warn") && off.contains("debugger"), "{off}");
        let quiet = warnings(input, JsMinifyOptions { remove_debug_statements: false, ..base });
        assert!(!quiet.contains(&DEBUG_STATEMENTS.to_owned()));
    }
    // A console call used as a value becomes `undefined`, which is what it returned.
    assert_eq!(minify("var y = console.log(1);\nuse(y);\n", on), "var y=void 0;use(y);");
    assert_eq!(minify("ok || console.error('no');\n", on), "ok||void 0;");
    assert_eq!(minify("run(() => console.log(1));\n", on), "run(()=>void 0);");
    // Nothing removed, no warning.
    assert_eq!(minify("log(1);\nconsole.log;\n", on), "log(1);console.log;");
    assert!(warnings("log(1);\nconsole.log;\n", on).is_empty());
    // Default options do nothing else on top: the `if` stays.
    let web = JsMinifyOptions { remove_debug_statements: true, ..JsMinifyOptions::default() };
    assert_eq!(minify("if (a) { x = true; console.log(x); }\n", web), "if(a){x=!0}");
}

#[test]
fn remove_debug_statements_matches_every_form_of_console_call() {
    let on = JsMinifyOptions { remove_debug_statements: true, ..bare() };
    let input = "console.log?.(1);\nconsole?.log(2);\nconsole['warn'](3);\nconsole.log.call(console, 4);\nconsole.log.apply(console, [5]);\n(console.log)(6);\nconsole.table(rows);\nkeep();\n";
    assert_eq!(minify(input, on), "keep();");
    // A lone body cannot vanish: it becomes an empty statement.
    assert_eq!(
        minify("if (a) console.log(1);\nelse debugger;\nfor (;;) console.log(2);\nlabel: debugger;\n", on),
        "if(a);else;for(;;);label:;"
    );
    // Its arguments are not evaluated any more, like terser's and esbuild's drop_console.
    assert_eq!(minify("console.log(count++);\n", on), "");
}

#[test]
fn remove_debug_statements_keeps_console_calls_whose_result_is_used_or_that_are_not_the_global() {
    let on = JsMinifyOptions { remove_debug_statements: true, ..bare() };
    for kept in [
        "const log=console.log.bind(console);",
        "console.createTask(`load`).run(load);",
        "z=console.context().log;",
        "console.foo().bar=1;",
        "function f(console){console.log(1)}",
        "function g(){{let console=3}console.log(2)}",
        "function h(){console.log(3);function console(){}}",
        "(console=>console.log(4))(logger);",
        "function m(){try{}catch(console){console.log(5)}}",
        "with(o){console.log(6)}",
    ] {
        assert_eq!(minify(kept, on), kept);
        assert!(warnings(kept, on).is_empty(), "nothing removed: {kept}");
    }
    // Shadowing is scoped to the function that declares `console`.
    assert_eq!(
        minify("function f(console) { console.log(1); }\nfunction g() { console.log(2); }\nconsole.log(3);\n", on),
        "function f(console){console.log(1)}function g(){}"
    );
    // A top-level declaration (a polyfill) shadows the global everywhere.
    let polyfill = "var console = { log() {} };\nconsole.log(1);\nfunction f() { console.log(2); }\n";
    assert_eq!(minify(polyfill, on), "var console={log(){}};console.log(1);function f(){console.log(2)}");
    assert_eq!(
        minify("import console from 'log';\nconsole.log(1);\n", on),
        "import console from\"log\";console.log(1);"
    );
}

#[test]
fn remove_trailing_semicolons_drops_the_final_one_and_warns_only_then() {
    let input = "var a = 1;\nfunction f() { return a; }\nf();\n";
    let options = JsMinifyOptions { remove_trailing_semicolons: true, ..bare() };
    assert_eq!(minify(input, options), "var a=1;function f(){return a}f()");
    assert_eq!(warnings(input, options), [TRAILING_SEMICOLONS]);
    assert_eq!(minify(input, bare()), "var a=1;function f(){return a}f();");
    assert!(warnings(input, bare()).is_empty());
    // An empty statement is not a terminator: removing it would break the loop, so it stays — no warning.
    assert_eq!(minify("for (;;);\n", options), "for(;;);");
    assert!(warnings("for (;;);\n", options).is_empty());
    // Nothing to remove, no warning.
    assert_eq!(minify("function f() {}\n", options), "function f(){}");
    assert!(warnings("function f() {}\n", options).is_empty());
    // Kept whitespace: the final `;` before the newline goes.
    let pretty = JsMinifyOptions { remove_whitespace: false, ..options };
    assert_eq!(minify("f();\n", pretty), "f()\n");
}

#[test]
fn preserve_newlines_puts_each_top_level_statement_on_its_own_line() {
    let input = "#!/usr/bin/env node\n'use strict';\nvar a = 1\n;(function () { a++ })()\nlet b = [a]\n";
    let options = JsMinifyOptions { preserve_newlines: true, ..bare() };
    let on = minify(input, options);
    assert_eq!(on, "#!/usr/bin/env node\n\"use strict\";\nvar a=1;\n(function(){a++})();\nlet b=[a];\n");
    assert_eq!(minify(input, bare()), "#!/usr/bin/env node\n\"use strict\";var a=1;(function(){a++})();let b=[a];");
    assert!(warnings(input, options).is_empty(), "every line ends its statement: the output parses");
}

#[test]
fn mangle_renames_locals_and_module_top_level_but_not_script_globals() {
    let script = "var counter = 0;\nfunction increment(amount) {\n  var next = counter + amount;\n  counter = next;\n  return next;\n}\n";
    let on = minify(script, JsMinifyOptions { mangle: true, ..bare() });
    assert!(on.contains("var counter=0") && on.contains("function increment("), "globals kept: {on}");
    assert!(!on.contains("amount") && !on.contains("next"), "locals renamed: {on}");
    let off = minify(script, bare());
    assert!(off.contains("amount") && off.contains("next"));
    let module = "const secret = 42;\nexport function reveal(times) { return secret * times; }\n";
    let on = minify(module, JsMinifyOptions { mangle: true, ..bare() });
    assert!(!on.contains("secret") && !on.contains("times") && on.contains("reveal"), "{on}");
}

#[test]
fn remove_dead_code_drops_unreachable_and_unused_code() {
    let input = "function main() {\n  function unused() { return 1; }\n  if (false) { neverCalled(); }\n  return 2;\n  after();\n}\nmain();\n";
    let on = minify(input, JsMinifyOptions { remove_dead_code: true, ..bare() });
    for gone in ["unused", "neverCalled", "after"] {
        assert!(!on.contains(gone), "{gone} removed: {on}");
    }
    let off = minify(input, bare());
    for kept in ["unused", "neverCalled", "after"] {
        assert!(off.contains(kept), "{kept} kept: {off}");
    }
}

#[test]
fn invalid_javascript_is_an_error_with_the_line_and_column() {
    let error =
        minify_js("var a = 1;\nvar b = 2;\nif (a) { b = ; }\n", &JsMinifyOptions::default()).expect_err("invalid");
    assert_eq!(error.to_string(), "Unexpected token at line 3, column 14");
    let error = minify_js("let é = \"x\";\nlet s = 'é' +;", &JsMinifyOptions::smallest()).expect_err("invalid");
    let JsMinifyError::Syntax { line, column, .. } = error else { panic!("not a syntax error: {error}") };
    assert_eq!((line, column), (2, 14), "columns count characters, not bytes");
    assert!(minify_js("function (", &JsMinifyOptions::default()).is_err());
}

#[test]
fn modules_and_scripts_are_told_apart() {
    // Sloppy-mode scripts (with, octal-free legacy code) still work; import/export makes a module.
    let script = minify("with (Math) { x = max(1, 2); }\n", bare());
    assert_eq!(script, "with(Math){x=max(1,2)}");
    let module = minify("import { a } from './a.js';\nexport default a + 1;\n", bare());
    assert_eq!(module, "import{a}from\"./a.js\";export default a+1;");
    let top_level_await = minify("const data = await load();\nexport { data };\n", JsMinifyOptions::smallest());
    assert!(top_level_await.contains("await load()"), "{top_level_await}");
}

#[test]
fn statistics_and_no_warnings_for_a_clean_run() {
    let input = "var   total = 0;   // sum\n";
    let result = minify_js(input, &JsMinifyOptions::default()).expect("valid JavaScript");
    assert_eq!(result.output, "var total=0;");
    assert_eq!((result.stats.original_size, result.stats.minified_size), (input.len(), 12));
    assert!(result.warnings.is_empty());
    assert_eq!(minify("", JsMinifyOptions::default()), "");
}
