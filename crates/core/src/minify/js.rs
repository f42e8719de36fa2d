//! JavaScript minifier on oxc: parse (oxc_parser) → optionally rewrite, compress and mangle → print
//! (oxc_codegen). Everything operates on the syntax tree; no option rewrites source text, so an input that
//! parses always gives an output with the same behaviour (apart from the debug calls the user asks to drop).
//!
//! How the spec's options map onto oxc (documented per field on [`JsMinifyOptions`]):
//! - whitespace and comments are the printer's own options;
//! - Shorten Booleans and Remove Debug Statements are two small passes of our own over the tree
//!   ([`Rewrite`]): oxc only offers them inside its compressor, which does much more;
//! - Remove Dead Code is oxc's full compressor (its *smallest* preset), Mangle its mangler — the only times
//!   oxc's minifier runs;
//! - Preserve Some Newlines and keeping empty lines print each top-level statement on its own;
//! - the printer always omits a semicolon before `}` when it removes whitespace; Remove Trailing Semicolons
//!   also drops the last one of the output.
//!
//! Source type: oxc's "unambiguous" mode — a module when the input has `import`/`export`, a script otherwise,
//! so browser scripts keep their top-level (global) names and modules may have theirs renamed.

use std::collections::HashSet;

use oxc_allocator::{Allocator, Vec as ArenaVec};
use oxc_ast::ast::{
    BindingIdentifier, CallExpression, ChainElement, Expression, MemberExpression, NewExpression, NumberBase, Program,
    Statement, TaggedTemplateExpression, UnaryOperator, WithStatement,
};
use oxc_ast::builder::AstBuilder;
use oxc_ast::{AstType, Comment};
use oxc_ast_visit::{VisitMut, walk_mut};
use oxc_codegen::{Codegen, CodegenOptions, CommentOptions, IndentChar, LegalComment};
use oxc_minifier::{CompressOptions, Compressor, MangleOptions, Minifier, MinifierOptions};
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType, Span};
use serde::Deserialize;

use super::Minified;

/// Warning when the printed output does not parse again (should never happen; kept as the spec's safety net).
pub const WARNING_SYNTAX: &str = "Potential syntax error detected - please verify output";
/// Warning when Remove Debug Statements actually removed at least one `debugger` or `console` call.
pub const WARNING_DEBUG_STATEMENTS: &str = "Debug statements removed - test thoroughly";
/// Warning when Remove Trailing Semicolons actually removed the output's final semicolon.
pub const WARNING_TRAILING_SEMICOLONS: &str = "Trailing semicolons removed - verify syntax";

/// The JS Minifier's options: the spec's seven plus the two extras the spec sells as Premium.
/// `Default` is the spec's defaults (the web page); [`JsMinifyOptions::full`] is the CLI's default.
/// With only the first three and Preserve Some Newlines on, the code is parsed and printed, nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct JsMinifyOptions {
    /// Drop comments. Legal comments (`/*! … */`, `@license`, `@preserve`) are kept, like terser and esbuild
    /// do, because licences require it. Off: oxc prints statement-level comments; comments inside an
    /// expression are not printed (an oxc printer limit).
    pub remove_comments: bool,
    /// Print without whitespace (oxc's minified printing). Off: the code is re-printed with 2-space
    /// indentation, one statement per line — the printer works from the syntax tree, not the original layout.
    pub remove_whitespace: bool,
    /// The printer never writes empty lines, so on is always honoured. Off (with whitespace kept, or with
    /// Preserve Some Newlines) keeps one empty line between top-level statements where the input had one.
    pub remove_empty_lines: bool,
    /// Every `true` literal becomes `!0` and every `false` `!1` (the printer adds parentheses where needed:
    /// `(!0).toString()`), and nothing else changes. Property names and strings spelled `true` are not
    /// literals and stay. With Remove Dead Code the compressor shortens them whatever this says.
    pub shorten_booleans: bool,
    /// Removes `debugger;` statements and calls on the global `console`: `console.log(…)`, `console["warn"](…)`,
    /// `console.log?.(…)`, `console.log.call(…)` / `.apply(…)`. A call that is a statement is removed (a lone
    /// body becomes `;`: `if (x) console.log(1)` → `if(x);`); one used as a value becomes `void 0`, which is
    /// what it returned; either way its arguments are no longer evaluated. Kept: a call whose result is used
    /// further (`console.createTask(n).run(f)`), `console.log.bind(console)`, and every `console` inside a
    /// function (or `with` body, or the whole program) that declares its own binding named `console`
    /// (a variable, parameter, function, class, catch parameter or import) — that one is not the global.
    pub remove_debug_statements: bool,
    /// The printer always omits semicolons before `}` in minified output (always safe, so off is not
    /// honoured there); on also removes the output's final semicolon when that is not an empty statement
    /// (`for(;;);` keeps it), and warns only when it did.
    pub remove_trailing_semicolons: bool,
    /// With whitespace removed, print each top-level statement on its own line.
    pub preserve_newlines: bool,
    /// Rename local variables and functions to short names (oxc's mangler). Top-level names are renamed in
    /// modules only: in a script they are globals other scripts may use.
    pub mangle: bool,
    /// oxc's full compressor (smallest preset): removes unreachable and unused code, inlines constants, folds
    /// expressions, joins statements, and shortens booleans whatever Shorten Booleans says. Runs after
    /// Remove Debug Statements (oxc's own `drop_console`/`drop_debugger` stay off: ours counts and knows scopes).
    pub remove_dead_code: bool,
}

impl Default for JsMinifyOptions {
    /// The spec's defaults.
    fn default() -> Self {
        Self {
            remove_comments: true,
            remove_whitespace: true,
            remove_empty_lines: true,
            shorten_booleans: true,
            remove_debug_statements: false,
            remove_trailing_semicolons: false,
            preserve_newlines: false,
            mangle: false,
            remove_dead_code: false,
        }
    }
}

impl JsMinifyOptions {
    /// Full minification, like terser's and esbuild's defaults: compress + mangle, no whitespace or comments;
    /// `console` calls stay (turn `remove_debug_statements` on to drop them).
    pub fn full() -> Self {
        Self {
            remove_comments: true,
            remove_whitespace: true,
            remove_empty_lines: true,
            shorten_booleans: true,
            remove_debug_statements: false,
            remove_trailing_semicolons: true,
            preserve_newlines: false,
            mangle: true,
            remove_dead_code: true,
        }
    }

    /// The compressor run the options ask for, if any: only Remove Dead Code runs it.
    fn compression(&self) -> Option<CompressOptions> {
        self.remove_dead_code.then(|| CompressOptions {
            drop_console: false,
            drop_debugger: false,
            ..CompressOptions::smallest()
        })
    }

    /// Whether the output is printed one top-level statement at a time (for newlines and empty lines).
    fn prints_statement_by_statement(&self) -> bool {
        if self.remove_whitespace { self.preserve_newlines } else { !self.remove_empty_lines }
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

/// Why an input cannot be minified.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JsMinifyError {
    /// The input is not valid JavaScript: the parser's message with its 1-based line and column.
    #[error("{message} at line {line}, column {column}")]
    Syntax { message: String, line: usize, column: usize },
}

/// Minifies `input` with `options`. An input that does not parse is an error (never a half-minified output).
pub fn minify_js(input: &str, options: &JsMinifyOptions) -> Result<Minified, JsMinifyError> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, input, SourceType::unambiguous()).parse();
    if parsed.panicked || parsed.diagnostics.has_errors() {
        let first = parsed.diagnostics.errors().next();
        let message = first.map_or_else(|| "Invalid JavaScript".to_owned(), |error| error.message.to_string());
        let offset = first
            .and_then(|error| error.labels.iter().find(|label| label.primary()).or(error.labels.first()))
            .map_or(0, |label| label.offset() as usize);
        return Err(syntax_error(input, message, offset));
    }
    let mut program = parsed.program;

    let booleans = options.shorten_booleans && !options.remove_dead_code;
    let debug = options.remove_debug_statements;
    let debug_removed = if booleans || debug { Rewrite::new(&allocator, booleans, debug).run(&mut program) } else { 0 };
    if let Some(compress) = options.compression() {
        Compressor::new(&allocator).build(&mut program, compress);
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
        warnings.push(WARNING_DEBUG_STATEMENTS.to_owned());
    }
    if options.remove_trailing_semicolons {
        // The final `;` is a statement terminator (ASI restores it at the end of input) unless it is an empty
        // statement such as `for(;;);` — then the shorter text no longer parses and the `;` stays.
        let trimmed = output.trim_end();
        if let Some(without) = trimmed.strip_suffix(';') {
            let shorter = format!("{without}{}", &output[trimmed.len()..]);
            if parses(&shorter, source_type) {
                output = shorter;
                warnings.push(WARNING_TRAILING_SEMICOLONS.to_owned());
            }
        }
    }
    if !parses(&output, source_type) {
        warnings.push(WARNING_SYNTAX.to_owned());
    }
    Ok(Minified::new(input, output, warnings))
}

/// Shorten Booleans and Remove Debug Statements: one walk over the parsed tree, changing exactly what the two
/// options say (see their docs on [`JsMinifyOptions`]) and counting the debug statements removed.
///
/// Before it, when debug statements go, a scan (the same visitor with both rewrites off, so the tree walker is
/// compiled once) finds where the program declares its own binding named `console`, which then is not the
/// global one. That is scoped to the nearest enclosing function (a `let` in a block shadows more than it
/// really does — the safe side), and to the function and its parent for a function named `console`. Not
/// seen: a `var console` created by a direct `eval`.
struct Rewrite<'a> {
    builder: AstBuilder<'a>,
    booleans: bool,
    debug: bool,
    /// Scanning for `console` bindings (no rewrite) rather than rewriting.
    scanning: bool,
    /// Spans of the functions (and arrow functions) that declare `console`.
    declaring: HashSet<Span>,
    /// The top level declares `console`.
    program_declares: bool,
    /// The spans of the enclosing functions.
    functions: Vec<Span>,
    /// How many enclosing functions and `with` bodies make `console` possibly not the global one.
    shadowed: usize,
    /// A function (`Some(true)`) or arrow function was just entered: the next span visited is its own (the
    /// walk visits it first).
    entering: Option<bool>,
    /// Scanning, a function was just entered: a binding visited now is its name (the walk visits it next).
    function_name_next: bool,
    /// The next expression visited is the object or callee of another: a console call there stays, because
    /// its result is used (`console.createTask(n).run(f)`).
    protect_next: bool,
    /// `debugger` statements and console calls removed.
    removed: usize,
}

impl<'a> Rewrite<'a> {
    fn new(allocator: &'a Allocator, booleans: bool, debug: bool) -> Self {
        Self {
            builder: AstBuilder::new(allocator),
            booleans,
            debug,
            scanning: false,
            declaring: HashSet::new(),
            program_declares: false,
            functions: Vec::new(),
            shadowed: 0,
            entering: None,
            function_name_next: false,
            protect_next: false,
            removed: 0,
        }
    }

    /// Rewrites `program`; returns how many debug statements it removed.
    fn run(mut self, program: &mut Program<'a>) -> usize {
        // Only a program that mentions `console` can declare it.
        if self.debug && program.source_text.contains("console") {
            let (booleans, debug) = (self.booleans, self.debug);
            (self.booleans, self.debug, self.scanning) = (false, false, true);
            self.visit_program(program);
            (self.booleans, self.debug, self.scanning) = (booleans, debug, false);
            self.shadowed = usize::from(self.program_declares);
        }
        self.visit_program(program);
        self.removed
    }

    /// Scanning: the innermost function being walked declares `console` (or the top level, outside any);
    /// `parent` also the one around it.
    fn mark_declaring(&mut self, parent: bool) {
        let count = if parent { 2 } else { 1 };
        for level in 0..count {
            match self.functions.len().checked_sub(level + 1) {
                Some(index) => {
                    self.declaring.insert(self.functions[index]);
                }
                None => self.program_declares = true,
            }
        }
    }

    /// `console.x(…)`, `console["x"](…)`, `console.x?.(…)`, `console?.x(…)`, `console.x.call(…)`,
    /// `console.x.apply(…)` on the global `console` (parentheses allowed anywhere in it).
    fn is_console_call(&self, expression: &Expression<'a>) -> bool {
        if !self.debug || self.shadowed > 0 {
            return false;
        }
        let call = match expression.without_parentheses() {
            Expression::CallExpression(call) => call,
            Expression::ChainExpression(chain) => match &chain.expression {
                ChainElement::CallExpression(call) => call,
                _ => return false,
            },
            _ => return false,
        };
        let is_console =
            |e: &Expression<'a>| matches!(e.without_parentheses(), Expression::Identifier(id) if id.name == "console");
        let Some(member) = call.callee.without_parentheses().as_member_expression() else { return false };
        let object = member.object();
        is_console(object)
            || (matches!(member.static_property_name(), Some("call" | "apply"))
                && object.without_parentheses().as_member_expression().is_some_and(|inner| is_console(inner.object())))
    }

    /// A `debugger;` statement or a statement that is only a console call.
    fn is_debug_statement(&self, statement: &Statement<'a>) -> bool {
        match statement {
            Statement::DebuggerStatement(_) => self.debug,
            Statement::ExpressionStatement(statement) => self.is_console_call(&statement.expression),
            _ => false,
        }
    }
}

impl<'a> VisitMut<'a> for Rewrite<'a> {
    fn enter_node(&mut self, kind: AstType) {
        match kind {
            AstType::Function => self.entering = Some(true),
            AstType::ArrowFunctionExpression => self.entering = Some(false),
            _ => self.function_name_next = false,
        }
    }

    fn visit_span(&mut self, span: &mut Span) {
        if let Some(is_function) = self.entering.take() {
            self.functions.push(*span);
            if self.scanning {
                self.function_name_next = is_function;
            } else if self.declaring.contains(span) {
                self.shadowed += 1;
            }
        }
    }

    fn leave_node(&mut self, kind: AstType) {
        if matches!(kind, AstType::Function | AstType::ArrowFunctionExpression)
            && let Some(span) = self.functions.pop()
            && !self.scanning
            && self.declaring.contains(&span)
        {
            self.shadowed -= 1;
        }
    }

    fn visit_binding_identifier(&mut self, binding: &mut BindingIdentifier<'a>) {
        if self.scanning && binding.name == "console" {
            // A function declaration's name lives in the enclosing scope, an expression's inside: mark both.
            self.mark_declaring(self.function_name_next);
        }
        self.function_name_next = false;
    }

    fn visit_statements(&mut self, statements: &mut ArenaVec<'a, Statement<'a>>) {
        if self.debug {
            let before = statements.len();
            statements.retain(|statement| !self.is_debug_statement(statement));
            self.removed += before - statements.len();
        }
        walk_mut::walk_statements(self, statements);
    }

    /// A statement on its own (an `if` or loop body, a label's statement) cannot vanish: it becomes `;`.
    fn visit_statement(&mut self, statement: &mut Statement<'a>) {
        if self.is_debug_statement(statement) {
            *statement = Statement::new_empty_statement(statement.span(), &self.builder);
            self.removed += 1;
            return;
        }
        walk_mut::walk_statement(self, statement);
    }

    /// `with (o) …` may turn `console` into `o.console`: its body keeps its console calls.
    fn visit_with_statement(&mut self, statement: &mut WithStatement<'a>) {
        self.visit_expression(&mut statement.object);
        self.shadowed += 1;
        self.visit_statement(&mut statement.body);
        self.shadowed -= 1;
    }

    fn visit_expression(&mut self, expression: &mut Expression<'a>) {
        let protected = std::mem::take(&mut self.protect_next);
        if self.booleans
            && let Expression::BooleanLiteral(literal) = expression
        {
            let span = literal.span;
            let value = if literal.value { 0.0 } else { 1.0 };
            let number = Expression::new_numeric_literal(span, value, None, NumberBase::Decimal, &self.builder);
            *expression = Expression::new_unary_expression(span, UnaryOperator::LogicalNot, number, &self.builder);
            return;
        }
        if !protected && self.is_console_call(expression) {
            *expression = Expression::new_void_0(expression.span(), &self.builder);
            self.removed += 1;
            return;
        }
        // `(console.createTask(n)).run(f)`: the protection goes through the parentheses.
        self.protect_next = protected && matches!(expression, Expression::ParenthesizedExpression(_));
        walk_mut::walk_expression(self, expression);
    }

    fn visit_member_expression(&mut self, expression: &mut MemberExpression<'a>) {
        self.protect_next = self.is_console_call(expression.object());
        walk_mut::walk_member_expression(self, expression);
    }

    fn visit_call_expression(&mut self, expression: &mut CallExpression<'a>) {
        self.protect_next = self.is_console_call(&expression.callee);
        walk_mut::walk_call_expression(self, expression);
    }

    fn visit_new_expression(&mut self, expression: &mut NewExpression<'a>) {
        self.protect_next = self.is_console_call(&expression.callee);
        walk_mut::walk_new_expression(self, expression);
    }

    fn visit_tagged_template_expression(&mut self, expression: &mut TaggedTemplateExpression<'a>) {
        self.protect_next = self.is_console_call(&expression.tag);
        walk_mut::walk_tagged_template_expression(self, expression);
    }
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

/// The parser's message with the 1-based line and column (in characters) of byte `offset`.
fn syntax_error(input: &str, message: String, offset: usize) -> JsMinifyError {
    let before = input.get(..offset.min(input.len())).unwrap_or(input);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    JsMinifyError::Syntax { message, line, column }
}
