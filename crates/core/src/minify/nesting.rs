//! Nesting guards: a linear scan before each minifier's engine that refuses inputs nested deeper than the engine
//! is known to survive. The engines' parsers and printers recurse once per level, so an input nested a few
//! thousand levels deep would exhaust the stack (a native abort, a trap in the browser) instead of answering.
//! Each limit is well above real code and within what the engine survives in the browser, where its recursion
//! shares the page's call stack (about 1 MB in Chrome and Node, which wasm frames use too): every nesting
//! construct measured still minifies at its deepest accepted input with 70 % of that stack. Natively the engine
//! stack ([`crate::stack`]) leaves a far wider margin, and the wasm bundles' own stack (4 MiB) is not the bound.
//!
//! The scans over-count rather than under-count: they never build a tree, so where the language leaves depth to
//! the parser (JavaScript operators, HTML's implied end tags) they count what could be a level.

use std::fmt;

/// Deepest JavaScript accepted: brackets, plus the operators and statements that nest without brackets (see
/// `JsDepth`). The 12,304 files of the libraries in `web/node_modules` and `crates/core/tests/npm` reach 200
/// (a 750-operator `||` chain); oxc in wasm traps past about 870 nested parentheses in the browser's stack.
pub const JS_MAX_DEPTH: usize = 500;
/// Deepest CSS accepted: blocks, parentheses and square brackets. Lower than JavaScript's because lightningcss's
/// printer keeps indentation in a byte (two per block), which overflows past 127 nested blocks; real style sheets
/// nest fewer than 20.
pub const CSS_MAX_DEPTH: usize = 100;

/// An input nested deeper than its engine's limit, at the first place it goes deeper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct TooDeep {
    /// The limit that was exceeded.
    pub limit: usize,
    /// 1-based line of the character that went one level too deep.
    pub line: usize,
    /// 1-based column (in characters) of that character.
    pub column: usize,
}

impl TooDeep {
    /// The limit exceeded at byte `offset` of `input`.
    pub fn at(input: &str, offset: usize, limit: usize) -> Self {
        let (line, column) = super::position::line_column(input, offset);
        Self { limit, line, column }
    }

    /// The message without its position, for callers that place it themselves (the HTML minifier's warning).
    pub fn reason(limit: usize) -> String {
        format!("Nesting too deep: more than {limit} levels")
    }
}

impl fmt::Display for TooDeep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at line {}, column {}", Self::reason(self.limit), self.line, self.column)
    }
}

impl std::error::Error for TooDeep {}

/// Refuses CSS nested deeper than [`CSS_MAX_DEPTH`]: `{`, `(` and `[` outside strings and comments.
pub fn check_css(input: &str) -> Result<(), TooDeep> {
    let bytes = input.as_bytes();
    let (mut at, mut depth) = (0, 0usize);
    while at < bytes.len() {
        match bytes[at] {
            b'/' if bytes.get(at + 1) == Some(&b'*') => {
                at = find(bytes, at + 2, b"*/").map_or(bytes.len(), |end| end + 2);
                continue;
            }
            quote @ (b'"' | b'\'') => {
                at = string_end(bytes, at, quote);
                continue;
            }
            b'\\' => at += 1, // an escaped character is never a bracket
            b'{' | b'(' | b'[' => {
                depth += 1;
                if depth > CSS_MAX_DEPTH {
                    return Err(TooDeep::at(input, at, CSS_MAX_DEPTH));
                }
            }
            b'}' | b')' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        at += 1;
    }
    Ok(())
}

/// Where `needle` starts in `bytes` at or after `from`.
fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    bytes.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|at| from + at)
}

/// The index after the string opened by `quote` at `start`: its closing quote, or the line break or end of input
/// that ends it unclosed. Backslash escapes are skipped.
fn string_end(bytes: &[u8], start: usize, quote: u8) -> usize {
    let mut at = start + 1;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 1,
            b'\n' => return at,
            c if c == quote => return at + 1,
            _ => {}
        }
        at += 1;
    }
    bytes.len()
}

/// Refuses JavaScript nested deeper than [`JS_MAX_DEPTH`]; see `JsDepth` for what counts.
pub fn check_js(input: &str) -> Result<(), TooDeep> {
    JsDepth::new(input).scan().map(drop)
}

/// One level, in the JavaScript scan's units. Chains the parser reads in a loop, and only the later passes walk
/// recursively, cost less: a left-associative binary operator (`a+b+c…`, `a&&b…`) a quarter of a level, a member
/// access or call (`a.b.c…`, `a()()…`, `a[0][0]…`) half. Measured in the browser's call stack (wasm, Node 22): a
/// `+` chain takes 100 bytes a link, a member chain 250, nested parentheses 1.1 KiB. Real code has long chains (a
/// 750-operator `||` chain in a Unicode width table).
const LEVEL: usize = 4;
/// A left-associative binary operator's units.
const BINARY: usize = 1;
/// A member access's or call's units.
const MEMBER: usize = 2;

/// One open bracket (or template substitution) and the levels counted inside it so far, in [`LEVEL`] units.
#[derive(Debug, Clone, Copy)]
struct Frame {
    /// `(`, `[`, `{`, or `` ` `` for a template's `${`.
    open: u8,
    /// The current expression's or statement's operators and keywords: each may be one level of the parser's
    /// recursion (`!!!!a`, `a?b:c?d:…`, `a=b=…`, `a=>b=>…`, `if(a)if(b)…`) or of the tree (`a+b+c…`). Reset
    /// where a statement or list element ends.
    chain: usize,
    /// `else` keywords of an `if … else if …` chain, which nests across statement ends.
    else_chain: usize,
}

impl Frame {
    fn units(&self) -> usize {
        LEVEL + self.chain + self.else_chain
    }
}

/// The JavaScript depth scan: brackets outside strings, comments, regular expressions and template text, plus
/// the bracket-free nesting counted in [`Frame::chain`] and [`Frame::else_chain`]; the depth is the sum over the
/// open frames. It over-counts rather than under-counts (`a ? b : c` is two levels, `!!` two), and a line break
/// ends the chain only where a statement can end (after an operand, before a token that cannot continue it).
struct JsDepth<'a> {
    input: &'a str,
    bytes: &'a [u8],
    at: usize,
    /// The top level is a frame too (never closed, not counted).
    frames: Vec<Frame>,
    /// The sum of the open frames' units but the top level's own `LEVEL`.
    units: usize,
    /// The deepest `units` so far.
    deepest: usize,
    /// The last token ends an operand (a name, literal, or closing bracket): a `/` after it divides, an operator
    /// after it is binary, and a line break after it may end the statement.
    after_operand: bool,
    /// A line break since the last token.
    line_break: bool,
    /// The last token was `;` or a block's `}`: the next one starts a statement, unless it continues the last
    /// (`else`, or an operator after a function expression's `}`).
    statement_ended: bool,
    /// The last words were `function` (`Some(false)`) and then its name (`Some(true)`): a `(` now opens
    /// parameters, not a call.
    after_function: Option<bool>,
}

/// Keywords that may nest the parser one level: prefix operators and statements with a body.
/// `function` is one too: a function costs the later passes (scopes) about twice a bracket's stack.
const NESTING_KEYWORDS: &[&str] =
    &["new", "typeof", "void", "delete", "await", "yield", "if", "while", "for", "with", "do", "function"];
/// Keywords after which a `/` starts a regular expression (they take an expression, not end one).
const EXPRESSION_KEYWORDS: &[&str] = &[
    "return",
    "typeof",
    "instanceof",
    "in",
    "of",
    "new",
    "delete",
    "void",
    "throw",
    "case",
    "do",
    "else",
    "yield",
    "await",
    "extends",
];

impl<'a> JsDepth<'a> {
    fn new(input: &'a str) -> Self {
        Self {
            input,
            bytes: input.as_bytes(),
            at: 0,
            frames: vec![Frame { open: b'{', chain: 0, else_chain: 0 }],
            units: 0,
            deepest: 0,
            after_operand: false,
            line_break: false,
            statement_ended: false,
            after_function: None,
        }
    }

    /// The deepest level reached, or where the limit was first exceeded.
    fn scan(mut self) -> Result<usize, TooDeep> {
        if self.input.starts_with("#!") {
            self.skip_line();
        }
        while self.at < self.bytes.len() {
            let byte = self.bytes[self.at];
            if !is_word_byte(byte) && !byte.is_ascii_whitespace() && byte != b'(' {
                self.after_function = None;
            }
            match byte {
                b'\n' | b'\r' => {
                    self.line_break = true;
                    self.at += 1;
                }
                b' ' | b'\t' | 0x0b | 0x0c => self.at += 1,
                b'/' if self.bytes.get(self.at + 1) == Some(&b'/') => self.skip_line(),
                b'/' if self.bytes.get(self.at + 1) == Some(&b'*') => {
                    let end = find(self.bytes, self.at + 2, b"*/").map_or(self.bytes.len(), |end| end + 2);
                    self.line_break |= self.bytes[self.at..end].contains(&b'\n');
                    self.at = end;
                }
                b'/' if !self.after_operand && self.skip_regex() => self.after_operand = true,
                b'"' | b'\'' => {
                    self.token(false);
                    self.at = string_end(self.bytes, self.at, byte);
                    self.after_operand = true;
                }
                b'`' => {
                    let tagged = self.after_operand;
                    self.token(tagged);
                    if tagged {
                        self.chain(MEMBER, false)?;
                    }
                    self.at += 1;
                    self.template_text()?;
                }
                b'(' | b'[' | b'{' => {
                    // A call's or member's bracket continues the expression; a block or a group may start one.
                    let call = byte != b'{' && self.after_operand && self.after_function.is_none();
                    self.token(call);
                    if call {
                        self.chain(MEMBER, false)?;
                    }
                    self.open(byte)?;
                    self.at += 1;
                }
                b')' | b']' | b'}' => {
                    self.at += 1;
                    if self.close() == Some(b'`') {
                        self.template_text()?; // back in the template's text after its `${…}`
                    } else {
                        self.after_operand = true;
                        self.statement_ended = byte == b'}';
                    }
                }
                b';' | b',' => {
                    self.token(false);
                    // A `,` ends a list element; a `;` ends a statement, but an `else` may still follow it.
                    self.reset_chain(byte == b',');
                    self.statement_ended = byte == b';';
                    self.after_operand = false;
                    self.at += 1;
                }
                _ if is_word_byte(byte) => self.word()?,
                _ => self.operator()?,
            }
        }
        Ok(self.deepest.div_ceil(LEVEL))
    }

    fn top(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("the top level is never closed")
    }

    fn skip_line(&mut self) {
        self.at = self.bytes[self.at..].iter().position(|&b| b == b'\n').map_or(self.bytes.len(), |i| self.at + i);
    }

    /// Before a token: a statement that ended, or a line break after an operand before a token that cannot
    /// continue the expression (`continues` is false), starts a new chain.
    fn token(&mut self, continues: bool) {
        if (self.statement_ended || (self.line_break && self.after_operand)) && !continues {
            self.reset_chain(true);
        }
        self.statement_ended = false;
        self.line_break = false;
    }

    /// The current chain, and the `else` chain unless an `else` may still continue it, go back to zero.
    fn reset_chain(&mut self, with_else: bool) {
        let frame = self.top();
        let dropped = frame.chain + if with_else { frame.else_chain } else { 0 };
        frame.chain = 0;
        if with_else {
            frame.else_chain = 0;
        }
        self.units -= dropped;
    }

    /// `units` more in the current frame's chain (or its `else` chain).
    fn chain(&mut self, units: usize, is_else: bool) -> Result<(), TooDeep> {
        let frame = self.top();
        if is_else {
            frame.else_chain += units;
        } else {
            frame.chain += units;
        }
        self.units += units;
        self.check()
    }

    fn check(&mut self) -> Result<(), TooDeep> {
        self.deepest = self.deepest.max(self.units);
        if self.units > JS_MAX_DEPTH * LEVEL { Err(TooDeep::at(self.input, self.at, JS_MAX_DEPTH)) } else { Ok(()) }
    }

    fn open(&mut self, open: u8) -> Result<(), TooDeep> {
        self.frames.push(Frame { open, chain: 0, else_chain: 0 });
        self.units += LEVEL;
        self.after_operand = false;
        self.check()
    }

    /// Closes the innermost frame (any closing bracket closes it: the parser reports mismatches), returning what
    /// opened it. The top level is never closed.
    fn close(&mut self) -> Option<u8> {
        if self.frames.len() == 1 {
            return None;
        }
        let frame = self.frames.pop()?;
        self.units -= frame.units();
        self.line_break = false;
        Some(frame.open)
    }

    /// A name, keyword or number.
    fn word(&mut self) -> Result<(), TooDeep> {
        let start = self.at;
        while self.at < self.bytes.len() && is_word_byte(self.bytes[self.at]) {
            self.at += 1;
        }
        let word = &self.input[start..self.at];
        // `function` then at most its name.
        self.after_function = match self.after_function {
            _ if word == "function" => Some(false),
            Some(false) => Some(true),
            _ => None,
        };
        let binary = self.after_operand && matches!(word, "in" | "instanceof" | "of");
        if word == "else" {
            // `…; else` or `} else`: the `if` chain goes on, the statement's own chain starts again.
            self.reset_chain(false);
            self.statement_ended = false;
            self.line_break = false;
            self.after_operand = false;
            return self.chain(LEVEL, true);
        }
        self.token(binary);
        self.after_operand = !EXPRESSION_KEYWORDS.contains(&word);
        if binary {
            self.chain(BINARY, false)
        } else if NESTING_KEYWORDS.contains(&word) {
            self.chain(LEVEL, false)
        } else {
            Ok(())
        }
    }

    /// A run of operator characters. After an operand its first operator is binary: [`BINARY`] units when
    /// left-associative, [`MEMBER`] for `.` and `?.`, a level when it nests to the right (assignments, `=>`, `**`, `?`, `:`). Every other
    /// `!`, `~`, `+` and `-` in it is a prefix operator, a level each (`!!!!a`, `- - a`).
    fn operator(&mut self) -> Result<(), TooDeep> {
        let start = self.at;
        // A `/` after an operator starts a regular expression (`=/a/`, `:/a/`), so it is only a run's first byte.
        while self.at < self.bytes.len()
            && is_operator_byte(self.bytes[self.at])
            && (self.at == start || self.bytes[self.at] != b'/')
        {
            self.at += 1;
        }
        if self.at == start {
            self.at += 1; // anything else (`#`, `@`, a stray byte) is one character of its own
        }
        let run = &self.bytes[start..self.at];
        let binary = self.after_operand && !run.starts_with(b"++") && !run.starts_with(b"--");
        self.token(binary);
        let mut units = 0;
        let mut prefixes = run;
        if binary {
            let first = run.iter().position(|b| matches!(b, b'!' | b'~')).filter(|&at| at > 0).unwrap_or(run.len());
            let (operator, rest) = run.split_at(first.min(run.len()));
            units += if nests_right(operator) {
                LEVEL
            } else if matches!(operator, b"." | b"?.") {
                MEMBER
            } else {
                BINARY
            };
            prefixes = rest;
        }
        units += LEVEL * prefixes.iter().filter(|&&b| matches!(b, b'!' | b'~' | b'+' | b'-')).count();
        // `a++` and `a--` end an operand; every other operator expects one.
        self.after_operand = run.ends_with(b"++") || run.ends_with(b"--");
        self.chain(units.max(1), false)
    }

    /// Skips the regular expression at a `/` and returns true, or returns false when none closes on this line
    /// (then the `/` was a division after all, and the scan goes on as an operator).
    fn skip_regex(&mut self) -> bool {
        let mut at = self.at + 1;
        let mut in_class = false;
        while let Some(&byte) = self.bytes.get(at) {
            match byte {
                b'\\' => at += 1,
                b'\n' | b'\r' => return false,
                b'[' => in_class = true,
                b']' => in_class = false,
                b'/' if !in_class => {
                    self.token(false);
                    at += 1;
                    while self.bytes.get(at).is_some_and(|&b| is_word_byte(b)) {
                        at += 1; // flags
                    }
                    self.at = at;
                    return true;
                }
                _ => {}
            }
            at += 1;
        }
        false
    }

    /// Template text from `self.at` to its closing backtick (an operand ends) or to a `${` (a frame opens).
    fn template_text(&mut self) -> Result<(), TooDeep> {
        while let Some(&byte) = self.bytes.get(self.at) {
            match byte {
                b'\\' => self.at += 2,
                b'`' => {
                    self.at += 1;
                    self.after_operand = true;
                    return Ok(());
                }
                b'$' if self.bytes.get(self.at + 1) == Some(&b'{') => {
                    // A substitution is two levels: the template and its expression (twice a bracket's stack).
                    self.open(b'`')?;
                    self.chain(LEVEL, false)?;
                    self.at += 2;
                    return Ok(());
                }
                _ => self.at += 1,
            }
        }
        Ok(())
    }
}

/// Whether a binary operator nests to its right, one parser level per use: assignments (`=`, `+=`, `??=` …),
/// `=>`, `**`, and the conditional's `?` and `:`.
fn nests_right(operator: &[u8]) -> bool {
    let comparison = matches!(operator, b"==" | b"===" | b"!=" | b"!==" | b"<=" | b">=");
    (operator.ends_with(b"=") && !comparison) || matches!(operator, b"=>" | b"**" | b"?" | b":")
}

fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$' || byte >= 0x80
}

fn is_operator_byte(byte: u8) -> bool {
    matches!(
        byte,
        b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' | b'!' | b'~' | b'<' | b'>' | b'=' | b'?' | b':' | b'.'
    )
}
