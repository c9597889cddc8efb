//! Parser and type inference for expressions and types of the text form.

use super::error::TextError;
use super::kinds::{self, derive};
use super::lex::{Tok, Token};
use crate::expr::{Endian, ExprId, ExprKind, Literal, Store, BOOL, FALSE, TRUE};
use crate::symbol::SymbolTable;
use crate::types::{Component, Compound, EnumMember, Parameter, TypeId, TypeKind};
use crate::Ident;
use num_bigint::BigInt;
use num_traits::Num;

/// Untyped syntax tree of an expression.
#[derive(Clone, Debug)]
pub(crate) struct Ast {
    pub col: usize,
    pub kind: A,
}

#[derive(Clone, Debug)]
pub(crate) enum A {
    Name(String, bool),
    Int(BigInt),
    Float(String),
    Str(String),
    Bits(String),
    True,
    False,
    Null,
    InvalidPtr,
    Infix(&'static str, Vec<Ast>),
    Not(Box<Ast>),
    Neg(Box<Ast>),
    Deref(Box<Ast>),
    Index(Box<Ast>, Box<Ast>),
    Member(Box<Ast>, String),
    If(Box<Ast>, Box<Ast>, Box<Ast>),
    List(Vec<Ast>),
    /// cast / zero_extend / floatbv_typecast / byte_extract_* / byte_update_*: kind, operands,
    /// the explicit result type.
    WithType(ExprKind, Vec<Ast>, TypeId),
    Pointer(BigInt, TypeId),
    Const(String),
    Raw(BigInt),
    Generic {
        id: String,
        subs: Vec<(String, String)>,
        args: Vec<Ast>,
    },
    Call(Box<Ast>, Vec<Ast>),
    Quant(bool, String, TypeId, Box<Ast>),
    Lambda(String, Option<TypeId>, Box<Ast>),
    Let(String, Option<TypeId>, Box<Ast>, Box<Ast>),
    Annot(Box<Ast>, TypeId),
}

/// Parses expressions and types from a token slice, building types in `store` directly.
pub(crate) struct ExprParser<'a> {
    pub store: &'a mut Store,
    pub syms: &'a SymbolTable,
    /// Default pointer width (`T*`, `address_of`).
    pub pw: u32,
    pub line: usize,
    pub toks: &'a [Token],
    pub pos: usize,
    /// Column just past the end of the line (for errors at the end).
    pub eol: usize,
    scope: Vec<(Ident, TypeId)>,
    depth: usize,
}

const MAX_DEPTH: usize = 20_000;

fn default_fraction(w: u32) -> u32 {
    match w {
        16 => 10,
        32 => 23,
        64 => 52,
        80 => 64,
        128 => 112,
        _ => w / 2,
    }
}

/// The fraction width printed implicitly by `floatbv[w]`.
pub(crate) fn implicit_fraction(w: u32) -> u32 {
    default_fraction(w)
}

impl<'a> ExprParser<'a> {
    pub fn new(
        store: &'a mut Store,
        syms: &'a SymbolTable,
        pw: u32,
        line: usize,
        toks: &'a [Token],
        eol: usize,
    ) -> Self {
        ExprParser {
            store,
            syms,
            pw,
            line,
            toks,
            pos: 0,
            eol,
            scope: Vec::new(),
            depth: 0,
        }
    }

    // ------------------------------------------------------------ token helpers

    pub fn peek(&self) -> Option<&'a Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }
    fn peek_at(&self, k: usize) -> Option<&'a Token> {
        self.toks.get(self.pos + k)
    }
    pub fn col(&self) -> usize {
        self.toks.get(self.pos).map_or(self.eol, |t| t.col)
    }
    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }
    pub fn err<T>(&self, msg: impl Into<String>) -> Result<T, TextError> {
        Err(TextError::at(self.line, self.col(), msg))
    }
    fn adjacent(&self) -> bool {
        self.toks.get(self.pos).is_some_and(|t| !t.space_before)
    }
    pub fn is_p(&self, p: &str) -> bool {
        matches!(self.peek(), Some(Tok::P(q)) if *q == p)
    }
    pub fn eat_p(&mut self, p: &str) -> bool {
        if self.is_p(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    pub fn expect_p(&mut self, p: &str) -> Result<(), TextError> {
        if self.eat_p(p) {
            Ok(())
        } else {
            self.err(format!("expected `{p}`{}", self.found()))
        }
    }
    fn found(&self) -> String {
        match self.peek() {
            None => " at end of line".into(),
            Some(Tok::P(p)) => format!(", found `{p}`"),
            Some(Tok::Ident { name, .. }) => format!(", found `{name}`"),
            Some(Tok::Int(s) | Tok::Float(s)) => format!(", found `{s}`"),
            Some(Tok::Str(s)) => format!(", found \"{s}\""),
        }
    }
    pub fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident { name, quoted: false }) if name == w)
    }
    pub fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    pub fn ident(&mut self) -> Result<String, TextError> {
        match self.peek() {
            Some(Tok::Ident { name, .. }) => {
                self.pos += 1;
                Ok(name.clone())
            }
            _ => self.err(format!("expected an identifier{}", self.found())),
        }
    }
    fn int(&mut self) -> Result<BigInt, TextError> {
        match self.peek() {
            Some(Tok::Int(s)) => {
                self.pos += 1;
                parse_int(s).ok_or(()).or_else(|_| self.err("bad number"))
            }
            _ => self.err(format!("expected a number{}", self.found())),
        }
    }
    fn u32_(&mut self) -> Result<u32, TextError> {
        let col = self.col();
        let v = self.int()?;
        u32::try_from(v).map_err(|_| TextError::at(self.line, col, "number out of range"))
    }
    pub fn string(&mut self) -> Result<String, TextError> {
        match self.peek() {
            Some(Tok::Str(s)) => {
                self.pos += 1;
                Ok(s.clone())
            }
            _ => self.err(format!("expected a string{}", self.found())),
        }
    }

    fn enter(&mut self) -> Result<(), TextError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err("expression nested too deeply");
        }
        Ok(())
    }

    // ------------------------------------------------------------ types

    /// Parses a type (format() spelling or the extended spelling).
    pub fn parse_type(&mut self) -> Result<TypeId, TextError> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.depth -= 1;
        r
    }

    fn parse_type_inner(&mut self) -> Result<TypeId, TextError> {
        let col = self.col();
        let mut t = match self.peek().cloned() {
            Some(Tok::P("(")) => {
                self.pos += 1;
                let t = self.parse_type()?;
                self.expect_p(")")?;
                t
            }
            Some(Tok::P("𝔹")) => {
                self.pos += 1;
                BOOL
            }
            Some(Tok::P("ℤ")) => {
                self.pos += 1;
                self.store.mk_type(TypeKind::Integer)
            }
            Some(Tok::P("ℕ")) => {
                self.pos += 1;
                self.store.mk_type(TypeKind::Natural)
            }
            Some(Tok::P("ℚ")) => {
                self.pos += 1;
                self.store.mk_type(TypeKind::Rational)
            }
            Some(Tok::P("ℝ")) => {
                self.pos += 1;
                self.store.mk_type(TypeKind::Real)
            }
            Some(Tok::Ident {
                name,
                quoted: false,
            }) => {
                self.pos += 1;
                self.named_type(&name, col)?
            }
            _ => return self.err(format!("expected a type{}", self.found())),
        };
        // adjacent postfixes: `*`, `*@w`, `[size]`, `[]`
        loop {
            if self.adjacent() && self.is_p("*") {
                self.pos += 1;
                let mut w = self.pw;
                if self.adjacent() && self.is_p("@") {
                    self.pos += 1;
                    w = self.u32_()?;
                }
                t = self.store.pointer_type(t, w);
            } else if self.adjacent() && self.is_p("[") {
                self.pos += 1;
                if self.eat_p("]") {
                    t = self.store.array_type(t, None);
                } else {
                    let size_ty = self.store.unsigned(self.pw);
                    let ast = self.parse_expr()?;
                    let e = self.typed(&ast, Some(size_ty))?;
                    self.expect_p("]")?;
                    t = self.store.array_type(t, Some(e));
                }
            } else {
                break;
            }
        }
        Ok(t)
    }

    fn bracket_width(&mut self) -> Result<u32, TextError> {
        if !self.adjacent() {
            return self.err("expected `[width]`");
        }
        self.expect_p("[")?;
        let w = self.u32_()?;
        self.expect_p("]")?;
        Ok(w)
    }

    fn named_type(&mut self, name: &str, col: usize) -> Result<TypeId, TextError> {
        let s = &mut *self;
        let short = |p: &str| -> Option<u32> {
            name.strip_prefix(p)
                .filter(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
                .and_then(|r| r.parse().ok())
        };
        if let Some(w) = short("s") {
            return Ok(s.store.signed(w));
        }
        if let Some(w) = short("u") {
            return Ok(s.store.unsigned(w));
        }
        Ok(match name {
            "bool" => BOOL,
            "integer" => s.store.mk_type(TypeKind::Integer),
            "natural" => s.store.mk_type(TypeKind::Natural),
            "rational" => s.store.mk_type(TypeKind::Rational),
            "real" => s.store.mk_type(TypeKind::Real),
            "string" => s.store.mk_type(TypeKind::String),
            "empty" | "void" => s.store.empty_type(),
            "signedbv" => {
                let w = s.bracket_width()?;
                s.store.signed(w)
            }
            "unsignedbv" => {
                let w = s.bracket_width()?;
                s.store.unsigned(w)
            }
            "bv" => {
                let w = s.bracket_width()?;
                s.store.bv_type(w)
            }
            "c_bool" => {
                let w = s.bracket_width()?;
                s.store.mk_type(TypeKind::CBool(w))
            }
            "floatbv" | "fixedbv" => {
                if !s.adjacent() {
                    return s.err(format!("expected `[width]` after `{name}`"));
                }
                s.expect_p("[")?;
                let w = s.u32_()?;
                let f = if s.eat_p(",") { Some(s.u32_()?) } else { None };
                s.expect_p("]")?;
                if name == "floatbv" {
                    s.store.mk_type(TypeKind::Floatbv {
                        width: w,
                        fraction: f.unwrap_or_else(|| default_fraction(w)),
                    })
                } else {
                    match f {
                        Some(i) => s.store.mk_type(TypeKind::Fixedbv {
                            width: w,
                            integer: i,
                        }),
                        None => {
                            return Err(TextError::at(
                                s.line,
                                col,
                                "fixedbv needs its integer bits: fixedbv[w,i]",
                            ))
                        }
                    }
                }
            }
            "c_bit_field" => {
                let w = s.bracket_width()?;
                let base = if s.adjacent() && s.eat_p("(") {
                    let b = s.parse_type()?;
                    s.expect_p(")")?;
                    b
                } else {
                    s.store.unsigned(w)
                };
                s.store.mk_type(TypeKind::CBitField { width: w, base })
            }
            "struct" | "union" => {
                if s.is_p("{") || (s.adjacent() && s.is_p("(")) {
                    let c = s.compound()?;
                    s.store.mk_type(if name == "struct" {
                        TypeKind::Struct(c)
                    } else {
                        TypeKind::Union(c)
                    })
                } else {
                    let tag = Ident::new(&s.ident()?);
                    s.store.mk_type(if name == "struct" {
                        TypeKind::StructTag(tag)
                    } else {
                        TypeKind::UnionTag(tag)
                    })
                }
            }
            "c_enum" => {
                if s.adjacent() && s.is_p("(") {
                    s.pos += 1;
                    let mut tag = None;
                    if s.is_word("tag") && s.peek_at(1).is_some_and(|t| t.tok == Tok::P("=")) {
                        s.pos += 2;
                        tag = Some(Ident::new(&s.ident_or_string()?));
                        s.expect_p(",")?;
                    }
                    let base = s.parse_type()?;
                    s.expect_p(")")?;
                    s.expect_p("{")?;
                    let mut members = Vec::new();
                    while !s.eat_p("}") {
                        if !members.is_empty() {
                            s.expect_p(",")?;
                        }
                        let identifier = Ident::new(&s.ident()?);
                        s.expect_p("/")?;
                        let base_name = Ident::new(&s.ident()?);
                        s.expect_p("=")?;
                        let neg = s.eat_p("-");
                        let mut value = s.int()?;
                        if neg {
                            value = -value;
                        }
                        members.push(EnumMember {
                            identifier,
                            base_name,
                            value,
                        });
                    }
                    s.store.mk_type(TypeKind::CEnum { tag, base, members })
                } else {
                    let tag = Ident::new(&s.ident()?);
                    s.store.mk_type(TypeKind::CEnumTag(tag))
                }
            }
            "code" => {
                if !(s.adjacent() && s.is_p("(")) {
                    return Err(TextError::at(
                        s.line,
                        col,
                        "a code type needs its signature: code(T p, …) -> T",
                    ));
                }
                s.pos += 1;
                let mut params = Vec::new();
                let mut variadic = false;
                while !s.eat_p(")") {
                    if !params.is_empty() || variadic {
                        s.expect_p(",")?;
                    }
                    if s.is_p(".") {
                        s.expect_p(".")?;
                        s.expect_p(".")?;
                        s.expect_p(".")?;
                        variadic = true;
                        continue;
                    }
                    let ty = s.parse_type()?;
                    let identifier = match s.peek() {
                        Some(Tok::Ident { .. }) => Some(Ident::new(&s.ident()?)),
                        _ => None,
                    };
                    let base_name = if s.eat_p("/") {
                        Some(Ident::new(&s.ident()?))
                    } else {
                        None
                    };
                    params.push(Parameter {
                        identifier,
                        base_name,
                        ty,
                    });
                }
                s.expect_p("->")?;
                let ret = s.parse_type()?;
                s.store.mk_type(TypeKind::Code {
                    params,
                    ret,
                    variadic,
                })
            }
            "vector" => {
                s.expect_p("(")?;
                let elem = s.parse_type()?;
                s.expect_p(",")?;
                let ast = s.parse_expr()?;
                let size_ty = s.store.unsigned(s.pw);
                let size = s.typed(&ast, Some(size_ty))?;
                s.expect_p(")")?;
                s.store.mk_type(TypeKind::Vector { elem, size })
            }
            "complex" => {
                s.expect_p("(")?;
                let elem = s.parse_type()?;
                s.expect_p(")")?;
                s.store.mk_type(TypeKind::Complex { elem })
            }
            _ => return Err(TextError::at(s.line, col, format!("unknown type `{name}`"))),
        })
    }

    pub fn ident_or_string(&mut self) -> Result<String, TextError> {
        match self.peek() {
            Some(Tok::Str(_)) => self.string(),
            _ => self.ident(),
        }
    }

    /// `{ T a, T b pretty=x padding }` with optional `(tag=t, packed, incomplete)` before.
    fn compound(&mut self) -> Result<Compound, TextError> {
        let mut c = Compound {
            tag: None,
            components: Vec::new(),
            packed: false,
            incomplete: false,
            align: None,
        };
        if self.eat_p("(") {
            let mut first = true;
            while !self.eat_p(")") {
                if !first {
                    self.expect_p(",")?;
                }
                first = false;
                let w = self.ident()?;
                match w.as_str() {
                    "tag" => {
                        self.expect_p("=")?;
                        c.tag = Some(Ident::new(&self.ident_or_string()?));
                    }
                    "packed" => c.packed = true,
                    "incomplete" => c.incomplete = true,
                    "align" => {
                        self.expect_p("=")?;
                        let n = self.int()?;
                        match u64::try_from(&n) {
                            Ok(a) if a.is_power_of_two() => c.align = Some(a),
                            _ => return self.err(format!("struct alignment {n} is not a power of two")),
                        }
                    }
                    _ => return self.err(format!("unknown struct attribute `{w}`")),
                }
            }
        }
        self.expect_p("{")?;
        while !self.eat_p("}") {
            if !c.components.is_empty() {
                self.expect_p(",")?;
            }
            let ty = self.parse_type()?;
            let name = Ident::new(&self.ident()?);
            let mut comp = Component {
                name,
                pretty_name: None,
                ty,
                padding: false,
            };
            loop {
                if self.is_word("padding") {
                    self.pos += 1;
                    comp.padding = true;
                } else if self.is_word("pretty")
                    && self.peek_at(1).is_some_and(|t| t.tok == Tok::P("="))
                {
                    self.pos += 2;
                    comp.pretty_name = Some(Ident::new(&self.ident_or_string()?));
                } else {
                    break;
                }
            }
            c.components.push(comp);
        }
        Ok(c)
    }

    // ------------------------------------------------------------ expressions

    /// Parses an expression (untyped).
    pub fn parse_expr(&mut self) -> Result<Ast, TextError> {
        self.enter()?;
        let r = self.level(0);
        self.depth -= 1;
        r
    }

    fn level(&mut self, l: usize) -> Result<Ast, TextError> {
        const LEVELS: [&[&str]; 4] = [
            &["∧", "∨", "⊕", "⇒"],
            &["=", "≠", "<", ">", "≤", "≥", "⇔"],
            &["+", "-"],
            &["*", "/"],
        ];
        if l == LEVELS.len() {
            return self.unary();
        }
        let col = self.col();
        let first = self.level(l + 1)?;
        let mut op: Option<&'static str> = None;
        let mut ops = vec![first];
        while let Some(Tok::P(p)) = self.peek() {
            let Some(&p) = LEVELS[l].iter().find(|q| **q == *p) else {
                break;
            };
            // infix operators are surrounded by spaces: ` -5` starts a new operand
            if (p == "-" || p == "*")
                && self.toks[self.pos].space_before
                && self.peek_at(1).is_some_and(|t| !t.space_before)
            {
                break;
            }
            if let Some(o) = op {
                if o != p {
                    return self.err(format!(
                        "`{o}` and `{p}` mixed without parentheses; add parentheses"
                    ));
                }
            }
            op = Some(p);
            self.pos += 1;
            ops.push(self.level(l + 1)?);
        }
        match op {
            None => Ok(ops.pop().unwrap_or(Ast { col, kind: A::True })),
            Some(o) => Ok(Ast {
                col,
                kind: A::Infix(o, ops),
            }),
        }
    }

    fn unary(&mut self) -> Result<Ast, TextError> {
        let base = self.prefix()?;
        self.postfix(base)
    }

    fn prefix(&mut self) -> Result<Ast, TextError> {
        self.enter()?;
        let r = self.prefix_inner();
        self.depth -= 1;
        r
    }

    fn prefix_inner(&mut self) -> Result<Ast, TextError> {
        let col = self.col();
        let r = if self.eat_p("¬") {
            let o = self.prefix()?;
            Ok(Ast {
                col,
                kind: A::Not(Box::new(o)),
            })
        } else if self.is_p("-") {
            self.pos += 1;
            if self.adjacent() {
                if let Some(Tok::Int(s)) = self.peek() {
                    self.pos += 1;
                    let v = parse_int(s).ok_or(()).or_else(|_| self.err("bad number"))?;
                    return Ok(Ast {
                        col,
                        kind: A::Int(-v),
                    });
                }
                if let Some(Tok::Float(s)) = self.peek() {
                    self.pos += 1;
                    return Ok(Ast {
                        col,
                        kind: A::Float(format!("-{s}")),
                    });
                }
            }
            let o = self.prefix()?;
            Ok(Ast {
                col,
                kind: A::Neg(Box::new(o)),
            })
        } else if self.eat_p("*") {
            let o = self.prefix()?;
            Ok(Ast {
                col,
                kind: A::Deref(Box::new(o)),
            })
        } else {
            self.primary()
        };
        r
    }

    fn postfix(&mut self, mut e: Ast) -> Result<Ast, TextError> {
        loop {
            let col = self.col();
            if self.adjacent() && self.is_p("[") {
                self.pos += 1;
                let i = self.parse_expr()?;
                self.expect_p("]")?;
                e = Ast {
                    col,
                    kind: A::Index(Box::new(e), Box::new(i)),
                };
            } else if self.adjacent() && self.is_p(".") {
                self.pos += 1;
                let c = self.ident()?;
                e = Ast {
                    col,
                    kind: A::Member(Box::new(e), c),
                };
            } else if self.adjacent() && self.is_p(":") {
                self.pos += 1;
                let t = self.parse_type()?;
                e = Ast {
                    col,
                    kind: A::Annot(Box::new(e), t),
                };
            } else {
                return Ok(e);
            }
        }
    }

    fn args(&mut self) -> Result<Vec<Ast>, TextError> {
        self.expect_p("(")?;
        let mut v = Vec::new();
        while !self.eat_p(")") {
            if !v.is_empty() {
                self.expect_p(",")?;
            }
            v.push(self.parse_expr()?);
        }
        Ok(v)
    }

    fn primary(&mut self) -> Result<Ast, TextError> {
        let col = self.col();
        let mk = |kind| Ok(Ast { col, kind });
        let Some(tok) = self.peek().cloned() else {
            return self.err("expected an expression at end of line");
        };
        self.pos += 1;
        match tok {
            Tok::P("(") => {
                let e = self.parse_expr()?;
                if self.eat_p("?") {
                    let t = self.parse_expr()?;
                    self.expect_p(":")?;
                    let f = self.parse_expr()?;
                    self.expect_p(")")?;
                    return mk(A::If(Box::new(e), Box::new(t), Box::new(f)));
                }
                self.expect_p(")")?;
                Ok(e)
            }
            Tok::P("{") => {
                let mut v = Vec::new();
                while !self.eat_p("}") {
                    if !v.is_empty() {
                        self.expect_p(",")?;
                    }
                    v.push(self.parse_expr()?);
                }
                mk(A::List(v))
            }
            Tok::P("[") => match self.peek().cloned() {
                Some(Tok::Int(s)) if s.chars().all(|c| c == '0' || c == '1') => {
                    self.pos += 1;
                    self.expect_p("]")?;
                    mk(A::Bits(s))
                }
                _ => self.err("expected a bit pattern `[0101]`"),
            },
            Tok::Int(s) => match parse_int(&s) {
                Some(v) => mk(A::Int(v)),
                None => self.err("bad number"),
            },
            Tok::Float(s) => mk(A::Float(s)),
            Tok::Str(s) => mk(A::Str(s)),
            Tok::P(q @ ("∀" | "∃")) => {
                let v = self.ident()?;
                self.expect_p(":")?;
                let t = self.parse_type()?;
                self.expect_p(".")?;
                let body = self.parse_expr()?;
                mk(A::Quant(q == "∀", v, t, Box::new(body)))
            }
            Tok::P("λ") => {
                let v = self.ident()?;
                let t = if self.adjacent() && self.eat_p(":") {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                self.expect_p(".")?;
                let body = self.parse_expr()?;
                mk(A::Lambda(v, t, Box::new(body)))
            }
            Tok::Ident { name, quoted } => self.ident_primary(name, quoted, col),
            Tok::P(p) => {
                self.pos -= 1;
                self.err(format!("expected an expression, found `{p}`"))
            }
        }
    }

    fn ident_primary(&mut self, name: String, quoted: bool, col: usize) -> Result<Ast, TextError> {
        let mk = |kind| Ok(Ast { col, kind });
        if !quoted {
            match name.as_str() {
                "true" => return mk(A::True),
                "false" => return mk(A::False),
                "NULL" => return mk(A::Null),
                "INVALID-POINTER" => return mk(A::InvalidPtr),
                "LET" => {
                    let v = self.ident()?;
                    let t = if self.adjacent() && self.eat_p(":") {
                        Some(self.parse_type()?)
                    } else {
                        None
                    };
                    self.expect_p("=")?;
                    let value = self.parse_expr()?;
                    if !self.eat_word("IN") {
                        return self.err(format!("expected `IN`{}", self.found()));
                    }
                    let body = self.parse_expr()?;
                    return mk(A::Let(v, t, Box::new(value), Box::new(body)));
                }
                _ => {}
            }
        }
        // named subs: name="value" (adjacent)
        let mut subs = Vec::new();
        while let (Some(a), Some(b), Some(c)) = (self.peek_at(0), self.peek_at(1), self.peek_at(2))
        {
            match (&a.tok, &b.tok, &c.tok) {
                (Tok::Ident { name: k, .. }, Tok::P("="), Tok::Str(v))
                    if !b.space_before && !c.space_before =>
                {
                    subs.push((k.clone(), v.clone()));
                    self.pos += 3;
                }
                _ => break,
            }
        }
        let call = self.adjacent() && self.is_p("(");
        if subs.is_empty() && !call {
            return mk(A::Name(name, quoted));
        }
        if !quoted && subs.is_empty() {
            let special = match name.as_str() {
                "cast" => Some((ExprKind::Typecast, 1, false)),
                "zero_extend" => Some((ExprKind::ZeroExtend, 1, false)),
                "floatbv_typecast" => Some((ExprKind::FloatbvTypecast, 1, true)),
                "byte_extract_little_endian" => {
                    Some((ExprKind::ByteExtract(Endian::Little), 2, false))
                }
                "byte_extract_big_endian" => Some((ExprKind::ByteExtract(Endian::Big), 2, false)),
                "byte_update_little_endian" => {
                    Some((ExprKind::ByteUpdate(Endian::Little), 3, false))
                }
                "byte_update_big_endian" => Some((ExprKind::ByteUpdate(Endian::Big), 3, false)),
                _ => None,
            };
            if let Some((kind, n, rm)) = special {
                self.expect_p("(")?;
                let mut ops = Vec::new();
                for _ in 0..n {
                    ops.push(self.parse_expr()?);
                    self.expect_p(",")?;
                }
                let t = self.parse_type()?;
                if rm {
                    self.expect_p(",")?;
                    ops.push(self.parse_expr()?);
                }
                self.expect_p(")")?;
                return mk(A::WithType(kind, ops, t));
            }
            match name.as_str() {
                "pointer" => {
                    self.expect_p("(")?;
                    let v = self.int()?;
                    self.expect_p(",")?;
                    let t = self.parse_type()?;
                    self.expect_p(")")?;
                    return mk(A::Pointer(v, t));
                }
                "const" => {
                    self.expect_p("(")?;
                    let s = self.string()?;
                    self.expect_p(")")?;
                    return mk(A::Const(s));
                }
                "bits" => {
                    self.expect_p("(")?;
                    let neg = self.eat_p("-");
                    let mut v = self.int()?;
                    if neg {
                        v = -v;
                    }
                    self.expect_p(")")?;
                    return mk(A::Raw(v));
                }
                _ => {}
            }
        }
        let args = if call { self.args()? } else { Vec::new() };
        if !quoted && subs.is_empty() && !kinds::is_kind_id(&name) {
            // `f(a, b)`: application of a function symbol
            let f = Ast {
                col,
                kind: A::Name(name, false),
            };
            return mk(A::Call(Box::new(f), args));
        }
        mk(A::Generic {
            id: name,
            subs,
            args,
        })
    }

    // ------------------------------------------------------------ typing

    /// Whether `a` has a type of its own (without an expected type).
    fn self_typed(&self, a: &Ast) -> bool {
        match &a.kind {
            A::Int(_)
            | A::Float(_)
            | A::Str(_)
            | A::Null
            | A::InvalidPtr
            | A::List(_)
            | A::Const(_)
            | A::Raw(_) => false,
            A::Name(n, _) => {
                let id = Ident::new(n);
                self.scope.iter().any(|(v, _)| *v == id) || self.syms.contains(id)
            }
            A::Neg(o) => self.self_typed(o),
            A::If(_, t, f) => self.self_typed(t) || self.self_typed(f),
            A::Infix(op, ops) => {
                matches!(
                    *op,
                    "∧" | "∨" | "⊕" | "⇒" | "=" | "≠" | "<" | ">" | "≤" | "≥" | "⇔"
                ) || ops.iter().any(|o| self.self_typed(o))
            }
            A::Generic { id, .. } => !matches!(
                id.as_str(),
                "side_effect" | "nondet_symbol" | "constant" | "string_constant"
            ),
            _ => true,
        }
    }

    /// Types operands that share one type: the first one with a type of its own is typed
    /// first (once) and gives the others their expected type (else `exp`). With
    /// `pointer_rule`, literals next to a pointer take the index type (`p + 1`).
    fn same_typed(
        &mut self,
        args: &[Ast],
        exp: Option<TypeId>,
        pointer_rule: bool,
    ) -> Result<Vec<ExprId>, TextError> {
        let mut out: Vec<Option<ExprId>> = vec![None; args.len()];
        let mut c = exp;
        if let Some(k) = args.iter().position(|o| self.self_typed(o)) {
            let e = self.typed(&args[k], None)?;
            out[k] = Some(e);
            c = Some(self.store.type_of(e));
        }
        let c_ptr = pointer_rule && c.is_some_and(|t| self.store.ty(t).is_pointer());
        let mut v = Vec::with_capacity(args.len());
        for (o, done) in args.iter().zip(out) {
            let e = match done {
                Some(e) => e,
                None if c_ptr && !self.self_typed(o) => {
                    let it = self.index_type();
                    self.typed(o, Some(it))?
                }
                None => self.typed(o, c)?,
            };
            v.push(e);
        }
        Ok(v)
    }

    fn need(&self, col: usize, what: &str) -> TextError {
        TextError::at(
            self.line,
            col,
            format!("cannot infer the type of {what}; annotate it as `…:T`"),
        )
    }

    /// Builds node `kind(ops)` with the derived type, else `exp`.
    fn node(
        &mut self,
        col: usize,
        kind: ExprKind,
        ops: Vec<ExprId>,
        exp: Option<TypeId>,
        what: &str,
    ) -> Result<ExprId, TextError> {
        let d = derive(self.store, self.syms, &self.scope, &kind, &ops);
        let t = match d.make(self.store, self.pw).or(exp) {
            Some(t) => t,
            None => return Err(self.need(col, what)),
        };
        Ok(self.store.mk(kind, t, ops))
    }

    /// Types `a` with the expected type `exp` (from the context).
    pub fn typed(&mut self, a: &Ast, exp: Option<TypeId>) -> Result<ExprId, TextError> {
        self.enter()?;
        let r = self.typed_inner(a, exp);
        self.depth -= 1;
        r
    }

    fn index_type(&mut self) -> TypeId {
        self.store.signed(self.pw)
    }

    fn typed_inner(&mut self, a: &Ast, exp: Option<TypeId>) -> Result<ExprId, TextError> {
        let col = a.col;
        match &a.kind {
            A::Annot(inner, t) => {
                if let A::Name(n, quoted) = &inner.kind {
                    // `x:T` is the symbol x of type T, declared or not
                    if *quoted || !matches!(n.as_str(), "NULL-object") {
                        return Ok(self.store.symbol(Ident::new(n), *t));
                    }
                }
                let e = self.typed(inner, Some(*t))?;
                if self.store.type_of(e) == *t {
                    return Ok(e);
                }
                let n = self.store.get(e).clone();
                Ok(self.store.mk(n.kind, *t, n.ops))
            }
            A::Name(n, quoted) => {
                let id = Ident::new(n);
                if let Some((_, t)) = self.scope.iter().rev().find(|(v, _)| *v == id) {
                    let t = *t;
                    return Ok(self.store.symbol(id, t));
                }
                if let Some(s) = self.syms.get(id) {
                    let t = s.ty;
                    return Ok(self.store.symbol(id, t));
                }
                if !quoted && n == "NULL-object" {
                    return self.node(col, ExprKind::NullObject, vec![], exp, "NULL-object");
                }
                let _ = exp;
                Err(TextError::at(
                    self.line,
                    col,
                    format!("undeclared symbol `{n}` (declare it or write `{n}:T`)"),
                ))
            }
            A::Int(v) => {
                let t = exp.ok_or_else(|| self.need(col, &format!("literal {v}")))?;
                if matches!(self.store.ty(t), TypeKind::Floatbv { .. }) {
                    return self.float_const(col, &v.to_string(), t);
                }
                if matches!(self.store.ty(t), TypeKind::Bool) {
                    return Ok(self
                        .store
                        .mk(ExprKind::Constant(Literal::Int(v.clone())), t, []));
                }
                Ok(self.store.int_const(v.clone(), t))
            }
            A::Raw(v) => {
                let t = exp.ok_or_else(|| self.need(col, "bits(…)"))?;
                Ok(self
                    .store
                    .mk(ExprKind::Constant(Literal::Int(v.clone())), t, []))
            }
            A::Float(s) => {
                let t = exp.ok_or_else(|| self.need(col, &format!("literal {s}")))?;
                self.float_const(col, s, t)
            }
            A::Str(s) => {
                let t = exp.ok_or_else(|| self.need(col, "a string constant"))?;
                Ok(self
                    .store
                    .mk(ExprKind::StringConstant(Ident::new(s)), t, []))
            }
            A::Const(s) => {
                let t = exp.ok_or_else(|| self.need(col, "const(…)"))?;
                Ok(self
                    .store
                    .mk(ExprKind::Constant(Literal::Text(Ident::new(s))), t, []))
            }
            A::Bits(s) => {
                let w = s.len() as u32;
                let t = self.store.bv_type(w);
                let v = BigInt::from_str_radix(s, 2).unwrap_or_default();
                Ok(self.store.mk(ExprKind::Constant(Literal::Int(v)), t, []))
            }
            A::True => Ok(TRUE),
            A::False => Ok(FALSE),
            A::Null => {
                let t = exp.ok_or_else(|| self.need(col, "NULL"))?;
                Ok(self.store.null_pointer(t))
            }
            A::InvalidPtr => {
                let t = exp.ok_or_else(|| self.need(col, "INVALID-POINTER"))?;
                Ok(self.store.mk(
                    ExprKind::Constant(Literal::Text(Ident::new("INVALID"))),
                    t,
                    [],
                ))
            }
            A::Pointer(v, base) => {
                let t = self.store.pointer_type(*base, self.pw);
                Ok(self
                    .store
                    .mk(ExprKind::Constant(Literal::Int(v.clone())), t, []))
            }
            A::Infix(op, args) => {
                let kind = match *op {
                    "+" => ExprKind::Plus,
                    "-" => ExprKind::Minus,
                    "*" => ExprKind::Mult,
                    "/" => ExprKind::Div,
                    "=" | "⇔" => ExprKind::Equal,
                    "≠" => ExprKind::NotEqual,
                    "<" => ExprKind::Lt,
                    ">" => ExprKind::Gt,
                    "≤" => ExprKind::Le,
                    "≥" => ExprKind::Ge,
                    "∧" => ExprKind::And,
                    "∨" => ExprKind::Or,
                    "⊕" => ExprKind::Xor,
                    _ => ExprKind::Implies,
                };
                let ops: Vec<ExprId> = match kind {
                    ExprKind::And | ExprKind::Or | ExprKind::Xor | ExprKind::Implies => args
                        .iter()
                        .map(|o| self.typed(o, Some(BOOL)))
                        .collect::<Result<_, _>>()?,
                    ExprKind::Plus | ExprKind::Minus | ExprKind::Mult | ExprKind::Div => {
                        self.same_typed(args, exp, true)?
                    }
                    _ => self.same_typed(args, None, false)?,
                };
                self.node(col, kind, ops, exp, op)
            }
            A::Not(o) => {
                let e = self.typed(o, Some(BOOL))?;
                self.node(col, ExprKind::Not, vec![e], exp, "¬")
            }
            A::Neg(o) => {
                let e = self.typed(o, exp)?;
                self.node(col, ExprKind::UnaryMinus, vec![e], exp, "-")
            }
            A::Deref(o) => {
                let e = self.typed(o, None)?;
                self.node(col, ExprKind::Dereference, vec![e], exp, "a dereference")
            }
            A::Index(arr, i) => {
                let a_e = self.typed(arr, None)?;
                let i_e = if self.self_typed(i) {
                    self.typed(i, None)?
                } else {
                    let it = self.index_type();
                    self.typed(i, Some(it))?
                };
                self.node(
                    col,
                    ExprKind::Index,
                    vec![a_e, i_e],
                    exp,
                    "an index expression",
                )
            }
            A::Member(s, c) => {
                let s_e = self.typed(s, None)?;
                let c = Ident::new(c);
                let st = self.store.type_of(s_e);
                if kinds::component_type(self.store, self.syms, st, c).is_none() && exp.is_none() {
                    return Err(TextError::at(
                        self.line,
                        col,
                        format!("no component `{c}` in the operand's type"),
                    ));
                }
                self.node(col, ExprKind::Member(c), vec![s_e], exp, "a member")
            }
            A::If(c, t, f) => {
                let c_e = self.typed(c, Some(BOOL))?;
                let tf = self.same_typed(&[(**t).clone(), (**f).clone()], exp, false)?;
                let (t_e, f_e) = (tf[0], tf[1]);
                self.node(col, ExprKind::If, vec![c_e, t_e, f_e], exp, "?:")
            }
            A::List(items) => {
                let t = exp.ok_or_else(|| self.need(col, "a `{ … }` literal"))?;
                let ft = self.syms.follow(self.store, t);
                let (kind, tys): (ExprKind, Vec<Option<TypeId>>) = match self.store.ty(ft) {
                    TypeKind::Struct(c) => (
                        ExprKind::Struct,
                        c.components.iter().map(|k| Some(k.ty)).collect(),
                    ),
                    TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => {
                        (ExprKind::Array, vec![Some(*elem); items.len()])
                    }
                    _ => {
                        return Err(TextError::at(
                            self.line,
                            col,
                            "a `{ … }` literal needs a struct or array type",
                        ))
                    }
                };
                let mut ops = Vec::new();
                for (k, it) in items.iter().enumerate() {
                    let et = tys.get(k).copied().flatten();
                    ops.push(self.typed(it, et)?);
                }
                Ok(self.store.mk(kind, t, ops))
            }
            A::WithType(kind, args, t) => {
                let mut ops = Vec::new();
                for (k, o) in args.iter().enumerate() {
                    let e = if self.self_typed(o) {
                        self.typed(o, None)?
                    } else if k == 1
                        && matches!(kind, ExprKind::ByteExtract(_) | ExprKind::ByteUpdate(_))
                    {
                        let it = self.index_type();
                        self.typed(o, Some(it))?
                    } else if k == 2 && matches!(kind, ExprKind::ByteUpdate(_)) {
                        self.typed(o, Some(*t))?
                    } else if matches!(kind, ExprKind::FloatbvTypecast) && k == 1 {
                        let i32t = self.store.signed(32);
                        self.typed(o, Some(i32t))?
                    } else {
                        return Err(self.need(o.col, "this operand"));
                    };
                    ops.push(e);
                }
                Ok(self.store.mk(kind.clone(), *t, ops))
            }
            A::Generic { id, subs, args } => {
                let Some(kind) = kinds::kind_from_id(id, subs) else {
                    return Err(TextError::at(
                        self.line,
                        col,
                        format!("`{id}` is missing a named sub-expression"),
                    ));
                };
                if let ExprKind::Symbol(n) = &kind {
                    if args.is_empty() {
                        let name = A::Name(n.as_str().to_owned(), true);
                        return self.typed(&Ast { col, kind: name }, exp);
                    }
                }
                let ops = self.same_typed(args, None, false)?;
                self.node(col, kind, ops, exp, id)
            }
            A::Call(f, args) => {
                let f_e = self.typed(f, None)?;
                let params: Vec<TypeId> = match self.store.ty(self.store.type_of(f_e)) {
                    TypeKind::Code { params, .. } => params.iter().map(|p| p.ty).collect(),
                    _ => Vec::new(),
                };
                let mut ops = vec![f_e];
                for (k, o) in args.iter().enumerate() {
                    ops.push(self.typed(o, params.get(k).copied())?);
                }
                self.node(
                    col,
                    ExprKind::FunctionApplication,
                    ops,
                    exp,
                    "an application",
                )
            }
            A::Quant(all, v, t, body) => {
                let id = Ident::new(v);
                let var = self.store.symbol(id, *t);
                self.scope.push((id, *t));
                let b = self.typed(body, Some(BOOL));
                self.scope.pop();
                let kind = if *all {
                    ExprKind::Forall
                } else {
                    ExprKind::Exists
                };
                self.node(col, kind, vec![var, b?], exp, "a quantifier")
            }
            A::Lambda(v, t, body) => {
                let id = Ident::new(v);
                let t = match t {
                    Some(t) => *t,
                    None => match self.syms.get(id) {
                        Some(s) => s.ty,
                        None => return Err(self.need(col, &format!("λ variable {v}"))),
                    },
                };
                let var = self.store.symbol(id, t);
                self.scope.push((id, t));
                let b = self.typed(body, None);
                self.scope.pop();
                self.node(col, ExprKind::Lambda, vec![var, b?], exp, "a λ")
            }
            A::Let(v, t, value, body) => {
                let val = self.typed(value, *t)?;
                let id = Ident::new(v);
                let vt = t.unwrap_or_else(|| self.store.type_of(val));
                let var = self.store.symbol(id, vt);
                self.scope.push((id, vt));
                let b = self.typed(body, exp);
                self.scope.pop();
                self.node(col, ExprKind::Let, vec![var, val, b?], exp, "LET")
            }
        }
    }

    fn float_const(&mut self, col: usize, s: &str, t: TypeId) -> Result<ExprId, TextError> {
        let bits: Option<BigInt> = match self.store.ty(t) {
            TypeKind::Floatbv { width: 32, .. } => {
                s.parse::<f32>().ok().map(|x| BigInt::from(x.to_bits()))
            }
            TypeKind::Floatbv { width: 64, .. } => {
                s.parse::<f64>().ok().map(|x| BigInt::from(x.to_bits()))
            }
            _ => None,
        };
        match bits {
            Some(b) => Ok(self.store.mk(ExprKind::Constant(Literal::Int(b)), t, [])),
            None => Err(TextError::at(
                self.line,
                col,
                format!("`{s}` is not a constant of this type; use bits(…):T"),
            )),
        }
    }
}

/// Parses decimal or `0x` hexadecimal digits.
pub(crate) fn parse_int(s: &str) -> Option<BigInt> {
    match s.strip_prefix("0x") {
        Some(h) => BigInt::from_str_radix(h, 16).ok(),
        None => BigInt::from_str_radix(s, 10).ok(),
    }
}
