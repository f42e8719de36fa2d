//! One walk over the tree for every pass of ours (`rewrite`, `inline_functions`). Each `VisitMut`
//! implementation is a whole copy of oxc's walk over every kind of node in the binary, 3.5 KB gzipped in the
//! wasm bundle; so the walk is compiled once, here, and calls the pass in hand (a [`Pass`]) at the few places
//! the passes look at.

use oxc_allocator::Vec as ArenaVec;
use oxc_ast::ast::{
    ArrowFunctionExpression, BindingIdentifier, CallExpression, Expression, Function, MemberExpression, NewExpression,
    Program, Statement, TaggedTemplateExpression, WithStatement,
};
use oxc_ast_visit::{VisitMut, walk_mut};
use oxc_semantic::ScopeFlags;
use oxc_span::Span;

/// What a pass does at the places the walk calls it. Every method does nothing by default.
pub(super) trait Pass<'a> {
    /// A function (with its name, if it has one) or an arrow function is entered, or left.
    fn enter_function(&mut self, _span: Span, _name: Option<&BindingIdentifier<'a>>) {}
    fn leave_function(&mut self) {}
    /// A binding's name; nothing inside it is walked.
    fn binding_identifier(&mut self, _binding: &BindingIdentifier<'a>) {}
    /// A statement list before its statements are walked.
    fn enter_statements(&mut self, _statements: &mut ArenaVec<'a, Statement<'a>>) {}
    /// A statement; `false` when the pass replaced it and what it held is not walked.
    fn statement(&mut self, _statement: &mut Statement<'a>) -> bool {
        true
    }
    /// An expression; `false` when the pass replaced it and what it held is not walked.
    fn expression(&mut self, _expression: &mut Expression<'a>) -> bool {
        true
    }
    /// The object of a member expression, the callee of a call or `new`, or the tag of a tagged template,
    /// about to be walked.
    fn object_or_callee(&mut self, _expression: &Expression<'a>) {}
    /// The body of a `with` statement is entered (after its object was walked) or left.
    fn enter_with_body(&mut self) {}
    fn leave_with_body(&mut self) {}
    /// The whole program was walked.
    fn leave_program(&mut self) {}
}

/// Walks `program`, calling `pass`.
pub(super) fn walk<'a>(program: &mut Program<'a>, pass: &mut dyn Pass<'a>) {
    Walk(pass).visit_program(program);
}

struct Walk<'p, 'a>(&'p mut dyn Pass<'a>);

impl<'a> VisitMut<'a> for Walk<'_, 'a> {
    fn visit_function(&mut self, function: &mut Function<'a>, flags: ScopeFlags) {
        self.0.enter_function(function.span, function.id.as_ref());
        walk_mut::walk_function(self, function, flags);
        self.0.leave_function();
    }

    fn visit_arrow_function_expression(&mut self, function: &mut ArrowFunctionExpression<'a>) {
        self.0.enter_function(function.span, None);
        walk_mut::walk_arrow_function_expression(self, function);
        self.0.leave_function();
    }

    fn visit_program(&mut self, program: &mut Program<'a>) {
        walk_mut::walk_program(self, program);
        self.0.leave_program();
    }

    fn visit_binding_identifier(&mut self, binding: &mut BindingIdentifier<'a>) {
        self.0.binding_identifier(binding);
    }

    fn visit_statements(&mut self, statements: &mut ArenaVec<'a, Statement<'a>>) {
        self.0.enter_statements(statements);
        walk_mut::walk_statements(self, statements);
    }

    fn visit_statement(&mut self, statement: &mut Statement<'a>) {
        if self.0.statement(statement) {
            walk_mut::walk_statement(self, statement);
        }
    }

    fn visit_with_statement(&mut self, statement: &mut WithStatement<'a>) {
        self.visit_expression(&mut statement.object);
        self.0.enter_with_body();
        self.visit_statement(&mut statement.body);
        self.0.leave_with_body();
    }

    fn visit_expression(&mut self, expression: &mut Expression<'a>) {
        if self.0.expression(expression) {
            walk_mut::walk_expression(self, expression);
        }
    }

    fn visit_member_expression(&mut self, expression: &mut MemberExpression<'a>) {
        self.0.object_or_callee(expression.object());
        walk_mut::walk_member_expression(self, expression);
    }

    fn visit_call_expression(&mut self, expression: &mut CallExpression<'a>) {
        self.0.object_or_callee(&expression.callee);
        walk_mut::walk_call_expression(self, expression);
    }

    fn visit_new_expression(&mut self, expression: &mut NewExpression<'a>) {
        self.0.object_or_callee(&expression.callee);
        walk_mut::walk_new_expression(self, expression);
    }

    fn visit_tagged_template_expression(&mut self, expression: &mut TaggedTemplateExpression<'a>) {
        self.0.object_or_callee(&expression.tag);
        walk_mut::walk_tagged_template_expression(self, expression);
    }
}
