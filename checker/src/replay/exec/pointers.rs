//! What the interpreter takes from symex's memory model and the solver's pointer encoding:
//! failed objects (dereferences of pointers to no object), object numbers (pointers as
//! integers, pointer overflow checks, pointer differences), the unconstrained padding of
//! narrow union literals and the function table of uninterpreted functions.
//!
//! ## Failed objects
//!
//! symex reads and writes `*p` for a `p` that points to no object (NULL, an integer
//! address, an invalid pointer) in a *failed object* (`symex/src/dereference.rs`): when the
//! pointer expression is a symbol `p` (under casts) whose type points to a non-void type,
//! it is the object `p$object` of that pointee type, shared by every dereference of `p`
//! whatever value `p` has, accessed at byte 0 whatever the pointer's offset; otherwise it
//! is a fresh `symex::invalid_objectN` of the accessed type, new at each dereference. The
//! initial values of both come from the model ([`super::super::Script::failed`]); which
//! invalid object a dereference reads is recorded at its visit ([`Choice::Invalid`]).
//! Dereferences of integer addresses (pointers to no object with a non-zero offset), which
//! symex sends to `__CPROVER_memory` when its value sets say so, are not replayed.

use super::{unsup, Interp, Place, Stop, R};
use crate::replay::value::{normalize, pattern, Blob, Ptr, Val};
use crate::replay::{Choice, Numbered};
use goto_ir::{ExprId, ExprKind, Ident, OverflowOp, TypeId, TypeKind};
use num_bigint::BigInt;
use num_traits::Zero;

impl Interp<'_> {
    /// The failed object `name` (`p$object` or an invalid object), created with the
    /// model's initial value on first use.
    pub(super) fn failed_object(&mut self, name: Ident) -> R<u32> {
        if let Some(&o) = self.failed.get(&name) {
            return Ok(o);
        }
        let Some(ty) = self.ns.get(name).map(|s| s.ty) else {
            return unsup(format!("the failed object {name} without a symbol"));
        };
        let o = self.fresh_failed(name, ty)?;
        self.failed.insert(name, o);
        Ok(o)
    }

    /// A new object `name` of type `ty` holding the model's initial value of `name`.
    fn fresh_failed(&mut self, name: Ident, ty: TypeId) -> R<u32> {
        let Some(init) = self.failed_init.get(&name).cloned() else {
            // symex never read through the pointer to no object: its value set resolved
            // the dereference to another object (a pointer rewritten byte by byte keeps
            // the objects it pointed to), whose contents the replay cannot know here
            return unsup(format!(
                "a dereference of a pointer to no object that symex's value sets resolved \
                 to another object (no {name})"
            ));
        };
        let bits = self.bits(ty)?;
        let o = self.new_object(name, bits);
        self.write_model_value(Place { obj: o, off: 0, ty }, init)?;
        Ok(o)
    }

    /// The place symex accesses for `*ptr` (type `ty`) when `ptr` points to no object.
    pub(super) fn failed_place(&mut self, ptr: Option<ExprId>, ty: TypeId) -> R<Place> {
        let Some(e) = ptr else {
            return unsup("a havoc through a pointer to no object");
        };

        // symex dereferences both branches of a conditional pointer
        if let ExprKind::If = self.store.kind(e) {
            let c = self.bool(self.store.op(e, 0))?;
            let pick = self.store.op(e, if c { 1 } else { 2 });
            return self.failed_place(Some(pick), ty);
        }
        let mut q = e;
        while let ExprKind::Typecast = self.store.kind(q) {
            q = self.store.op(q, 0);
        }
        let base = match self.store.ty(self.store.type_of(q)) {
            TypeKind::Pointer { base, .. } => Some(*base),
            _ => None,
        };
        let root = match self.store.kind(q) {
            ExprKind::Symbol(n) => Some(*n),
            ExprKind::Dereference if q == e => {
                // `**pp`: symex dereferences the candidate `*pp` denotes, a symbol when it is
                // a whole object
                let inner = self.place_for(q, super::Access::Address)?;
                self.whole_object_name(inner)
            }
            ExprKind::Dereference => {
                // whether symex sees a symbol under the cast depends on its value sets
                return unsup(
                    "a dereference through a cast of a dereferenced pointer to no object",
                );
            }
            _ => None,
        };
        match (root, base) {
            (Some(r), Some(base)) if !matches!(self.store.ty(base), TypeKind::Empty) => {
                let name = Ident::new(&format!("{r}$object"));
                let o = self.failed_object(name)?;
                let len = self.objects[o as usize].mem.len();
                if self.bits(ty)? > len {
                    return unsup(format!("an access wider than the failed object {name}"));
                }
                Ok(Place { obj: o, off: 0, ty })
            }
            _ => {
                // a fresh invalid object of the accessed type, never seen again
                let o = match self.take_choice(|c| matches!(c, Choice::Invalid(_))) {
                    Some(Choice::Invalid(n)) if self.ns.get(n).is_some() => {
                        self.stats.choices += 1;
                        self.failed_object(n)?
                    }
                    _ => {
                        self.stats.missing += 1;
                        self.fresh_failed(Ident::new("symex::invalid_object"), ty)?
                    }
                };
                if self.bits(ty)? > self.objects[o as usize].mem.len() {
                    return unsup("an access wider than an invalid object");
                }
                Ok(Place { obj: o, off: 0, ty })
            }
        }
    }

    /// The name of the object `p` covers entirely (a variable or a failed object, as symex
    /// names the candidate of a dereference), if it does.
    fn whole_object_name(&mut self, p: Place) -> Option<Ident> {
        if p.off != 0 {
            return None;
        }
        let name = self.objects.get(p.obj as usize)?.name;
        let sty = self.ns.get(name)?.ty;
        (self.follow(sty) == self.follow(p.ty)).then_some(name)
    }

    // ------------------------------------------------------------------ object numbers

    /// The solver's number of interpreter object `o`, if the model numbered exactly one
    /// object of that name.
    pub(super) fn number_of(&self, o: u32) -> Option<u64> {
        let obj = self.objects.get(o as usize)?;
        let is_string = self.strings.values().any(|&s| s == o);
        let mut found = None;
        for (k, n) in &self.numbers {
            let hit = match n {
                Numbered::Var(v, _) => !is_string && *v == obj.name,
                Numbered::Str(s, t) => self.strings.get(&(*s, *t)) == Some(&o),
            };
            if hit {
                if found.is_some() {
                    return None;
                }
                found = Some(*k);
            }
        }
        // the number must name this very instance of the variable
        match found {
            Some(k) if self.object_numbered(k) == Some(o) => Some(k),
            _ => None,
        }
    }

    /// The interpreter object the solver numbered `k`, if it exists and is unambiguous.
    pub(super) fn object_numbered(&self, k: u64) -> Option<u32> {
        let (_, n) = self.numbers.iter().find(|(j, _)| *j == k)?;
        match n {
            Numbered::Str(s, t) => self.strings.get(&(*s, *t)).copied(),
            Numbered::Var(v, _) => {
                let same_name = self
                    .numbers
                    .iter()
                    .filter(|(_, m)| matches!(m, Numbered::Var(w, _) if w == v))
                    .count();
                // several live instances of a local (recursion): which one the solver
                // numbered is not known
                let instances = self
                    .frames
                    .iter()
                    .filter(|f| f.locals.contains_key(v))
                    .count();
                if same_name != 1 || instances > 1 {
                    return None;
                }
                self.find_var(*v)
            }
        }
    }

    /// Whether two pointers have the same bits (a pointer made from an integer equals the
    /// pointers to the object the solver numbered so).
    pub(super) fn same_pointer(&self, p: &Ptr, q: &Ptr) -> bool {
        if p == q {
            return true;
        }
        let w = self.cfg.pointer_width();
        match (self.ptr_to_int(p, w), self.ptr_to_int(q, w)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }

    /// The offset bits of a pointer as a signed offset (the solver's offset width).
    pub(super) fn wrapped_offset(&self, p: &Ptr) -> BigInt {
        let ob = self.offset_bits(self.cfg.pointer_width());
        normalize(&BigInt::from(p.off), ob, true)
    }

    /// `p - q` as the solver encodes it: the difference of the offsets divided by the
    /// element size, whatever the objects.
    pub(super) fn pointer_difference(&mut self, p: &Ptr, q: &Ptr, k: i128, ty: TypeId) -> R<Val> {
        let d = self.wrapped_offset(p) - self.wrapped_offset(q);
        self.norm(d / BigInt::from(k.max(1)), ty)
    }

    /// An overflow predicate on pointer operands: the solver checks the operation on the
    /// pointers' bits (object number and offset) as unsigned numbers.
    pub(super) fn pointer_overflow(&mut self, op: OverflowOp, ops: &[ExprId]) -> R<Val> {
        let w = self.cfg.pointer_width();
        let (Some(&a), Some(&b)) = (ops.first(), ops.get(1)) else {
            return unsup("a unary overflow check on a pointer");
        };
        let x = BigInt::from(pattern(&self.int(a)?, w));
        let y = BigInt::from(pattern(&self.int(b)?, w));
        let r = match op {
            OverflowOp::Plus => x + y,
            OverflowOp::Minus => x - y,
            OverflowOp::Mult => x * y,
            _ => return unsup("this overflow check on a pointer"),
        };
        Ok(Val::Bool(normalize(&r, w, false) != r))
    }

    // ------------------------------------------------------------------ unions, functions

    /// A union literal of a member narrower than the union: the padding is the model's.
    pub(super) fn narrow_union(&mut self, ty: TypeId, member: Ident, part: &Blob) -> R<Val> {
        let want = self.follow(ty);
        let (store, ns) = (self.store, self.ns);
        let choice = self.take_choice(|c| match c {
            Choice::Union(t, m, _) => *m == member && ns.follow(store, *t) == want,
            _ => false,
        });
        let Some(Choice::Union(_, _, Some(e))) = choice else {
            return unsup("a union literal narrower than its union (no model value)");
        };
        self.stats.choices += 1;
        let v = self.const_val(e, ty)?;
        let mut b = self.flatten(&v, ty)?;
        // the model's bits of a union whose widest member is a pointer come back as that
        // pointer, whose flattening need not repeat the bits of the narrower member: the
        // member's value is the literal's, the rest (padding to the model) stays
        if b.has_pointers() && b.slice(0, part.len()).as_ref() != Some(part) {
            b.splice(0, part);
        }
        if b.slice(0, part.len()).as_ref() != Some(part) {
            return Err(Stop::Disagree(format!(
                "a union literal of member {member} does not hold the member's value{}",
                self.here()
            )));
        }
        Ok(Val::Blob(b))
    }

    /// `function_application(f, args…)` of an uninterpreted function: the model's result
    /// for equal arguments; arguments the model never applied `f` to get a result of the
    /// replay's choosing (zero), kept for later applications.
    pub(super) fn application(&mut self, ops: &[ExprId], ty: TypeId) -> R<Val> {
        let Some((&f, args)) = ops.split_first() else {
            return unsup("a function application without a function");
        };
        let ExprKind::Symbol(name) = *self.store.kind(f) else {
            return unsup("an application of a function that is not a symbol");
        };
        let mut vals = Vec::with_capacity(args.len());
        for &a in args {
            vals.push(self.eval(a)?);
        }
        let known = self.applications.get(&name).cloned().unwrap_or_default();
        for app in known {
            if app.args.len() != vals.len() {
                continue;
            }
            let mut equal = true;
            for (&c, (v, &a)) in app.args.iter().zip(vals.iter().zip(args)) {
                let theirs = self.const_val(c, self.store.type_of(a))?;
                if !exactly_equal(v, &theirs) {
                    equal = false;
                    break;
                }
            }
            if equal {
                self.stats.choices += 1;
                return self.const_val(app.result, ty);
            }
        }
        if let Some(apps) = self.own_applications.get(&name) {
            if let Some((_, r)) = apps.iter().find(|(a, _)| {
                a.len() == vals.len() && a.iter().zip(&vals).all(|(x, y)| exactly_equal(x, y))
            }) {
                return Ok(r.clone());
            }
        }
        self.stats.missing += 1;
        let r = self.zero(ty)?;
        self.own_applications
            .entry(name)
            .or_default()
            .push((vals, r.clone()));
        Ok(r)
    }
}

/// Equality of two concrete values (Booleans equal to 0/1 integers).
fn exactly_equal(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Bool(x), Val::Int(y)) | (Val::Int(y), Val::Bool(x)) => {
            BigInt::from(u8::from(*x)) == *y
        }
        (Val::Int(x), Val::Int(y)) => x == y || (x - y).is_zero(),
        (Val::Ptr(p), Val::Ptr(q)) => p.base == q.base && p.off == q.off,
        _ => a == b,
    }
}
