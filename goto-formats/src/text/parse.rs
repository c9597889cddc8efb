//! Reading the text form back into a [`GotoModel`].

use super::error::TextError;
use super::expr_parser::ExprParser;
use super::instr::{parse_body_at, parse_location, InstrCtx, ParsedInstr};
use super::lex::{tokenize, Tok, Token};
use super::print::{signature, SEPARATOR};
use crate::expr::{Store, BOOL};
use crate::loc::SourceLocation;
use crate::program::{GotoFunction, GotoModel, InstrKind, InstrRef, Instruction};
use crate::symbol::{Symbol, SymbolTable};
use crate::Ident;

fn parser<'a>(
    store: &'a mut Store,
    syms: &'a SymbolTable,
    pw: u32,
    line: usize,
    toks: &'a [Token],
    eol: usize,
) -> ExprParser<'a> {
    ExprParser::new(store, syms, pw, line, toks, eol)
}

/// Parses `loc(key=value, …)`.
pub(crate) fn parse_loc(p: &mut ExprParser) -> Result<SourceLocation, TextError> {
    let mut l = SourceLocation::default();
    if !p.eat_word("loc") {
        return p.err("expected `loc(…)`");
    }
    p.expect_p("(")?;
    let mut first = true;
    while !p.eat_p(")") {
        if !first {
            p.expect_p(",")?;
        }
        first = false;
        let k = p.ident()?;
        match k.as_str() {
            "hide" => l.hide = true,
            "user" => l.user_provided = true,
            "fatal" => l.property_fatal = true,
            "line" | "column" => {
                p.expect_p("=")?;
                let col = p.col();
                let v = match p.peek() {
                    Some(Tok::Int(s)) => s.parse::<u32>().ok(),
                    _ => None,
                };
                let Some(v) = v else {
                    return Err(TextError::at(p.line, col, "expected a number"));
                };
                p.pos += 1;
                if k == "line" {
                    l.line = Some(v);
                } else {
                    l.column = Some(v);
                }
            }
            "file" | "function" | "wd" | "comment" | "class" | "id" | "pragmas" => {
                p.expect_p("=")?;
                let v = Some(Ident::new(&p.string()?));
                match k.as_str() {
                    "file" => l.file = v,
                    "function" => l.function = v,
                    "wd" => l.working_directory = v,
                    "comment" => l.comment = v,
                    "class" => l.property_class = v,
                    "pragmas" => l.pragmas = v,
                    _ => l.property_id = v,
                }
            }
            _ => return p.err(format!("unknown location field `{k}`")),
        }
    }
    Ok(l)
}

struct Extra {
    line: usize,
    function: Ident,
    index: usize,
    toks: Vec<Token>,
    /// Token index where the payload starts.
    start: usize,
    eol: usize,
}

const FLAGS: &[&str] = &[
    "lvalue",
    "static_lifetime",
    "thread_local",
    "file_local",
    "type",
    "extern",
    "input",
    "output",
    "macro",
    "parameter",
    "auxiliary",
    "weak",
    "property",
    "state_var",
    "exported",
    "volatile",
    "constant",
];

fn set_flag(s: &mut Symbol, f: &str) {
    match f {
        "lvalue" => s.is_lvalue = true,
        "static_lifetime" => s.is_static_lifetime = true,
        "thread_local" => s.is_thread_local = true,
        "file_local" => s.is_file_local = true,
        "type" => s.is_type = true,
        "extern" => s.is_extern = true,
        "input" => s.is_input = true,
        "output" => s.is_output = true,
        "macro" => s.is_macro = true,
        "parameter" => s.is_parameter = true,
        "auxiliary" => s.is_auxiliary = true,
        "weak" => s.is_weak = true,
        "property" => s.is_property = true,
        "state_var" => s.is_state_var = true,
        "exported" => s.is_exported = true,
        "constant" => s.is_constant = true,
        _ => s.is_volatile = true,
    }
}

/// Parses a whole text form.
pub(crate) fn parse_model(src: &str) -> Result<GotoModel, TextError> {
    let mut m = GotoModel::new();
    let mut pw = 64u32;
    let lines: Vec<&str> = src.lines().collect();
    let mut i = 0;
    // values to parse once all symbols are known: (line, tokens, start, symbol)
    let mut values: Vec<(usize, Vec<Token>, usize, Ident)> = Vec::new();
    let mut extras: Vec<Extra> = Vec::new();
    let mut fn_order: Vec<Ident> = Vec::new();
    while i < lines.len() && lines[i] != SEPARATOR {
        let line_no = i + 1;
        let text = lines[i];
        i += 1;
        let t = text.trim_start();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        let toks = tokenize(text, line_no)?;
        let eol = text.chars().count() + 1;
        let mut p = parser(&mut m.store, &m.symbols, pw, line_no, &toks, eol);
        let kw = p.ident()?;
        match kw.as_str() {
            "pointer-width" => {
                let col = p.col();
                match p.peek() {
                    Some(Tok::Int(s)) => match s.parse::<u32>() {
                        Ok(w) if w > 0 => pw = w,
                        _ => return Err(TextError::at(line_no, col, "bad pointer width")),
                    },
                    _ => return p.err("expected a number"),
                }
                p.pos += 1;
            }
            "function" => {
                let name = Ident::new(&p.ident()?);
                let mut f = GotoFunction::default();
                if p.eat_word("params") {
                    while !p.at_end() {
                        f.parameters.push(Ident::new(&p.ident()?));
                    }
                }
                if !p.at_end() {
                    return p.err("unexpected text after the function declaration");
                }
                if m.functions.contains_key(&name) {
                    return Err(TextError::at(
                        line_no,
                        1,
                        format!("function `{name}` declared twice"),
                    ));
                }
                fn_order.push(name);
                m.functions.insert(name, f);
                continue;
            }
            "symbol" => {
                let name_col = p.col();
                let name = Ident::new(&p.ident()?);
                p.expect_p(":")?;
                let ty = p.parse_type()?;
                let mut s = Symbol::new(name, ty);
                let mut value_at = None;
                while !p.at_end() {
                    if p.eat_p(":=") {
                        value_at = Some(p.pos);
                        break;
                    }
                    if p.is_word("loc") {
                        s.location = parse_loc(&mut p)?;
                        continue;
                    }
                    let col = p.col();
                    let w = p.ident()?;
                    if FLAGS.contains(&w.as_str()) {
                        set_flag(&mut s, &w);
                        continue;
                    }
                    p.expect_p("=")?;
                    let v = Ident::new(&p.string()?);
                    match w.as_str() {
                        "base" => s.base_name = v,
                        "pretty" => s.pretty_name = v,
                        "module" => s.module = v,
                        "mode" => s.mode = v,
                        _ => {
                            return Err(TextError::at(
                                line_no,
                                col,
                                format!("unknown symbol attribute `{w}`"),
                            ))
                        }
                    }
                }
                if let Some(at) = value_at {
                    values.push((line_no, toks.clone(), at, name));
                }
                if !m.symbols.insert(s) {
                    return Err(TextError::at(
                        line_no,
                        name_col,
                        format!("symbol `{name}` declared twice"),
                    ));
                }
                continue;
            }
            "extra" => {
                let function = Ident::new(&p.ident()?);
                let col = p.col();
                let index = match p.peek() {
                    Some(Tok::Int(s)) => s.parse::<usize>().ok(),
                    _ => None,
                };
                let Some(index) = index else {
                    return Err(TextError::at(line_no, col, "expected an instruction index"));
                };
                p.pos += 1;
                let start = p.pos;
                extras.push(Extra {
                    line: line_no,
                    function,
                    index,
                    toks: toks.clone(),
                    start,
                    eol,
                });
                continue;
            }
            _ => {
                return Err(TextError::at(
                    line_no,
                    1,
                    format!("unknown declaration `{kw}` (expected function, symbol, extra or pointer-width)"),
                ))
            }
        }
        if !p.at_end() {
            return p.err("unexpected text at the end of the line");
        }
    }
    // symbol values
    for (line_no, toks, at, name) in values {
        let eol = lines.get(line_no - 1).map_or(1, |l| l.chars().count() + 1);
        let ty = m.symbols.get(name).map(|s| s.ty);
        let (store, syms) = (&mut m.store, &m.symbols);
        let mut p = parser(store, syms, pw, line_no, &toks, eol);
        p.pos = at;
        let ast = p.parse_expr()?;
        if !p.at_end() {
            return p.err("unexpected text after the value");
        }
        let v = p.typed(&ast, ty)?;
        if let Some(s) = m.symbols.get_mut(name) {
            s.value = Some(v);
        }
    }
    // function bodies
    while i < lines.len() {
        if lines[i] != SEPARATOR {
            if lines[i].trim().is_empty() {
                i += 1;
                continue;
            }
            return Err(TextError::at(
                i + 1,
                1,
                format!("expected `{SEPARATOR}` before a function"),
            ));
        }
        i += 1;
        while i < lines.len() && lines[i].trim().is_empty() {
            i += 1;
        }
        let Some(head) = lines.get(i) else {
            return Err(TextError::at(i + 1, 1, "expected a function header"));
        };
        let (Some(a), Some(b)) = (head.rfind("/* "), head.rfind(" */")) else {
            return Err(TextError::at(i + 1, 1, "expected `name /* id */`"));
        };
        if b < a + 3 {
            return Err(TextError::at(i + 1, 1, "expected `name /* id */`"));
        }
        let fname = Ident::new(&head[a + 3..b]);
        let head_line = i + 1;
        i += 1;
        if m.functions.get(&fname).is_some_and(|f| f.has_body()) {
            return Err(TextError::at(
                head_line,
                1,
                format!("second body for function `{fname}`"),
            ));
        }
        let (ret, _) = signature(&m.store, &m.symbols, fname);
        let ctx = InstrCtx { ret };
        let mut body: Vec<(ParsedInstr, SourceLocation, Vec<Ident>, usize)> = Vec::new();
        let mut numbers: Vec<(u32, usize)> = Vec::new();
        let mut loc = SourceLocation::default();
        let mut labels = Vec::new();
        while i < lines.len() && lines[i] != SEPARATOR {
            let text = lines[i];
            let line_no = i + 1;
            i += 1;
            let t = text.trim_start();
            if t.is_empty() {
                continue;
            }
            if let Some(c) = t.strip_prefix("//") {
                let c = c.trim_start();
                if let Some(ls) = c.strip_prefix("Labels:") {
                    labels = ls.split_whitespace().map(Ident::new).collect();
                } else if c.starts_with(|ch: char| ch.is_ascii_digit()) {
                    let rest = c.trim_start_matches(|ch: char| ch.is_ascii_digit());
                    loc = parse_location(rest.trim_start());
                }
                continue;
            }
            // optional target number prefix
            let indent = text.len() - t.len();
            let (num, btext, bcol) = match t.find(": ") {
                Some(p) if p > 0 && t[..p].chars().all(|c| c.is_ascii_digit()) => {
                    let n: u32 = t[..p]
                        .parse()
                        .map_err(|_| TextError::at(line_no, indent + 1, "bad target number"))?;
                    (Some(n), &t[p + 2..], indent + p + 2)
                }
                _ => (None, t, indent),
            };
            let parsed = parse_body_at(
                &mut m.store,
                &m.symbols,
                pw,
                &ctx,
                btext,
                line_no,
                text[..bcol].chars().count(),
            )?;
            if let Some(n) = num {
                if numbers.iter().any(|(k, _)| *k == n) {
                    return Err(TextError::at(
                        line_no,
                        indent + 1,
                        format!("target number {n} used twice"),
                    ));
                }
                numbers.push((n, body.len()));
            }
            let mut l = std::mem::take(&mut loc);
            if matches!(parsed.kind, InstrKind::Assert | InstrKind::Assume) {
                l.comment = parsed.comment;
            }
            body.push((parsed, l, std::mem::take(&mut labels), line_no));
        }
        let mut f = m.functions.swap_remove(&fname).unwrap_or_default();
        if !fn_order.contains(&fname) {
            fn_order.push(fname);
        }
        for (p, location, labels, line_no) in body {
            let mut targets = smallvec::SmallVec::new();
            for n in &p.targets {
                match numbers.iter().find(|(k, _)| k == n) {
                    Some((_, idx)) => targets.push(InstrRef(*idx as u32)),
                    None => {
                        return Err(TextError::at(
                            line_no,
                            1,
                            format!("jump to target number {n}, which no instruction has"),
                        ))
                    }
                }
            }
            f.body.push(Instruction {
                kind: p.kind,
                guard: p.guard,
                targets,
                location,
                labels,
            });
        }
        m.functions.insert(fname, f);
    }
    // restore the declared function order
    let mut ordered = indexmap::IndexMap::new();
    for n in fn_order {
        if let Some(f) = m.functions.swap_remove(&n) {
            ordered.insert(n, f);
        }
    }
    m.functions = ordered;
    // extras
    for x in extras {
        let (store, syms) = (&mut m.store, &m.symbols);
        let mut p = parser(store, syms, pw, x.line, &x.toks, x.eol);
        p.pos = x.start;
        let Some(ins) = m
            .functions
            .get_mut(&x.function)
            .and_then(|f| f.body.get_mut(x.index))
        else {
            return Err(TextError::at(
                x.line,
                1,
                format!("no instruction {} in function `{}`", x.index, x.function),
            ));
        };
        if p.is_word("loc") {
            ins.location = parse_loc(&mut p)?;
        } else {
            let key = p.ident()?;
            match key.as_str() {
                "guard" => {
                    let ast = p.parse_expr()?;
                    ins.guard = p.typed(&ast, Some(BOOL))?;
                }
                "destination" => {
                    let d = Ident::new(&p.string()?);
                    if let InstrKind::IncompleteGoto(l) = &mut ins.kind {
                        *l = d;
                    }
                }
                "code" => {
                    let st = Ident::new(&p.string()?);
                    let mut extra = Vec::new();
                    while matches!(p.peek(), Some(Tok::Str(_))) {
                        extra.push(Ident::new(&p.string()?));
                    }
                    let mut ops = Vec::new();
                    if p.eat_word("ops") {
                        p.expect_p("(")?;
                        while !p.eat_p(")") {
                            if !ops.is_empty() {
                                p.expect_p(",")?;
                            }
                            let a = p.parse_expr()?;
                            ops.push(p.typed(&a, None)?);
                        }
                    }
                    match &mut ins.kind {
                        InstrKind::Other(c) | InstrKind::Throw(c) | InstrKind::Catch(c) => {
                            c.statement = st;
                            c.extra = extra;
                            c.ops = ops;
                        }
                        _ => return p.err("`code` extra on an instruction without code"),
                    }
                }
                "targets" => {
                    ins.targets.clear();
                    while !p.at_end() {
                        let col = p.col();
                        match p.peek() {
                            Some(Tok::Int(s)) => match s.parse::<u32>() {
                                Ok(v) => ins.targets.push(InstrRef(v)),
                                Err(_) => {
                                    return Err(TextError::at(x.line, col, "bad instruction index"))
                                }
                            },
                            _ => return p.err("expected an instruction index"),
                        }
                        p.pos += 1;
                    }
                }
                "labels" => {
                    ins.labels.clear();
                    while !p.at_end() {
                        ins.labels.push(Ident::new(&p.string()?));
                    }
                }
                _ => return p.err(format!("unknown extra `{key}`")),
            }
        }
        if !p.at_end() {
            return p.err("unexpected text at the end of the line");
        }
    }
    m.update();
    Ok(m)
}
