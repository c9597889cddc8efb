//! The KQuery parser, mirroring KLEE's `Parser.cpp` production by
//! production: the same grammar, width inference, error messages, error
//! locations and recovery (bad sub-expressions become zero constants and the
//! parser skips to the matching `)`), so that the same errors are counted.
//!
//! Deliberate differences, all for robustness: widths must be in
//! `1..=MAX_WIDTH`, array sizes at most `MAX_ARRAY_SIZE`, and expression
//! nesting / DAG height are bounded, each with a located error (KLEE would
//! crash or run out of memory there). Where KLEE's release build would read
//! a non-number token as a number (array values, sizes, Extract offsets),
//! the token text is parsed as digits, giving KLEE's digit errors.

use num_bigint::BigUint;
use num_traits::Zero;
use rustc_hash::FxHashMap;

use crate::ast::{ArrayId, BinOp, CmpOp, Decl, ExprId, Module, Query, UpdateList};
use crate::diag::Diagnostic;
use crate::lexer::{Lexer, Token, TokenKind};

/// Largest accepted bit-width (`w65536`).
pub const MAX_WIDTH: u32 = 1 << 16;
/// Largest accepted array size in bytes.
pub const MAX_ARRAY_SIZE: u64 = 1 << 24;
/// Deepest accepted nesting of expressions/versions in the text.
pub const MAX_NESTING: u32 = 1 << 20;
/// Highest accepted expression DAG (labels can build deep DAGs cheaply); the printer
/// recurses once per level.
pub const MAX_HEIGHT: u32 = 1 << 20;

/// Parser options.
#[derive(Clone, Copy, Debug)]
pub struct ParseOptions {
    /// Forget all array declarations after each query
    /// (`-clear-array-decls-after-query`).
    pub clear_array_decls_after_query: bool,
    /// Deepest accepted nesting ([`MAX_NESTING`] by default; at most that).
    pub max_nesting: u32,
    /// Highest accepted expression DAG ([`MAX_HEIGHT`] by default; at most that).
    pub max_height: u32,
}

impl ParseOptions {
    /// These options with the nesting limited to what a stack of `stack` bytes holds
    /// ([`crate::nesting_for_stack`]).
    pub fn within_stack(self, stack: usize) -> ParseOptions {
        ParseOptions {
            max_nesting: self.max_nesting.min(crate::nesting_for_stack(stack)),
            ..self
        }
    }
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            clear_array_decls_after_query: false,
            max_nesting: MAX_NESTING,
            max_height: MAX_HEIGHT,
        }
    }
}

#[derive(Clone, Copy)]
enum NumOrExpr {
    Num(Token),
    Expr(Option<ExprId>),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Bin(BinOp),
    Cmp(CmpOp),
    Not,
    SExt,
    ZExt,
    Select,
    Concat,
    Extract,
    Read,
    ReadLsb,
    ReadMsb,
}

/// `LookupExprInfo`: kind, whether result and arguments share one width.
fn lookup_kind(name: &[u8]) -> Option<(Kind, bool)> {
    use BinOp::*;
    use CmpOp::*;
    Some(match name {
        b"Eq" => (Kind::Cmp(Eq), false),
        b"Ne" => (Kind::Cmp(Ne), false),
        b"Or" => (Kind::Bin(Or), true),
        b"Add" => (Kind::Bin(Add), true),
        b"Sub" => (Kind::Bin(Sub), true),
        b"Mul" => (Kind::Bin(Mul), true),
        b"Not" => (Kind::Not, true),
        b"And" => (Kind::Bin(And), true),
        b"Shl" => (Kind::Bin(Shl), true),
        b"Xor" => (Kind::Bin(Xor), true),
        b"Ult" => (Kind::Cmp(Ult), false),
        b"Ule" => (Kind::Cmp(Ule), false),
        b"Ugt" => (Kind::Cmp(Ugt), false),
        b"Uge" => (Kind::Cmp(Uge), false),
        b"Slt" => (Kind::Cmp(Slt), false),
        b"Sle" => (Kind::Cmp(Sle), false),
        b"Sgt" => (Kind::Cmp(Sgt), false),
        b"Sge" => (Kind::Cmp(Sge), false),
        b"Read" => (Kind::Read, true),
        b"AShr" => (Kind::Bin(AShr), true),
        b"LShr" => (Kind::Bin(LShr), true),
        b"UDiv" => (Kind::Bin(UDiv), true),
        b"SDiv" => (Kind::Bin(SDiv), true),
        b"URem" => (Kind::Bin(URem), true),
        b"SRem" => (Kind::Bin(SRem), true),
        b"SExt" => (Kind::SExt, false),
        b"ZExt" => (Kind::ZExt, false),
        b"Concat" => (Kind::Concat, false),
        b"Select" => (Kind::Select, false),
        b"Extract" => (Kind::Extract, false),
        b"ReadLSB" => (Kind::ReadLsb, true),
        b"ReadMSB" => (Kind::ReadMsb, true),
        _ => return None,
    })
}

/// A KQuery parser over one source buffer.
pub struct Parser<'a> {
    src: &'a [u8],
    lexer: Lexer<'a>,
    tok: Token,
    paren_level: u32,
    square_level: u32,
    depth: u32,
    module: Module,
    diags: Vec<Diagnostic>,
    opts: ParseOptions,
    array_syms: FxHashMap<String, ArrayId>,
    expr_syms: FxHashMap<String, ExprId>,
    version_syms: FxHashMap<String, UpdateList>,
}

/// Parse a whole buffer; returns the module and every diagnostic.
pub fn parse(src: &[u8], opts: ParseOptions) -> (Module, Vec<Diagnostic>) {
    // the parser recurses once per nesting level: run it where deep queries fit
    crate::with_deep_stack(|stack| {
        let mut p = Parser::new(src, opts.within_stack(stack));
        while p.parse_top_level_decl().is_some() {}
        p.finish()
    })
}

impl<'a> Parser<'a> {
    /// A parser positioned at the first token of `src`.
    pub fn new(src: &'a [u8], opts: ParseOptions) -> Self {
        let mut lexer = Lexer::new(src);
        let tok = lexer.lex();
        let mut p = Parser {
            src,
            lexer,
            tok,
            paren_level: 0,
            square_level: 0,
            depth: 0,
            module: Module::default(),
            diags: Vec::new(),
            opts,
            array_syms: FxHashMap::default(),
            expr_syms: FxHashMap::default(),
            version_syms: FxHashMap::default(),
        };
        p.skip_comments();
        p
    }

    /// Errors so far.
    pub fn num_errors(&self) -> usize {
        self.diags.len()
    }

    /// The module built so far.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// The module and all diagnostics.
    pub fn finish(self) -> (Module, Vec<Diagnostic>) {
        (self.module, self.diags)
    }

    // ---- token handling ----

    fn skip_comments(&mut self) {
        while self.tok.kind == TokenKind::Comment {
            self.tok = self.lexer.lex();
        }
    }

    fn next_token(&mut self) {
        self.tok = self.lexer.lex();
        self.skip_comments();
    }

    /// `ConsumeToken` (release build: no paren bookkeeping).
    fn consume(&mut self) {
        self.next_token();
    }

    fn consume_lparen(&mut self) {
        self.paren_level += 1;
        self.next_token();
    }

    fn consume_rparen(&mut self) {
        self.paren_level = self.paren_level.saturating_sub(1);
        self.next_token();
    }

    fn consume_lsquare(&mut self) {
        self.square_level += 1;
        self.next_token();
    }

    fn consume_rsquare(&mut self) {
        self.square_level = self.square_level.saturating_sub(1);
        self.next_token();
    }

    fn consume_any(&mut self) {
        match self.tok.kind {
            TokenKind::LParen => self.consume_lparen(),
            TokenKind::RParen => self.consume_rparen(),
            TokenKind::LSquare => self.consume_lsquare(),
            TokenKind::RSquare => self.consume_rsquare(),
            _ => self.consume(),
        }
    }

    fn skip_until_rparen_at(&mut self, level: u32) {
        while self.tok.kind != TokenKind::EndOfFile {
            if self.tok.kind == TokenKind::RParen && self.paren_level == level {
                self.consume_rparen();
                break;
            }
            self.consume_any();
        }
    }

    fn skip_until_rparen(&mut self) {
        self.skip_until_rparen_at(self.paren_level);
    }

    fn expect_rparen(&mut self, msg: &str) {
        match self.tok.kind {
            TokenKind::EndOfFile => self.error("expected ')' but found end-of-file."),
            TokenKind::RParen => self.consume_rparen(),
            _ => {
                self.error(msg);
                self.skip_until_rparen();
            }
        }
    }

    /// KLEE's `SkipUntilRSquare` compares the *paren* level (sic).
    fn skip_until_rsquare(&mut self) {
        let level = self.paren_level;
        while self.tok.kind != TokenKind::EndOfFile {
            if self.tok.kind == TokenKind::RSquare && self.paren_level == level {
                self.consume_rsquare();
                break;
            }
            self.consume_any();
        }
    }

    fn expect_rsquare(&mut self, msg: &str) {
        match self.tok.kind {
            TokenKind::EndOfFile => self.error("expected ']' but found end-of-file."),
            TokenKind::RSquare => self.consume_rsquare(),
            _ => {
                self.error(msg);
                self.skip_until_rsquare();
            }
        }
    }

    fn error_at(&mut self, msg: &str, tok: Token) {
        self.diags.push(Diagnostic {
            message: msg.to_string(),
            token: tok,
        });
    }

    fn error(&mut self, msg: &str) {
        let t = self.tok;
        self.error_at(msg, t);
    }

    fn text(&self, t: Token) -> String {
        t.text(self.src).into_owned()
    }

    // ---- top level ----

    /// `ParseTopLevelDecl`: the next declaration, or `None` at end of file.
    pub fn parse_top_level_decl(&mut self) -> Option<Decl> {
        while self.tok.kind != TokenKind::EndOfFile {
            match self.tok.kind {
                TokenKind::KWArray => {
                    if let Some(d) = self.parse_array_decl() {
                        self.module.decls.push(d.clone());
                        return Some(d);
                    }
                }
                TokenKind::LParen => {
                    if let Some(d) = self.parse_command_decl() {
                        self.module.decls.push(d.clone());
                        return Some(d);
                    }
                }
                _ => {
                    self.error("expected 'array' or '(' token.");
                    self.consume_any();
                }
            }
        }
        None
    }

    fn parse_array_decl(&mut self) -> Option<Decl> {
        self.consume(); // 'array'
        if self.tok.kind != TokenKind::Identifier {
            self.error("expected identifier token.");
            return None;
        }
        let name_tok = self.tok;
        let name = self.text(name_tok);
        self.consume();
        let mut size: Option<u64> = None;
        let mut values: Vec<u8> = Vec::new();
        'parse: {
            if self.tok.kind != TokenKind::LSquare {
                self.error("expected '['.");
                break 'parse;
            }
            self.consume_lsquare();
            let size_tok = self.tok;
            if self.tok.kind != TokenKind::RSquare {
                size = self.parse_integer_constant(64);
            }
            if self.tok.kind != TokenKind::RSquare {
                self.error("expected ']'.");
                break 'parse;
            }
            self.consume_rsquare();
            if self.tok.kind != TokenKind::Colon {
                self.error("expected ':'.");
                break 'parse;
            }
            self.consume();
            let domain = self.parse_type_in_decl();
            if self.tok.kind != TokenKind::Arrow {
                self.error("expected '->'.");
                break 'parse;
            }
            self.consume();
            let range = self.parse_type_in_decl();
            if self.tok.kind != TokenKind::Equals {
                self.error("expected '='.");
                break 'parse;
            }
            self.consume();
            if self.tok.kind == TokenKind::KWSymbolic {
                self.consume();
            } else if self.tok.kind == TokenKind::LSquare {
                self.consume_lsquare();
                while self.tok.kind != TokenKind::RSquare {
                    if self.tok.kind == TokenKind::EndOfFile {
                        self.error("unexpected end of file.");
                        break 'parse;
                    }
                    let w = u32::try_from(range)
                        .unwrap_or(MAX_WIDTH)
                        .clamp(1, MAX_WIDTH);
                    let e = self.parse_number(w);
                    let v = self.module.arena.as_const(e).cloned().unwrap_or_default();
                    values.push(v.iter_u32_digits().next().unwrap_or(0) as u8);
                }
                self.consume_rsquare();
            } else {
                self.error("expected 'symbolic' or '['.");
                break 'parse;
            }
            if size.is_none() {
                if values.is_empty() {
                    self.error("unsized arrays are not yet supported.");
                    size = Some(1);
                } else {
                    size = Some(values.len() as u64);
                }
            }
            if let Some(s) = size {
                if s > MAX_ARRAY_SIZE {
                    self.error_at(
                        &format!("array size too large (limit {MAX_ARRAY_SIZE})."),
                        size_tok,
                    );
                    size = Some(1);
                    values.clear();
                }
            }
            if !values.is_empty() && size != Some(values.len() as u64) {
                self.error("constant arrays must be completely specified.");
                values.clear();
            }
            if domain != 32 {
                self.error("array domain must currently be w32.");
                values.clear();
            }
            if range != 8 {
                self.error("array domain must currently be w8.");
                values.clear();
            }
        }
        let size = size.unwrap_or(1);
        let arena = &mut self.module.arena;
        let array = if values.is_empty() {
            arena.symbolic_array(&name, size)
        } else {
            arena.constant_array(&name, values)
        };
        self.array_syms.insert(name.clone(), array);
        self.version_syms.insert(
            name,
            UpdateList {
                root: array,
                head: None,
            },
        );
        Some(Decl::Array(array))
    }

    /// A type in an array declaration. KLEE asserts that it is a width
    /// token; its release build reads `atoi` of the text after the first
    /// byte, which then fails the w32/w8 checks. We do the same.
    fn parse_type_in_decl(&mut self) -> u64 {
        let t = self.tok;
        let text = t.bytes(self.src);
        let digits = text.get(1..).unwrap_or(&[]);
        let mut w: u64 = 0;
        for &d in digits.iter().take_while(|d| d.is_ascii_digit()) {
            w = w.saturating_mul(10).saturating_add(u64::from(d - b'0'));
        }
        if t.kind != TokenKind::EndOfFile {
            self.consume();
        }
        w
    }

    fn parse_command_decl(&mut self) -> Option<Decl> {
        let line = self.tok.line;
        self.consume_lparen();
        if !self.tok.kind.is_keyword() {
            self.error("malformed command.");
            self.skip_until_rparen();
            return None;
        }
        match self.tok.kind {
            TokenKind::KWQuery => self.parse_query_command(line),
            _ => {
                self.error("malformed command (unexpected keyword).");
                self.skip_until_rparen();
                None
            }
        }
    }

    fn parse_query_command(&mut self, line: u32) -> Option<Decl> {
        let mut constraints = Vec::new();
        let mut values = Vec::new();
        let mut arrays = Vec::new();
        self.expr_syms.clear();
        self.version_syms.clear();
        for (name, &a) in &self.array_syms {
            self.version_syms.insert(
                name.clone(),
                UpdateList {
                    root: a,
                    head: None,
                },
            );
        }
        self.consume(); // 'query'
        if self.tok.kind != TokenKind::LSquare {
            self.error("malformed query, expected constraint list.");
            self.skip_until_rparen();
            return None;
        }
        self.consume_lsquare();
        let res;
        'exit: {
            while self.tok.kind != TokenKind::RSquare {
                if self.tok.kind == TokenKind::EndOfFile {
                    self.error("unexpected end of file.");
                    res = self.module.arena.bool_const(false);
                    break 'exit;
                }
                if let Some(c) = self.parse_expr(Some(1)) {
                    constraints.push(c);
                }
            }
            self.consume_rsquare();
            res = match self.parse_expr(Some(1)) {
                Some(e) => e,
                None => self.module.arena.bool_const(false),
            };
            if self.tok.kind == TokenKind::RParen {
                break 'exit;
            }
            if self.tok.kind != TokenKind::LSquare {
                self.error("malformed query, expected expression list.");
                self.skip_until_rparen();
                return None;
            }
            self.consume_lsquare();
            while self.tok.kind != TokenKind::RSquare {
                if self.tok.kind == TokenKind::EndOfFile {
                    self.error("unexpected end of file.");
                    break 'exit;
                }
                if let Some(v) = self.parse_expr(None) {
                    values.push(v);
                }
            }
            self.consume_rsquare();
            if self.tok.kind == TokenKind::RParen {
                break 'exit;
            }
            if self.tok.kind != TokenKind::LSquare {
                self.error("malformed query, expected array list.");
                self.skip_until_rparen();
                return None;
            }
            self.consume_lsquare();
            while self.tok.kind != TokenKind::RSquare {
                if self.tok.kind == TokenKind::EndOfFile {
                    self.error("unexpected end of file.");
                    break 'exit;
                }
                if self.tok.kind != TokenKind::Identifier {
                    self.error("unexpected token.");
                    self.consume();
                    continue;
                }
                let ltok = self.tok;
                let name = self.text(ltok);
                self.consume();
                match self.array_syms.get(&name) {
                    Some(&a) => arrays.push(a),
                    None => self.error_at("unknown array", ltok),
                }
            }
            self.consume_rsquare();
        }
        if self.tok.kind != TokenKind::EndOfFile {
            self.expect_rparen("unexpected argument to 'query'.");
        }
        if self.opts.clear_array_decls_after_query {
            self.array_syms.clear();
        }
        Some(Decl::Query(Query {
            constraints,
            query: res,
            values,
            arrays,
            line,
        }))
    }

    // ---- expressions ----

    fn parse_number_or_expr(&mut self) -> NumOrExpr {
        if self.tok.kind == TokenKind::Number {
            let t = self.tok;
            self.consume();
            NumOrExpr::Num(t)
        } else {
            NumOrExpr::Expr(self.parse_expr(None))
        }
    }

    /// Enter one nesting level; on overflow report and skip the construct.
    fn enter(&mut self) -> bool {
        let limit = self.opts.max_nesting.min(MAX_NESTING);
        if self.depth >= limit {
            self.error(&format!("expression nesting too deep (limit {limit})."));
            if self.tok.kind == TokenKind::LParen {
                self.consume_lparen();
                self.skip_until_rparen();
            } else if self.tok.kind != TokenKind::EndOfFile {
                self.consume_any();
            }
            return false;
        }
        self.depth += 1;
        true
    }

    /// `ParseExpr`: an expression of the expected width, if known.
    pub(crate) fn parse_expr(&mut self, expected: Option<u32>) -> Option<ExprId> {
        if !self.enter() {
            return None;
        }
        let r = self.parse_expr_inner(expected);
        self.depth -= 1;
        r
    }

    fn parse_expr_inner(&mut self, expected: Option<u32>) -> Option<ExprId> {
        match self.tok.kind {
            TokenKind::EndOfFile => {
                self.error("unexpected end of file.");
                return None;
            }
            TokenKind::KWFalse | TokenKind::KWTrue => {
                let v = self.tok.kind == TokenKind::KWTrue;
                self.consume();
                // any expected width: as KLEE, the operator's own check reports a mismatch
                // ("type widths do not match in binary expression")
                return Some(self.module.arena.bool_const(v));
            }
            TokenKind::Number => {
                let Some(w) = expected else {
                    self.error("cannot infer type of number.");
                    self.consume();
                    return None;
                };
                return Some(self.parse_number(w));
            }
            _ => {}
        }
        let mut label = None;
        if self.tok.kind == TokenKind::Identifier {
            let ltok = self.tok;
            let name = self.text(ltok);
            self.consume();
            if self.tok.kind != TokenKind::Colon {
                return match self.expr_syms.get(&name) {
                    // KLEE takes a reference of any width; where a Boolean is expected
                    // (a query, a constraint, a condition) nothing else checks it
                    Some(&e) if expected == Some(1) && self.module.arena.width(e) != 1 => {
                        self.error_at("expression has incorrect type.", ltok);
                        None
                    }
                    Some(&e) => Some(e),
                    None => {
                        self.error_at("invalid expression label reference.", ltok);
                        None
                    }
                };
            }
            self.consume();
            if self.expr_syms.contains_key(&name) {
                self.error_at("duplicate expression label definition.", ltok);
            } else {
                label = Some(name);
            }
        }
        let start = self.tok;
        let res = self.parse_paren_expr();
        let Some(e) = res else {
            if let (Some(l), Some(w)) = (label, expected) {
                let z = self.module.arena.constant(w, BigUint::zero());
                self.expr_syms.insert(l, z);
            }
            return None;
        };
        if let Some(w) = expected {
            if self.module.arena.width(e) != w {
                self.error_at("expression has incorrect type.", start);
                return None;
            }
        }
        if let Some(l) = label {
            self.expr_syms.insert(l, e);
        }
        Some(e)
    }

    fn zero(&mut self, w: u32) -> Option<ExprId> {
        Some(self.module.arena.constant(w, BigUint::zero()))
    }

    fn parse_paren_expr(&mut self) -> Option<ExprId> {
        if self.tok.kind != TokenKind::LParen {
            self.error("unexpected token.");
            self.consume_any();
            return None;
        }
        self.consume_lparen();
        if self.tok.kind == TokenKind::KWWidth {
            let ty = self.parse_type();
            if self.tok.kind != TokenKind::Number {
                self.error("coercion can only apply to a number.");
                self.skip_until_rparen();
                return None;
            }
            let res = match ty {
                Some(w) => Some(self.parse_number(w)),
                None => {
                    self.consume();
                    None
                }
            };
            self.expect_rparen("unexpected argument in coercion.");
            return res;
        }
        if self.tok.kind != TokenKind::Identifier {
            self.error("unexpected token, expected expression.");
            self.skip_until_rparen();
            return None;
        }
        let name = self.tok;
        self.consume();
        let ty = if self.tok.kind == TokenKind::KWWidth {
            self.parse_type()
        } else {
            Some(1)
        };
        let Some(res_ty) = ty else {
            self.skip_until_rparen();
            return None;
        };
        let Some((kind, fixed)) = lookup_kind(name.bytes(self.src)) else {
            self.error_at("unknown expression kind.", name);
            self.skip_until_rparen();
            return None;
        };
        let e = match kind {
            Kind::Concat => self.parse_concat(res_ty),
            Kind::Extract => self.parse_extract(name, res_ty),
            Kind::Read | Kind::ReadLsb | Kind::ReadMsb => self.parse_any_read(name, kind, res_ty),
            Kind::Not | Kind::SExt | Kind::ZExt => self.parse_unary(name, kind, fixed, res_ty),
            Kind::Select => self.parse_select(name, res_ty),
            Kind::Bin(_) | Kind::Cmp(_) => self.parse_binary(name, kind, fixed, res_ty),
        };
        if let Some(e) = e {
            let limit = self.opts.max_height.min(MAX_HEIGHT);
            if self.module.arena.height(e) > limit {
                self.error_at(
                    &format!("expression too deep (height limit {limit})."),
                    name,
                );
                return None;
            }
        }
        e
    }

    fn parse_unary(&mut self, name: Token, kind: Kind, fixed: bool, res_ty: u32) -> Option<ExprId> {
        if self.tok.kind == TokenKind::RParen {
            self.error_at("unexpected end of arguments.", name);
            self.consume_rparen();
            return self.zero(res_ty);
        }
        let arg = self.parse_expr(if fixed { Some(res_ty) } else { None });
        let arg = match arg {
            Some(a) => a,
            None => self.module.arena.constant(res_ty, BigUint::zero()),
        };
        self.expect_rparen("unexpected argument in unary expression.");
        let a = &mut self.module.arena;
        Some(match kind {
            Kind::Not => a.not(arg),
            Kind::SExt => a.sext(arg, res_ty),
            _ => a.zext(arg, res_ty),
        })
    }

    fn parse_matched_binary_args(
        &mut self,
        name: Token,
        expect: Option<u32>,
    ) -> (Option<ExprId>, Option<ExprId>) {
        let (mut lhs, mut rhs) = (None, None);
        if self.tok.kind == TokenKind::RParen {
            self.error_at("unexpected end of arguments.", name);
            self.consume_rparen();
            return (None, None);
        }
        if let Some(w) = expect {
            lhs = self.parse_expr(Some(w));
            if self.tok.kind == TokenKind::RParen {
                self.error_at("unexpected end of arguments.", name);
                self.consume_rparen();
                return (lhs, None);
            }
            rhs = self.parse_expr(Some(w));
        } else {
            let l = self.parse_number_or_expr();
            if self.tok.kind == TokenKind::RParen {
                self.error_at("unexpected end of arguments.", name);
                self.consume_rparen();
                return (None, None);
            }
            match l {
                NumOrExpr::Num(ltok) => match self.parse_number_or_expr() {
                    NumOrExpr::Num(_) => self.error_at("ambiguous arguments to expression.", name),
                    NumOrExpr::Expr(r) => {
                        rhs = r;
                        if let Some(r) = r {
                            let w = self.module.arena.width(r);
                            lhs = Some(self.parse_number_token(w, ltok));
                        }
                    }
                },
                NumOrExpr::Expr(l) => {
                    lhs = l;
                    rhs = match l {
                        None => self.parse_expr(None),
                        Some(l) => {
                            let w = self.module.arena.width(l);
                            self.parse_expr(Some(w))
                        }
                    };
                }
            }
        }
        self.expect_rparen("unexpected argument to expression.");
        (lhs, rhs)
    }

    fn parse_binary(
        &mut self,
        name: Token,
        kind: Kind,
        fixed: bool,
        res_ty: u32,
    ) -> Option<ExprId> {
        let (l, r) = self.parse_matched_binary_args(name, fixed.then_some(res_ty));
        let (Some(l), Some(r)) = (l, r) else {
            return self.zero(res_ty);
        };
        let a = &mut self.module.arena;
        if a.width(l) != a.width(r) {
            self.error_at("type widths do not match in binary expression", name);
            return self.zero(res_ty);
        }
        Some(match kind {
            Kind::Bin(op) => a.bin(op, l, r),
            Kind::Cmp(op) => a.cmp(op, l, r),
            _ => return self.zero(res_ty),
        })
    }

    fn parse_select(&mut self, name: Token, res_ty: u32) -> Option<ExprId> {
        if self.tok.kind == TokenKind::RParen {
            self.error_at("unexpected end of arguments.", name);
            self.consume_rparen();
            return self.zero(res_ty);
        }
        let cond = self.parse_expr(Some(1));
        let (l, r) = self.parse_matched_binary_args(name, Some(res_ty));
        match (cond, l, r) {
            (Some(c), Some(l), Some(r))
                if self.module.arena.width(l) == res_ty && self.module.arena.width(r) == res_ty =>
            {
                Some(self.module.arena.select(c, l, r))
            }
            (Some(_), Some(_), Some(_)) => {
                // a reference or `true`/`false` of another width (KLEE's expression
                // builder asserts): an error, not the recovery value 0
                self.error_at("type widths do not match in select expression.", name);
                self.zero(res_ty)
            }
            _ => self.zero(res_ty),
        }
    }

    fn parse_concat(&mut self, res_ty: u32) -> Option<ExprId> {
        let mut kids = Vec::new();
        let mut width: u64 = 0;
        while self.tok.kind != TokenKind::RParen {
            let Some(e) = self.parse_expr(None) else {
                self.skip_until_rparen();
                return self.zero(res_ty);
            };
            kids.push(e);
            width += u64::from(self.module.arena.width(e));
        }
        self.consume_rparen();
        if width != u64::from(res_ty) {
            self.error("concat does not match expected result size.");
            return self.zero(res_ty);
        }
        self.module.arena.concat_n(&kids)
    }

    fn parse_integer_constant(&mut self, width: u32) -> Option<u64> {
        let e = self.parse_number(width);
        let v = self.module.arena.as_const(e)?;
        Some(v.iter_u64_digits().next().unwrap_or(0))
    }

    fn parse_extract(&mut self, name: Token, res_ty: u32) -> Option<ExprId> {
        let offset = if self.tok.kind == TokenKind::RParen {
            // KLEE would parse the ')' as a number here.
            self.error("invalid character in numeric token.");
            None
        } else {
            self.parse_integer_constant(32)
        };
        let child = self.parse_expr(None);
        self.expect_rparen("unexpected argument to expression.");
        let (Some(offset), Some(child)) = (offset, child) else {
            return self.zero(res_ty);
        };
        if offset + u64::from(res_ty) > u64::from(self.module.arena.width(child)) {
            self.error_at("extract out-of-range of child expression.", name);
            return self.zero(res_ty);
        }
        Some(self.module.arena.extract_raw(child, offset as u32, res_ty))
    }

    fn parse_any_read(&mut self, name: Token, kind: Kind, res_ty: u32) -> Option<ExprId> {
        let index = self.parse_number_or_expr();
        let version = self.parse_version_specifier();
        self.expect_rparen("unexpected argument in read expression.");
        let Some(version) = version else {
            return self.zero(res_ty);
        };
        let index = match index {
            NumOrExpr::Num(t) => Some(self.parse_number_token(32, t)),
            NumOrExpr::Expr(e) => e,
        };
        let Some(index) = index else {
            return self.zero(res_ty);
        };
        if self.module.arena.width(index) != 32 {
            self.error("index width does not match array domain.");
            return self.zero(res_ty);
        }
        let a = &mut self.module.arena;
        match kind {
            Kind::Read => Some(a.read(version, index)),
            _ => {
                let n = res_ty / 8;
                if res_ty != n * 8 {
                    self.error_at("invalid ordered read (not multiple of range type).", name);
                    return self.zero(res_ty);
                }
                let mut kids: Vec<ExprId> = (0..u64::from(n))
                    .map(|i| {
                        let idx = a.add_const(index, i);
                        a.read(version, idx)
                    })
                    .collect();
                if kind == Kind::ReadLsb {
                    kids.reverse();
                }
                a.concat_n(&kids)
            }
        }
    }

    fn parse_version_specifier(&mut self) -> Option<UpdateList> {
        if !self.enter() {
            return None;
        }
        let r = self.parse_version_specifier_inner();
        self.depth -= 1;
        r
    }

    fn parse_version_specifier_inner(&mut self) -> Option<UpdateList> {
        let mut label = None;
        if self.tok.kind == TokenKind::Identifier {
            let ltok = self.tok;
            let name = self.text(ltok);
            self.consume();
            if self.tok.kind != TokenKind::Colon {
                return match self.version_syms.get(&name) {
                    Some(&v) => Some(v),
                    None => {
                        self.error_at("invalid version reference.", ltok);
                        None
                    }
                };
            }
            self.consume();
            if self.version_syms.contains_key(&name) {
                self.error_at("duplicate update list label definition.", ltok);
            } else {
                label = Some(name);
            }
        }
        let res = match self.parse_version() {
            Some(v) => v,
            None => {
                // KLEE substitutes an anonymous empty array.
                let root = self.module.arena.symbolic_array("", 0);
                UpdateList { root, head: None }
            }
        };
        if let Some(l) = label {
            self.version_syms.insert(l, res);
        }
        Some(res)
    }

    fn parse_version(&mut self) -> Option<UpdateList> {
        if self.tok.kind != TokenKind::LSquare {
            return None;
        }
        let mut writes = Vec::new();
        self.consume_lsquare();
        loop {
            let ltok = self.tok;
            let lhs = self.parse_number_or_expr();
            if self.tok.kind != TokenKind::Equals {
                self.error("expected '='.");
                break;
            }
            self.consume();
            let rtok = self.tok;
            let rhs = self.parse_number_or_expr();
            writes.push((lhs, rhs, ltok, rtok));
            if self.tok.kind == TokenKind::Comma {
                self.consume();
            } else {
                break;
            }
        }
        self.expect_rsquare("expected close of update list");
        if self.tok.kind != TokenKind::At {
            self.error("expected '@'.");
            return None;
        }
        self.consume();
        let mut base = self.parse_version_specifier()?;
        for &(lhs, rhs, ltok, rtok) in writes.iter().rev() {
            let l = match lhs {
                NumOrExpr::Num(t) => Some(self.parse_number_token(32, t)),
                NumOrExpr::Expr(e) => match e {
                    Some(e) if self.module.arena.width(e) != 32 => {
                        self.error_at("invalid write index (doesn't match array domain).", ltok);
                        None
                    }
                    e => e,
                },
            };
            let r = match rhs {
                NumOrExpr::Num(t) => Some(self.parse_number_token(8, t)),
                NumOrExpr::Expr(e) => match e {
                    Some(e) if self.module.arena.width(e) != 8 => {
                        self.error_at("invalid write value (doesn't match array range).", rtok);
                        None
                    }
                    e => e,
                },
            };
            if let (Some(l), Some(r)) = (l, r) {
                let u = self.module.arena.update_node(l, r, base.head);
                base.head = Some(u);
            }
        }
        Some(base)
    }

    // ---- numbers and types ----

    fn parse_number(&mut self, width: u32) -> ExprId {
        let t = self.tok;
        let e = self.parse_number_token(width, t);
        if self.tok.kind != TokenKind::EndOfFile {
            self.consume();
        }
        e
    }

    /// `ParseNumberToken` with KLEE's quirky conversion: the digits are
    /// accumulated modulo `2^(k·N)` (k = bits per digit, N = characters
    /// after the radix prefix, `_` included), negated at that width, then
    /// truncated or zero-extended to `width`.
    fn parse_number_token(&mut self, width: u32, tok: Token) -> ExprId {
        if tok.kind == TokenKind::EndOfFile {
            self.error_at("unexpected end of file.", tok);
            return self.module.arena.constant(width, BigUint::zero());
        }
        let mut s = tok.bytes(self.src);
        let mut minus = false;
        match s.first() {
            Some(b'+') => s = &s[1..],
            Some(b'-') => {
                minus = true;
                s = &s[1..];
            }
            _ => {}
        }
        let (mut radix, mut radix_bits) = (10u32, 4u64);
        // KLEE tests the length of the whole token (sign included) and
        // then looks one byte past a lone "0" (never b/o/x, as the lexer
        // would have taken it into the token).
        if tok.len >= 2 && s.len() >= 2 && s[0] == b'0' && matches!(s[1], b'b' | b'o' | b'x') {
            (radix, radix_bits) = match s[1] {
                b'b' => (2, 1),
                b'o' => (8, 3),
                _ => (16, 4),
            };
            s = &s[2..];
            if s.is_empty() {
                self.error_at("invalid numeric token (no digits).", tok);
                return self.module.arena.constant(width, BigUint::zero());
            }
        }
        let acc_width = radix_bits * s.len() as u64;
        let mut val = BigUint::zero();
        for &c in s {
            let digit = match c {
                b'_' => continue,
                b'0'..=b'9' => u32::from(c - b'0'),
                b'a'..=b'z' => u32::from(c - b'a') + 10,
                b'A'..=b'Z' => u32::from(c - b'A') + 10,
                _ => {
                    self.error_at("invalid character in numeric token.", tok);
                    return self.module.arena.constant(width, BigUint::zero());
                }
            };
            if digit >= radix {
                self.error_at("invalid character in numeric token (out of range).", tok);
                return self.module.arena.constant(width, BigUint::zero());
            }
            val = val * radix + digit;
        }
        // Reduce modulo 2^acc_width, negate there, then fit to `width`.
        let acc_mask = (BigUint::from(1u8) << acc_width) - 1u8;
        val &= &acc_mask;
        if minus && !val.is_zero() {
            val = (BigUint::from(1u8) << acc_width) - val;
        }
        self.module.arena.constant(width, val)
    }

    /// `ParseTypeSpecifier`: `w<digits>`, read with `atoi`; widths outside
    /// `1..=MAX_WIDTH` are reported here.
    fn parse_type(&mut self) -> Option<u32> {
        let t = self.tok;
        let digits = &t.bytes(self.src)[1..];
        self.consume();
        let mut w: u64 = 0;
        for &d in digits {
            w = w.saturating_mul(10).saturating_add(u64::from(d - b'0'));
        }
        if w == 0 || w > u64::from(MAX_WIDTH) {
            self.error_at(
                &format!("invalid type width (must be 1 to {MAX_WIDTH})."),
                t,
            );
            return None;
        }
        Some(w as u32)
    }
}
