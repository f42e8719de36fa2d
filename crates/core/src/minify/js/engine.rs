//! The JS minifier on oxc (see the module above for the mapping of the options).

use oxc_allocator::{Allocator, Vec as ArenaVec};
use oxc_ast::Comment;
use oxc_ast::ast::Program;
use oxc_ast::builder::AstBuilder;
use oxc_codegen::{Codegen, CodegenOptions, CommentOptions, IndentChar, LegalComment};
use oxc_minifier::{CompressOptions, Compressor, MangleOptions, Minifier, MinifierOptions};
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType, Span};

use super::inline_functions::inline_single_use_functions;
use super::rewrite::Rewrite;
use super::{JsMinifyError, JsMinifyOptions, ProgramKind, RelatedPlace};
use crate::minify::position::line_column;
use crate::minify::{Minified, MinifyWarning};

impl JsMinifyOptions {
    /// Whether the output is printed one top-level statement at a time (for newlines and empty lines).
    fn prints_statement_by_statement(&self) -> bool {
        if self.remove_whitespace { self.preserve_newlines } else { !self.remove_empty_lines }
    }

    /// The compressor run the options ask for, if any: only Remove Dead Code runs it.
    fn compression(&self) -> Option<CompressOptions> {
        self.remove_dead_code.then(|| CompressOptions {
            drop_console: false,
            drop_debugger: false,
            ..CompressOptions::smallest()
        })
    }

    fn codegen_options(&self) -> CodegenOptions {
        let comments = if self.remove_comments {
            CommentOptions { normal: false, jsdoc: false, annotation: false, legal: LegalComment::Inline }
        } else {
            CommentOptions::default()
        };
        CodegenOptions {
            minify: self.remove_whitespace,
            comments,
            indent_char: IndentChar::Space,
            indent_width: 2,
            ..CodegenOptions::default()
        }
    }
}

/// Minifies `input` with `options`, reading it as a script or a module by its content. An input that does not
/// parse is an error (never a half-minified output).
pub fn minify_js(input: &str, options: &JsMinifyOptions) -> Result<Minified, JsMinifyError> {
    minify_program(input, options, ProgramKind::Detect)
}

/// [`minify_js`] for code whose kind is known, such as a `<script>` element's.
pub fn minify_program(input: &str, options: &JsMinifyOptions, kind: ProgramKind) -> Result<Minified, JsMinifyError> {
    crate::minify::nesting::check_js(input)?;
    crate::stack::on_engine_stack(|| minify_checked(input, options, kind))
}

/// [`minify_program`] for an input the nesting guard accepted, on the engine stack.
fn minify_checked(input: &str, options: &JsMinifyOptions, kind: ProgramKind) -> Result<Minified, JsMinifyError> {
    let source_type = match kind {
        ProgramKind::Detect => SourceType::unambiguous(),
        ProgramKind::Script => SourceType::script(),
        ProgramKind::Module => SourceType::mjs(),
    };
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, input, source_type).parse();
    if parsed.panicked || parsed.diagnostics.has_errors() {
        let first = parsed.diagnostics.errors().next();
        let message = first.map_or("Invalid JavaScript", |error| &error.message);
        let labels = first.map_or_else(Vec::new, |error| {
            let labels = error.labels.iter();
            labels
                .map(|label| Label { offset: label.offset() as usize, primary: label.primary(), text: label.label() })
                .collect()
        });
        return Err(syntax_error(input, message, &labels));
    }
    let mut program = parsed.program;

    let booleans = options.shorten_booleans && !options.remove_dead_code;
    let debug = options.remove_debug_statements;
    let debug_removed = if booleans || debug { Rewrite::new(&allocator, booleans, debug).run(&mut program) } else { 0 };
    if let Some(compress) = options.compression() {
        // Inlining drops the function's own name, which only mangling already gives up. It runs first and hands
        // the compressor the scoping it built, so the tree is analysed once for both.
        if options.mangle {
            let scoping = inline_single_use_functions(&mut program);
            Compressor::new(&allocator).build_with_scoping(&mut program, scoping, compress);
        } else {
            Compressor::new(&allocator).build(&mut program, compress);
        }
    }
    let (scoping, private_names) = if options.mangle {
        let minifier_options =
            MinifierOptions { mangle: Some(MangleOptions::default()), mangle_properties: None, compress: None };
        let mangled = Minifier::new(minifier_options).minify(&allocator, &mut program);
        (mangled.scoping, mangled.class_private_mappings)
    } else {
        (None, None)
    };

    let codegen_options = options.codegen_options();
    let mut output = if options.prints_statement_by_statement() {
        // Each statement is printed by its own codegen run, so each needs its own copy of the renamed names;
        // private names keep their own (the mangler's per-class table is indexed over one whole print).
        let print = |part: &Program<'_>| {
            let scoping = scoping.as_ref().map(|s| s.clone_in_with_semantic_ids_with_another_arena());
            Codegen::new().with_options(codegen_options.clone()).with_scoping(scoping).build(part).code
        };
        print_statement_by_statement(&allocator, &mut program, input, !options.remove_empty_lines, print)
    } else {
        Codegen::new()
            .with_options(codegen_options)
            .with_scoping(scoping)
            .with_private_member_mappings(private_names)
            .build(&program)
            .code
    };

    let source_type = program.source_type;
    let mut warnings = Vec::new();
    if debug_removed > 0 {
        warnings.push(MinifyWarning::DebugStatementsRemoved);
    }
    if options.remove_trailing_semicolons {
        // The final `;` is a statement terminator (ASI restores it at the end of input) unless it is an empty
        // statement such as `for(;;);` — then the shorter text no longer parses and the `;` stays.
        let trimmed = output.trim_end();
        if let Some(without) = trimmed.strip_suffix(';') {
            let shorter = format!("{without}{}", &output[trimmed.len()..]);
            if parses(&shorter, source_type) {
                output = shorter;
                warnings.push(MinifyWarning::TrailingSemicolonsRemoved);
            }
        }
    }
    if !parses(&output, source_type) {
        warnings.push(MinifyWarning::SyntaxCheck);
    }
    Ok(Minified::new(input, output, warnings))
}

/// Prints hashbang and directives, then each top-level statement, each as a program of its own so that the
/// printer closes it with its `;`, one per line — plus an empty line where the input had one when
/// `keep_empty_lines`. Each part carries the comments of its own stretch of source, so none is printed twice.
fn print_statement_by_statement<'a>(
    allocator: &'a Allocator,
    program: &mut Program<'a>,
    input: &str,
    keep_empty_lines: bool,
    print: impl Fn(&Program<'a>) -> String,
) -> String {
    let builder = AstBuilder::new(allocator);
    let body = std::mem::replace(&mut program.body, ArenaVec::new_in(&builder));
    let directives = std::mem::replace(&mut program.directives, ArenaVec::new_in(&builder));
    let hashbang = program.hashbang.take();
    let comments: Vec<Comment> = program.comments.iter().copied().collect();
    let comments_between = |start: u32, end: u32| {
        let mut part = ArenaVec::new_in(&builder);
        part.extend(comments.iter().copied().filter(|c| c.span.start >= start && c.span.start < end));
        part
    };
    let source_end = program.span.end;
    let mut output = String::new();
    let mut part_start = 0;
    let mut previous_end: Option<u32> = None;
    if hashbang.is_some() || !directives.is_empty() {
        let end = directives.last().map_or(0, |d| d.span.end);
        let part = Program::new(
            Span::new(0, end),
            program.source_type,
            program.source_text,
            comments_between(0, end),
            hashbang,
            directives,
            ArenaVec::new_in(&builder),
            &builder,
        );
        push_line(&mut output, &print(&part));
        part_start = end;
        previous_end = Some(end);
    }
    let count = body.len();
    for (index, statement) in body.into_iter().enumerate() {
        let span = statement.span();
        // Compressor-made statements may carry an empty span; they then just follow their neighbour.
        let start = span.start.max(part_start);
        let end = if index + 1 == count { source_end } else { span.end.max(start) };
        if keep_empty_lines
            && let Some(previous) = previous_end
            && has_empty_line(input, previous, start)
        {
            output.push('\n');
        }
        let part = Program::new(
            Span::new(start, end),
            program.source_type,
            program.source_text,
            comments_between(part_start, end),
            None,
            ArenaVec::new_in(&builder),
            ArenaVec::from_iter_in([statement], &builder),
            &builder,
        );
        push_line(&mut output, &print(&part));
        part_start = end;
        previous_end = Some(span.end);
    }
    output
}

/// Appends one printed part as a line of its own.
fn push_line(output: &mut String, part: &str) {
    let part = part.trim_end_matches('\n');
    if part.is_empty() {
        return;
    }
    output.push_str(part);
    output.push('\n');
}

/// Whether the input between two statements (whitespace and comments) contains an empty line.
fn has_empty_line(input: &str, from: u32, to: u32) -> bool {
    let Some(between) = input.get(from as usize..to as usize) else { return false };
    let lines: Vec<&str> = between.split('\n').collect();
    // The first and last pieces are the ends of the two statements' own lines.
    lines.len() > 2 && lines[1..lines.len() - 1].iter().any(|line| line.trim().is_empty())
}

/// Whether `code` parses as JavaScript of `source_type` (the output check behind [`WARNING_SYNTAX`]).
fn parses(code: &str, source_type: SourceType) -> bool {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, code, source_type).parse();
    !parsed.panicked && !parsed.diagnostics.has_errors()
}

/// The parser's first error as the user sees it: its message at its primary label — where the parser found the
/// problem, e.g. the token after the missing `)` — and the label that points elsewhere (the `(` it should close).
/// The first error is the one to show: oxc stops at the first error it cannot recover from, and any earlier
/// recoverable one comes first in the list and in the source.
fn syntax_error(input: &str, message: &str, labels: &[Label<'_>]) -> JsMinifyError {
    let primary = labels.iter().position(|label| label.primary).unwrap_or(0);
    let (line, column) = labels.get(primary).map_or((1, 1), |label| line_column(input, label.offset));
    let related = labels.iter().enumerate().find_map(|(index, label)| {
        let text = label.text.filter(|_| index != primary)?;
        let (line, column) = line_column(input, label.offset);
        Some(RelatedPlace { label: lower_first(text), line, column })
    });
    JsMinifyError::Syntax { message: message.to_owned(), line, column, related }
}

/// A place a parser error points at (oxc's labelled span, without naming its diagnostics crate).
struct Label<'a> {
    /// Byte offset in the input.
    offset: usize,
    /// Where the parser found the error (the others point elsewhere, e.g. at the bracket it expected closing).
    primary: bool,
    text: Option<&'a str>,
}

/// 'Opened here' → 'opened here', to follow the message.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| first.to_lowercase().chain(chars).collect())
}
