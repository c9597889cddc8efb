//! Hand-written recursive-descent parser for C11 with GNU and CPROVER extensions.
//!
//! * Typedef names are tracked in a scope stack (the classic "lexer hack"): an identifier is a
//!   type name when the innermost declaration of it is a `typedef`.
//! * Binary operators use precedence climbing (module `expr`).
//! * Errors are collected; after an error the parser skips to the next `;` or closing brace
//!   and continues, so one run reports several problems.
//! * Recursion is bounded ([`MAX_DEPTH`]); the public entry runs the parser on a thread with a
//!   large stack so that deep nesting is an error, never a stack overflow.

mod decl;
mod expr;
mod stmt;

use crate::ast::*;
use crate::diag::Span;
use crate::token::{Kw, Token, TokenKind, P};
use rustc_hash::FxHashMap;

/// Maximum nesting (counted in recursive grammar rules entered) before giving up with an error.
pub const MAX_DEPTH: u32 = 3000;

/// Stop collecting after this many errors.
const MAX_ERRORS: usize = 50;

/// Marker: an error has been recorded in `Parser::errors`.
#[derive(Debug)]
pub(crate) struct Fail;

pub(crate) type PResult<T> = Result<T, Fail>;

/// Parser state over one token vector.
pub(crate) struct Parser<'a> {
    src: &'a str,
    toks: &'a [Token],
    pos: usize,
    /// Innermost scope last; `true` marks a typedef name, `false` an ordinary identifier.
    scopes: Vec<FxHashMap<&'a str, bool>>,
    /// Collected errors (span, message).
    pub(crate) errors: Vec<(Span, String)>,
    depth: u32,
    /// Set when the statement being parsed is directly a block item (a declaration after
    /// its label then stays in the enclosing block).
    stmt_is_block_item: bool,
    /// Set after a fatal error (nesting too deep): later errors are consequences, not news.
    fatal: bool,
    /// Loop contracts parsed in a loop header, waiting for the loop's span (start offset).
    pending_loop_contracts: Vec<(u32, Vec<Contract>)>,
    /// Finished loop contracts.
    pub(crate) loop_contracts: Vec<LoopContracts>,
}

/// Names the CPROVER front end knows as types without a declaration.
const BUILTIN_TYPEDEFS: &[&str] = &[
    "__CPROVER_size_t",
    "__CPROVER_ssize_t",
    "__CPROVER_thread_id",
    "__CPROVER_rational",
    "__CPROVER_integer",
    "__int128_t",
    "__uint128_t",
];

impl<'a> Parser<'a> {
    /// A parser for `toks` (which must end with `Eof`) over `src`.
    pub(crate) fn new(src: &'a str, toks: &'a [Token]) -> Parser<'a> {
        let mut global = FxHashMap::default();
        for t in BUILTIN_TYPEDEFS {
            global.insert(*t, true);
        }
        Parser {
            src,
            toks,
            pos: 0,
            scopes: vec![global],
            errors: Vec::new(),
            depth: 0,
            stmt_is_block_item: false,
            fatal: false,
            pending_loop_contracts: Vec::new(),
            loop_contracts: Vec::new(),
        }
    }

    /// Parse a whole translation unit.
    pub(crate) fn translation_unit(&mut self) -> TranslationUnit {
        let mut unit = TranslationUnit::default();
        while !self.at_eof() && self.errors.len() < MAX_ERRORS {
            if self.eat(P::Semi) {
                continue;
            }
            let start = self.pos;
            match self.external_decl() {
                Ok(Some(item)) => unit.items.push(item),
                Ok(None) => {}
                Err(Fail) => self.recover(start, false),
            }
        }
        unit
    }

    // ---- token access -------------------------------------------------------------------

    fn tok(&self) -> Token {
        self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn peek(&self) -> TokenKind {
        self.tok().kind
    }

    fn peek_at(&self, n: usize) -> TokenKind {
        self.toks[(self.pos + n).min(self.toks.len() - 1)].kind
    }

    fn span(&self) -> Span {
        self.tok().span
    }

    /// Span of the previous token (end of what has been consumed).
    fn prev_span(&self) -> Span {
        if self.pos == 0 {
            Span::default()
        } else {
            self.toks[(self.pos - 1).min(self.toks.len() - 1)].span
        }
    }

    /// Span from `start` to the end of the previous token.
    fn since(&self, start: Span) -> Span {
        let end = self.prev_span();
        if end.hi < start.lo {
            start
        } else {
            Span::new(start.lo, end.hi)
        }
    }

    fn at_eof(&self) -> bool {
        self.peek() == TokenKind::Eof
    }

    fn bump(&mut self) -> Token {
        let t = self.tok();
        if t.kind != TokenKind::Eof {
            self.pos += 1;
        }
        t
    }

    fn text(&self, t: Token) -> &'a str {
        &self.src[t.span.lo as usize..t.span.hi as usize]
    }

    fn is(&self, p: P) -> bool {
        self.peek() == TokenKind::P(p)
    }

    fn is_kw(&self, k: Kw) -> bool {
        self.peek() == TokenKind::Kw(k)
    }

    fn eat(&mut self, p: P) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, k: Kw) -> bool {
        if self.is_kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: P) -> PResult<Span> {
        if self.is(p) {
            Ok(self.bump().span)
        } else if p == P::Semi && self.pos > 0 {
            // Like GCC: a missing `;` is reported right after the previous token.
            let end = self.prev_span().hi;
            let found = self.found_description();
            Err(self.error_at(Span::new(end, end), format!("expected ';' before {found}")))
        } else {
            Err(self.error_expected(&format!("'{}'", p.as_str())))
        }
    }

    fn ident(&mut self) -> PResult<Ident> {
        if self.peek() == TokenKind::Ident {
            let t = self.bump();
            Ok(Ident {
                name: self.text(t).to_string(),
                span: t.span,
            })
        } else {
            Err(self.error_expected("identifier"))
        }
    }

    // ---- errors ---------------------------------------------------------------------------

    fn error_at(&mut self, span: Span, msg: impl Into<String>) -> Fail {
        if !self.fatal {
            self.errors.push((span, msg.into()));
        }
        Fail
    }

    fn error_expected(&mut self, what: &str) -> Fail {
        let found = self.found_description();
        let sp = self.span();
        self.error_at(sp, format!("expected {what} before {found}"))
    }

    /// How the current token is named in "expected X before Y" messages (GCC style).
    fn found_description(&self) -> String {
        let t = self.tok();
        match t.kind {
            TokenKind::Eof => "end of input".to_string(),
            TokenKind::Ident
            | TokenKind::Int
            | TokenKind::Float
            | TokenKind::Str
            | TokenKind::Char => {
                format!("'{}'", self.text(t))
            }
            k => format!("{} token", k.describe()),
        }
    }

    /// Skip to a synchronisation point after an error: past the next `;` at nesting depth 0,
    /// past the `}` closing a brace opened during the skip, or (when `in_block`) just before a
    /// `}` that closes the enclosing block. Always makes progress from `start`.
    fn recover(&mut self, start: usize, in_block: bool) {
        let mut depth = 0u32;
        loop {
            match self.peek() {
                TokenKind::Eof => break,
                TokenKind::P(P::Semi) if depth == 0 => {
                    self.bump();
                    break;
                }
                TokenKind::P(P::LBrace) => {
                    depth += 1;
                    self.bump();
                }
                TokenKind::P(P::RBrace) => {
                    if depth == 0 {
                        if in_block && self.pos > start {
                            break;
                        }
                        self.bump();
                        break;
                    }
                    depth -= 1;
                    self.bump();
                    if depth == 0 && !in_block {
                        break;
                    }
                }
                _ => {
                    self.bump();
                }
            }
        }
        if self.pos == start && !self.at_eof() && !(in_block && self.is(P::RBrace)) {
            self.bump();
        }
    }

    /// Enter a recursive rule; fails when nesting is too deep.
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let sp = self.span();
            // Make sure the enclosing rules do not loop: jump to the end.
            self.pos = self.toks.len() - 1;
            self.depth -= 1;
            let e = self.error_at(sp, "nesting too deep");
            self.fatal = true;
            return Err(e);
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- scopes ---------------------------------------------------------------------------

    fn push_scope(&mut self) {
        self.scopes.push(FxHashMap::default());
    }

    fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    fn declare(&mut self, name: &'a str, is_typedef: bool) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name, is_typedef);
        }
    }

    fn is_typedef_name(&self, name: &str) -> bool {
        for s in self.scopes.iter().rev() {
            if let Some(t) = s.get(name) {
                return *t;
            }
        }
        false
    }

    /// Name text of an identifier token as a `&'a str` (for scope tables).
    fn src_str(&self, span: Span) -> &'a str {
        &self.src[span.lo as usize..span.hi as usize]
    }

    /// Whether the token `n` ahead is a typedef name.
    fn is_typedef_at(&self, n: usize) -> bool {
        let t = self.toks[(self.pos + n).min(self.toks.len() - 1)];
        t.kind == TokenKind::Ident && self.is_typedef_name(self.text(t))
    }
}

/// Lex and parse `text`; returns the tree and `(span, message)` errors (lexical ones first).
pub fn parse_unit(text: &str) -> (TranslationUnit, Vec<(Span, String)>) {
    let lexed = crate::lexer::lex(text);
    let mut p = Parser::new(text, &lexed.tokens);
    let mut unit = p.translation_unit();
    unit.pragmas = lexed.pragmas;
    unit.loop_contracts = std::mem::take(&mut p.loop_contracts);
    let mut errors: Vec<(Span, String)> = lexed
        .errors
        .into_iter()
        .map(|e| (e.span, e.message))
        .collect();
    errors.extend(p.errors);
    errors.sort_by_key(|(s, _)| s.lo);
    (unit, errors)
}
