//! Shorten Booleans and Remove Debug Statements, our own passes over the tree.

use rustc_hash::FxHashSet as HashSet;

use oxc_allocator::{Allocator, Vec as ArenaVec};
use oxc_ast::ast::{BindingIdentifier, ChainElement, Expression, NumberBase, Program, Statement, UnaryOperator};
use oxc_ast::builder::AstBuilder;
use oxc_span::{GetSpan, Span};

use super::walk::{Pass, walk};

/// Shorten Booleans and Remove Debug Statements: one walk over the parsed tree, changing exactly what the two
/// options say (see their docs on [`JsMinifyOptions`](super::JsMinifyOptions)) and counting the debug statements removed.
///
/// Before it, when debug statements go, a scan (the same visitor with both rewrites off, so the tree walker is
/// compiled once) finds where the program declares its own binding named `console`, which then is not the
/// global one. That is scoped to the nearest enclosing function (a `let` in a block shadows more than it
/// really does — the safe side), and to the function and its parent for a function named `console`. Not
/// seen: a `var console` created by a direct `eval`.
pub(super) struct Rewrite<'a> {
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
    /// The next expression visited is the object or callee of another: a console call there stays, because
    /// its result is used (`console.createTask(n).run(f)`).
    protect_next: bool,
    /// `debugger` statements and console calls removed.
    removed: usize,
}

impl<'a> Rewrite<'a> {
    pub(super) fn new(allocator: &'a Allocator, booleans: bool, debug: bool) -> Self {
        Self {
            builder: AstBuilder::new(allocator),
            booleans,
            debug,
            scanning: false,
            declaring: HashSet::default(),
            program_declares: false,
            functions: Vec::new(),
            shadowed: 0,
            protect_next: false,
            removed: 0,
        }
    }

    /// Rewrites `program`; returns how many debug statements it removed.
    pub(super) fn run(mut self, program: &mut Program<'a>) -> usize {
        // Only a program that mentions `console` can declare it.
        if self.debug && program.source_text.contains("console") {
            let (booleans, debug) = (self.booleans, self.debug);
            (self.booleans, self.debug, self.scanning) = (false, false, true);
            walk(program, &mut self);
            (self.booleans, self.debug, self.scanning) = (booleans, debug, false);
            self.shadowed = usize::from(self.program_declares);
        }
        walk(program, &mut self);
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

impl<'a> Pass<'a> for Rewrite<'a> {
    fn enter_function(&mut self, span: Span, name: Option<&BindingIdentifier<'a>>) {
        self.functions.push(span);
        if self.scanning {
            // A function declaration's name lives in the enclosing scope, an expression's inside: mark both.
            if name.is_some_and(|name| name.name == "console") {
                self.mark_declaring(true);
            }
        } else if self.declaring.contains(&span) {
            self.shadowed += 1;
        }
    }

    fn leave_function(&mut self) {
        if let Some(span) = self.functions.pop()
            && !self.scanning
            && self.declaring.contains(&span)
        {
            self.shadowed -= 1;
        }
    }

    /// Any other binding (a function's own name is walked again here, and already marked).
    fn binding_identifier(&mut self, binding: &BindingIdentifier<'a>) {
        if self.scanning && binding.name == "console" {
            self.mark_declaring(false);
        }
    }

    fn enter_statements(&mut self, statements: &mut ArenaVec<'a, Statement<'a>>) {
        if self.debug {
            let before = statements.len();
            statements.retain(|statement| !self.is_debug_statement(statement));
            self.removed += before - statements.len();
        }
    }

    /// A statement on its own (an `if` or loop body, a label's statement) cannot vanish: it becomes `;`.
    fn statement(&mut self, statement: &mut Statement<'a>) -> bool {
        if self.is_debug_statement(statement) {
            *statement = Statement::new_empty_statement(statement.span(), &self.builder);
            self.removed += 1;
            return false;
        }
        true
    }

    /// `with (o) …` may turn `console` into `o.console`: its body keeps its console calls.
    fn enter_with_body(&mut self) {
        self.shadowed += 1;
    }

    fn leave_with_body(&mut self) {
        self.shadowed -= 1;
    }

    fn expression(&mut self, expression: &mut Expression<'a>) -> bool {
        let protected = std::mem::take(&mut self.protect_next);
        if self.booleans
            && let Expression::BooleanLiteral(literal) = expression
        {
            let span = literal.span;
            let value = if literal.value { 0.0 } else { 1.0 };
            let number = Expression::new_numeric_literal(span, value, None, NumberBase::Decimal, &self.builder);
            *expression = Expression::new_unary_expression(span, UnaryOperator::LogicalNot, number, &self.builder);
            return false;
        }
        if !protected && self.is_console_call(expression) {
            *expression = Expression::new_void_0(expression.span(), &self.builder);
            self.removed += 1;
            return false;
        }
        // `(console.createTask(n)).run(f)`: the protection goes through the parentheses.
        self.protect_next = protected && matches!(expression, Expression::ParenthesizedExpression(_));
        true
    }

    /// A console call whose result is used (`console.createTask(n).run(f)`) stays.
    fn object_or_callee(&mut self, expression: &Expression<'a>) {
        self.protect_next = self.is_console_call(expression);
    }
}
