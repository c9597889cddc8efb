//! Calls through function pointers become a dispatch over the candidate functions, as
//! CBMC's `remove_function_pointers` does:
//!
//! ```text
//! OTHER *fp                // kept so that the pointer checks see the dereference
//! IF fp = &f1 THEN GOTO 1
//! IF fp = &f2 THEN GOTO 2
//! ASSERT false // dereferenced function pointer must be one of [f1, f2]
//! ASSUME false
//! 1: CALL lhs := f1(args)
//!    GOTO 3
//! 2: CALL lhs := f2(args)
//! 3: SKIP
//! ```
//!
//! Candidates are the functions whose address is taken somewhere in the program and whose
//! type is compatible with the pointer's (same parameter count, compatible parameter and
//! return types). Symex then only ever sees direct calls.
//!
//! A dispatch whose calls do not show the original call (no candidate, or a pointer type
//! without a prototype, whose arguments the candidates' conversions hide) keeps it in the
//! auxiliary symbol `<function>::$fp_call::<n>` (the n-th dispatch in the function): its
//! value is the side effect `rbmc_fp_call` (operands: `*fp`, the arguments) or
//! `rbmc_fp_call_lhs` (the left-hand side first), of the call's type. goto-instrument's
//! function-pointer restrictions rebuild such a call from it.

use super::Converter;
use goto_ir::{
    Call, ExprId, ExprKind, Ident, InstrKind, Instruction, Store, TypeId, TypeKind,
};
use rustc_hash::FxHashSet;

use goto_ir::dispatch::LOCAL;

/// A body made of `blocks`, each replacing one instruction of the old body (in order).
/// Jump targets are renumbered: an old instruction index becomes the start of its block,
/// a target `>= LOCAL` in a block is relative to that block's start, and `u32::MAX` inside
/// a replacement block of several instructions is left as it is.
pub(super) fn splice_blocks(blocks: Vec<Vec<Instruction>>) -> Vec<Instruction> {
    let mut starts = Vec::with_capacity(blocks.len());
    let mut n = 0u32;
    for b in &blocks {
        starts.push(n);
        n += b.len() as u32;
    }
    let mut out = Vec::with_capacity(n as usize);
    for (bi, b) in blocks.into_iter().enumerate() {
        let single = b.len() == 1;
        for mut ins in b {
            for t in ins.targets.iter_mut() {
                t.0 = if t.0 >= LOCAL {
                    starts[bi] + (t.0 - LOCAL)
                } else if single || t.0 != u32::MAX {
                    starts.get(t.index()).copied().unwrap_or(t.0)
                } else {
                    t.0
                };
            }
            out.push(ins);
        }
    }
    out
}

impl Converter<'_> {
    pub fn remove_function_pointers(&mut self) {
        let taken = self.address_taken_functions();
        let fixed = self.fixed_function_pointers();
        let names: Vec<Ident> = self.m.functions.keys().copied().collect();
        for name in names {
            let needs = self.m.functions[&name].body.iter().any(|i| {
                matches!(&i.kind, InstrKind::FunctionCall(c) if matches!(self.m.store.kind(c.function), ExprKind::Dereference))
            });
            if !needs {
                continue;
            }
            let body = std::mem::take(&mut self.m.functions[&name].body);
            let mut blocks: Vec<Vec<Instruction>> = Vec::with_capacity(body.len());
            let mut dispatches = 0;
            for ins in body {
                let InstrKind::FunctionCall(call) = &ins.kind else {
                    blocks.push(vec![ins]);
                    continue;
                };
                if !matches!(self.m.store.kind(call.function), ExprKind::Dereference) {
                    blocks.push(vec![ins]);
                    continue;
                }
                let target = {
                    let s = &self.m.store;
                    let p = strip_casts(s, s.op(call.function, 0));
                    s.symbol_name(p).and_then(|n| fixed.get(&n).copied())
                };
                let block = match target {
                    Some(f) => self.resolved_call(&ins, call, f),
                    None => {
                        dispatches += 1;
                        self.dispatch(&ins, call.clone(), &taken, (name, dispatches))
                    }
                };
                blocks.push(block);
            }
            let out = splice_blocks(blocks);
            self.m.functions[&name].body = out;
        }
    }

    /// Functions whose address is taken anywhere (bodies and static initialisers).
    fn address_taken_functions(&self) -> Vec<Ident> {
        let s = &self.m.store;
        let mut roots: Vec<ExprId> = Vec::new();
        for f in self.m.functions.values() {
            for ins in &f.body {
                roots.extend(ins.kind.exprs());
                roots.push(ins.guard);
            }
        }
        for sym in self.m.symbols.iter() {
            roots.extend(sym.value);
        }
        let mut found: FxHashSet<Ident> = FxHashSet::default();
        s.post_order(&roots, |e| {
            if matches!(s.kind(e), ExprKind::AddressOf) {
                let o = s.op(e, 0);
                if let ExprKind::Symbol(n) = s.kind(o) {
                    if matches!(s.ty(s.type_of(o)), TypeKind::Code { .. }) {
                        found.insert(*n);
                    }
                }
            }
        });
        // GNU destructors go into the atexit registry when it is linked (their addresses
        // are taken by `__CPROVER_initialize`, which is made later)
        if self.m.symbols.contains(Ident::new(super::builtins::ATEXIT_HANDLERS)) {
            found.extend(self.destructors.iter().copied());
        }
        let mut v: Vec<Ident> = found.into_iter().collect();
        v.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        v
    }

    /// Function pointers whose value is known: `const` objects of static lifetime
    /// initialised with a function's address, never assigned by the program (only
    /// `__CPROVER_initialize` stores their initial value) and whose address is never
    /// taken, e.g. `static void *(*const f)(void *, int, size_t) = memset;`. CBMC resolves
    /// calls through these to direct calls (remove_const_function_pointers). A pointer
    /// that is not `const` is not fixed even where the program never writes it:
    /// `--nondet-static` and generated havoc bodies give it other values.
    fn fixed_function_pointers(&self) -> rustc_hash::FxHashMap<Ident, Ident> {
        let s = &self.m.store;
        let mut fixed: rustc_hash::FxHashMap<Ident, Ident> = rustc_hash::FxHashMap::default();
        for sym in self.m.symbols.iter() {
            if !sym.is_static_lifetime || sym.is_type || !sym.is_constant {
                continue;
            }
            let Some(v) = sym.value else { continue };
            if !matches!(s.ty(s.type_of(v)), TypeKind::Pointer { .. }) {
                continue;
            }
            let v = strip_casts(s, v);
            if !matches!(s.kind(v), ExprKind::AddressOf) {
                continue;
            }
            let o = s.op(v, 0);
            if let (ExprKind::Symbol(f), TypeKind::Code { .. }) = (s.kind(o), s.ty(s.type_of(o))) {
                fixed.insert(sym.name, *f);
            }
        }
        if fixed.is_empty() {
            return fixed;
        }
        // drop those the program writes or whose address it takes
        let mut written: FxHashSet<Ident> = FxHashSet::default();
        for (fname, f) in &self.m.functions {
            let init = fname.as_str() == "__CPROVER_initialize";
            let mut roots: Vec<ExprId> = Vec::new();
            for ins in &f.body {
                if let InstrKind::Assign { lhs, .. } = &ins.kind {
                    if !init {
                        let mut r = *lhs;
                        while matches!(
                            s.kind(r),
                            ExprKind::Member(_) | ExprKind::Index | ExprKind::Typecast
                        ) {
                            r = s.op(r, 0);
                        }
                        if let Some(n) = s.symbol_name(r) {
                            written.insert(n);
                        }
                    }
                }
                if let InstrKind::FunctionCall(c) = &ins.kind {
                    if let Some(l) = c.lhs.and_then(|l| s.symbol_name(l)) {
                        written.insert(l);
                    }
                }
                roots.extend(ins.kind.exprs());
                roots.push(ins.guard);
            }
            s.post_order(&roots, |e| {
                if matches!(s.kind(e), ExprKind::AddressOf) {
                    let mut o = s.op(e, 0);
                    while matches!(s.kind(o), ExprKind::Member(_) | ExprKind::Index) {
                        o = s.op(o, 0);
                    }
                    if let Some(n) = s.symbol_name(o) {
                        written.insert(n);
                    }
                }
            });
        }
        for sym in self.m.symbols.iter() {
            if let Some(v) = sym.value {
                s.post_order(&[v], |e| {
                    if matches!(s.kind(e), ExprKind::AddressOf) {
                        if let Some(n) = s.symbol_name(s.op(e, 0)) {
                            written.insert(n);
                        }
                    }
                });
            }
        }
        fixed.retain(|p, _| !written.contains(p));
        fixed
    }

    /// A call through a pointer whose target is known: the dereference (for the pointer
    /// checks) and the direct call.
    fn resolved_call(&mut self, ins: &Instruction, call: &Call, f: Ident) -> Vec<Instruction> {
        let loc = ins.location;
        let Some(t) = self.m.symbols.get(f).map(|s| s.ty) else {
            return vec![ins.clone()];
        };
        let mut out = self.direct_call(call, f, t, loc);
        if let Some(first) = out.first_mut() {
            first.labels = ins.labels.clone();
        }
        out
    }

    fn dispatch(
        &mut self,
        ins: &Instruction,
        call: Call,
        taken: &[Ident],
        site: (Ident, u32),
    ) -> Vec<Instruction> {
        let loc = ins.location;
        let ptr = self.m.store.op(call.function, 0);
        let want = self.m.store.type_of(call.function);
        let unprototyped = matches!(
            self.m.store.ty(want),
            TypeKind::Code { params, variadic: true, .. } if params.is_empty()
        );
        let candidates: Vec<(Ident, TypeId)> = taken
            .iter()
            .filter_map(|f| {
                let t = self.m.symbols.get(*f)?.ty;
                compatible(&self.m.store, &self.m.symbols, want, t).then_some((*f, t))
            })
            .collect();
        if candidates.is_empty() || unprototyped {
            self.keep_call(&call, site, loc);
        }
        let call_blocks: Vec<Vec<Instruction>> = candidates
            .iter()
            .map(|(f, t)| self.direct_call(&call, *f, *t, loc))
            .collect();
        // layout: the dereference, then the dispatch
        let mut out = goto_ir::dispatch::dispatch(&mut self.m.store, ptr, &candidates, call_blocks, 1, loc);
        // the call itself stays as an expression `*fp`, so the pointer checks see it
        let mut deref = Instruction::new(
            InstrKind::Other(goto_ir::OtherCode {
                statement: Ident::new("expression"),
                ops: vec![call.function],
                extra: Vec::new(),
            }),
            loc,
        );
        deref.labels = ins.labels.clone();
        out.insert(0, deref);
        out
    }

    /// Records the call through a pointer of dispatch `site` (function, number) in the
    /// auxiliary symbol `<function>::$fp_call::<n>` (see the module documentation).
    fn keep_call(&mut self, call: &Call, site: (Ident, u32), loc: goto_ir::SourceLocation) {
        let id = Ident::new(&format!("{}::$fp_call::{}", site.0, site.1));
        let void = self.ct.void;
        let (statement, ty, ops) = match call.lhs {
            Some(l) => {
                let mut ops = vec![l, call.function];
                ops.extend(&call.args);
                ("rbmc_fp_call_lhs", self.m.store.type_of(l), ops)
            }
            None => {
                let mut ops = vec![call.function];
                ops.extend(&call.args);
                ("rbmc_fp_call", void, ops)
            }
        };
        let value = self
            .m
            .store
            .mk(ExprKind::SideEffect(Ident::new(statement)), ty, ops);
        let mut sym = goto_ir::Symbol::new(id, ty);
        sym.is_auxiliary = true;
        sym.value = Some(value);
        sym.location = loc;
        self.m.symbols.replace(sym);
    }

    /// `lhs := f(args)` with argument and result conversions to `f`'s type.
    fn direct_call(
        &mut self,
        call: &Call,
        f: Ident,
        fty: TypeId,
        loc: goto_ir::SourceLocation,
    ) -> Vec<Instruction> {
        let TypeKind::Code { params, ret, .. } = self.m.store.ty(fty).clone() else {
            return Vec::new();
        };
        let args: Vec<ExprId> = call
            .args
            .iter()
            .enumerate()
            .map(|(i, &a)| match params.get(i) {
                Some(p) if self.is_aggregate(p.ty) && self.m.store.type_of(a) != p.ty => {
                    // a struct or union of another type but the same size (see
                    // `compatible`): its bytes, as CBMC's symex passes such an argument
                    let zero = self.m.store.int_const(0, self.ct.ssize_t);
                    let e = self.target_endian();
                    self.m.store.mk(ExprKind::ByteExtract(e), p.ty, [a, zero])
                }
                Some(p) => self.m.store.typecast(a, p.ty),
                None => a,
            })
            .collect();
        let function = self.m.store.symbol(f, fty);
        match call.lhs {
            Some(lhs) if self.m.store.type_of(lhs) != ret && ret != self.ct.void => {
                // call into a temporary of the callee's return type, then convert
                let id = Ident::new(&format!("{}$fp_return{}", f, self.fresh()));
                let mut sym = goto_ir::Symbol::new(id, ret);
                sym.is_auxiliary = true;
                sym.is_static_lifetime = true;
                sym.is_lvalue = true;
                self.m.symbols.replace(sym);
                let tmp = self.m.store.symbol(id, ret);
                let lt = self.m.store.type_of(lhs);
                let cast = self.m.store.typecast(tmp, lt);
                vec![
                    Instruction::new(
                        InstrKind::FunctionCall(Call {
                            lhs: Some(tmp),
                            function,
                            args,
                        }),
                        loc,
                    ),
                    Instruction::new(InstrKind::Assign { lhs, rhs: cast }, loc),
                ]
            }
            lhs => vec![Instruction::new(
                InstrKind::FunctionCall(Call {
                    lhs: if ret == self.ct.void { None } else { lhs },
                    function,
                    args,
                }),
                loc,
            )],
        }
    }
}

impl Converter<'_> {
    fn is_aggregate(&self, t: TypeId) -> bool {
        let t = self.m.symbols.follow(&self.m.store, t);
        matches!(self.m.store.ty(t), TypeKind::Struct(_) | TypeKind::Union(_))
    }
}

/// Whether a function of type `have` may be called through a pointer to `want`: as in
/// CBMC's `remove_function_pointers`, parameters of the same type, pointers, integers of
/// the same width, or structs and unions of the same size (two units' declarations of
/// one struct with other tags or member names, CBMC's regression Linking7).
fn compatible(s: &Store, symbols: &goto_ir::SymbolTable, want: TypeId, have: TypeId) -> bool {
    let (
        TypeKind::Code {
            params: wp,
            ret: wr,
            variadic: wv,
        },
        TypeKind::Code {
            params: hp,
            ret: hr,
            ..
        },
    ) = (s.ty(want), s.ty(have))
    else {
        return false;
    };
    let aggregate_size = |t: TypeId| {
        let f = symbols.follow(s, t);
        matches!(s.ty(f), TypeKind::Struct(_) | TypeKind::Union(_))
            .then(|| goto_ir::layout::Layout::new(s, symbols).bits_u64(f))
            .flatten()
    };
    let ty_ok = |a: TypeId, b: TypeId| {
        a == b
            || (s.ty(a).is_pointer() && s.ty(b).is_pointer())
            || (s.ty(a).bv_width().is_some()
                && s.ty(a).bv_width() == s.ty(b).bv_width()
                && !s.ty(a).is_pointer()
                && !s.ty(b).is_pointer())
            || aggregate_size(a).is_some_and(|x| aggregate_size(b) == Some(x))
    };
    let void_a = matches!(s.ty(*wr), TypeKind::Empty);
    let void_b = matches!(s.ty(*hr), TypeKind::Empty);
    if void_a != void_b && !void_a {
        return false;
    }
    if !void_a && !void_b && !ty_ok(*wr, *hr) {
        return false;
    }
    if wp.is_empty() && *wv {
        // no prototype: any parameter list
        return true;
    }
    wp.len() == hp.len() && wp.iter().zip(hp).all(|(a, b)| ty_ok(a.ty, b.ty))
}

/// `e` without the conversions around it.
fn strip_casts(s: &Store, mut e: ExprId) -> ExprId {
    while matches!(s.kind(e), ExprKind::Typecast) {
        e = s.op(e, 0);
    }
    e
}
