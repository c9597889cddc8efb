//! goto-instrument's function-body passes: `--remove-function-body` (the function keeps
//! its declaration, calls to it become calls of a body-less function) and
//! `--generate-function-body` (a body for a body-less function, by CBMC's behaviours:
//! `assert-false`, `assume-false`, `assert-false-assume-false`, `nondet-return`, `havoc`).

use crate::{
    ExprKind, GotoFunction, GotoModel, Ident, InstrKind, InstrRef, Instruction, SourceLocation,
    Symbol, TypeKind, FALSE,
};

/// What a generated body does (CBMC's `--generate-function-body-options`).
pub struct BodyOptions<'a> {
    pub behaviour: Behaviour,
    /// `havoc,params:…`: which pointer parameters have their pointees havocked.
    pub havoc_params: ParamSelection<'a>,
    /// `havoc,globals:RE`: the objects of static lifetime that are havocked (never const
    /// ones).
    pub havoc_global: &'a dyn Fn(&str) -> bool,
}

/// The parameters `havoc,params:` selects: by a name pattern (`$param0`, `$param1`, …
/// where the function's type does not name them), or by position (`params:0;2`, CBMC's
/// numbers from 0), which must be pointers of every function given a body.
pub enum ParamSelection<'a> {
    Names(&'a dyn Fn(&str) -> bool),
    Positions(&'a [usize]),
}

/// CBMC's body behaviours.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Behaviour {
    AssertFalse,
    AssumeFalse,
    AssertFalseAssumeFalse,
    NondetReturn,
    Havoc,
}

impl Behaviour {
    /// The behaviour named `s` (the first item of the options).
    pub fn parse(s: &str) -> Option<Behaviour> {
        Some(match s {
            "assert-false" => Behaviour::AssertFalse,
            "assume-false" => Behaviour::AssumeFalse,
            "assert-false-assume-false" => Behaviour::AssertFalseAssumeFalse,
            "nondet-return" => Behaviour::NondetReturn,
            "havoc" => Behaviour::Havoc,
            _ => return None,
        })
    }
}

/// Removes the bodies of the functions `names` selects; returns the names removed.
pub fn remove_function_bodies(model: &mut GotoModel, names: &dyn Fn(&str) -> bool) -> Vec<Ident> {
    let mut removed = Vec::new();
    for (name, f) in model.functions.iter_mut() {
        if f.has_body() && names(name.as_str()) {
            f.body.clear();
            f.numbering.clear();
            removed.push(*name);
        }
    }
    model.update();
    removed
}

/// Gives every body-less function that `names` selects a body of `opts`' behaviour;
/// returns the names of the functions given one.
pub fn generate_function_bodies(
    model: &mut GotoModel,
    names: &dyn Fn(&str) -> bool,
    opts: &BodyOptions<'_>,
) -> Result<Vec<Ident>, String> {
    let mut todo: Vec<Ident> = model
        .symbols
        .iter()
        .filter(|s| !s.is_type && s.is_function(&model.store))
        .map(|s| s.name)
        .filter(|n| !n.as_str().starts_with("__CPROVER"))
        .filter(|n| model.functions.get(n).is_none_or(|f| !f.has_body()))
        .filter(|n| names(n.as_str()))
        .collect();
    todo.sort_by(|a, b| a.as_str().cmp(b.as_str()));
    if let (Behaviour::Havoc, ParamSelection::Positions(positions)) =
        (opts.behaviour, &opts.havoc_params)
    {
        // CBMC's checks (generate_function_bodies.cpp), before anything changes
        for &f in &todo {
            let Some(ty) = model.symbols.get(f).map(|s| s.ty) else {
                continue;
            };
            let TypeKind::Code { params, .. } = model.store.ty(ty).clone() else {
                continue;
            };
            for &i in positions.iter() {
                let Some(p) = params.get(i) else {
                    return Err(format!("function {f} does not take {} arguments", i + 1));
                };
                if !matches!(model.store.ty(model.symbols.follow(&model.store, p.ty)), TypeKind::Pointer { .. }) {
                    return Err(format!("argument number {i} of function {f} is not a pointer"));
                }
            }
        }
    }
    for &f in &todo {
        generate_body(model, f, opts);
    }
    model.update();
    Ok(todo)
}

fn generate_body(model: &mut GotoModel, name: Ident, opts: &BodyOptions<'_>) {
    let Some(sym) = model.symbols.get(name).cloned() else {
        return;
    };
    let code = model.store.ty(sym.ty).clone();
    let TypeKind::Code { params, ret, .. } = code.clone() else {
        return;
    };
    let loc = SourceLocation {
        function: Some(name),
        ..sym.location
    };
    // the parameters need symbols (a prototype may not name them)
    let mut parameters = Vec::new();
    let mut param_exprs = Vec::new();
    for (i, p) in params.iter().enumerate() {
        let base = p
            .base_name
            .map(|b| b.as_str().to_string())
            .unwrap_or_else(|| format!("$param{i}"));
        let id = p
            .identifier
            .unwrap_or_else(|| Ident::new(&format!("{name}::{base}")));
        if !model.symbols.contains(id) {
            let mut ps = Symbol::new(id, p.ty);
            ps.base_name = Ident::new(&base);
            ps.pretty_name = ps.base_name;
            ps.is_parameter = true;
            ps.is_lvalue = true;
            ps.is_thread_local = true;
            ps.is_file_local = true;
            ps.module = sym.module;
            ps.location = loc;
            model.symbols.insert(ps);
        }
        parameters.push(id);
        param_exprs.push((base, model.store.symbol(id, p.ty)));
    }
    // and the function's type names them: a goto binary keeps a function's parameters
    // only there, so a body written to one binds its arguments through the type
    if params.iter().any(|p| p.identifier.is_none() || p.base_name.is_none()) {
        if let TypeKind::Code { params: mut named, ret, variadic } = code {
            for (p, (id, (base, _))) in named.iter_mut().zip(parameters.iter().zip(&param_exprs)) {
                p.identifier = Some(*id);
                p.base_name = Some(Ident::new(base));
            }
            let ty = model.store.mk_type(TypeKind::Code { params: named, ret, variadic });
            let mut named_sym = sym.clone();
            named_sym.ty = ty;
            model.symbols.replace(named_sym);
            retype_uses(model, name, sym.ty, ty);
        }
    }
    let mut body: Vec<Instruction> = Vec::new();
    let b = opts.behaviour;
    if matches!(b, Behaviour::AssertFalse | Behaviour::AssertFalseAssumeFalse) {
        let mut l = loc;
        l.comment = Some(Ident::new("undefined function should be unreachable"));
        l.property_class = Some(Ident::new("assertion"));
        let mut a = Instruction::new(InstrKind::Assert, l);
        a.guard = FALSE;
        body.push(a);
    }
    if matches!(b, Behaviour::AssumeFalse | Behaviour::AssertFalseAssumeFalse) {
        let mut a = Instruction::new(InstrKind::Assume, loc);
        a.guard = FALSE;
        body.push(a);
    }
    if b == Behaviour::Havoc {
        for (i, (base, p)) in param_exprs.iter().enumerate() {
            let pt = model.store.type_of(*p);
            let TypeKind::Pointer { base: pointee, .. } = model.store.ty(pt).clone() else {
                continue;
            };
            let selected = match &opts.havoc_params {
                ParamSelection::Names(f) => f(base),
                ParamSelection::Positions(ps) => ps.contains(&i),
            };
            if !selected
                || matches!(model.store.ty(pointee), TypeKind::Empty | TypeKind::Code { .. })
            {
                continue;
            }
            // IF p == NULL GOTO skip; *p := nondet; skip: SKIP
            let null = model.store.null_pointer(pt);
            let is_null = model.store.eq(*p, null);
            let skip_at = InstrRef((body.len() + 2) as u32);
            body.push(Instruction::goto(is_null, skip_at, loc));
            let target = model.store.deref(*p);
            let v = model.store.mk(ExprKind::Nondet, pointee, []);
            body.push(Instruction::new(InstrKind::Assign { lhs: target, rhs: v }, loc));
            body.push(Instruction::new(InstrKind::Skip, loc));
        }
        let globals: Vec<(Ident, crate::TypeId)> = model
            .symbols
            .iter()
            .filter(|s| s.is_static_lifetime && s.is_lvalue && !s.is_type && !s.is_constant)
            .filter(|s| !s.is_function(&model.store))
            .filter(|s| !s.name.as_str().starts_with("__CPROVER"))
            .filter(|s| (opts.havoc_global)(s.name.as_str()))
            .map(|s| (s.name, s.ty))
            .collect();
        for (g, t) in globals {
            let lhs = model.store.symbol(g, t);
            let v = model.store.mk(ExprKind::Nondet, t, []);
            body.push(Instruction::new(InstrKind::Assign { lhs, rhs: v }, loc));
        }
    }
    if matches!(b, Behaviour::NondetReturn | Behaviour::Havoc)
        && !matches!(model.store.ty(ret), TypeKind::Empty)
    {
        let v = model.store.mk(ExprKind::Nondet, ret, []);
        body.push(Instruction::new(InstrKind::SetReturnValue(v), loc));
    }
    body.push(Instruction::new(InstrKind::EndFunction, loc));
    model.functions.insert(
        name,
        GotoFunction {
            parameters,
            body,
            numbering: Vec::new(),
        },
    );
}

/// Gives every use of the symbol `name` of type `old` in the functions' code type `new`.
fn retype_uses(model: &mut GotoModel, name: Ident, old: crate::TypeId, new: crate::TypeId) {
    let GotoModel {
        store, functions, ..
    } = model;
    let mut rewrite = |s: &mut goto_ir::Store, e: goto_ir::ExprId| match s.kind(e) {
        ExprKind::Symbol(n) if n.as_str() == name.as_str() && s.type_of(e) == old => Some(s.symbol(name, new)),
        _ => None,
    };
    for f in functions.values_mut() {
        for ins in f.body.iter_mut() {
            for e in ins.exprs_mut() {
                *e = store.rewrite(*e, &mut rewrite);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model() -> GotoModel {
        let src = "// rbmc goto text 1\n\
            pointer-width 64\n\
            function f\n\
            function main\n\
            symbol f : code(signedbv[32]* f::p, signedbv[32] f::n) -> signedbv[32] module=\"m\"\n\
            symbol g : signedbv[32] module=\"m\" lvalue static_lifetime\n\
            symbol main : code() -> signedbv[32] module=\"m\"\n\
            \n\
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n\
            \n\
            main /* main */\n\
            \x20       // 0 no location\n\
            \x20       END_FUNCTION\n";
        let mut m = goto_formats::text::parse(src, "t.gt").expect("parses");
        m.update();
        m
    }

    #[test]
    fn havoc_body_havocs_pointees_and_globals_and_returns_nondet() {
        let mut m = model();
        let all = |_: &str| true;
        let made = generate_function_bodies(
            &mut m,
            &|n| n == "f",
            &BodyOptions {
                behaviour: Behaviour::Havoc,
                havoc_params: ParamSelection::Names(&all),
                havoc_global: &all,
            },
        )
        .expect("bodies");
        assert_eq!(made, vec![Ident::new("f")]);
        let text = goto_formats::text::show_goto_functions(&m);
        for line in [
            "IF f::p = NULL THEN GOTO 1",
            "ASSIGN *f::p := side_effect statement=\"nondet\"",
            "     1: SKIP",
            "ASSIGN g := side_effect statement=\"nondet\"",
            "SET RETURN VALUE side_effect statement=\"nondet\"",
        ] {
            assert!(text.contains(line), "{line} missing in\n{text}");
        }
        // a function with a body is left alone
        let made = generate_function_bodies(
            &mut m,
            &all,
            &BodyOptions {
                behaviour: Behaviour::AssertFalse,
                havoc_params: ParamSelection::Names(&all),
                havoc_global: &all,
            },
        )
        .expect("bodies");
        assert!(made.is_empty());
    }

    #[test]
    fn removed_bodies_leave_declarations() {
        let mut m = model();
        assert_eq!(remove_function_bodies(&mut m, &|n| n == "main"), vec![Ident::new("main")]);
        assert!(!m.functions[&Ident::new("main")].has_body());
        assert!(m.symbols.contains(Ident::new("main")));
    }
}
