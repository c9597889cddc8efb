//! Printers: CBMC's `--show-goto-functions`, `--list-goto-functions`, `--show-loops`,
//! `--show-symbol-table`, and rbmc's text form (declarations + the CBMC listing).

use super::explicit::{ident, quote, type_text, Exp, Explicit};
use super::instr::{self, InstrCtx, ParsedInstr};
use super::lex::tokenize;
use crate::c_syntax::{self, CConfig};
use crate::expr::{ExprId, Store, BOOL, TRUE};
use crate::format;
use crate::loc::SourceLocation;
use crate::program::{GotoFunction, GotoModel, InstrKind, Instruction, OtherCode};
use crate::symbol::{Symbol, SymbolTable};
use crate::types::{TypeId, TypeKind};
use crate::Ident;
use std::fmt::Write as _;

/// 44 `^`: the separator before each function.
pub(crate) const SEPARATOR: &str = "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^";

/// Derived numbers of one function computed the way [`GotoFunction::update`] does.
pub(crate) struct Numbers {
    pub location: Vec<u32>,
    pub target: Vec<Option<u32>>,
}

fn numbers(model: &GotoModel) -> Vec<(Ident, Numbers)> {
    let mut next = 0u32;
    let mut out = Vec::new();
    for name in model.sorted_function_names() {
        let Some(f) = model.functions.get(&name) else {
            continue;
        };
        let n = f.body.len();
        let mut is_target = vec![false; n];
        for ins in &f.body {
            for t in &ins.targets {
                if let Some(x) = is_target.get_mut(t.index()) {
                    *x = true;
                }
            }
        }
        let mut k = 0;
        let target = is_target
            .iter()
            .map(|&b| {
                b.then(|| {
                    k += 1;
                    k
                })
            })
            .collect();
        let location = (0..n as u32).map(|i| next + i).collect();
        next += n as u32;
        out.push((name, Numbers { location, target }));
    }
    out
}

/// The display name of a function (its symbol's pretty name, else the identifier).
pub(crate) fn display_name(syms: &SymbolTable, f: Ident) -> String {
    match syms.get(f) {
        Some(s) if !s.pretty_name.as_str().is_empty() => s.pretty_name.as_str().to_owned(),
        _ => f.as_str().to_owned(),
    }
}

/// How expressions and types of instruction bodies are spelled.
pub(crate) trait Spell {
    fn expr(&mut self, e: ExprId, exp: Exp) -> String;
    fn ty(&mut self, t: TypeId) -> String;
    /// The function of a CALL.
    fn callee(&mut self, e: ExprId) -> String {
        self.expr(e, Exp::None)
    }
}

/// CBMC's `format()`.
struct Plain<'a>(&'a Store);

impl Spell for Plain<'_> {
    fn expr(&mut self, e: ExprId, _: Exp) -> String {
        format::expr(self.0, e).to_string()
    }
    fn ty(&mut self, t: TypeId) -> String {
        format::ty(self.0, t).to_string()
    }
}

impl Spell for Explicit<'_> {
    fn expr(&mut self, e: ExprId, exp: Exp) -> String {
        Explicit::expr(self, e, exp)
    }
    fn ty(&mut self, t: TypeId) -> String {
        Explicit::ty(self, t)
    }
    fn callee(&mut self, e: ExprId) -> String {
        let s = Explicit::expr(self, e, Exp::None);
        if self.is_plain_symbol(e) {
            s
        } else {
            format!("({s})")
        }
    }
}

/// The return type of function `f` and its parameter types (from its symbol).
pub(crate) fn signature(
    store: &Store,
    syms: &SymbolTable,
    f: Ident,
) -> (Option<TypeId>, Vec<TypeId>) {
    match syms.get(f).map(|s| store.ty(s.ty)) {
        Some(TypeKind::Code { ret, .. }) => (Some(*ret), Vec::new()),
        _ => (None, Vec::new()),
    }
}

fn call_params(store: &Store, f: ExprId) -> Vec<Exp> {
    match store.ty(store.type_of(f)) {
        TypeKind::Code { params, .. } => params.iter().map(|p| Exp::Id(p.ty)).collect(),
        _ => Vec::new(),
    }
}

/// The statement names that have a dedicated OTHER spelling.
fn other_keyword(c: &OtherCode) -> Option<&'static str> {
    Some(match (c.statement.as_str(), c.ops.len()) {
        ("expression", 1) => "EXPRESSION",
        ("array_set", 2) => "ARRAY_SET",
        ("array_copy", 2) => "ARRAY_COPY",
        ("array_replace", 2) => "ARRAY_REPLACE",
        ("havoc_object", 1) => "HAVOC_OBJECT",
        ("input", _) => "INPUT",
        ("output", _) => "OUTPUT",
        ("fence", 0) => "FENCE",
        _ => return None,
    })
}

/// Whether the body line carries the code's statement and extra ids completely.
pub(crate) fn code_is_faithful(kind: &InstrKind) -> bool {
    match kind {
        InstrKind::Other(c) => match other_keyword(c) {
            Some("FENCE") => c
                .extra
                .iter()
                .all(|x| super::lex::is_plain_ident(x.as_str())),
            Some(_) => c.extra.is_empty(),
            None => c.extra.is_empty(),
        },
        InstrKind::Throw(c) => {
            c.statement.as_str() == "throw"
                && c.ops.len() <= 1
                && c.extra.iter().all(|x| simple_word(x.as_str()))
        }
        InstrKind::Catch(c) => match c.statement.as_str() {
            "push_catch" => c.ops.is_empty() && c.extra.iter().all(|x| simple_word(x.as_str())),
            "pop_catch" => c.ops.is_empty() && c.extra.is_empty(),
            "exception_landingpad" => c.ops.len() == 1 && c.extra.is_empty(),
            _ => false,
        },
        _ => true,
    }
}

fn simple_word(s: &str) -> bool {
    !s.is_empty()
        && !s.contains(char::is_whitespace)
        && !s.contains(',')
        && !s.contains("->")
        && !s.contains(':')
}

/// The body text of an instruction (after the 8-character prefix), CBMC's layout.
pub(crate) fn body(
    sp: &mut dyn Spell,
    store: &Store,
    ret: Option<TypeId>,
    ins: &Instruction,
    target_no: &dyn Fn(usize) -> Option<u32>,
) -> String {
    let targets = |ts: &[crate::program::InstrRef]| -> String {
        ts.iter()
            .map(|t| target_no(t.index()).map_or("?".to_owned(), |n| n.to_string()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let comment = |s: &mut String| {
        if let Some(c) = ins.location.comment {
            let _ = write!(s, " // {c}");
        }
    };
    match &ins.kind {
        InstrKind::Goto | InstrKind::IncompleteGoto(_) => {
            let mut s = String::new();
            if ins.guard != TRUE {
                let _ = write!(s, "IF {} THEN ", sp.expr(ins.guard, Exp::Id(BOOL)));
            }
            s.push_str("GOTO ");
            if matches!(ins.kind, InstrKind::IncompleteGoto(_)) {
                s.push_str("(incomplete)");
            } else {
                s.push_str(&targets(&ins.targets));
            }
            s
        }
        InstrKind::Assume | InstrKind::Assert => {
            let kw = if matches!(ins.kind, InstrKind::Assume) {
                "ASSUME"
            } else {
                "ASSERT"
            };
            let mut s = format!("{kw} {}", sp.expr(ins.guard, Exp::Id(BOOL)));
            comment(&mut s);
            s
        }
        InstrKind::Other(c) => match other_keyword(c) {
            Some("FENCE") => {
                let mut s = "FENCE".to_owned();
                for x in &c.extra {
                    s.push(' ');
                    s.push_str(x.as_str());
                }
                s
            }
            Some(kw) => {
                let mut s = kw.to_owned();
                for &o in &c.ops {
                    s.push(' ');
                    s.push_str(&sp.expr(o, Exp::None));
                }
                s
            }
            None => {
                let mut s = format!("OTHER code statement={}", quote(c.statement.as_str()));
                if !c.ops.is_empty() {
                    let ops: Vec<String> = c.ops.iter().map(|&o| sp.expr(o, Exp::None)).collect();
                    let _ = write!(s, "({})", ops.join(", "));
                }
                s
            }
        },
        InstrKind::Skip => "SKIP".into(),
        InstrKind::StartThread => format!("START THREAD {}", targets(&ins.targets)),
        InstrKind::EndThread => "END THREAD".into(),
        InstrKind::Location => "LOCATION".into(),
        InstrKind::EndFunction => "END_FUNCTION".into(),
        InstrKind::AtomicBegin => "ATOMIC_BEGIN".into(),
        InstrKind::AtomicEnd => "ATOMIC_END".into(),
        InstrKind::SetReturnValue(e) => {
            let exp = ret.map_or(Exp::None, Exp::Id);
            format!("SET RETURN VALUE {}", sp.expr(*e, exp))
        }
        InstrKind::Assign { lhs, rhs } => format!(
            "ASSIGN {} := {}",
            sp.expr(*lhs, Exp::None),
            sp.expr(*rhs, Exp::Id(store.type_of(*lhs)))
        ),
        InstrKind::Decl(e) => format!(
            "DECL {} : {}",
            sp.expr(*e, Exp::None),
            sp.ty(store.type_of(*e))
        ),
        InstrKind::Dead(e) => format!("DEAD {}", sp.expr(*e, Exp::None)),
        InstrKind::FunctionCall(c) => {
            let mut s = "CALL ".to_owned();
            if let Some(l) = c.lhs {
                let _ = write!(s, "{} := ", sp.expr(l, Exp::None));
            }
            let params = call_params(store, c.function);
            let args: Vec<String> = c
                .args
                .iter()
                .enumerate()
                .map(|(k, &a)| sp.expr(a, params.get(k).copied().unwrap_or(Exp::None)))
                .collect();
            let _ = write!(s, "{}({})", sp.callee(c.function), args.join(", "));
            s
        }
        InstrKind::Throw(c) => {
            let mut s = "THROW".to_owned();
            for x in &c.extra {
                s.push(' ');
                s.push_str(x.as_str());
            }
            if let Some(&o) = c.ops.first() {
                let _ = write!(s, ": {}", sp.expr(o, Exp::None));
            }
            s
        }
        InstrKind::Catch(c) => match c.statement.as_str() {
            "push_catch" => {
                let pairs: Vec<String> = c
                    .extra
                    .iter()
                    .zip(ins.targets.iter())
                    .map(|(x, t)| {
                        format!(
                            "{x}->{}",
                            target_no(t.index()).map_or("?".to_owned(), |n| n.to_string())
                        )
                    })
                    .collect();
                format!("CATCH-PUSH {}", pairs.join(", "))
            }
            "exception_landingpad" if c.ops.len() == 1 => {
                let o = c.ops[0];
                format!(
                    "EXCEPTION LANDING PAD ({} {})",
                    sp.ty(store.type_of(o)),
                    sp.expr(o, Exp::None)
                )
            }
            _ => "CATCH-POP".into(),
        },
        InstrKind::NoInstructionType => "NO INSTRUCTION TYPE SET".into(),
    }
}

fn location_line(loc: &SourceLocation) -> String {
    if loc.is_nil() {
        "no location".into()
    } else {
        loc.to_string()
    }
}

/// What the body line of an instruction reads back as, for the checks.
fn same_instr(p: &ParsedInstr, ins: &Instruction) -> bool {
    p.kind == ins.kind && p.guard == ins.guard
}

fn write_function(
    out: &mut String,
    model: &GotoModel,
    name: Ident,
    f: &GotoFunction,
    nums: &super::print::Numbers,
    mut line: impl FnMut(usize, &Instruction, &dyn Fn(usize) -> Option<u32>) -> String,
) {
    out.push_str(SEPARATOR);
    out.push_str("\n\n");
    let _ = writeln!(
        out,
        "{} /* {} */",
        display_name(&model.symbols, name),
        name.as_str()
    );
    let target_no = |i: usize| nums.target.get(i).copied().flatten();
    for (i, ins) in f.body.iter().enumerate() {
        let _ = writeln!(
            out,
            "        // {} {}",
            nums.location[i],
            location_line(&ins.location)
        );
        if !ins.labels.is_empty() {
            out.push_str("        // Labels:");
            for l in &ins.labels {
                out.push(' ');
                out.push_str(l.as_str());
            }
            out.push('\n');
        }
        match nums.target[i] {
            Some(n) => {
                let _ = write!(out, "{n:>6}: ");
            }
            None => out.push_str("        "),
        }
        out.push_str(&line(i, ins, &target_no));
        out.push('\n');
    }
    out.push('\n');
}

/// `--show-goto-functions`: exactly CBMC's plain listing (cbmc-behaviour.md §1.2).
pub fn show_goto_functions(model: &GotoModel) -> String {
    let mut out = String::new();
    for (name, nums) in numbers(model) {
        let Some(f) = model.functions.get(&name).filter(|f| f.has_body()) else {
            continue;
        };
        let (ret, _) = signature(&model.store, &model.symbols, name);
        write_function(&mut out, model, name, f, &nums, |_, ins, tn| {
            body(&mut Plain(&model.store), &model.store, ret, ins, tn)
        });
    }
    out
}

/// `--list-goto-functions`: one `\n<display name> /* <id>[, body not available] */` per
/// function, sorted by identifier.
pub fn list_goto_functions(model: &GotoModel) -> String {
    let mut out = String::new();
    for name in model.sorted_function_names() {
        let has_body = model.functions.get(&name).is_some_and(|f| f.has_body());
        let _ = writeln!(
            out,
            "\n{} /* {}{} */",
            display_name(&model.symbols, name),
            name.as_str(),
            if has_body { "" } else { ", body not available" }
        );
    }
    out
}

/// `--show-loops`: `Loop <fn>.<n>:`, the back edge's location indented by two spaces, and a
/// blank line, for every backward GOTO of every function (sorted by name).
pub fn show_loops(model: &GotoModel) -> String {
    let mut out = String::new();
    for (id, location) in loops(model) {
        let _ = writeln!(out, "Loop {id}:");
        let _ = writeln!(out, "  {location}");
        out.push('\n');
    }
    out
}

/// The loops of `model` as `--show-loops` lists them: the id `<function>.<n>` of every
/// backward GOTO with its location, functions sorted by name.
pub fn loops(model: &GotoModel) -> Vec<(String, SourceLocation)> {
    let mut out = Vec::new();
    for name in model.sorted_function_names() {
        let Some(f) = model.functions.get(&name) else {
            continue;
        };
        let mut k = 0;
        for i in 0..f.body.len() {
            if f.is_backward_goto(i) {
                out.push((format!("{}.{k}", name.as_str()), f.body[i].location));
                k += 1;
            }
        }
    }
    out
}

/// `--show-symbol-table` in CBMC's plain layout; types and values in C syntax under `cfg`.
pub fn show_symbol_table(model: &GotoModel, cfg: &CConfig) -> String {
    let mut out = String::from("\nSymbols:\n\n");
    for s in model.symbols.sorted() {
        let ty = c_syntax::ty(&model.store, &model.symbols, cfg, s.ty);
        let value = s
            .value
            .map(|v| c_syntax::expr(&model.store, &model.symbols, cfg, v))
            .unwrap_or_default();
        let _ = writeln!(out, "Symbol......: {}", s.name);
        let _ = writeln!(out, "Pretty name.: {}", s.pretty_name);
        let _ = writeln!(out, "Module......: {}", s.module);
        let _ = writeln!(out, "Base name...: {}", s.base_name);
        let _ = writeln!(out, "Mode........: {}", s.mode);
        let _ = writeln!(out, "Type........: {ty}");
        let _ = writeln!(out, "Value.......: {value}");
        out.push_str("Flags.......:");
        for name in flags(s) {
            out.push(' ');
            out.push_str(name);
        }
        out.push('\n');
        let _ = writeln!(out, "Location....: {}", s.location);
        out.push('\n');
    }
    out
}

/// The flags of a symbol by their CBMC names.
pub(crate) fn flags(s: &Symbol) -> Vec<&'static str> {
    [
        (s.is_lvalue, "lvalue"),
        (s.is_static_lifetime, "static_lifetime"),
        (s.is_thread_local, "thread_local"),
        (s.is_file_local, "file_local"),
        (s.is_type, "type"),
        (s.is_extern, "extern"),
        (s.is_input, "input"),
        (s.is_output, "output"),
        (s.is_macro, "macro"),
        (s.is_parameter, "parameter"),
        (s.is_auxiliary, "auxiliary"),
        (s.is_weak, "weak"),
        (s.is_property, "property"),
        (s.is_state_var, "state_var"),
        (s.is_exported, "exported"),
        (s.is_volatile, "volatile"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, n)| n)
    .collect()
}

/// `loc(file="t.c", line=3, …)`
pub(crate) fn loc_text(l: &SourceLocation) -> String {
    let mut parts = Vec::new();
    let mut s = |k: &str, v: Option<Ident>| {
        if let Some(v) = v {
            parts.push(format!("{k}={}", quote(v.as_str())));
        }
    };
    s("file", l.file);
    s("function", l.function);
    s("wd", l.working_directory);
    s("comment", l.comment);
    s("class", l.property_class);
    s("id", l.property_id);
    s("pragmas", l.pragmas);
    if let Some(x) = l.line {
        parts.push(format!("line={x}"));
    }
    if let Some(x) = l.column {
        parts.push(format!("column={x}"));
    }
    if l.hide {
        parts.push("hide".into());
    }
    if l.user_provided {
        parts.push("user".into());
    }
    if l.property_fatal {
        parts.push("fatal".into());
    }
    format!("loc({})", parts.join(", "))
}

/// The pointer widths the store interns, and 64 (the default).
fn pointer_widths(store: &Store) -> std::collections::BTreeSet<u32> {
    let mut widths = std::collections::BTreeSet::from([64]);
    for i in 0..store.type_count() {
        if let TypeKind::Pointer { width, .. } = store.ty(TypeId(i as u32)) {
            widths.insert(*width);
        }
    }
    widths
}

/// Checks a spelling by parsing it back in a scratch copy of the store.
struct Checker<'a> {
    scratch: Store,
    syms: &'a SymbolTable,
    pw: u32,
}

impl Checker<'_> {
    fn expr_reads_back(&mut self, text: &str, exp: Exp, e: ExprId) -> bool {
        let Ok(toks) = tokenize(text, 1) else {
            return false;
        };
        let mut p = super::expr_parser::ExprParser::new(
            &mut self.scratch,
            self.syms,
            self.pw,
            1,
            &toks,
            text.len() + 1,
        );
        let Ok(ast) = p.parse_expr() else {
            return false;
        };
        if !p.at_end() {
            return false;
        }
        let exp_id = match exp {
            Exp::None => None,
            Exp::Id(t) => Some(t),
            Exp::Signed(w) => Some(p.store.signed(w)),
            Exp::Unsigned(w) => Some(p.store.unsigned(w)),
        };
        matches!(p.typed(&ast, exp_id), Ok(x) if x == e)
    }

    fn type_reads_back(&mut self, text: &str, t: TypeId) -> bool {
        let Ok(toks) = tokenize(text, 1) else {
            return false;
        };
        let mut p = super::expr_parser::ExprParser::new(
            &mut self.scratch,
            self.syms,
            self.pw,
            1,
            &toks,
            text.len() + 1,
        );
        matches!(p.parse_type(), Ok(x) if x == t && p.at_end())
    }

    /// The best spelling of `e`: format() if it reads back, else explicit.
    fn expr(&mut self, store: &Store, e: ExprId, exp: Exp) -> String {
        let plain = format::expr(store, e).to_string();
        if self.expr_reads_back(&plain, exp, e) {
            return plain;
        }
        let lite = Explicit::new(store, self.syms, self.pw, false).expr(e, exp);
        if self.expr_reads_back(&lite, exp, e) {
            return lite;
        }
        Explicit::new(store, self.syms, self.pw, true).expr(e, exp)
    }

    fn ty(&mut self, store: &Store, t: TypeId) -> String {
        let plain = format::ty(store, t).to_string();
        if self.type_reads_back(&plain, t) {
            return plain;
        }
        type_text(store, self.syms, t, self.pw)
    }
}

/// The text form (see [`super::print`]).
///
/// The `pointer-width` header is the width that spells the model shortest (fewest `*@w`
/// suffixes; 64 on a tie). It is chosen from the printed text, not from the types the store
/// happens to intern, so that a model read back from its text prints the same header.
pub(crate) fn print_model(model: &GotoModel) -> String {
    let mut best: Option<(String, u32)> = None;
    for pw in pointer_widths(&model.store) {
        let text = print_model_with(model, pw);
        let better = match &best {
            None => true,
            Some((b, bw)) => (text.len(), pw != 64) < (b.len(), *bw != 64),
        };
        if better {
            best = Some((text, pw));
        }
    }
    best.map(|(t, _)| t).unwrap_or_default()
}

/// The text form with pointers of width `pw` spelled without a width suffix.
fn print_model_with(model: &GotoModel, pw: u32) -> String {
    let store = &model.store;
    let syms = &model.symbols;
    let mut ck = Checker {
        scratch: store.clone(),
        syms,
        pw,
    };
    let mut out = String::new();
    let _ = writeln!(out, "// rbmc goto text 1");
    let _ = writeln!(out, "pointer-width {pw}");
    for (name, f) in &model.functions {
        let mut line = format!("function {}", ident(name.as_str()));
        if !f.parameters.is_empty() {
            line.push_str(" params");
            for p in &f.parameters {
                line.push(' ');
                line.push_str(&ident(p.as_str()));
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    for s in syms.iter() {
        let mut line = format!(
            "symbol {} : {}",
            ident(s.name.as_str()),
            type_text(store, syms, s.ty, pw)
        );
        let def = Symbol::new(s.name, s.ty);
        if s.base_name != def.base_name {
            let _ = write!(line, " base={}", quote(s.base_name.as_str()));
        }
        if s.pretty_name != def.pretty_name {
            let _ = write!(line, " pretty={}", quote(s.pretty_name.as_str()));
        }
        if s.module != def.module {
            let _ = write!(line, " module={}", quote(s.module.as_str()));
        }
        if s.mode != def.mode {
            let _ = write!(line, " mode={}", quote(s.mode.as_str()));
        }
        for fl in flags(s) {
            line.push(' ');
            line.push_str(fl);
        }
        if s.is_constant {
            // rbmc's (CBMC keeps `#constant` on the type): not a flag of the symbol table
            line.push_str(" constant");
        }
        if !s.location.is_nil() {
            line.push(' ');
            line.push_str(&loc_text(&s.location));
        }
        if let Some(v) = s.value {
            line.push_str(" := ");
            line.push_str(&ck.expr(store, v, Exp::Id(s.ty)));
        }
        out.push_str(&line);
        out.push('\n');
    }
    // function bodies, with extras for what the listing does not carry
    let mut extras = String::new();
    let mut section = String::new();
    for (name, nums) in numbers(model) {
        let Some(f) = model.functions.get(&name).filter(|f| f.has_body()) else {
            continue;
        };
        let (ret, _) = signature(store, syms, name);
        let fname = ident(name.as_str());
        let ctx = InstrCtx { ret };
        write_function(&mut section, model, name, f, &nums, |i, ins, tn| {
            let plain = body(&mut Plain(store), store, ret, ins, tn);
            let good = |ck: &mut Checker, text: &str| -> bool {
                match instr::parse_body_line(&mut ck.scratch, syms, pw, &ctx, text, 1) {
                    Ok(p) => same_instr(&p, ins),
                    Err(_) => false,
                }
            };
            let mut text = plain;
            if !good(&mut ck, &text) {
                let lite = body(
                    &mut Explicit::new(store, syms, pw, false),
                    store,
                    ret,
                    ins,
                    tn,
                );
                text = if good(&mut ck, &lite) {
                    lite
                } else {
                    body(
                        &mut Explicit::new(store, syms, pw, true),
                        store,
                        ret,
                        ins,
                        tn,
                    )
                };
            }
            // extras
            let parsed = instr::parse_body_line(&mut ck.scratch, syms, pw, &ctx, &text, 1).ok();
            let loc_ok = {
                let shown = location_line(&ins.location);
                let mut back = instr::parse_location(&shown);
                if matches!(ins.kind, InstrKind::Assert | InstrKind::Assume) {
                    back.comment = parsed.as_ref().and_then(|p| p.comment);
                }
                back == ins.location
                    && !ins
                        .location
                        .comment
                        .is_some_and(|c| c.as_str().contains('\n'))
            };
            if !loc_ok {
                let _ = writeln!(extras, "extra {fname} {i} {}", loc_text(&ins.location));
            }
            if !ins.kind.has_condition() && ins.guard != TRUE {
                let g = ck.expr(store, ins.guard, Exp::Id(BOOL));
                let _ = writeln!(extras, "extra {fname} {i} guard {g}");
            }
            if let InstrKind::IncompleteGoto(l) = &ins.kind {
                let _ = writeln!(
                    extras,
                    "extra {fname} {i} destination {}",
                    quote(l.as_str())
                );
            }
            if !code_is_faithful(&ins.kind) {
                if let InstrKind::Other(c) | InstrKind::Throw(c) | InstrKind::Catch(c) = &ins.kind {
                    let mut l = format!("extra {fname} {i} code {}", quote(c.statement.as_str()));
                    for x in &c.extra {
                        l.push(' ');
                        l.push_str(&quote(x.as_str()));
                    }
                    let ops: Vec<String> = c
                        .ops
                        .iter()
                        .map(|&o| ck.expr(store, o, Exp::None))
                        .collect();
                    let _ = write!(l, " ops({})", ops.join(", "));
                    let _ = writeln!(extras, "{l}");
                }
            }
            let prints_targets = matches!(ins.kind, InstrKind::Goto | InstrKind::StartThread)
                || matches!(&ins.kind, InstrKind::Catch(c) if c.statement.as_str() == "push_catch" && c.extra.len() == ins.targets.len());
            let targets_ok = ins.targets.iter().all(|t| tn(t.index()).is_some())
                && (prints_targets || ins.targets.is_empty());
            if !targets_ok {
                let ts: Vec<String> = ins.targets.iter().map(|t| t.0.to_string()).collect();
                let _ = writeln!(extras, "extra {fname} {i} targets {}", ts.join(" "));
            }
            if ins
                .labels
                .iter()
                .any(|l| l.as_str().is_empty() || l.as_str().contains(char::is_whitespace))
            {
                let ls: Vec<String> = ins.labels.iter().map(|l| quote(l.as_str())).collect();
                let _ = writeln!(extras, "extra {fname} {i} labels {}", ls.join(" "));
            }
            text
        });
    }
    out.push_str(&extras);
    out.push('\n');
    out.push_str(&section);
    let _ = ck.ty(store, BOOL);
    out
}
