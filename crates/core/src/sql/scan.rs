//! Reads SQL the way a dialect quotes it: finds what is left open or closed twice (see the module above), and
//! where its literals and comments are, which the formatter must not touch.
//! One pass, no recursion: brackets go on a stack, so any depth of nesting costs memory, not the call stack.

use super::{Opener, SqlDialect, SqlError};
use std::collections::VecDeque;
use std::iter::Peekable;
use std::ops::Range;
use std::str::Chars;

/// A place in the text: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy)]
struct Place {
    line: usize,
    column: usize,
}

/// The characters of the text with the place (and byte offset) of the next one.
struct Cursor<'a> {
    chars: Peekable<Chars<'a>>,
    next: Place,
    offset: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Self { chars: text.chars().peekable(), next: Place { line: 1, column: 1 }, offset: 0 }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    /// The next character and where it was.
    fn take(&mut self) -> Option<(char, Place)> {
        let c = self.chars.next()?;
        let at = self.next;
        self.offset += c.len_utf8();
        if c == '\n' {
            self.next = Place { line: at.line + 1, column: 1 };
        } else {
            self.next.column += 1;
        }
        Some((c, at))
    }

    /// Takes characters up to and including `end`; false when the text ends first. With `doubled`, `end` twice
    /// in a row is the character itself (`'it''s'`); with `backslash`, a backslash escapes the next character.
    fn skip_quoted(&mut self, end: char, doubled: bool, backslash: bool) -> bool {
        while let Some((c, _)) = self.take() {
            if backslash && c == '\\' {
                self.take();
            } else if c == end {
                if doubled && self.peek() == Some(end) {
                    self.take();
                } else {
                    return true;
                }
            }
        }
        false
    }

    /// Up to the end of the line: a `\n` or `\r\n`, and with `lone_cr` a `\r` alone as well (PostgreSQL's rule; MySQL
    /// and SQLite read on to the `\n`, and so does the formatter).
    fn skip_line(&mut self, lone_cr: bool) {
        while let Some(c) = self.peek() {
            if c == '\n' || (c == '\r' && (lone_cr || self.chars.clone().nth(1) == Some('\n'))) {
                return;
            }
            self.take();
        }
    }

    /// After `/*`: up to the matching `*/` (nested pairs count when `nested`); false when the text ends first.
    fn skip_block_comment(&mut self, nested: bool) -> bool {
        let mut depth = 1usize;
        while let Some((c, _)) = self.take() {
            match (c, self.peek()) {
                ('*', Some('/')) => {
                    self.take();
                    depth -= 1;
                    if depth == 0 {
                        return true;
                    }
                }
                ('/', Some('*')) if nested => {
                    self.take();
                    depth += 1;
                }
                _ => {}
            }
        }
        false
    }

    /// After a `$` that may open a dollar quote: its tag and closing `$` when there is one (`$$`, `$body$`), else
    /// nothing is taken (`$1` is a parameter).
    fn dollar_tag(&mut self) -> Option<String> {
        let mut lookahead = self.chars.clone();
        let mut tag = String::new();
        loop {
            match lookahead.next()? {
                '$' => break,
                c if c == '_' || c.is_alphabetic() || (!tag.is_empty() && c.is_ascii_digit()) => tag.push(c),
                _ => return None,
            }
        }
        for _ in 0..=tag.chars().count() {
            self.take();
        }
        Some(tag)
    }

    /// After a dollar quote's opening: up to `$tag$`; false when the text ends first.
    fn skip_dollar_quoted(&mut self, tag: &str) -> bool {
        let closing: Vec<char> = format!("${tag}$").chars().collect();
        let mut recent = VecDeque::with_capacity(closing.len());
        while let Some((c, _)) = self.take() {
            if recent.len() == closing.len() {
                recent.pop_front();
            }
            recent.push_back(c);
            if recent.iter().eq(closing.iter()) {
                return true;
            }
        }
        false
    }
}

fn identifier_char(c: Option<char>) -> bool {
    c.is_some_and(|c| c == '_' || c == '$' || c.is_alphanumeric())
}

/// Whether `sql` closes every string, quoted identifier, comment and bracket it opens, read with `dialect`'s
/// quoting rules; the first problem, with its place, when not.
pub fn check(sql: &str, dialect: SqlDialect) -> Result<(), SqlError> {
    literals(sql, dialect).map(drop)
}

/// A stretch of the text that must come out exactly as it went in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Literal {
    pub range: Range<usize>,
    pub kind: LiteralKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LiteralKind {
    /// A string, quoted identifier or dollar quote.
    Quoted,
    /// `-- …` or `# …`, up to (not including) the end of its line: `\n`, `\r\n`, and in PostgreSQL a lone `\r`.
    LineComment,
    /// `/* … */`.
    BlockComment,
}

/// `sql`'s literals and comments, in order; or [`check`]'s refusal.
pub(super) fn literals(sql: &str, dialect: SqlDialect) -> Result<Vec<Literal>, SqlError> {
    use SqlDialect::{Mysql, Postgresql, SqlServer, Sqlite};
    let unclosed = |opener, at: Place| SqlError::Unclosed { opener, line: at.line, column: at.column };
    let mut open: Vec<(Opener, Place)> = Vec::new();
    let mut literals = Vec::new();
    let mut cursor = Cursor::new(sql);
    // Where the run of name characters (letters, digits, `_`, `$`) that the character before this one ended began,
    // outside literals; none after anything else. A `$` inside a name is part of it (`JOI$body$`), not a quote.
    let mut word: Option<usize> = None;
    loop {
        let start = cursor.offset;
        let Some((c, at)) = cursor.take() else { break };
        let next = cursor.peek();
        let word_start = word.take();
        match c {
            '-' if next == Some('-') => {
                cursor.skip_line(dialect == Postgresql);
                literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::LineComment });
            }
            '#' if dialect == Mysql => {
                cursor.skip_line(false);
                literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::LineComment });
            }
            '/' if next == Some('*') => {
                cursor.take();
                if !cursor.skip_block_comment(dialect == Postgresql) {
                    return Err(unclosed(Opener::BlockComment, at));
                }
                literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::BlockComment });
            }
            '\'' => {
                // A backslash escapes the quote in every dialect, as the formatter reads it (MySQL's rule; a
                // standard string ending in a backslash reads as left open rather than being laid out wrongly).
                if !cursor.skip_quoted('\'', true, true) {
                    return Err(unclosed(Opener::String, at));
                }
                literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::Quoted });
            }
            '"' => {
                if !cursor.skip_quoted('"', true, true) {
                    return Err(unclosed(Opener::QuotedIdentifier, at));
                }
                literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::Quoted });
            }
            '`' => {
                if !cursor.skip_quoted('`', true, false) {
                    return Err(unclosed(Opener::QuotedIdentifier, at));
                }
                literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::Quoted });
            }
            '[' if matches!(dialect, SqlServer | Sqlite) => {
                if !cursor.skip_quoted(']', true, false) {
                    return Err(unclosed(Opener::QuotedIdentifier, at));
                }
                literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::Quoted });
            }
            // A name holding a `$` (`price$usd`, legal in PostgreSQL, MySQL and SQL Server): the formatter splits the
            // word before the `$`, which changes the name and, in PostgreSQL, could make `$usd$` read as a dollar
            // quote the next time. The whole name goes through untouched.
            '$' if word_start.is_some() => {
                let word_start = word_start.unwrap_or(start);
                while identifier_char(cursor.peek()) {
                    cursor.take();
                }
                literals.push(Literal { range: word_start..cursor.offset, kind: LiteralKind::Quoted });
                continue;
            }
            '$' if dialect == Postgresql => {
                if let Some(tag) = cursor.dollar_tag() {
                    if !cursor.skip_dollar_quoted(&tag) {
                        return Err(unclosed(Opener::DollarQuote, at));
                    }
                    literals.push(Literal { range: start..cursor.offset, kind: LiteralKind::Quoted });
                }
            }
            '(' => open.push((Opener::Parenthesis, at)),
            '[' => open.push((Opener::Bracket, at)),
            ')' | ']' => {
                let wanted = if c == ')' { Opener::Parenthesis } else { Opener::Bracket };
                match open.pop() {
                    Some((opener, _)) if opener == wanted => {}
                    _ => return Err(SqlError::UnexpectedCloser { closer: c, line: at.line, column: at.column }),
                }
            }
            _ => {}
        }
        // Still in a name when nothing but `c` was taken and `c` may be part of one.
        if cursor.offset == start + c.len_utf8() && identifier_char(Some(c)) {
            word = Some(word_start.unwrap_or(start));
        }
    }
    match open.pop() {
        Some((opener, at)) => Err(unclosed(opener, at)),
        None => Ok(literals),
    }
}
