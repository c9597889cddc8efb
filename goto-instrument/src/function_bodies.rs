//! goto-instrument's function-body passes: `--remove-function-body` (the function keeps
//! its declaration, calls to it become calls of a body-less function) and
//! `--generate-function-body` (a body for a body-less function, by CBMC's behaviours:
//! `assert-false`, `assume-false`, `assert-false-assume-false`, `nondet-return`, `havoc`).
//! Returned and havocked values are made by CBMC's object factory ([`ObjectFactory`]): a
//! pointer is NULL or the address of a fresh object made the same way.

use crate::{
    ExprId, ExprKind, GotoFunction, GotoModel, Ident, InstrKind, InstrRef, Instruction,
    SourceLocation, Symbol, TypeId, TypeKind, BOOL, FALSE, TRUE,
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
/// returns the names of the functions given one, and whether `havoc,params:` selected a
/// pointer parameter of any of them.
pub fn generate_function_bodies(
    model: &mut GotoModel,
    names: &dyn Fn(&str) -> bool,
    opts: &BodyOptions<'_>,
) -> Result<(Vec<Ident>, bool), String> {
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
    let mut havocked_param = false;
    for &f in &todo {
        havocked_param |= generate_body(model, f, opts);
    }
    model.update();
    Ok((todo, havocked_param))
}

/// Gives `name` its body; returns whether a parameter's pointee is havocked.
fn generate_body(model: &mut GotoModel, name: Ident, opts: &BodyOptions<'_>) -> bool {
    let Some(sym) = model.symbols.get(name).cloned() else {
        return false;
    };
    let code = model.store.ty(sym.ty).clone();
    let TypeKind::Code { params, ret, .. } = code.clone() else {
        return false;
    };
    let mut havocked_param = false;
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
            let mut ps = local_symbol(id, &base, p.ty, &sym, loc);
            ps.is_parameter = true;
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
            // followed, as the check of `params:` positions does
            let followed = model.symbols.follow(&model.store, pt);
            let TypeKind::Pointer { base: pointee, .. } = model.store.ty(followed).clone() else {
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
            havocked_param = true;
            // IF p == NULL GOTO skip; *p := a havocked value; skip: SKIP
            let null = model.store.null_pointer(pt);
            let is_null = model.store.eq(*p, null);
            let jump = body.len();
            body.push(Instruction::goto(is_null, InstrRef(u32::MAX), loc));
            let target = model.store.deref(*p);
            ObjectFactory::new(model, &mut body, loc).init(target, pointee, 1);
            let skip_at = InstrRef(body.len() as u32);
            body[jump].targets[0] = skip_at;
            body.push(Instruction::new(InstrKind::Skip, loc));
        }
        let globals: Vec<(Ident, TypeId)> = model
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
            ObjectFactory::new(model, &mut body, loc).init(lhs, t, 0);
        }
    }
    if matches!(b, Behaviour::NondetReturn | Behaviour::Havoc)
        && !matches!(model.store.ty(ret), TypeKind::Empty)
    {
        // a local holds the value while the objects behind its pointers are made
        let id = Ident::new(&format!("{name}::$return_value"));
        let mut rs = local_symbol(id, "$return_value", ret, &sym, loc);
        rs.is_auxiliary = true;
        model.symbols.replace(rs);
        let v = model.store.symbol(id, ret);
        body.push(Instruction::new(InstrKind::Decl(v), loc));
        ObjectFactory::new(model, &mut body, loc).init(v, ret, 0);
        body.push(Instruction::new(InstrKind::SetReturnValue(v), loc));
        body.push(Instruction::new(InstrKind::Dead(v), loc));
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
    havocked_param
}

/// A local `id` (base name `base`) of the generated body of `function`.
fn local_symbol(id: Ident, base: &str, ty: TypeId, function: &Symbol, loc: SourceLocation) -> Symbol {
    let mut s = Symbol::new(id, ty);
    s.base_name = Ident::new(base);
    s.pretty_name = s.base_name;
    s.is_lvalue = true;
    s.is_thread_local = true;
    s.is_file_local = true;
    s.module = function.module;
    s.location = loc;
    s
}

/// CBMC's object factory for havocked values (`gen_nondet_init` with dynamic lifetime): a
/// pointer to an object type is NULL or points to a fresh object whose contents are made
/// the same way; a struct is made member by member; a recursive struct type stops at NULL
/// from [`ObjectFactory::MAX_DEPTH`] pointer levels on. Anything else is nondeterministic
/// (a pointer to `void`, a function or an incomplete type: any pointer).
struct ObjectFactory<'m> {
    model: &'m mut GotoModel,
    body: &'m mut Vec<Instruction>,
    loc: SourceLocation,
    /// The struct types being made (a recursive type stops at NULL).
    open: Vec<TypeId>,
}

impl<'m> ObjectFactory<'m> {
    /// CBMC's default `--max-nondet-tree-depth`.
    const MAX_DEPTH: usize = 5;

    fn new(model: &'m mut GotoModel, body: &'m mut Vec<Instruction>, loc: SourceLocation) -> Self {
        ObjectFactory {
            model,
            body,
            loc,
            open: Vec::new(),
        }
    }

    fn assign(&mut self, lhs: ExprId, rhs: ExprId) {
        self.body
            .push(Instruction::new(InstrKind::Assign { lhs, rhs }, self.loc));
    }

    /// `lhs := ` a havocked value of `ty`, `depth` pointer levels down.
    fn init(&mut self, lhs: ExprId, ty: TypeId, depth: usize) {
        let followed = self.model.symbols.follow(&self.model.store, ty);
        match self.model.store.ty(followed).clone() {
            TypeKind::Pointer { base, width } => {
                let target = self.model.symbols.follow(&self.model.store, base);
                let store = &self.model.store;
                let object = match store.ty(target) {
                    TypeKind::Struct(c) | TypeKind::Union(c) => !c.incomplete,
                    TypeKind::Signed(_)
                    | TypeKind::Unsigned(_)
                    | TypeKind::CBool(_)
                    | TypeKind::Floatbv { .. }
                    | TypeKind::Pointer { .. }
                    | TypeKind::CEnum { .. }
                    | TypeKind::Array { size: Some(_), .. } => true,
                    _ => false,
                };
                let size = crate::layout::Layout::new(store, &self.model.symbols)
                    .bytes_u64(base)
                    .filter(|&n| n > 0);
                let Some(size) = size.filter(|_| object) else {
                    let v = self.model.store.mk(ExprKind::Nondet, ty, []);
                    return self.assign(lhs, v);
                };
                if self.open.contains(&target) && depth >= Self::MAX_DEPTH {
                    let null = self.model.store.null_pointer(ty);
                    return self.assign(lhs, null);
                }
                // IF nondet THEN GOTO null; lhs := ALLOCATE(size); *lhs := …; GOTO end;
                // null: lhs := NULL; end: SKIP
                let choice = self.model.store.mk(ExprKind::Nondet, BOOL, []);
                let to_null = self.body.len();
                self.body
                    .push(Instruction::goto(choice, InstrRef(u32::MAX), self.loc));
                // a size of the pointer's width (size_t)
                let size_t = self.model.store.unsigned(width);
                let n = self.model.store.int_const(size, size_t);
                let fresh = self.model.store.mk(ExprKind::Allocate, ty, [n, FALSE]);
                self.assign(lhs, fresh);
                let pointee = self.model.store.deref(lhs);
                self.init(pointee, base, depth + 1);
                let to_end = self.body.len();
                self.body
                    .push(Instruction::goto(TRUE, InstrRef(u32::MAX), self.loc));
                self.body[to_null].targets[0] = InstrRef(self.body.len() as u32);
                let null = self.model.store.null_pointer(ty);
                self.assign(lhs, null);
                self.body[to_end].targets[0] = InstrRef(self.body.len() as u32);
                self.body.push(Instruction::new(InstrKind::Skip, self.loc));
            }
            TypeKind::Struct(c) if !c.incomplete => {
                let opened = !self.open.contains(&followed);
                if opened {
                    self.open.push(followed);
                }
                for m in c.components.iter().filter(|m| !m.padding) {
                    let member = self.model.store.member(lhs, m.name, m.ty);
                    self.init(member, m.ty, depth);
                }
                if opened {
                    self.open.pop();
                }
            }
            _ => {
                let v = self.model.store.mk(ExprKind::Nondet, ty, []);
                self.assign(lhs, v);
            }
        }
    }
}

/// Gives every use of the symbol `name` of type `old` in the functions' code type `new`.
fn retype_uses(model: &mut GotoModel, name: Ident, old: TypeId, new: TypeId) {
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
        assert_eq!(made, (vec![Ident::new("f")], true));
        let text = goto_formats::text::show_goto_functions(&m);
        for line in [
            "IF f::p = NULL THEN GOTO 1",
            "ASSIGN *f::p := side_effect statement=\"nondet\"",
            "     1: SKIP",
            "ASSIGN g := side_effect statement=\"nondet\"",
            "ASSIGN f::$return_value := side_effect statement=\"nondet\"",
            "SET RETURN VALUE f::$return_value",
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
        assert!(made.0.is_empty());
    }

    #[test]
    fn removed_bodies_leave_declarations() {
        let mut m = model();
        assert_eq!(remove_function_bodies(&mut m, &|n| n == "main"), vec![Ident::new("main")]);
        assert!(!m.functions[&Ident::new("main")].has_body());
        assert!(m.symbols.contains(Ident::new("main")));
    }
}
