//! Shorten Booleans and Remove Debug Statements, our own passes over the tree.

use std::collections::HashSet;

use oxc_allocator::{Allocator, Vec as ArenaVec};
use oxc_ast::AstType;
use oxc_ast::ast::{
    BindingIdentifier, CallExpression, ChainElement, Expression, MemberExpression, NewExpression, NumberBase, Program,
    Statement, TaggedTemplateExpression, UnaryOperator, WithStatement,
};
use oxc_ast::builder::AstBuilder;
use oxc_ast_visit::{VisitMut, walk_mut};
use oxc_span::{GetSpan, Span};

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
    pub(super) fn new(allocator: &'a Allocator, booleans: bool, debug: bool) -> Self {
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
    pub(super) fn run(mut self, program: &mut Program<'a>) -> usize {
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
