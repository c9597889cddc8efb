//! Parsing of instruction body lines and of location strings.

use super::error::TextError;
use super::expr_parser::ExprParser;
use super::lex::{tokenize, Tok};
use crate::expr::{ExprId, Store, BOOL, TRUE};
use crate::loc::SourceLocation;
use crate::program::{Call, InstrKind, OtherCode};
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use crate::Ident;

/// Context of the function an instruction belongs to.
pub(crate) struct InstrCtx {
    /// Return type (for `SET RETURN VALUE`).
    pub ret: Option<TypeId>,
}

/// An instruction body line as read: targets are target numbers (resolved later).
#[derive(Debug)]
pub(crate) struct ParsedInstr {
    pub kind: InstrKind,
    pub guard: ExprId,
    pub targets: Vec<u32>,
    pub comment: Option<Ident>,
}

/// Splits `text` at the first ` // ` outside quotes.
fn split_comment(text: &str) -> (&str, Option<&str>) {
    let mut in_str = false;
    let mut in_tick = false;
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' if in_str || in_tick => i += 1,
            b'"' if !in_tick => in_str = !in_str,
            b'`' if !in_str => in_tick = !in_tick,
            b' ' if !in_str && !in_tick && text[i..].starts_with(" // ") => {
                return (&text[..i], Some(&text[i + 4..]));
            }
            _ => {}
        }
        i += 1;
    }
    (text, None)
}

fn numbers(text: &str, line: usize, col0: usize) -> Result<Vec<u32>, TextError> {
    let mut v = Vec::new();
    for part in text.split(',') {
        let p = part.trim();
        if p == "?" {
            // a target outside the body: given by an `extra … targets` line
            continue;
        }
        match p.parse::<u32>() {
            Ok(n) => v.push(n),
            Err(_) => {
                return Err(TextError::at(
                    line,
                    col0,
                    format!("expected target numbers, found `{p}`"),
                ))
            }
        }
    }
    Ok(v)
}

/// Parses the body of one instruction line (without the target prefix). `col0` is the
/// column of the first character of `text` minus one.
pub(crate) fn parse_body_line(
    store: &mut Store,
    syms: &SymbolTable,
    pw: u32,
    ctx: &InstrCtx,
    text: &str,
    line: usize,
) -> Result<ParsedInstr, TextError> {
    parse_body_at(store, syms, pw, ctx, text, line, 0)
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn parse_body_at(
    store: &mut Store,
    syms: &SymbolTable,
    pw: u32,
    ctx: &InstrCtx,
    text: &str,
    line: usize,
    col0: usize,
) -> Result<ParsedInstr, TextError> {
    let mut out = ParsedInstr {
        kind: InstrKind::Skip,
        guard: TRUE,
        targets: Vec::new(),
        comment: None,
    };
    let word_end = if text.starts_with("THROW") {
        5
    } else {
        text.find(' ').unwrap_or(text.len())
    };
    let word = &text[..word_end];
    let rest = text[word_end..].trim_start();
    let rest_col = col0 + (text.len() - rest.len());
    let simple = |k: InstrKind| -> Result<ParsedInstr, TextError> {
        Ok(ParsedInstr {
            kind: k,
            guard: TRUE,
            targets: Vec::new(),
            comment: None,
        })
    };
    match text {
        "SKIP" => return simple(InstrKind::Skip),
        "END_FUNCTION" => return simple(InstrKind::EndFunction),
        "LOCATION" => return simple(InstrKind::Location),
        "ATOMIC_BEGIN" => return simple(InstrKind::AtomicBegin),
        "ATOMIC_END" => return simple(InstrKind::AtomicEnd),
        "END THREAD" => return simple(InstrKind::EndThread),
        "NO INSTRUCTION TYPE SET" => return simple(InstrKind::NoInstructionType),
        "CATCH-POP" => {
            return simple(InstrKind::Catch(OtherCode {
                statement: Ident::new("pop_catch"),
                ops: vec![],
                extra: vec![],
            }))
        }
        _ => {}
    }
    // helper: parse a list of whole-line expressions from `src`
    let toks_of = |src: &str, c: usize| -> Result<Vec<super::lex::Token>, TextError> {
        let mut t = tokenize(src, line)?;
        for x in &mut t {
            x.col += c;
        }
        Ok(t)
    };
    let eol = col0 + text.chars().count() + 1;
    match word {
        "GOTO" | "IF" => {
            let (cond_end, goto_part) = if word == "IF" {
                let Some(p) = text.find(" THEN GOTO ") else {
                    return Err(TextError::at(line, col0 + 1, "expected `IF c THEN GOTO n`"));
                };
                (Some(p), &text[p + " THEN GOTO ".len()..])
            } else {
                (None, rest)
            };
            if let Some(p) = cond_end {
                let ctext = &text[3..p];
                let toks = toks_of(ctext, col0 + 3)?;
                let mut ep = ExprParser::new(store, syms, pw, line, &toks, col0 + p + 1);
                let ast = ep.parse_expr()?;
                if !ep.at_end() {
                    return ep.err("unexpected text after the condition");
                }
                out.guard = ep.typed(&ast, Some(BOOL))?;
            }
            if goto_part.trim() == "(incomplete)" {
                out.kind = InstrKind::IncompleteGoto(Ident::new(""));
            } else {
                out.kind = InstrKind::Goto;
                out.targets = numbers(goto_part, line, eol - goto_part.len())?;
            }
            Ok(out)
        }
        "ASSUME" | "ASSERT" => {
            let (e, c) = split_comment(rest);
            let toks = toks_of(e, rest_col)?;
            let mut ep = ExprParser::new(store, syms, pw, line, &toks, rest_col + e.len() + 1);
            let ast = ep.parse_expr()?;
            if !ep.at_end() {
                return ep.err("unexpected text after the condition");
            }
            out.guard = ep.typed(&ast, Some(BOOL))?;
            out.kind = if word == "ASSUME" {
                InstrKind::Assume
            } else {
                InstrKind::Assert
            };
            out.comment = c.map(Ident::new);
            Ok(out)
        }
        _ => {
            let toks = toks_of(text, col0)?;
            let mut ep = ExprParser::new(store, syms, pw, line, &toks, eol);
            let kw = ep.ident()?;
            let kind = match kw.as_str() {
                "ASSIGN" => {
                    let l = ep.parse_expr()?;
                    let l = ep.typed(&l, None)?;
                    ep.expect_p(":=")?;
                    let lt = ep.store.type_of(l);
                    let r = ep.parse_expr()?;
                    let r = ep.typed(&r, Some(lt))?;
                    InstrKind::Assign { lhs: l, rhs: r }
                }
                "DECL" => {
                    let e = ep.parse_expr()?;
                    ep.expect_p(":")?;
                    let t = ep.parse_type()?;
                    let ann = super::expr_parser::Ast {
                        col: e.col,
                        kind: super::expr_parser::A::Annot(Box::new(e), t),
                    };
                    InstrKind::Decl(ep.typed(&ann, Some(t))?)
                }
                "DEAD" => {
                    let e = ep.parse_expr()?;
                    InstrKind::Dead(ep.typed(&e, None)?)
                }
                "SET" => {
                    if !(ep.eat_word("RETURN") && ep.eat_word("VALUE")) {
                        return ep.err("expected `SET RETURN VALUE e`");
                    }
                    let e = ep.parse_expr()?;
                    InstrKind::SetReturnValue(ep.typed(&e, ctx.ret)?)
                }
                "CALL" => {
                    let save = ep.pos;
                    let mut lhs = None;
                    // lhs := f(args) or f(args)
                    if let Ok(l) = ep.parse_expr() {
                        if ep.eat_p(":=") {
                            lhs = Some(ep.typed(&l, None)?);
                        } else {
                            ep.pos = save;
                        }
                    } else {
                        ep.pos = save;
                    }
                    let f = ep.parse_callee()?;
                    let f = ep.typed(&f, None)?;
                    let params: Vec<TypeId> = match ep.store.ty(ep.store.type_of(f)) {
                        TypeKind::Code { params, .. } => params.iter().map(|p| p.ty).collect(),
                        _ => Vec::new(),
                    };
                    ep.expect_p("(")?;
                    let mut args = Vec::new();
                    while !ep.eat_p(")") {
                        if !args.is_empty() {
                            ep.expect_p(",")?;
                        }
                        let a = ep.parse_expr()?;
                        let k = args.len();
                        args.push(ep.typed(&a, params.get(k).copied())?);
                    }
                    InstrKind::FunctionCall(Call {
                        lhs,
                        function: f,
                        args,
                    })
                }
                "START" => {
                    if !ep.eat_word("THREAD") {
                        return ep.err("expected `START THREAD n`");
                    }
                    let after = text.find("THREAD").map_or("", |p| &text[p + 6..]);
                    out.targets = numbers(after, line, col0)?;
                    out.kind = InstrKind::StartThread;
                    return Ok(out);
                }
                "EXPRESSION" | "ARRAY_SET" | "ARRAY_COPY" | "ARRAY_REPLACE" | "HAVOC_OBJECT"
                | "INPUT" | "OUTPUT" => {
                    let st = match kw.as_str() {
                        "EXPRESSION" => "expression",
                        "ARRAY_SET" => "array_set",
                        "ARRAY_COPY" => "array_copy",
                        "ARRAY_REPLACE" => "array_replace",
                        "HAVOC_OBJECT" => "havoc_object",
                        "INPUT" => "input",
                        _ => "output",
                    };
                    let mut ops = Vec::new();
                    while !ep.at_end() {
                        let a = ep.parse_expr()?;
                        ops.push(ep.typed(&a, None)?);
                    }
                    InstrKind::Other(OtherCode {
                        statement: Ident::new(st),
                        ops,
                        extra: vec![],
                    })
                }
                "FENCE" => {
                    let mut extra = Vec::new();
                    while !ep.at_end() {
                        extra.push(Ident::new(&ep.ident()?));
                    }
                    InstrKind::Other(OtherCode {
                        statement: Ident::new("fence"),
                        ops: vec![],
                        extra,
                    })
                }
                "OTHER" => {
                    if !ep.eat_word("code") || !ep.eat_word("statement") {
                        return ep.err("expected `OTHER code statement=\"…\"(…)`");
                    }
                    ep.expect_p("=")?;
                    let st = ep.string()?;
                    let mut ops = Vec::new();
                    if ep.eat_p("(") {
                        while !ep.eat_p(")") {
                            if !ops.is_empty() {
                                ep.expect_p(",")?;
                            }
                            let a = ep.parse_expr()?;
                            ops.push(ep.typed(&a, None)?);
                        }
                    }
                    InstrKind::Other(OtherCode {
                        statement: Ident::new(&st),
                        ops,
                        extra: vec![],
                    })
                }
                "THROW" => {
                    let rest = &text[5..];
                    let rest_col = col0 + 5;
                    let (ids, e) = match rest.find(": ") {
                        Some(p) => (&rest[..p], Some(&rest[p + 2..])),
                        None => (rest, None),
                    };
                    let extra = ids.split_whitespace().map(Ident::new).collect();
                    let mut ops = Vec::new();
                    if let Some(e) = e {
                        let c = rest_col + rest.len() - e.len();
                        let toks = toks_of(e, c)?;
                        let mut p2 = ExprParser::new(ep.store, syms, pw, line, &toks, eol);
                        let a = p2.parse_expr()?;
                        if !p2.at_end() {
                            return p2.err("unexpected text after the thrown value");
                        }
                        ops.push(p2.typed(&a, None)?);
                    }
                    out.kind = InstrKind::Throw(OtherCode {
                        statement: Ident::new("throw"),
                        ops,
                        extra,
                    });
                    return Ok(out);
                }
                "CATCH-PUSH" => {
                    let mut extra = Vec::new();
                    for pair in rest.split(", ").filter(|p| !p.is_empty()) {
                        let Some((x, t)) = pair.rsplit_once("->") else {
                            return Err(TextError::at(line, rest_col + 1, "expected `id->n`"));
                        };
                        extra.push(Ident::new(x));
                        out.targets.extend(numbers(t, line, rest_col + 1)?);
                    }
                    out.kind = InstrKind::Catch(OtherCode {
                        statement: Ident::new("push_catch"),
                        ops: vec![],
                        extra,
                    });
                    return Ok(out);
                }
                "EXCEPTION" => {
                    if !(ep.eat_word("LANDING") && ep.eat_word("PAD")) {
                        return ep.err("expected `EXCEPTION LANDING PAD (T e)`");
                    }
                    ep.expect_p("(")?;
                    let t = ep.parse_type()?;
                    let e = ep.parse_expr()?;
                    let e = ep.typed(&e, Some(t))?;
                    ep.expect_p(")")?;
                    InstrKind::Catch(OtherCode {
                        statement: Ident::new("exception_landingpad"),
                        ops: vec![e],
                        extra: vec![],
                    })
                }
                _ => {
                    return Err(TextError::at(
                        line,
                        col0 + 1,
                        format!("unknown instruction `{kw}`"),
                    ))
                }
            };
            if !ep.at_end() {
                return ep.err("unexpected text at the end of the instruction");
            }
            out.kind = kind;
            Ok(out)
        }
    }
}

impl ExprParser<'_> {
    /// The function of a CALL: a prefix/postfix expression, not consuming `(args)`.
    pub(crate) fn parse_callee(&mut self) -> Result<super::expr_parser::Ast, TextError> {
        use super::expr_parser::{Ast, A};
        let col = self.col();
        if self.eat_p("*") {
            let inner = self.parse_callee()?;
            return Ok(Ast {
                col,
                kind: A::Deref(Box::new(inner)),
            });
        }
        if self.eat_p("(") {
            let e = self.parse_expr()?;
            self.expect_p(")")?;
            return Ok(e);
        }
        match self.peek() {
            Some(Tok::Ident { name, quoted }) => {
                let (name, quoted) = (name.clone(), *quoted);
                self.pos += 1;
                let mut e = Ast {
                    col,
                    kind: A::Name(name, quoted),
                };
                if self.is_p(":") && !self.toks[self.pos].space_before {
                    self.pos += 1;
                    let t = self.parse_type()?;
                    e = Ast {
                        col,
                        kind: A::Annot(Box::new(e), t),
                    };
                }
                Ok(e)
            }
            _ => self.err("expected the called function"),
        }
    }
}

/// Reads `source_location.as_string()` back (`no location` is the nil location).
pub(crate) fn parse_location(s: &str) -> SourceLocation {
    let mut l = SourceLocation::default();
    if s == "no location" {
        return l;
    }
    let keys = ["file ", "line ", "column ", "function "];
    // split at each key occurrence that starts a field
    let mut rest = s;
    let mut current: Option<&str> = None;
    let mut value = String::new();
    let flush = |l: &mut SourceLocation, k: Option<&str>, v: &str| match k {
        Some("file ") => l.file = Some(Ident::new(v)),
        Some("line ") => l.line = v.parse().ok(),
        Some("column ") => l.column = v.parse().ok(),
        Some("function ") => l.function = Some(Ident::new(v)),
        _ => {}
    };
    while !rest.is_empty() {
        let at_key = keys.iter().find(|k| rest.starts_with(**k)).copied();
        match at_key {
            Some(k) if value.is_empty() || value.ends_with(' ') => {
                flush(&mut l, current, value.trim_end());
                current = Some(k);
                value.clear();
                rest = &rest[k.len()..];
            }
            _ => {
                let c = rest.chars().next().unwrap_or(' ');
                value.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    flush(&mut l, current, value.trim_end());
    l
}
