//! The concrete interpreter of goto programs.
//!
//! Memory is a list of objects (variables, string literals, dynamic allocations), each a
//! [`Mem`] of its type's bits (a flat [`Blob`], or sparse chunks for objects of symbolic or
//! huge size such as `argv`); places are (object, bit offset, type). Expressions are
//! evaluated to [`Val`]s with C's wrap-around arithmetic per type. Nondeterministic values
//! come from the [`Script`]'s visits (see the module documentation of [`crate::replay`]).
//! Dereferences of pointers to no object use symex's failed objects, and pointers become
//! integers with the solver's object numbers ([`pointers`]). Anything the interpreter
//! cannot execute faithfully (floating point, threads, …) stops
//! the replay as unsupported; only a definite contradiction with the trace is a
//! disagreement.

use super::value::{normalize, pattern, Base, Blob, Mem, MemError, Ptr, Val};
use super::{
    Application, Check, Choice, Config, DeclValue, Group, Key, Numbered, OobKind, Script, Sel,
    Stats, Target, TargetKind, Verdict,
};
use goto_ir::{
    ExprId, ExprKind, GotoFunction, Ident, InstrKind, Literal, OverflowOp, Store, SymbolTable,
    TypeId, TypeKind,
};
use goto_ir::layout::{Layout, LayoutError};
use indexmap::IndexMap;
use goto_ir::softfloat::Rounding;
use num_bigint::{BigInt, BigUint};
use num_traits::{One, Signed, ToPrimitive, Zero};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;
use std::rc::Rc;

mod pointers;
mod threads;

/// Why execution stopped early.
#[derive(Debug)]
enum Stop {
    Unsupported(String),
    Disagree(String),
    Confirmed,
}

type R<T> = Result<T, Stop>;

fn unsup<T>(what: impl Into<String>) -> R<T> {
    Err(Stop::Unsupported(what.into()))
}

/// The largest value (in bits) the interpreter builds as one [`Blob`].
const VALUE_LIMIT: u64 = 1 << 32;

/// Model constants larger than this (in bits) are stored into memory element by element
/// instead of being built as one value first.
const FLAT_VALUE: u64 = super::value::FLAT_LIMIT;

fn mem_error(e: MemError) -> Stop {
    Stop::Unsupported(
        match e {
            MemError::Bounds => "a write outside the object's bounds",
            MemError::Straddle => "a pointer straddling two chunks of a large object",
        }
        .into(),
    )
}

struct Object {
    name: Ident,
    mem: Mem,
    alive: bool,
    dynamic: bool,
    readonly: bool,
    /// The size in bytes when it exceeds what the memory can address (an allocation of
    /// more than 2^61 bytes: its memory covers the addressable prefix).
    huge_bytes: Option<u64>,
    /// For the stand-in of a write partly outside an object: the object and bit offset
    /// that receive the bits of each write that fall inside it.
    spill: Option<(u32, u64)>,
}

impl Object {
    /// The object's size in bytes.
    fn bytes(&self) -> u64 {
        self.huge_bytes.unwrap_or(self.mem.len() / 8)
    }
}

/// What a place is computed for (out-of-bounds places differ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    /// Its value is read.
    Read,
    /// It is assigned.
    Write,
    /// Its address is taken.
    Address,
}

#[derive(Clone, Copy)]
struct Place {
    obj: u32,
    off: u64,
    ty: TypeId,
}

struct CallSite {
    key: Key,
    lhs: Option<ExprId>,
}

struct Frame {
    function: Ident,
    pc: usize,
    locals: FxHashMap<Ident, u32>,
    /// Locals used outside their declaration's scope (a jump past the DECL, a use
    /// before it or after DEAD): symex's objects without a frame instance.
    ghosts: FxHashMap<Ident, u32>,
    ret: Option<Val>,
    call: Option<CallSite>,
    loops: FxHashMap<usize, u32>,
}

impl Frame {
    fn new(function: Ident) -> Frame {
        Frame {
            function,
            pc: 0,
            locals: FxHashMap::default(),
            ghosts: FxHashMap::default(),
            ret: None,
            call: None,
            loops: FxHashMap::default(),
        }
    }
}

#[derive(Default)]
struct FnInfo {
    /// Loop heads → the backward GOTOs jumping there.
    heads: FxHashMap<usize, Vec<usize>>,
    /// The function is labelled `__RBMC_DECIDED_LOOPS` (a C library model): symex does not
    /// count iterations that constants decide, which a concrete run cannot tell apart, so
    /// its loops may run past the bound here.
    decided_loops: bool,
}

/// The interpreter state of one replay.
pub struct Interp<'a> {
    store: &'a Store,
    ns: &'a SymbolTable,
    functions: &'a IndexMap<Ident, GotoFunction>,
    cfg: &'a Config,
    target: &'a Target,
    visits: FxHashMap<Key, VecDeque<Group>>,
    group: Option<Group>,
    pending: Option<Key>,
    objects: Vec<Object>,
    globals: FxHashMap<Ident, u32>,
    /// The string literal objects, one per text and type (`"ab"` and `L"ab"` are two).
    strings: FxHashMap<(Ident, TypeId), u32>,
    dynamic: FxHashMap<Ident, u32>,
    frames: Vec<Frame>,
    info: FxHashMap<Ident, Rc<FnInfo>>,
    stats: Stats,
    choice_mode: bool,
    unresolved: bool,
    bits_cache: FxHashMap<TypeId, u64>,
    /// Locals a model value points to before their DECL ran (adopted by the DECL).
    pending_locals: FxHashMap<Ident, u32>,
    /// Where a dereference read a program object while symex read an invalid object at
    /// the same visit (` at file:line`).
    ambiguous_deref: Option<String>,
    /// What the place being computed is for.
    access: Access,
    /// Initial values of symex's failed and invalid objects.
    failed_init: FxHashMap<Ident, DeclValue>,
    /// The failed objects (`p$object`) created so far.
    failed: FxHashMap<Ident, u32>,
    /// The solver's object numbering.
    numbers: Vec<(u64, Numbered)>,
    /// Uninterpreted functions: the model's applications.
    applications: FxHashMap<Ident, Vec<Application>>,
    /// Applications the model does not decide, with the results the replay chose.
    own_applications: FxHashMap<Ident, Vec<(Vec<Val>, Val)>>,
    /// With threads: the scheduler.
    sched: Option<threads::Sched>,
    /// With threads: the running thread's visits in program order (place, time).
    cursor: VecDeque<(Key, usize)>,
    /// With threads: the running thread's snapshots of racing reads.
    overlay: Vec<threads::Snap>,
    /// With threads: the running thread's `_Thread_local` objects (the main thread's are
    /// globals).
    tls: FxHashMap<Ident, u32>,
    /// With threads: the threads of the script (taken by `run`).
    script_threads: Option<super::Threads>,
    /// With threads: the places whose visits the running instruction took.
    popped: Vec<Key>,
}

impl<'a> Interp<'a> {
    /// An interpreter ready to run `script` from the entry point.
    pub fn new(
        store: &'a Store,
        ns: &'a SymbolTable,
        functions: &'a IndexMap<Ident, GotoFunction>,
        script: Script,
        target: &'a Target,
        cfg: &'a Config,
    ) -> Interp<'a> {
        Interp {
            store,
            ns,
            functions,
            cfg,
            target,
            visits: script.visits,
            failed_init: script.failed,
            failed: FxHashMap::default(),
            numbers: script.numbers,
            applications: script.functions,
            own_applications: FxHashMap::default(),
            group: None,
            pending: None,
            objects: Vec::new(),
            globals: FxHashMap::default(),
            strings: FxHashMap::default(),
            dynamic: FxHashMap::default(),
            frames: Vec::new(),
            info: FxHashMap::default(),
            stats: Stats::default(),
            choice_mode: false,
            unresolved: false,
            bits_cache: FxHashMap::default(),
            pending_locals: FxHashMap::default(),
            ambiguous_deref: None,
            access: Access::Read,
            sched: None,
            cursor: VecDeque::new(),
            overlay: Vec::new(),
            tls: FxHashMap::default(),
            script_threads: script.threads,
            popped: Vec::new(),
        }
    }

    /// Runs the program until the target property is violated (or the replay fails).
    pub fn run(mut self) -> Verdict {
        if self.cfg.symex.depth.is_some() {
            return Verdict::Unsupported("--depth".into());
        }
        // the interpreter's memory is laid out little endian
        if self.cfg.symex.endian == goto_ir::Endian::Big {
            return Verdict::Unsupported("a big-endian target".into());
        }
        let entry = Ident::new(&self.cfg.symex.entry_point);
        if !self.functions.get(&entry).is_some_and(|f| f.has_body()) {
            return Verdict::Unsupported(format!("no body for the entry point {entry}"));
        }
        self.frames.push(Frame::new(entry));
        let threaded = self.script_threads.is_some();
        let r = match self.script_threads.take() {
            Some(t) => self.run_threads(t),
            None => self.main_loop(),
        };
        // the scheduler does not follow every interleaving yet (loops spawning threads,
        // spawns under conditions, atomic functions with assumptions): a concurrent trace
        // it contradicts is left unchecked rather than called wrong
        let r = match r {
            Err(Stop::Disagree(w)) if threaded => Err(Stop::Unsupported(format!(
                "threads: the replay of the interleaving does not match the trace ({w})"
            ))),
            r => r,
        };
        // symex read a failed object where the replay read a program object: the model
        // may aim a pointer symex knows no object for at a real one
        let r = match (r, self.ambiguous_deref.take()) {
            (Err(Stop::Disagree(w)), Some(at)) => Err(Stop::Unsupported(format!(
                "symex may have read a failed object at the dereference{at}, where the replay read a program object ({w})"
            ))),
            (r, _) => r,
        };
        match r {
            Err(Stop::Confirmed) => Verdict::Confirmed(self.stats),
            Err(Stop::Unsupported(w)) => Verdict::Unsupported(w),
            Err(Stop::Disagree(w)) => Verdict::Disagree(w),
            Ok(()) => Verdict::Disagree("the program ends without violating the property".into()),
        }
    }

    // ------------------------------------------------------------------ visits

    /// Starts a visit of `key`, taking its recorded data now.
    fn visit(&mut self, key: Key) {
        self.pending = None;
        let g = self
            .visits
            .get_mut(&key)
            .and_then(|q| q.pop_front())
            .unwrap_or_default();
        if self.sched.is_some() {
            self.popped.push(key);
            self.taken(key, g.time);
        }
        self.group = Some(g);
    }

    /// Starts a visit whose data is taken only if a choice is needed.
    fn visit_lazily(&mut self, key: Key) {
        self.group = None;
        self.pending = Some(key);
    }

    /// Whether the current visit has a choice `want` accepts (not taken).
    fn has_choice(&mut self, want: impl Fn(&Choice) -> bool) -> bool {
        if self.group.is_none() {
            if let Some(k) = self.pending.take() {
                self.visit(k);
            }
        }
        self.group.as_ref().is_some_and(|g| g.choices.iter().any(want))
    }

    fn take_choice(&mut self, want: impl Fn(&Choice) -> bool) -> Option<Choice> {
        if self.group.is_none() {
            if let Some(k) = self.pending.take() {
                self.visit(k);
            }
        }
        let g = self.group.as_mut()?;
        let i = g.choices.iter().position(want)?;
        g.choices.remove(i)
    }

    /// Unsupported once the scheduler has lost the trace's interleaving.
    fn scheduler_on_course(&mut self) -> R<()> {
        match self.sched.as_mut().and_then(|s| s.astray.take()) {
            Some(w) => unsup(w),
            None => Ok(()),
        }
    }

    /// Ends the current visit: compares the trace's values.
    fn end_visit(&mut self) -> R<()> {
        self.pending = None;
        self.scheduler_on_course()?;
        let Some(g) = self.group.take() else {
            return Ok(());
        };
        for c in &g.checks {
            self.check(c)?;
        }
        Ok(())
    }

    fn check(&mut self, c: &Check) -> R<()> {
        let Some(obj) = self.find_var(c.root) else {
            return Ok(());
        };
        let root_ty = match self.ns.get(c.root) {
            Some(s) => s.ty,
            None => return Ok(()),
        };
        let mut place = Place {
            obj,
            off: 0,
            ty: root_ty,
        };
        for s in &c.path {
            place = match self.select(place, s) {
                Ok(p) => p,
                Err(_) => return Ok(()),
            };
        }
        let Ok(mine) = self.read(place) else {
            return Ok(());
        };
        self.unresolved = false;
        let theirs = match self.const_val(c.value, c.ty) {
            Ok(v) => v,
            Err(_) => return Ok(()),
        };
        if self.unresolved {
            return Ok(());
        }
        self.stats.checks += 1;
        if !self.same(&mine, &theirs) {
            let mut lhs = c.root.as_str().to_string();
            for s in &c.path {
                match s {
                    Sel::Member(m) => lhs.push_str(&format!(".{m}")),
                    Sel::Index(i) => lhs.push_str(&format!("[{i}]")),
                }
            }
            let names = |b: &Base| self.base_name(b);
            return Err(Stop::Disagree(format!(
                "{lhs} is {} in the replay but {} in the trace{}",
                mine.describe(&names),
                theirs.describe(&names),
                self.here()
            )));
        }
        Ok(())
    }

    fn same(&self, a: &Val, b: &Val) -> bool {
        match (a, b) {
            (Val::Int(x), Val::Int(y)) => x == y,
            (Val::Bool(x), Val::Bool(y)) => x == y,
            (Val::Bool(x), Val::Int(y)) | (Val::Int(y), Val::Bool(x)) => {
                BigInt::from(u8::from(*x)) == *y
            }
            (Val::Ptr(p), Val::Ptr(q)) => {
                (p.off == q.off && self.base_name(&p.base) == self.base_name(&q.base))
                    || self.same_pointer(p, q)
            }
            _ => true,
        }
    }

    fn base_name(&self, b: &Base) -> String {
        match b {
            Base::Null => "NULL".into(),
            Base::Raw(k) => format!("object {k}"),
            Base::Obj(o) => self
                .objects
                .get(*o as usize)
                .map(|o| o.name.as_str().to_string())
                .unwrap_or_default(),
            Base::Func(f) => f.as_str().to_string(),
        }
    }

    /// ` at file:line` of the current instruction.
    fn here(&self) -> String {
        let Some(fr) = self.frames.last() else {
            return String::new();
        };
        let Some(ins) = self
            .functions
            .get(&fr.function)
            .and_then(|f| f.body.get(fr.pc))
        else {
            return String::new();
        };
        let l = &ins.location;
        match (l.file, l.line) {
            (Some(f), Some(n)) => format!(" at {f}:{n}"),
            _ => format!(" in {}", fr.function),
        }
    }

    fn nondet(&mut self, ty: TypeId) -> R<Val> {
        match self.take_choice(|c| matches!(c, Choice::Nondet(_))) {
            Some(Choice::Nondet(Some(e))) => {
                self.stats.choices += 1;
                self.const_val(e, ty)
            }
            _ => {
                self.stats.missing += 1;
                self.zero(ty)
            }
        }
    }

    /// A model constant as a value of type `ty` (SSA names resolve to program objects).
    fn const_val(&mut self, e: ExprId, ty: TypeId) -> R<Val> {
        let was = self.choice_mode;
        self.choice_mode = true;
        let r = self.const_val_inner(e, ty);
        self.choice_mode = was;
        r
    }

    fn const_val_inner(&mut self, e: ExprId, ty: TypeId) -> R<Val> {
        let ety = self.store.type_of(e);
        let same = self.follow(ety) == self.follow(ty);
        let fixed = self.bits(ty).ok();
        if same && fixed.is_some() && self.bits(ety).ok() == fixed {
            return self.eval(e);
        }
        // arrays of symbolic size (dynamic objects) and other shapes: fill a blob
        let Some(n) = fixed else {
            return unsup("a nondet value of a type of unknown size");
        };
        if n > VALUE_LIMIT {
            return unsup("a value of more than 512 MiB");
        }
        let mut mem = Mem::zeros(n);
        self.const_into(e, &mut mem, 0, true)?;
        let Some(blob) = mem.to_blob() else {
            return unsup("a pointer cut by a model value");
        };
        self.unflatten(&blob, ty)
    }

    /// Stores model constant `e` at `place` (directly into the object's memory when the
    /// place is too large for a value: arrays of symbolic size such as `argv`).
    fn store_const(&mut self, place: Place, e: ExprId) -> R<()> {
        let bits = self.bits(place.ty)?;
        if bits <= FLAT_VALUE {
            let v = self.const_val(e, place.ty)?;
            return self.write(place, &v);
        }
        let was = self.choice_mode;
        self.choice_mode = true;
        let mut mem = std::mem::replace(&mut self.objects[place.obj as usize].mem, Mem::zeros(0));
        let whole = place.off == 0 && bits == mem.len();
        let r = self.const_into(e, &mut mem, place.off, whole);
        self.objects[place.obj as usize].mem = mem;
        self.choice_mode = was;
        r
    }

    /// Writes model constant `e` into `mem` at bit `off`, element-wise for array
    /// constants (`array_of`, `with` chains) so that their own size does not matter.
    /// `whole`: `e` is the value of all of `mem` (`off` is 0).
    fn const_into(&mut self, e: ExprId, mem: &mut Mem, off: u64, whole: bool) -> R<()> {
        let ety = self.follow(self.store.type_of(e));
        let elem = match self.store.ty(ety) {
            TypeKind::Array { elem, .. } => Some(*elem),
            _ => None,
        };
        match (self.store.kind(e), elem) {
            (ExprKind::ArrayOf, Some(elem)) => {
                let v = self.eval(self.store.op(e, 0))?;
                let b = self.flatten(&v, elem)?;
                if b.is_empty() {
                    return Ok(());
                }
                if whole {
                    // the whole object repeats the element
                    mem.fill(&b);
                    return Ok(());
                }
                let count = (mem.len().saturating_sub(off)) / b.len();
                if count > 1 << 20 {
                    return unsup("a large array value inside an aggregate");
                }
                for k in 0..count {
                    mem.splice(off + k * b.len(), &b).map_err(mem_error)?;
                }
                Ok(())
            }
            (ExprKind::With, Some(elem)) => {
                let (old, i, v) = (
                    self.store.op(e, 0),
                    self.store.op(e, 1),
                    self.store.op(e, 2),
                );
                self.const_into(old, mem, off, whole)?;
                let i = self.int(i)?;
                let v = self.eval(v)?;
                let b = self.flatten(&v, elem)?;
                if let Some(i) = i.to_u64() {
                    let at = i.checked_mul(b.len()).and_then(|x| x.checked_add(off));
                    if let Some(at) = at.filter(|&at| at + b.len() <= mem.len()) {
                        mem.splice(at, &b).map_err(mem_error)?;
                    }
                }
                Ok(())
            }
            (ExprKind::Array, Some(elem)) => {
                let ops = self.store.ops(e).to_vec();
                let mut at = off;
                for o in ops {
                    let v = self.eval(o)?;
                    let b = self.flatten(&v, elem)?;
                    if at + b.len() > mem.len() {
                        break;
                    }
                    mem.splice(at, &b).map_err(mem_error)?;
                    at += b.len();
                }
                Ok(())
            }
            _ => {
                let v = self.eval(e)?;
                let b = self.flatten(&v, self.store.type_of(e))?;
                let w = b.len().min(mem.len().saturating_sub(off));
                if let Some(part) = b.slice(0, w) {
                    mem.splice(off, &part).map_err(mem_error)?;
                }
                Ok(())
            }
        }
    }

    // ------------------------------------------------------------------ types

    fn follow(&self, ty: TypeId) -> TypeId {
        self.ns.follow(self.store, ty)
    }

    /// Width and signedness of integer-like types.
    fn int_info(&self, ty: TypeId) -> Option<(u32, bool)> {
        let t = self.follow(ty);
        match self.store.ty(t) {
            TypeKind::Signed(w) => Some((*w, true)),
            TypeKind::Unsigned(w)
            | TypeKind::Bv(w)
            | TypeKind::CBool(w)
            | TypeKind::Floatbv { width: w, .. }
            | TypeKind::Fixedbv { width: w, .. } => Some((*w, false)),
            TypeKind::CBitField { width, base } => {
                Some((*width, self.int_info(*base).is_some_and(|x| x.1)))
            }
            TypeKind::CEnum { base, .. } => self.int_info(*base),
            _ => None,
        }
    }

    fn is_float(&self, ty: TypeId) -> bool {
        matches!(
            self.store.ty(self.follow(ty)),
            TypeKind::Floatbv { .. } | TypeKind::Fixedbv { .. }
        )
    }

    /// Asks goto-ir's layout oracle, evaluating the sizes of arrays that are not constant;
    /// also tells whether every size was constant.
    fn ask_layout<T>(
        &mut self,
        ask: impl FnOnce(
            Layout<'_>,
            &mut dyn FnMut(&Store, ExprId) -> Result<BigInt, LayoutError>,
        ) -> Result<T, LayoutError>,
    ) -> R<(T, bool)> {
        let (store, ns) = (self.store, self.ns);
        let mut constant = true;
        let mut failed = None;
        let r = ask(Layout::new(store, ns), &mut |s: &Store, e: ExprId| {
            if let Some(v) = s.as_int(e) {
                return Ok(v.clone());
            }
            constant = false;
            match self.int(e) {
                Ok(v) if !v.is_negative() => Ok(v),
                Ok(_) => {
                    failed = Some(unsup::<()>("an array of negative size"));
                    Err(LayoutError::NotConstant)
                }
                Err(err) => {
                    failed = Some(Err(err));
                    Err(LayoutError::NotConstant)
                }
            }
        });
        if let Some(Err(err)) = failed {
            return Err(err);
        }
        match r {
            Ok(v) => Ok((v, constant)),
            Err(LayoutError::Unsized) => unsup("an array of unknown size"),
            Err(e) => unsup(format!("the layout of a type: {e}")),
        }
    }

    /// Size of `ty` in bits (array sizes are evaluated when not constant).
    fn bits(&mut self, ty: TypeId) -> R<u64> {
        if let Some(&b) = self.bits_cache.get(&ty) {
            return Ok(b);
        }
        if self.store.is_infinite_array(self.follow(ty)) {
            // an infinite array: its memory is the prefix pointers can address (every
            // non-negative offset, as the solver sizes the object); elements beyond it are
            // out of bounds here, their reads take the model's values (sparse, like every
            // large object: only the chunks touched are made)
            let ob = self.offset_bits(self.cfg.pointer_width());
            let bytes_log2 = ob.saturating_sub(1).min(60);
            return Ok(1u64 << (bytes_log2 + 3));
        }
        let (b, constant) = self.ask_layout(|l, size| l.bits_with(ty, size))?;
        let Some(b) = b.to_u64() else {
            return unsup("an object of more than 2^64 bits");
        };
        if constant {
            self.bits_cache.insert(ty, b);
        }
        Ok(b)
    }

    /// Size of `ty` in bits, for a value built as one blob (at most [`VALUE_LIMIT`]).
    fn vbits(&mut self, ty: TypeId) -> R<u64> {
        let b = self.bits(ty)?;
        if b > VALUE_LIMIT {
            return unsup("a value of more than 512 MiB");
        }
        Ok(b)
    }

    /// Bit offset and type of member `name` of struct/union type `ty`.
    fn member(&mut self, ty: TypeId, name: Ident) -> R<(u64, TypeId)> {
        let (m, _) = self.ask_layout(|l, size| l.member_with(ty, name, size))?;
        match m.bit_offset.to_u64() {
            Some(off) => Ok((off, m.ty)),
            None => unsup("a member at more than 2^64 bits"),
        }
    }

    /// `&(*p).m…[k]…` with constant indices as `p` plus the byte offset of the path, as
    /// symex computes it (CBMC's address arithmetic: no dereference happens, so the address
    /// is `p + offset` also when `p` is NULL or points to no object). `None` for other
    /// expressions, a symbolic index, a bit-field or a non-constant element size (symex
    /// dereferences those).
    fn address_arithmetic(&mut self, x: ExprId, ty: TypeId) -> R<Option<Val>> {
        let mut bits: i128 = 0;
        let mut cur = x;
        loop {
            match self.store.kind(cur).clone() {
                ExprKind::Member(name) => {
                    let b = self.store.op(cur, 0);
                    let bty = self.follow(self.store.type_of(b));
                    if !matches!(self.store.ty(bty), TypeKind::Struct(_) | TypeKind::Union(_)) {
                        return Ok(None);
                    }
                    let (off, _) = self.member(bty, name)?;
                    bits = match bits.checked_add(i128::from(off)) {
                        Some(n) => n,
                        None => return Ok(None),
                    };
                    cur = b;
                }
                ExprKind::Index => {
                    let (b, i) = (self.store.op(cur, 0), self.store.op(cur, 1));
                    let bty = self.follow(self.store.type_of(b));
                    if !matches!(self.store.ty(bty), TypeKind::Array { .. }) {
                        return Ok(None);
                    }
                    let ety = self.store.type_of(cur);
                    let (eb, constant) = self.ask_layout(|l, size| l.bits_with(ety, size))?;
                    let mut symbolic = false;
                    self.store.post_order(&[i], |n| {
                        symbolic |= matches!(
                            self.store.kind(n),
                            ExprKind::Symbol(_) | ExprKind::Nondet | ExprKind::Dereference
                        )
                    });
                    if !constant || symbolic {
                        return Ok(None);
                    }
                    let k = self.int(i)?;
                    let Some(n) = (k * eb).to_i128().and_then(|n| bits.checked_add(n)) else {
                        return Ok(None);
                    };
                    bits = n;
                    cur = b;
                }
                ExprKind::Dereference => break,
                _ => return Ok(None),
            }
        }
        if bits % 8 != 0 {
            return Ok(None);
        }
        let q = self.store.op(cur, 0);
        let Val::Ptr(mut p) = self.eval(q)? else {
            return unsup("a dereference of a non-pointer");
        };
        p.off += bits / 8;
        let p = self.wrap(p);
        let v = self.convert(Val::Ptr(p), self.store.type_of(q), ty)?;
        Ok(Some(v))
    }

    fn elem_of(&self, ty: TypeId) -> Option<TypeId> {
        match self.store.ty(self.follow(ty)) {
            TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => Some(*elem),
            TypeKind::Pointer { base, .. } => Some(*base),
            _ => None,
        }
    }

    // ------------------------------------------------------------------ flattening

    fn flatten(&mut self, v: &Val, ty: TypeId) -> R<Blob> {
        let n = self.vbits(ty)?;
        let mut b = Blob::zeros(n);
        match v {
            Val::Bool(x) => {
                if n > 0 {
                    b.set_uint(0, 1, &BigUint::from(u8::from(*x)));
                }
            }
            Val::Int(x) => {
                let w = u32::try_from(n).unwrap_or(u32::MAX);
                b.set_uint(0, w, &pattern(x, w));
            }
            Val::Ptr(p) => {
                let w = u32::try_from(n).unwrap_or(u32::MAX);
                b.set_ptr(0, w, p.clone());
            }
            Val::Blob(x) => {
                if x.len() == n {
                    return Ok(x.clone());
                }
                let w = x.len().min(n);
                match x.slice(0, w) {
                    Some(part) => {
                        b.splice(0, &part);
                    }
                    None => return unsup("a pointer cut by a conversion"),
                }
            }
        }
        Ok(b)
    }

    fn unflatten(&mut self, b: &Blob, ty: TypeId) -> R<Val> {
        let t = self.follow(ty);
        match self.store.ty(t).clone() {
            TypeKind::Bool => Ok(Val::Bool(b.get_uint(0, 1).is_some_and(|v| !v.is_zero()))),
            TypeKind::Pointer { width, .. } => {
                if let Some(p) = b.get_ptr(0, width) {
                    return Ok(Val::Ptr(p.clone()));
                }
                match b.get_uint(0, width) {
                    Some(v) => Ok(Val::Ptr(self.int_to_ptr(&BigInt::from(v), width))),
                    None => unsup("a pointer assembled from parts of pointers"),
                }
            }
            TypeKind::Struct(_)
            | TypeKind::Union(_)
            | TypeKind::Array { .. }
            | TypeKind::Vector { .. }
            | TypeKind::Complex { .. } => Ok(Val::Blob(b.clone())),
            TypeKind::Empty => Ok(Val::Int(BigInt::zero())),
            _ => match self.int_info(t) {
                Some((w, signed)) => match b.get_uint(0, w) {
                    Some(v) => Ok(Val::Int(normalize(&BigInt::from(v), w, signed))),
                    None => unsup("the bytes of a pointer read as an integer"),
                },
                None => unsup(format!("values of type {}", self.store.ty(t).id_str())),
            },
        }
    }

    fn zero(&mut self, ty: TypeId) -> R<Val> {
        let n = self.vbits(ty)?;
        self.unflatten(&Blob::zeros(n), ty)
    }

    // ------------------------------------------------------------------ memory

    fn new_object(&mut self, name: Ident, bits: u64) -> u32 {
        self.objects.push(Object {
            name,
            mem: Mem::zeros(bits),
            alive: true,
            dynamic: false,
            readonly: false,
            huge_bytes: None,
            spill: None,
        });
        (self.objects.len() - 1) as u32
    }

    /// The current instance of a variable: the innermost frame's local, else the global.
    fn find_var(&self, name: Ident) -> Option<u32> {
        if let Some(&o) = self.tls.get(&name) {
            return Some(o);
        }
        for f in self.frames.iter().rev() {
            if let Some(&o) = f.locals.get(&name).or_else(|| f.ghosts.get(&name)) {
                return Some(o);
            }
        }
        self.globals
            .get(&name)
            .copied()
            .or_else(|| self.dynamic.get(&name).copied())
            .or_else(|| self.failed.get(&name).copied())
    }

    fn var_place(&mut self, name: Ident, ty: TypeId) -> R<Place> {
        if let Some(&o) = self.frames.last().and_then(|f| f.locals.get(&name)) {
            return Ok(Place { obj: o, off: 0, ty });
        }
        if let Some(&o) = self.frames.last().and_then(|f| f.ghosts.get(&name)) {
            // parts symex still reads at version 0 take the model's value again
            if let Some(sty) = self.ns.get(name).map(|s| s.ty) {
                self.fill_initial(o, name, sty)?;
            }
            return Ok(Place { obj: o, off: 0, ty });
        }
        if let Some(o) = self.thread_local(name)? {
            return Ok(Place { obj: o, off: 0, ty });
        }
        if let Some(&o) = self.globals.get(&name) {
            return Ok(Place { obj: o, off: 0, ty });
        }
        if let Some(&o) = self.dynamic.get(&name) {
            return Ok(Place { obj: o, off: 0, ty });
        }
        if super::extract::is_failed_object(name.as_str()) {
            let o = self.failed_object(name)?;
            return Ok(Place { obj: o, off: 0, ty });
        }
        match self.ns.get(name) {
            Some(s) if s.is_static_lifetime => {
                let sty = s.ty;
                let bits = self.bits(sty)?;
                let o = self.new_object(name, bits);
                self.globals.insert(name, o);
                Ok(Place { obj: o, off: 0, ty })
            }
            _ if self.choice_mode => {
                // an SSA name (`x!0@1#2`) or a symex object (`symex_dynamic::…`)
                let s = name.as_str();
                let base = &s[..s.find(['!', '#']).unwrap_or(s.len())];
                let b = Ident::new(base);
                if b != name {
                    if let Some(o) = self.find_var(b) {
                        return Ok(Place { obj: o, off: 0, ty });
                    }
                    if self.ns.get(b).is_some_and(|s| s.is_static_lifetime) {
                        return self.var_place(b, ty);
                    }
                    if let Some(&o) = self.pending_locals.get(&b) {
                        return Ok(Place { obj: o, off: 0, ty });
                    }
                    if let Some(sty) = self.ns.get(b).map(|s| s.ty) {
                        // a local declared later on the path
                        let bits = self.bits(sty)?;
                        let o = self.new_object(b, bits);
                        self.pending_locals.insert(b, o);
                        return Ok(Place { obj: o, off: 0, ty });
                    }
                }
                self.unresolved = true;
                Err(Stop::Unsupported(format!("unknown object {name}")))
            }
            Some(s) if !self.choice_mode => {
                let sty = s.ty;
                self.ghost(name, sty, ty)
            }
            Some(_) => unsup(format!("a read of {name} outside its scope")),
            None => unsup(format!("unknown symbol {name}")),
        }
    }

    /// A local used outside its scope: a new object of the current frame whose value is
    /// the model's (symex reads version 0 of the variable; a write needs no value).
    fn ghost(&mut self, name: Ident, sty: TypeId, ty: TypeId) -> R<Place> {
        let bits = self.bits(sty)?;
        let o = self.new_object(name, bits);
        let found = self.fill_initial(o, name, sty)?;
        if !found && self.access == Access::Read {
            return unsup(format!("a read of {name} outside its scope"));
        }
        if let Some(f) = self.frames.last_mut() {
            f.ghosts.insert(name, o);
        }
        Ok(Place { obj: o, off: 0, ty })
    }

    /// Writes the current visit's values of `name` read before any assignment into object
    /// `o` (of type `ty`); whether there were any.
    fn fill_initial(&mut self, o: u32, name: Ident, ty: TypeId) -> R<bool> {
        if self.group.is_none() {
            if let Some(k) = self.pending.take() {
                self.visit(k);
            }
        }
        let entries: Vec<(Vec<Sel>, Option<ExprId>)> = match &self.group {
            Some(g) => g
                .initial
                .iter()
                .filter(|i| i.root == name)
                .map(|i| (i.path.clone(), i.value))
                .collect(),
            None => Vec::new(),
        };
        let mut found = false;
        for (path, value) in entries {
            let Some(v) = value else {
                return unsup(format!(
                    "a read of {name} before any assignment (no value in the model)"
                ));
            };
            let mut p = Place { obj: o, off: 0, ty };
            for sel in &path {
                p = self.select(p, sel)?;
            }
            self.store_const(p, v)?;
            self.stats.choices += 1;
            found = true;
        }
        Ok(found)
    }

    fn string_object(&mut self, e: ExprId, s: Ident) -> R<u32> {
        let ty = self.store.type_of(e);
        if let Some(&o) = self.strings.get(&(s, ty)) {
            return Ok(o);
        }
        let bits = self.bits(ty)?;
        let o = self.new_object(s, bits);
        let eb = match self.store.ty(self.follow(ty)) {
            TypeKind::Array { elem, .. } => u32::try_from(self.bits(*elem)?).unwrap_or(8),
            _ => 8,
        };
        let mem = &mut self.objects[o as usize].mem;
        for (k, c) in goto_ir::strings::units(s.as_str()).enumerate() {
            let _ = mem.set_uint(k as u64 * u64::from(eb), eb, &BigUint::from(c));
        }
        self.objects[o as usize].readonly = true;
        self.strings.insert((s, ty), o);
        Ok(o)
    }

    fn select(&mut self, p: Place, s: &Sel) -> R<Place> {
        match s {
            Sel::Member(m) => {
                let (off, ty) = self.member(p.ty, *m)?;
                Ok(Place {
                    obj: p.obj,
                    off: p.off + off,
                    ty,
                })
            }
            Sel::Index(i) => {
                let Some(elem) = self.elem_of(p.ty) else {
                    return unsup("index of a non-array");
                };
                let eb = self.bits(elem)?;
                Ok(Place {
                    obj: p.obj,
                    off: p.off + i * eb,
                    ty: elem,
                })
            }
        }
    }

    fn is_lvalue(&self, e: ExprId) -> bool {
        match self.store.kind(e) {
            ExprKind::Symbol(_) => {
                !matches!(self.store.ty(self.store.type_of(e)), TypeKind::Code { .. })
            }
            ExprKind::StringConstant(_) | ExprKind::Dereference => true,
            ExprKind::Member(_) | ExprKind::Index => self.is_lvalue(self.store.op(e, 0)),
            _ => false,
        }
    }

    fn place(&mut self, e: ExprId) -> R<Place> {
        let ty = self.store.type_of(e);
        match self.store.kind(e).clone() {
            ExprKind::Symbol(n) => self.var_place(n, ty),
            ExprKind::StringConstant(s) => {
                let o = self.string_object(e, s)?;
                Ok(Place { obj: o, off: 0, ty })
            }
            ExprKind::Member(m) => {
                let base = self.place(self.store.op(e, 0))?;
                let (off, _) = self.member(base.ty, m)?;
                Ok(Place {
                    obj: base.obj,
                    off: base.off + off,
                    ty,
                })
            }
            ExprKind::Index => {
                let (a, i) = (self.store.op(e, 0), self.store.op(e, 1));
                let base = self.place(a)?;
                let aty = self.store.type_of(a);
                let i = self.int(i)?;
                let eb = self.bits(ty)?;
                let len = self.objects[base.obj as usize].mem.len();
                let n = self.array_len(aty);
                let at = i
                    .to_u64()
                    .filter(|&i| n.is_none_or(|n| i < n))
                    .and_then(|i| i.checked_mul(eb))
                    .and_then(|x| x.checked_add(base.off))
                    .filter(|&at| at.checked_add(eb).is_some_and(|end| end <= len));
                if let Some(at) = at {
                    return Ok(Place {
                        obj: base.obj,
                        off: at,
                        ty,
                    });
                }
                if self.access == Access::Address {
                    // `&a[n]` (one past the end) and other addresses inside the object
                    let at = i
                        .to_u64()
                        .and_then(|i| i.checked_mul(eb))
                        .and_then(|x| x.checked_add(base.off))
                        .filter(|&at| at <= len);
                    return match at {
                        Some(at) => Ok(Place {
                            obj: base.obj,
                            off: at,
                            ty,
                        }),
                        None => unsup("the address of an array element out of bounds"),
                    };
                }
                let what = if i.is_negative() {
                    "an array access at a negative index"
                } else {
                    "an array access out of bounds"
                };
                let at = i.to_i128().unwrap_or(i128::MAX);
                self.oob_place(OobKind::Index, at, ty, what)
            }
            ExprKind::Dereference => {
                let ptr = self.store.op(e, 0);
                let p = self.eval(ptr)?;
                self.deref_place(Some(ptr), &p, ty)
            }
            ExprKind::ByteExtract(goto_ir::Endian::Little) => {
                let base = self.place(self.store.op(e, 0))?;
                let off = self.int(self.store.op(e, 1))?;
                let Some(off) = off.to_u64() else {
                    return unsup("a byte extract at a negative offset");
                };
                Ok(Place {
                    obj: base.obj,
                    off: base.off + off * 8,
                    ty,
                })
            }
            ExprKind::Typecast => {
                let base = self.place(self.store.op(e, 0))?;
                Ok(Place { ty, ..base })
            }
            ExprKind::If => {
                let c = self.bool(self.store.op(e, 0))?;
                let pick = if c {
                    self.store.op(e, 1)
                } else {
                    self.store.op(e, 2)
                };
                self.place(pick)
            }
            k => unsup(format!("an lvalue of kind {k:?}")),
        }
    }

    /// The place `*ptr` denotes when `ptr` (the expression, if there is one) has value `p`.
    fn deref_place(&mut self, ptr: Option<ExprId>, p: &Val, ty: TypeId) -> R<Place> {
        let Val::Ptr(p) = p else {
            return unsup("a dereference of a non-pointer");
        };
        match &p.base {
            Base::Obj(o) if self.pending_locals.values().any(|p| p == o) => {
                // a local declared later on the path (a nondet pointer the model aimed at
                // it): no value set of symex holds its address yet, so symex read a failed
                // object
                self.failed_place(ptr, ty)
            }
            Base::Obj(o) => {
                if self.ambiguous_deref.is_none()
                    && self.has_choice(|c| matches!(c, Choice::Invalid(_)))
                {
                    // symex read an invalid object here: the candidate of a pointer to
                    // no object, or this pointer's only one
                    self.ambiguous_deref = Some(self.here());
                }
                // the offset as the solver has it: pointer arithmetic wraps at the offset
                // bits (ILP32: 24 of them)
                let poff = self.wrapped_offset(p).to_i128().unwrap_or(p.off);
                let obj = &self.objects[*o as usize];
                if !obj.alive {
                    return self.dead_place(*o, poff, ty);
                }
                let len = obj.mem.len();
                let bits = self.bits(ty)?;
                let at = u64::try_from(poff).ok().and_then(|b| b.checked_mul(8));
                if let Some(at) = at.filter(|at| at.checked_add(bits).is_some_and(|e| e <= len)) {
                    return Ok(Place {
                        obj: *o,
                        off: at,
                        ty,
                    });
                }
                let what = "a dereference outside the object's bounds";
                let start = poff.saturating_mul(8);
                let end = start.saturating_add(i128::from(bits));
                let partly = start < i128::from(len) && end > 0;
                let (obj, off) = (*o, poff);
                match self.access {
                    Access::Address => unsup(what),
                    _ if partly && start < 0 => {
                        unsup("an access partly before the start of its object")
                    }
                    Access::Write if partly => {
                        // the bytes inside the object are written, the others dropped
                        let place = self.oob_place(OobKind::Bytes, off, ty, what)?;
                        self.objects[place.obj as usize].spill = Some((obj, start as u64));
                        Ok(place)
                    }
                    _ if partly => {
                        let place = self.oob_place(OobKind::Bytes, off, ty, what)?;
                        self.check_inside_part(obj, off, place)?;
                        Ok(place)
                    }
                    _ => self.oob_place(OobKind::Bytes, off, ty, what),
                }
            }
            Base::Raw(k) if self.numbers.iter().any(|(j, _)| j == k) => unsup(
                "a dereference of a pointer made from an integer that is the address of an \
                 object (symex's value sets decide what it reads)",
            ),
            Base::Null | Base::Raw(_)
                if (p.base != Base::Null || p.off != 0)
                    && self.ns.get(Ident::new("__CPROVER_memory")).is_some() =>
            {
                // symex's value sets decide whether it reads __CPROVER_memory there
                unsup("a dereference of an integer address (symex reads __CPROVER_memory)")
            }
            Base::Null | Base::Raw(_) => self.failed_place(ptr, ty),
            Base::Func(_) => unsup("a dereference of a function pointer"),
        }
    }

    fn read(&mut self, p: Place) -> R<Val> {
        let bits = self.bits(p.ty)?;
        if self.sched.is_some() {
            self.thread_read(p.obj)?;
            if let Some(b) = self.overlay_slice(p, bits)? {
                if let Some((w, signed)) = self.int_info(p.ty) {
                    if u64::from(w) == bits || w <= 64 {
                        return match b.get_uint(0, w) {
                            Some(v) => Ok(Val::Int(normalize(&BigInt::from(v), w, signed))),
                            None => unsup("the bytes of a pointer read as an integer"),
                        };
                    }
                }
                return self.unflatten(&b, p.ty);
            }
        }
        if let Some((w, signed)) = self.int_info(p.ty) {
            if u64::from(w) == bits || w <= 64 {
                let obj = &self.objects[p.obj as usize];
                return match obj.mem.get_uint(p.off, w) {
                    Some(v) => Ok(Val::Int(normalize(&BigInt::from(v), w, signed))),
                    None => unsup("the bytes of a pointer read as an integer"),
                };
            }
        }
        if bits > VALUE_LIMIT {
            return unsup("a value of more than 512 MiB");
        }
        let Some(b) = self.objects[p.obj as usize].mem.slice(p.off, bits) else {
            return unsup("a read cutting a pointer in parts");
        };
        self.unflatten(&b, p.ty)
    }

    /// Before a write of `len` bits at `off` into object `o`: a stored pointer the write
    /// covers only in part becomes its raw bits (the solver's object number and offset),
    /// so that its other bytes keep their values.
    fn unpin_pointers(&mut self, o: u32, off: u64, len: u64) -> R<()> {
        while let Some((at, ptr, w)) = self.objects[o as usize]
            .mem
            .partly_overlapped_ptr(off, len)
        {
            let raw = self.ptr_to_int(&ptr, w)?;
            let raw = pattern(&raw, w);
            self.objects[o as usize]
                .mem
                .set_uint(at, w, &raw)
                .map_err(mem_error)?;
        }
        Ok(())
    }

    fn write(&mut self, p: Place, v: &Val) -> R<()> {
        if self.objects[p.obj as usize].readonly {
            return unsup("a write to a string literal");
        }
        let b = self.flatten(v, p.ty)?;
        if self.sched.is_some() {
            self.thread_write(p, b.len());
        }
        self.unpin_pointers(p.obj, p.off, b.len())?;
        self.objects[p.obj as usize]
            .mem
            .splice(p.off, &b)
            .map_err(mem_error)?;
        if let Some((target, at)) = self.objects[p.obj as usize].spill {
            let n = self.objects[target as usize].mem.len().saturating_sub(at);
            let Some(part) = self.objects[p.obj as usize].mem.slice(0, n) else {
                return unsup("a pointer cut by the end of its object");
            };
            self.objects[target as usize]
                .mem
                .splice(at, &part)
                .map_err(mem_error)?;
        }
        Ok(())
    }

    // ------------------------------------------------------------------ evaluation

    fn int(&mut self, e: ExprId) -> R<BigInt> {
        match self.eval(e)? {
            Val::Int(v) => Ok(v),
            Val::Bool(b) => Ok(BigInt::from(u8::from(b))),
            Val::Ptr(p) => self.ptr_to_int(&p, self.cfg.pointer_width()),
            Val::Blob(_) => unsup("an aggregate used as an integer"),
        }
    }

    fn bool(&mut self, e: ExprId) -> R<bool> {
        match self.eval(e)? {
            Val::Bool(b) => Ok(b),
            Val::Int(v) => Ok(!v.is_zero()),
            Val::Ptr(p) => Ok(p != Ptr::null()),
            Val::Blob(_) => unsup("an aggregate used as a condition"),
        }
    }

    fn norm(&self, v: BigInt, ty: TypeId) -> R<Val> {
        let t = self.follow(ty);
        if matches!(self.store.ty(t), TypeKind::Bool) {
            return Ok(Val::Bool(!v.is_zero()));
        }
        match self.int_info(t) {
            Some((w, s)) => Ok(Val::Int(normalize(&v, w, s))),
            None => match self.store.ty(t) {
                TypeKind::Integer | TypeKind::Natural => Ok(Val::Int(v)),
                TypeKind::Pointer { width, .. } => Ok(Val::Ptr(self.int_to_ptr(&v, *width))),
                k => unsup(format!("arithmetic on {}", k.id_str())),
            },
        }
    }

    fn no_float(&self, e: ExprId) -> R<()> {
        if self.is_float(self.store.type_of(e)) {
            return unsup("floating-point arithmetic");
        }
        Ok(())
    }

    fn elem_bytes(&mut self, ptr_ty: TypeId) -> R<i128> {
        let base = match self.store.ty(self.follow(ptr_ty)) {
            TypeKind::Pointer { base, .. } => *base,
            _ => return unsup("pointer arithmetic on a non-pointer"),
        };
        let b = self.bits(base)?;
        Ok(if b == 0 { 1 } else { b.div_ceil(8) as i128 })
    }

    fn eval(&mut self, e: ExprId) -> R<Val> {
        let was = std::mem::replace(&mut self.access, Access::Read);
        let r = self.eval_inner(e);
        self.access = was;
        r
    }

    /// The place of `e` for `access`.
    fn place_for(&mut self, e: ExprId, access: Access) -> R<Place> {
        let was = std::mem::replace(&mut self.access, access);
        let r = self.place(e);
        self.access = was;
        r
    }

    /// The length of array type `ty`, if it is an array whose size evaluates.
    fn array_len(&mut self, ty: TypeId) -> Option<u64> {
        let size = match self.store.ty(self.follow(ty)) {
            TypeKind::Array { size: Some(s), .. } => *s,
            _ => return None,
        };
        self.int(size).ok().and_then(|n| n.to_u64())
    }

    /// A read through a pointer to a dead variable: symex reads version 0 of the variable
    /// (a value the model fixes), so the place is in a copy holding the model's value.
    fn dead_place(&mut self, o: u32, off: i128, ty: TypeId) -> R<Place> {
        let what = "a dereference of a pointer to a dead object";
        let name = self.objects[o as usize].name;
        let sty = match self.ns.get(name) {
            Some(s) if self.access == Access::Read && !s.is_static_lifetime => s.ty,
            _ => return unsup(what),
        };
        let bits = self.bits(sty)?;
        if bits != self.objects[o as usize].mem.len() {
            return unsup(what);
        }
        let copy = self.new_object(name, bits);
        if !self.fill_initial(copy, name, sty)? {
            return unsup(what);
        }
        self.objects[copy as usize].alive = false;
        let at = u64::try_from(off).ok().and_then(|b| b.checked_mul(8));
        let size = self.bits(ty)?;
        match at.filter(|at| at.checked_add(size).is_some_and(|e| e <= bits)) {
            Some(at) => Ok(Place {
                obj: copy,
                off: at,
                ty,
            }),
            None => unsup(what),
        }
    }

    /// The model's value of the out-of-bounds read at `at` in the current visit.
    fn oob_value(&mut self, kind: OobKind, at: i128, bits: Option<i128>, what: &str) -> R<ExprId> {
        if self.group.is_none() {
            if let Some(k) = self.pending.take() {
                self.visit(k);
            }
        }
        let mut found = None;
        if let Some(g) = &self.group {
            for o in g.oob.iter().filter(|o| o.reads(kind, at, bits)) {
                match (found, o.value) {
                    (_, None) => return unsup(format!("{what} (no value in the model)")),
                    (None, Some(v)) => found = Some(v),
                    (Some(f), Some(v)) if f != v => {
                        return unsup(format!("{what} (several values in one step)"))
                    }
                    _ => {}
                }
            }
        }
        match found {
            Some(v) => {
                self.stats.choices += 1;
                Ok(v)
            }
            None => unsup(what),
        }
    }

    /// A place outside an array or object: symex drops writes there and reads values that
    /// the model fixes, so the place is a fresh object holding the model's value (or
    /// nothing, for a write).
    fn oob_place(&mut self, kind: OobKind, at: i128, ty: TypeId, what: &str) -> R<Place> {
        let bits = self.vbits(ty)?;
        let value = match self.access {
            Access::Write => None,
            Access::Read => Some(self.oob_value(kind, at, Some(i128::from(bits)), what)?),
            Access::Address => return unsup(what.to_string()),
        };
        let o = self.new_object(Ident::new("replay::out_of_bounds"), bits);
        let place = Place { obj: o, off: 0, ty };
        if let Some(v) = value {
            self.store_const(place, v)?;
        }
        Ok(place)
    }

    /// A read partly inside object `obj` from byte `off`: the model's value (at `read`)
    /// must agree with the object's memory on the bytes inside it.
    fn check_inside_part(&mut self, obj: u32, off: i128, read: Place) -> R<()> {
        let len = self.objects[obj as usize].mem.len();
        let start = u64::try_from(off).unwrap_or(0) * 8;
        let n = len.saturating_sub(start);
        let mine = self.objects[obj as usize].mem.slice(start, n);
        let theirs = self.objects[read.obj as usize].mem.slice(0, n);
        if mine.is_none() || mine != theirs {
            return unsup(
                "a read partly outside its object whose bytes inside differ from the trace's",
            );
        }
        Ok(())
    }

    fn eval_inner(&mut self, e: ExprId) -> R<Val> {
        let ty = self.store.type_of(e);
        let kind = self.store.kind(e).clone();
        let ops: Vec<ExprId> = self.store.ops(e).to_vec();
        match kind {
            ExprKind::Symbol(n) => {
                if matches!(self.store.ty(ty), TypeKind::Code { .. }) {
                    return Ok(Val::Ptr(Ptr {
                        base: Base::Func(n),
                        off: 0,
                    }));
                }
                let p = self.place(e)?;
                self.read(p)
            }
            ExprKind::StringConstant(_) | ExprKind::Dereference => {
                let p = self.place(e)?;
                self.read(p)
            }
            ExprKind::Member(m) => {
                if self.is_lvalue(ops[0]) {
                    let p = self.place(e)?;
                    return self.read(p);
                }
                let sty = self.store.type_of(ops[0]);
                let v = self.eval(ops[0])?;
                let b = self.flatten(&v, sty)?;
                let (off, _) = self.member(sty, m)?;
                let n = self.bits(ty)?;
                match b.slice(off, n) {
                    Some(part) => self.unflatten(&part, ty),
                    None => unsup("a member cutting a pointer"),
                }
            }
            ExprKind::Index => {
                if self.is_lvalue(ops[0]) {
                    let p = self.place(e)?;
                    return self.read(p);
                }
                let aty = self.store.type_of(ops[0]);
                let v = self.eval(ops[0])?;
                let b = self.flatten(&v, aty)?;
                let i = self.int(ops[1])?;
                let n = self.bits(ty)?;
                let len = self.array_len(aty);
                let inside = i.to_u64().filter(|&i| len.is_none_or(|len| i < len));
                match inside.and_then(|i| b.slice(i * n, n)) {
                    Some(part) => self.unflatten(&part, ty),
                    None => {
                        let at = i.to_i128().unwrap_or(i128::MAX);
                        let v =
                            self.oob_value(OobKind::Index, at, None, "an array access out of bounds")?;
                        self.const_val(v, ty)
                    }
                }
            }
            ExprKind::Constant(Literal::Bool(b)) => Ok(Val::Bool(b)),
            ExprKind::Constant(Literal::Int(v)) => self.norm(v, ty),
            ExprKind::Constant(Literal::Text(t)) => unsup(format!("the constant {t}")),
            ExprKind::Nondet => {
                if self.choice_mode {
                    return self.zero(ty);
                }
                self.nondet(ty)
            }
            ExprKind::NondetSymbol(n) => unsup(format!("the nondet symbol {n}")),
            ExprKind::Allocate => unsup("an allocation inside an expression"),
            ExprKind::SideEffect(s) => unsup(format!("the side effect {s}")),
            ExprKind::Plus => {
                self.no_float(e)?;
                if matches!(self.store.ty(self.follow(ty)), TypeKind::Pointer { .. }) {
                    let mut ptr: Option<Ptr> = None;
                    let mut sum = BigInt::zero();
                    for &o in &ops {
                        match self.eval(o)? {
                            Val::Ptr(p) if ptr.is_none() => ptr = Some(p),
                            Val::Int(v) => sum += v,
                            _ => return unsup("a sum of two pointers"),
                        }
                    }
                    let Some(mut p) = ptr else {
                        return self.norm(sum, ty);
                    };
                    let k = self.elem_bytes(ty)?;
                    p.off += sum.to_i128().unwrap_or(0) * k;
                    return Ok(Val::Ptr(self.wrap(p)));
                }
                let mut sum = BigInt::zero();
                for &o in &ops {
                    sum += self.int(o)?;
                }
                self.norm(sum, ty)
            }
            ExprKind::Minus => {
                self.no_float(e)?;
                let a = self.eval(ops[0])?;
                let b = self.eval(ops[1])?;
                match (a, b) {
                    (Val::Ptr(mut p), Val::Int(v)) => {
                        let k = self.elem_bytes(self.store.type_of(ops[0]))?;
                        p.off -= v.to_i128().unwrap_or(0) * k;
                        Ok(Val::Ptr(self.wrap(p)))
                    }
                    (Val::Ptr(p), Val::Ptr(q)) => {
                        let k = self.elem_bytes(self.store.type_of(ops[0]))?;
                        self.pointer_difference(&p, &q, k, ty)
                    }
                    (a, b) => {
                        let a = self.as_int(&a)?;
                        let b = self.as_int(&b)?;
                        self.norm(a - b, ty)
                    }
                }
            }
            ExprKind::Mult => {
                self.no_float(e)?;
                let mut p = BigInt::one();
                for &o in &ops {
                    p *= self.int(o)?;
                }
                self.norm(p, ty)
            }
            ExprKind::Div | ExprKind::Mod | ExprKind::Rem => {
                self.no_float(e)?;
                let a = self.int(ops[0])?;
                let b = self.int(ops[1])?;
                if b.is_zero() {
                    return unsup("a division by zero");
                }
                let r = if kind == ExprKind::Div { a / b } else { a % b };
                self.norm(r, ty)
            }
            ExprKind::UnaryMinus | ExprKind::Abs if self.float_format(ty).is_some() => {
                self.float_expr(&kind, &ops, ty)
            }
            ExprKind::UnaryMinus => {
                self.no_float(e)?;
                let a = self.int(ops[0])?;
                self.norm(-a, ty)
            }
            ExprKind::UnaryPlus => self.eval(ops[0]),
            ExprKind::Abs => {
                self.no_float(e)?;
                let a = self.int(ops[0])?;
                self.norm(a.abs(), ty)
            }
            ExprKind::Shl | ExprKind::Ashr | ExprKind::Lshr => {
                let Some((w, _)) = self.int_info(ty) else {
                    return unsup("a shift of a non-integer");
                };
                let a = self.int(ops[0])?;
                let d = self.int(ops[1])?;
                if d.is_negative() {
                    return unsup("a shift by a negative distance");
                }
                let d = d.to_u64().unwrap_or(u64::MAX);
                let r = match kind {
                    ExprKind::Shl if d >= u64::from(w) => BigInt::zero(),
                    ExprKind::Shl => BigInt::from(pattern(&a, w)) << d,
                    ExprKind::Lshr if d >= u64::from(w) => BigInt::zero(),
                    ExprKind::Lshr => BigInt::from(pattern(&a, w) >> d),
                    _ => {
                        let s = normalize(&a, w, true);
                        let d = d.min(u64::from(w));
                        if s.is_negative() {
                            -((-s - 1u32) >> d) - 1u32
                        } else {
                            s >> d
                        }
                    }
                };
                self.norm(r, ty)
            }
            ExprKind::RotateLeft | ExprKind::RotateRight => {
                let Some((w, _)) = self.int_info(ty) else {
                    return unsup("a rotation of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                let d = self.int(ops[1])?;
                let d = normalize(&d, 32, false).to_u64().unwrap_or(0) % u64::from(w.max(1));
                let d = if kind == ExprKind::RotateRight {
                    (u64::from(w) - d) % u64::from(w.max(1))
                } else {
                    d
                };
                let r = (&a << d) | (&a >> (u64::from(w) - d));
                self.norm(BigInt::from(r), ty)
            }
            ExprKind::BitAnd
            | ExprKind::BitOr
            | ExprKind::BitXor
            | ExprKind::BitNand
            | ExprKind::BitNor
            | ExprKind::BitXnor => {
                let w = match self.int_info(ty) {
                    Some((w, _)) => w,
                    None if matches!(self.store.ty(self.follow(ty)), TypeKind::Bool) => 1,
                    None => return unsup("bitwise operators on non-integers"),
                };
                let mut acc: Option<BigUint> = None;
                for &o in &ops {
                    let v = pattern(&self.int(o)?, w);
                    acc = Some(match (acc, &kind) {
                        (None, _) => v,
                        (Some(a), ExprKind::BitAnd | ExprKind::BitNand) => a & v,
                        (Some(a), ExprKind::BitOr | ExprKind::BitNor) => a | v,
                        (Some(a), _) => a ^ v,
                    });
                }
                let mut r = acc.unwrap_or_default();
                if matches!(
                    kind,
                    ExprKind::BitNand | ExprKind::BitNor | ExprKind::BitXnor
                ) {
                    r = ((BigUint::one() << w) - 1u32) ^ r;
                }
                self.norm(BigInt::from(r), ty)
            }
            ExprKind::BitNot => {
                let w = match self.int_info(ty) {
                    Some((w, _)) => w,
                    None if matches!(self.store.ty(self.follow(ty)), TypeKind::Bool) => 1,
                    None => return unsup("bitwise operators on non-integers"),
                };
                let a = pattern(&self.int(ops[0])?, w);
                let r = ((BigUint::one() << w) - 1u32) ^ a;
                self.norm(BigInt::from(r), ty)
            }
            ExprKind::And => {
                for &o in &ops {
                    if !self.bool(o)? {
                        return Ok(Val::Bool(false));
                    }
                }
                Ok(Val::Bool(true))
            }
            ExprKind::Or => {
                for &o in &ops {
                    if self.bool(o)? {
                        return Ok(Val::Bool(true));
                    }
                }
                Ok(Val::Bool(false))
            }
            ExprKind::Xor => {
                let mut r = false;
                for &o in &ops {
                    r ^= self.bool(o)?;
                }
                Ok(Val::Bool(r))
            }
            ExprKind::Not => Ok(Val::Bool(!self.bool(ops[0])?)),
            ExprKind::Implies => {
                if !self.bool(ops[0])? {
                    return Ok(Val::Bool(true));
                }
                Ok(Val::Bool(self.bool(ops[1])?))
            }
            ExprKind::Equal | ExprKind::NotEqual => {
                // `=` on floats is bitwise, as in the solver (C's `==` is
                // `ieee_float_equal`)
                let a = self.eval(ops[0])?;
                let b = self.eval(ops[1])?;
                let eq = match (&a, &b) {
                    (Val::Bool(x), Val::Int(y)) | (Val::Int(y), Val::Bool(x)) => {
                        BigInt::from(u8::from(*x)) == *y
                    }
                    (Val::Ptr(p), Val::Ptr(q)) => self.same_pointer(p, q),
                    _ => a == b,
                };
                Ok(Val::Bool(eq == (kind == ExprKind::Equal)))
            }
            ExprKind::Lt | ExprKind::Le | ExprKind::Gt | ExprKind::Ge => {
                if self.is_float(self.store.type_of(ops[0])) {
                    return self.float_expr(&kind, &ops, ty);
                }
                let a = self.eval(ops[0])?;
                let b = self.eval(ops[1])?;
                let (x, y) = match (a, b) {
                    (Val::Ptr(p), Val::Ptr(q)) => {
                        if p.base != q.base {
                            return unsup("a comparison of pointers to different objects");
                        }
                        // the offsets as the solver compares them: signed, in the offset
                        // bits of a pointer (an offset past 2^55 wraps to a negative one)
                        (self.wrapped_offset(&p), self.wrapped_offset(&q))
                    }
                    (a, b) => (self.as_int(&a)?, self.as_int(&b)?),
                };
                Ok(Val::Bool(match kind {
                    ExprKind::Lt => x < y,
                    ExprKind::Le => x <= y,
                    ExprKind::Gt => x > y,
                    _ => x >= y,
                }))
            }
            ExprKind::If => {
                if self.bool(ops[0])? {
                    self.eval(ops[1])
                } else {
                    self.eval(ops[2])
                }
            }
            ExprKind::Typecast => {
                let from = self.store.type_of(ops[0]);
                let v = self.eval(ops[0])?;
                self.convert(v, from, ty)
            }
            ExprKind::Struct => {
                let n = self.vbits(ty)?;
                let mut b = Blob::zeros(n);
                let comps = match self.store.ty(self.follow(ty)) {
                    TypeKind::Struct(c) | TypeKind::Union(c) => c.components.clone(),
                    _ => return unsup("a struct literal of a non-struct type"),
                };
                let mut at = 0;
                for (&o, comp) in ops.iter().zip(&comps) {
                    let v = self.eval(o)?;
                    let part = self.flatten(&v, comp.ty)?;
                    if at + part.len() > n {
                        break;
                    }
                    b.splice(at, &part);
                    at += part.len();
                }
                Ok(Val::Blob(b))
            }
            ExprKind::Union(_) => {
                let n = self.vbits(ty)?;
                let mut b = Blob::zeros(n);
                let oty = self.store.type_of(ops[0]);
                let v = self.eval(ops[0])?;
                let part = self.flatten(&v, oty)?;
                if part.len() < n {
                    // symex pads a narrower member with unconstrained bits: the model's
                    let ExprKind::Union(member) = kind else {
                        return unsup("a union literal narrower than its union");
                    };
                    return self.narrow_union(ty, member, &part);
                }
                b.splice(0, &part);
                Ok(Val::Blob(b))
            }
            ExprKind::Array => {
                let n = self.vbits(ty)?;
                let mut b = Blob::zeros(n);
                let Some(elem) = self.elem_of(ty) else {
                    return unsup("an array literal of a non-array type");
                };
                let mut at = 0;
                for &o in &ops {
                    let v = self.eval(o)?;
                    let part = self.flatten(&v, elem)?;
                    if at + part.len() > n {
                        break;
                    }
                    b.splice(at, &part);
                    at += part.len();
                }
                Ok(Val::Blob(b))
            }
            ExprKind::ArrayOf => {
                let n = self.vbits(ty)?;
                let Some(elem) = self.elem_of(ty) else {
                    return unsup("array_of of a non-array type");
                };
                let v = self.eval(ops[0])?;
                let part = self.flatten(&v, elem)?;
                let count = if part.is_empty() { 0 } else { n / part.len() };
                Ok(Val::Blob(part.repeat(count)))
            }
            ExprKind::With => {
                let oty = self.store.type_of(ops[0]);
                let old = self.eval(ops[0])?;
                let mut b = self.flatten(&old, oty)?;
                let (off, wty) = match self.store.kind(ops[1]).clone() {
                    ExprKind::ComponentName(m) => self.member(oty, m)?,
                    _ => {
                        let Some(elem) = self.elem_of(oty) else {
                            return unsup("with on a non-array");
                        };
                        let i = self.int(ops[1])?;
                        let eb = self.bits(elem)?;
                        match i.to_u64() {
                            Some(i) => (i * eb, elem),
                            None => return unsup("an array update out of bounds"),
                        }
                    }
                };
                let v = self.eval(ops[2])?;
                let part = self.flatten(&v, wty)?;
                if !b.splice(off, &part) {
                    return unsup("an array update out of bounds");
                }
                Ok(Val::Blob(b))
            }
            ExprKind::AddressOf => {
                let x = ops[0];
                if let ExprKind::Symbol(n) = self.store.kind(x) {
                    if matches!(self.store.ty(self.store.type_of(x)), TypeKind::Code { .. }) {
                        return Ok(Val::Ptr(Ptr {
                            base: Base::Func(*n),
                            off: 0,
                        }));
                    }
                }
                if let ExprKind::Dereference = self.store.kind(x) {
                    // symex turns `&*p` into `p`: no dereference happens
                    let q = self.store.op(x, 0);
                    let v = self.eval(q)?;
                    return self.convert(v, self.store.type_of(q), ty);
                }
                if let Some(v) = self.address_arithmetic(x, ty)? {
                    return Ok(v);
                }
                let p = match self.place_for(x, Access::Address) {
                    Ok(p) => p,
                    Err(Stop::Unsupported(_)) if self.choice_mode && self.unresolved => {
                        return Ok(Val::Ptr(Ptr {
                            base: Base::Raw(1),
                            off: 0,
                        }))
                    }
                    Err(e) => return Err(e),
                };
                if p.off % 8 != 0 {
                    return unsup("the address of a bit-field");
                }
                Ok(Val::Ptr(Ptr {
                    base: Base::Obj(p.obj),
                    off: (p.off / 8) as i128,
                }))
            }
            ExprKind::PointerObject
            | ExprKind::PointerOffset
            | ExprKind::ObjectSize
            | ExprKind::IsDynamicObject
            | ExprKind::IsInvalidPointer
            | ExprKind::ROk
            | ExprKind::WOk
            | ExprKind::RwOk => {
                let Val::Ptr(p) = self.eval(ops[0])? else {
                    return unsup("a pointer primitive of a non-pointer");
                };
                let obj = match &p.base {
                    Base::Obj(o) => Some(&self.objects[*o as usize]),
                    _ => None,
                };
                match kind {
                    ExprKind::PointerObject => {
                        let n = match &p.base {
                            Base::Null => 0,
                            Base::Raw(k) => i128::from(*k),
                            Base::Obj(o) => match self.number_of(*o) {
                                Some(k) => i128::from(k),
                                None => i128::from(*o) + (1 << 40),
                            },
                            Base::Func(f) => 1_000_000 + i128::from(f.index()),
                        };
                        self.norm(BigInt::from(n), ty)
                    }
                    ExprKind::PointerOffset => self.norm(BigInt::from(p.off), ty),
                    ExprKind::ObjectSize => {
                        let n = obj.map_or(0, Object::bytes);
                        self.norm(BigInt::from(n), ty)
                    }
                    ExprKind::IsDynamicObject => Ok(Val::Bool(obj.is_some_and(|o| o.dynamic))),
                    ExprKind::IsInvalidPointer => Ok(Val::Bool(p.base == Base::Raw(1))),
                    _ => {
                        let alive_len = obj.filter(|o| o.alive).map(Object::bytes);
                        let size = self.int(ops[1])?;
                        let ok = match alive_len {
                            Some(len) => {
                                p.off >= 0 && BigInt::from(p.off) + size <= BigInt::from(len)
                            }
                            None => false,
                        };
                        Ok(Val::Bool(ok))
                    }
                }
            }
            ExprKind::ByteExtract(endian) => {
                let oty = self.store.type_of(ops[0]);
                let v = self.eval(ops[0])?;
                let b = self.flatten(&v, oty)?;
                let off = self.int(ops[1])?;
                let n = self.bits(ty)?;
                if endian == goto_ir::Endian::Big {
                    return unsup("a big-endian byte extract");
                }
                match off.to_u64().and_then(|o| b.slice(o * 8, n)) {
                    Some(part) => self.unflatten(&part, ty),
                    None => unsup("a byte extract out of bounds"),
                }
            }
            ExprKind::ByteUpdate(endian) => {
                let v = self.eval(ops[0])?;
                let mut b = self.flatten(&v, ty)?;
                let off = self.int(ops[1])?;
                let nty = self.store.type_of(ops[2]);
                let nv = self.eval(ops[2])?;
                let part = self.flatten(&nv, nty)?;
                if endian == goto_ir::Endian::Big {
                    return unsup("a big-endian byte update");
                }
                let Some(o) = off.to_u64() else {
                    return unsup("a byte update out of bounds");
                };
                if !b.splice(o * 8, &part) {
                    return unsup("a byte update out of bounds");
                }
                self.unflatten(&b, ty)
            }
            ExprKind::Overflow(op) => {
                let oty = self.store.type_of(ops[0]);
                if self.is_float(oty) {
                    return unsup("floating-point overflow checks");
                }
                if matches!(self.store.ty(self.follow(oty)), TypeKind::Pointer { .. }) {
                    return self.pointer_overflow(op, &ops);
                }
                let Some((w, signed)) = self.int_info(oty) else {
                    return unsup("an overflow check on a non-integer");
                };
                let a = self.int(ops[0])?;
                let r = match op {
                    OverflowOp::UnaryMinus => -a,
                    OverflowOp::Plus => a + self.int(ops[1])?,
                    OverflowOp::Minus => a - self.int(ops[1])?,
                    OverflowOp::Mult => a * self.int(ops[1])?,
                    OverflowOp::Shl => return unsup("overflow-shl"),
                };
                Ok(Val::Bool(normalize(&r, w, signed) != r))
            }
            ExprKind::Extractbit => {
                let oty = self.store.type_of(ops[0]);
                let Some((w, _)) = self.int_info(oty) else {
                    return unsup("extractbit of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                let i = self.int(ops[1])?.to_u64().unwrap_or(u64::MAX);
                Ok(Val::Bool(i < u64::from(w) && a.bit(i)))
            }
            ExprKind::Extractbits => {
                let oty = self.store.type_of(ops[0]);
                let Some((w, _)) = self.int_info(oty) else {
                    return unsup("extractbits of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                let i = self.int(ops[1])?.to_u64().unwrap_or(0);
                self.norm(BigInt::from(a >> i), ty)
            }
            ExprKind::Concatenation => {
                let mut acc = BigUint::zero();
                for &o in &ops {
                    let oty = self.store.type_of(o);
                    let w = match self.int_info(oty) {
                        Some((w, _)) => w,
                        None if matches!(self.store.ty(self.follow(oty)), TypeKind::Bool) => 1,
                        None => return unsup("a concatenation of non-integers"),
                    };
                    acc = (acc << w) | pattern(&self.int(o)?, w);
                }
                self.norm(BigInt::from(acc), ty)
            }
            ExprKind::ZeroExtend => {
                let oty = self.store.type_of(ops[0]);
                let Some((w, _)) = self.int_info(oty) else {
                    return unsup("zero_extend of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                self.norm(BigInt::from(a), ty)
            }
            ExprKind::Popcount => {
                let oty = self.store.type_of(ops[0]);
                let Some((w, _)) = self.int_info(oty) else {
                    return unsup("popcount of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                self.norm(BigInt::from(a.count_ones()), ty)
            }
            ExprKind::CountLeadingZeros { .. } | ExprKind::CountTrailingZeros { .. } => {
                let oty = self.store.type_of(ops[0]);
                let Some((w, _)) = self.int_info(oty) else {
                    return unsup("clz/ctz of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                if a.is_zero() {
                    return unsup("clz/ctz of zero");
                }
                let n = if matches!(kind, ExprKind::CountLeadingZeros { .. }) {
                    u64::from(w) - a.bits()
                } else {
                    a.trailing_zeros().unwrap_or(0)
                };
                self.norm(BigInt::from(n), ty)
            }
            ExprKind::Bswap(bw) => {
                let Some((w, _)) = self.int_info(ty) else {
                    return unsup("bswap of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                let bw = u64::from(bw.max(1));
                let n = u64::from(w) / bw;
                let mask = (BigUint::one() << bw) - 1u32;
                let mut r = BigUint::zero();
                for k in 0..n {
                    let byte = (&a >> (k * bw)) & &mask;
                    r |= byte << ((n - 1 - k) * bw);
                }
                self.norm(BigInt::from(r), ty)
            }
            ExprKind::BitReverse => {
                let Some((w, _)) = self.int_info(ty) else {
                    return unsup("bitreverse of a non-integer");
                };
                let a = pattern(&self.int(ops[0])?, w);
                let mut r = BigUint::zero();
                for k in 0..u64::from(w) {
                    if a.bit(k) {
                        r.set_bit(u64::from(w) - 1 - k, true);
                    }
                }
                self.norm(BigInt::from(r), ty)
            }
            ExprKind::FloatbvPlus
            | ExprKind::FloatbvMinus
            | ExprKind::FloatbvMult
            | ExprKind::FloatbvDiv
            | ExprKind::FloatbvSqrt
            | ExprKind::FloatbvTypecast
            | ExprKind::IeeeFloatEqual
            | ExprKind::IeeeFloatNotEqual
            | ExprKind::IsNan
            | ExprKind::IsInf
            | ExprKind::IsFinite
            | ExprKind::IsNormal => self.float_expr(&kind, &ops, ty),
            ExprKind::FloatbvRem => unsup("floatbv_rem"),
            ExprKind::FunctionApplication => self.application(&ops, ty),
            k => unsup(format!("the expression kind {k:?}")),
        }
    }

    /// The IEEE format of a `floatbv` type (fixed-point types are not executed).
    fn float_format(&self, ty: TypeId) -> Option<goto_ir::ieee::Format> {
        goto_ir::ieee::Format::of_type(self.store.ty(self.follow(ty)))
    }

    /// The bit pattern of a float operand and its format.
    fn float_operand(&mut self, e: ExprId) -> R<(goto_ir::ieee::Format, BigUint)> {
        let Some(fmt) = self.float_format(self.store.type_of(e)) else {
            return unsup("fixed-point arithmetic");
        };
        let v = self.int(e)?;
        let bits = normalize(&v, fmt.width, false).to_biguint().unwrap_or_default();
        Ok((fmt, bits))
    }

    /// The rounding mode operand; the solver leaves results under other values
    /// unconstrained, which no execution can follow.
    fn rounding(&mut self, e: ExprId) -> R<Rounding> {
        let m = self.int(e)?;
        match m.to_i64().and_then(Rounding::from_cbmc) {
            Some(r) => Ok(r),
            None => unsup(format!("the rounding mode {m}")),
        }
    }

    /// The floating-point operators, computed exactly by goto-ir's soft float (the same
    /// IEEE semantics as the solver's circuits).
    fn float_expr(&mut self, kind: &ExprKind, ops: &[ExprId], ty: TypeId) -> R<Val> {
        use goto_ir::softfloat as sf;
        use std::cmp::Ordering;
        let bits = |b: BigUint| Val::Int(BigInt::from(b));
        match kind {
            ExprKind::FloatbvPlus
            | ExprKind::FloatbvMinus
            | ExprKind::FloatbvMult
            | ExprKind::FloatbvDiv => {
                let (fmt, a) = self.float_operand(ops[0])?;
                let (_, b) = self.float_operand(ops[1])?;
                let rm = self.rounding(ops[2])?;
                Ok(bits(match kind {
                    ExprKind::FloatbvPlus => sf::add(fmt, &a, &b, false, rm),
                    ExprKind::FloatbvMinus => sf::add(fmt, &a, &b, true, rm),
                    ExprKind::FloatbvMult => sf::mul(fmt, &a, &b, rm),
                    _ => sf::div(fmt, &a, &b, rm),
                }))
            }
            ExprKind::FloatbvSqrt => {
                let (fmt, a) = self.float_operand(ops[0])?;
                let rm = self.rounding(ops[1])?;
                Ok(bits(sf::sqrt(fmt, &a, rm)))
            }
            ExprKind::FloatbvTypecast => {
                let rm = self.rounding(ops[1])?;
                let from = self.follow(self.store.type_of(ops[0]));
                let v = self.eval(ops[0])?;
                self.float_convert(v, from, self.follow(ty), Some(rm))
            }
            ExprKind::UnaryMinus | ExprKind::Abs => {
                let (fmt, a) = self.float_operand(ops[0])?;
                let top = u64::from(fmt.width) - 1;
                let mut r = a.clone();
                r.set_bit(top, kind == &ExprKind::UnaryMinus && !a.bit(top));
                Ok(bits(r))
            }
            ExprKind::IsNan | ExprKind::IsInf | ExprKind::IsFinite | ExprKind::IsNormal => {
                let (fmt, a) = self.float_operand(ops[0])?;
                let v = fmt.unpack(&a);
                Ok(Val::Bool(match kind {
                    ExprKind::IsNan => v == sf::Num::Nan,
                    ExprKind::IsInf => matches!(v, sf::Num::Inf(_)),
                    ExprKind::IsFinite => matches!(v, sf::Num::Finite { .. }),
                    _ => match v {
                        // a normal number has the hidden bit
                        sf::Num::Finite { mant, .. } => mant.bit(u64::from(fmt.fraction)),
                        _ => false,
                    },
                }))
            }
            _ => {
                let (fmt, a) = self.float_operand(ops[0])?;
                let (_, b) = self.float_operand(ops[1])?;
                let c = sf::compare(fmt, &a, &b);
                Ok(Val::Bool(match kind {
                    ExprKind::IeeeFloatEqual => c == Some(Ordering::Equal),
                    ExprKind::IeeeFloatNotEqual => c != Some(Ordering::Equal),
                    ExprKind::Lt => c == Some(Ordering::Less),
                    ExprKind::Le => matches!(c, Some(Ordering::Less | Ordering::Equal)),
                    ExprKind::Gt => c == Some(Ordering::Greater),
                    _ => matches!(c, Some(Ordering::Greater | Ordering::Equal)),
                }))
            }
        }
    }

    /// A conversion to, from or between floats (`from` and `to` followed); `rm: None`
    /// for a plain `typecast`, which (as in the solver) is executed only where the
    /// rounding mode cannot matter.
    fn float_convert(&mut self, v: Val, from: TypeId, to: TypeId, rm: Option<Rounding>) -> R<Val> {
        use goto_ir::softfloat as sf;
        let (ff, tf) = (self.float_format(from), self.float_format(to));
        let to_bool = matches!(self.store.ty(to), TypeKind::Bool | TypeKind::CBool(_));
        let raw = match v {
            Val::Int(x) => x,
            Val::Bool(b) => BigInt::from(u8::from(b)),
            _ => return unsup("a floating-point conversion of a pointer or an aggregate"),
        };
        match (ff, tf) {
            (Some(f), Some(t)) => {
                let exact = t.exponent_bits() >= f.exponent_bits() && t.fraction >= f.fraction;
                let rm = match rm {
                    Some(rm) => rm,
                    None if exact => Rounding::NearestEven,
                    None => return unsup("a floating-point conversion the rounding mode changes"),
                };
                let a = normalize(&raw, f.width, false).to_biguint().unwrap_or_default();
                Ok(Val::Int(BigInt::from(sf::convert(f, t, &a, rm))))
            }
            (None, Some(t)) => {
                let Some((w, _)) = self.int_info(from) else {
                    return unsup("a conversion of a non-integer to a float");
                };
                let rm = match rm {
                    Some(rm) => rm,
                    None if w <= t.fraction + 1 => Rounding::NearestEven,
                    None => return unsup("a floating-point conversion the rounding mode changes"),
                };
                Ok(Val::Int(BigInt::from(sf::from_int(t, &raw, rm))))
            }
            (Some(f), None) => {
                let a = normalize(&raw, f.width, false).to_biguint().unwrap_or_default();
                if to_bool {
                    // any nonzero value (NaN included) converts to 1
                    let zero = matches!(f.unpack(&a), sf::Num::Finite { ref mant, .. } if mant.is_zero());
                    return self.convert(Val::Bool(!zero), goto_ir::BOOL, to);
                }
                if rm.is_some_and(|r| r != Rounding::TowardZero) {
                    return unsup("a float to integer conversion not toward zero");
                }
                let Some((w, signed)) = self.int_info(to) else {
                    return unsup("a float converted to a non-integer");
                };
                // NaN, infinities and values out of range are undefined (unconstrained in
                // the solver)
                let Some(i) = sf::to_int_trunc(f, &a) else {
                    return unsup("a float to integer conversion of NaN or an infinity");
                };
                if normalize(&i, w, signed) != i {
                    return unsup("a float to integer conversion out of range");
                }
                Ok(Val::Int(i))
            }
            (None, None) => unsup("a fixed-point conversion"),
        }
    }

    fn convert(&mut self, v: Val, from: TypeId, to: TypeId) -> R<Val> {
        let (ff, tf) = (self.follow(from), self.follow(to));
        if ff == tf {
            return Ok(v);
        }
        let tk = self.store.ty(tf).clone();
        if self.is_float(tf) || self.is_float(ff) {
            return self.float_convert(v, ff, tf, None);
        }
        match tk {
            TypeKind::Empty => Ok(v),
            TypeKind::Bool => Ok(Val::Bool(match v {
                Val::Bool(b) => b,
                Val::Int(x) => !x.is_zero(),
                Val::Ptr(p) => p != Ptr::null(),
                Val::Blob(_) => return unsup("an aggregate converted to bool"),
            })),
            TypeKind::CBool(_) => {
                let b = match v {
                    Val::Bool(b) => b,
                    Val::Int(x) => !x.is_zero(),
                    Val::Ptr(p) => p != Ptr::null(),
                    Val::Blob(_) => return unsup("an aggregate converted to _Bool"),
                };
                Ok(Val::Int(BigInt::from(u8::from(b))))
            }
            TypeKind::Pointer { width, .. } => match v {
                Val::Ptr(p) => Ok(Val::Ptr(p)),
                Val::Int(x) => {
                    // a narrower integer is zero-extended, also a signed one (CBMC's
                    // integer-to-pointer conversion, which the solver follows)
                    let x = match self.int_info(self.follow(from)) {
                        Some((w, _)) if w < width => BigInt::from(pattern(&x, w)),
                        _ => x,
                    };
                    Ok(Val::Ptr(self.int_to_ptr(&x, width)))
                }
                Val::Bool(b) => Ok(Val::Ptr(self.int_to_ptr(&BigInt::from(u8::from(b)), width))),
                Val::Blob(_) => unsup("an aggregate converted to a pointer"),
            },
            TypeKind::Struct(_)
            | TypeKind::Union(_)
            | TypeKind::Array { .. }
            | TypeKind::Vector { .. } => {
                let b = self.flatten(&v, from)?;
                if b.len() != self.bits(to)? {
                    return unsup("a conversion between aggregates of different sizes");
                }
                Ok(Val::Blob(b))
            }
            _ => {
                let x = match v {
                    Val::Bool(b) => BigInt::from(u8::from(b)),
                    Val::Int(x) => x,
                    Val::Ptr(p) => {
                        let w = match self.store.ty(ff) {
                            TypeKind::Pointer { width, .. } => *width,
                            _ => self.cfg.pointer_width(),
                        };
                        self.ptr_to_int(&p, w)?
                    }
                    Val::Blob(_) => return unsup("an aggregate converted to an integer"),
                };
                self.norm(x, to)
            }
        }
    }

    // ------------------------------------------------------------------ pointer bits

    fn offset_bits(&self, width: u32) -> u32 {
        width.saturating_sub(self.cfg.object_bits)
    }

    /// The pointer whose bits (object number on top, offset below) are `v`.
    fn int_to_ptr(&self, v: &BigInt, width: u32) -> Ptr {
        let bits = pattern(v, width);
        let ob = self.offset_bits(width);
        let object = (&bits >> ob).to_u64().unwrap_or(u64::MAX);
        let off = normalize(&BigInt::from(bits), ob, true)
            .to_i128()
            .unwrap_or(0);
        // a pointer made from an integer keeps no object even when its bits are an
        // object's address: symex's value sets do not follow it either (its dereferences
        // read failed objects); it equals the object's pointers bit for bit
        let base = match object {
            0 => Base::Null,
            k => Base::Raw(k),
        };
        Ptr { base, off }
    }

    /// The bits of a pointer as an integer: the object number the solver gave the object
    /// on top, the offset below.
    fn ptr_to_int(&self, p: &Ptr, width: u32) -> R<BigInt> {
        let object = match p.base {
            Base::Null => 0,
            Base::Raw(k) => k,
            Base::Obj(o) => match self.number_of(o) {
                Some(k) => k,
                None => {
                    return unsup(format!(
                        "a pointer to {} converted to an integer (the object has no \
                         unique number in the model)",
                        self.objects[o as usize].name
                    ))
                }
            },
            Base::Func(_) => return unsup("a function pointer converted to an integer"),
        };
        let ob = self.offset_bits(width);
        let off = BigInt::from(pattern(&BigInt::from(p.off), ob));
        Ok((BigInt::from(object) << ob) | off)
    }

    /// Wraps the offset of a pointer without program object to the encoding's width.
    fn wrap(&self, mut p: Ptr) -> Ptr {
        if matches!(p.base, Base::Null | Base::Raw(_)) {
            let ob = self.offset_bits(self.cfg.pointer_width());
            p.off = normalize(&BigInt::from(p.off), ob, true)
                .to_i128()
                .unwrap_or(0);
        }
        p
    }

    fn as_int(&self, v: &Val) -> R<BigInt> {
        match v {
            Val::Int(x) => Ok(x.clone()),
            Val::Bool(b) => Ok(BigInt::from(u8::from(*b))),
            Val::Ptr(p) => self.ptr_to_int(p, self.cfg.pointer_width()),
            Val::Blob(_) => unsup("an aggregate used as an integer"),
        }
    }

    // ------------------------------------------------------------------ execution

    fn fn_info(&mut self, f: Ident) -> Rc<FnInfo> {
        if let Some(i) = self.info.get(&f) {
            return i.clone();
        }
        let mut info = FnInfo::default();
        if let Some(func) = self.functions.get(&f) {
            info.decided_loops = func.decides_loops();
            for (i, ins) in func.body.iter().enumerate() {
                if matches!(ins.kind, InstrKind::Goto) && func.is_backward_goto(i) {
                    for t in &ins.targets {
                        info.heads.entry(t.index()).or_default().push(i);
                    }
                }
            }
        }
        let rc = Rc::new(info);
        self.info.insert(f, rc.clone());
        rc
    }

    /// Moves the current frame to `to` (symex's `transition`: entering a loop head from
    /// outside resets its counter).
    fn transition(&mut self, to: usize, backwards: bool) {
        let Some(f) = self.frames.last().map(|f| f.function) else {
            return;
        };
        let info = self.fn_info(f);
        let Some(fr) = self.frames.last_mut() else {
            return;
        };
        if let Some(gotos) = info.heads.get(&to) {
            for &g in gotos {
                if !backwards || fr.pc > g {
                    fr.loops.insert(g, 0);
                }
            }
        }
        fr.pc = to;
    }

    fn next(&mut self) {
        let pc = self.frames.last().map_or(0, |f| f.pc);
        self.transition(pc + 1, false);
    }

    fn is_target(&self, f: Ident, pc: usize, kind: TargetKind) -> bool {
        self.target.kind == kind && self.target.function == f && self.target.pc as usize == pc
    }

    fn main_loop(&mut self) -> R<()> {
        let mut last: Option<Key> = None;
        loop {
            if self.sched.is_some() {
                if let Some(k) = last.take() {
                    let popped = self.popped.contains(&k);
                    self.settle(k, popped);
                }
                self.scheduler_on_course()?;
                if !self.due() {
                    return Ok(());
                }
            }
            self.stats.steps += 1;
            if self.stats.steps > self.cfg.max_steps {
                return unsup(format!(
                    "more than {} instructions executed",
                    self.cfg.max_steps
                ));
            }
            let Some(fr) = self.frames.last() else {
                return self.thread_ended();
            };
            let (f, pc) = (fr.function, fr.pc);
            let functions = self.functions;
            let Some(ins) = functions.get(&f).and_then(|func| func.body.get(pc)) else {
                return unsup(format!("fell off the end of {f}"));
            };
            let key = Key::At(f, pc as u32);
            last = Some(key);
            self.popped.clear();
            match &ins.kind {
                InstrKind::Skip | InstrKind::Location => self.next(),
                InstrKind::Goto => {
                    self.visit(key);
                    let c = self.bool(ins.guard)?;
                    self.end_visit()?;
                    let [target] = ins.targets.as_slice() else {
                        return unsup("a GOTO with several targets");
                    };
                    let t = target.index();
                    let backward = t <= pc;
                    if backward {
                        if t == pc && self.cfg.symex.self_loops_to_assumptions {
                            if c {
                                return Err(Stop::Disagree(format!(
                                    "the self-loop{} does not terminate",
                                    self.here()
                                )));
                            }
                            self.next();
                            continue;
                        }
                        let count = {
                            let fr = self.frames.last_mut().expect("frame");
                            let n = fr.loops.entry(pc).or_insert(0);
                            *n += 1;
                            *n
                        };
                        let number = functions
                            .get(&f)
                            .and_then(|func| func.numbering.get(pc))
                            .and_then(|n| n.loop_number)
                            .unwrap_or(pc as u32);
                        let id = format!("{f}.{number}");
                        let limit = self.cfg.symex.unwindset.limit(&id, 0);
                        if c && limit.is_some_and(|l| count >= l) {
                            if self.is_target(f, pc, TargetKind::Unwind) {
                                return Err(Stop::Confirmed);
                            }
                            if self.cfg.symex.partial_loops {
                                self.next();
                                continue;
                            }
                            if self.fn_info(f).decided_loops {
                                self.transition(t, backward);
                                continue;
                            }
                            return Err(Stop::Disagree(format!(
                                "loop {id} runs beyond its unwinding bound{}",
                                self.here()
                            )));
                        }
                    }
                    if c {
                        self.transition(t, backward);
                    } else {
                        self.next();
                    }
                }
                InstrKind::Assume => {
                    self.visit_lazily(key);
                    let c = self.bool(ins.guard)?;
                    self.end_visit()?;
                    if !c {
                        return Err(Stop::Disagree(format!(
                            "the assumption{} is violated",
                            self.here()
                        )));
                    }
                    self.next();
                }
                InstrKind::Assert => {
                    self.visit_lazily(key);
                    let c = self.bool(ins.guard)?;
                    self.end_visit()?;
                    if !c && self.is_target(f, pc, TargetKind::Assert) {
                        return Err(Stop::Confirmed);
                    }
                    self.next();
                }
                InstrKind::Assign { lhs, rhs } => {
                    self.visit(key);
                    if matches!(self.store.kind(*rhs), ExprKind::Allocate) {
                        self.allocate(*lhs, *rhs)?;
                    } else if self.is_large_nondet(*lhs, *rhs) {
                        self.assign_large_nondet(*lhs)?;
                    } else if self.is_large_array_of(*lhs, *rhs) {
                        // `a := array_of(x)` of a large or infinite array (a global's
                        // initial value): the memory repeats the element
                        let p = self.place_for(*lhs, Access::Write)?;
                        self.store_const(p, *rhs)?;
                    } else {
                        let v = self.eval(*rhs)?;
                        let v =
                            self.convert(v, self.store.type_of(*rhs), self.store.type_of(*lhs))?;
                        let p = self.place_for(*lhs, Access::Write)?;
                        self.write(p, &v)?;
                    }
                    self.end_visit()?;
                    self.next();
                }
                InstrKind::Decl(x) => {
                    self.visit(key);
                    self.decl(*x)?;
                    self.end_visit()?;
                    self.next();
                }
                InstrKind::Dead(x) => {
                    if let ExprKind::Symbol(n) = self.store.kind(*x) {
                        let dead = self
                            .frames
                            .last_mut()
                            .and_then(|f| f.locals.remove(n).or_else(|| f.ghosts.remove(n)));
                        if let Some(o) = dead {
                            self.objects[o as usize].alive = false;
                        }
                    }
                    self.next();
                }
                InstrKind::SetReturnValue(e) => {
                    let has_lhs = self
                        .frames
                        .last()
                        .and_then(|f| f.call.as_ref())
                        .is_some_and(|c| c.lhs.is_some());
                    if has_lhs {
                        self.visit(key);
                    }
                    let v = self.eval(*e)?;
                    let ret_ty = match self.ns.get(f).map(|s| self.store.ty(s.ty)) {
                        Some(TypeKind::Code { ret, .. }) => *ret,
                        _ => self.store.type_of(*e),
                    };
                    let v = self.convert(v, self.store.type_of(*e), ret_ty)?;
                    if let Some(fr) = self.frames.last_mut() {
                        fr.ret = Some(v);
                    }
                    self.end_visit()?;
                    self.next();
                }
                InstrKind::FunctionCall(call) => {
                    self.call(key, call)?;
                }
                InstrKind::EndFunction => {
                    self.end_function()?;
                }
                InstrKind::Other(code) => {
                    self.other(key, code)?;
                    self.next();
                }
                InstrKind::StartThread => {
                    if self.sched.is_none() {
                        return unsup("threads");
                    }
                    let [target] = ins.targets.as_slice() else {
                        return unsup("a START_THREAD without one target");
                    };
                    self.visit(key);
                    self.start_thread(key, target.index())?;
                    self.end_visit()?;
                    self.next();
                }
                InstrKind::EndThread => {
                    if self.sched.is_none() {
                        return unsup("threads");
                    }
                    // the thread ends
                    for fr in std::mem::take(&mut self.frames) {
                        self.kill_locals(&fr);
                    }
                }
                // the trace keeps an atomic section together: nothing to do
                InstrKind::AtomicBegin | InstrKind::AtomicEnd => self.next(),
                InstrKind::Throw(_) | InstrKind::Catch(_) => return unsup("exceptions"),
                InstrKind::NoInstructionType | InstrKind::IncompleteGoto(_) => {
                    return unsup("a malformed instruction")
                }
            }
        }
    }

    fn decl(&mut self, x: ExprId) -> R<()> {
        let ExprKind::Symbol(name) = *self.store.kind(x) else {
            return unsup("DECL of a non-symbol");
        };
        let ty = self.store.type_of(x);
        let bits = self.bits(ty)?;
        let o = match self.pending_locals.remove(&name) {
            Some(o) if self.objects[o as usize].mem.len() == bits => o,
            _ => self.new_object(name, bits),
        };
        if let Some(fr) = self.frames.last_mut() {
            if let Some(old) = fr.locals.insert(name, o) {
                self.objects[old as usize].alive = false;
            }
        }
        let place = Place { obj: o, off: 0, ty };
        match self.take_choice(|c| matches!(c, Choice::Decl(_))) {
            Some(Choice::Decl(v)) => self.write_model_value(place, v),
            _ => {
                self.stats.missing += 1;
                Ok(())
            }
        }
    }

    /// Writes the model's value of an object (whole or per leaf field) at `place`.
    fn write_model_value(&mut self, place: Place, value: DeclValue) -> R<()> {
        match value {
            DeclValue::Whole(Some(e)) => {
                self.stats.choices += 1;
                self.store_const(place, e)?;
            }
            DeclValue::Leaves(leaves) => {
                for (path, value) in leaves {
                    let Some(e) = value else {
                        self.stats.missing += 1;
                        continue;
                    };
                    let mut p = place;
                    for s in &path {
                        p = self.select(p, s)?;
                    }
                    self.stats.choices += 1;
                    self.store_const(p, e)?;
                }
            }
            DeclValue::Whole(None) => self.stats.missing += 1,
        }
        Ok(())
    }

    /// Whether `lhs := rhs` assigns a nondet value too large to build as one value (an
    /// array of symbolic size such as `argv`).
    fn is_large_nondet(&mut self, lhs: ExprId, rhs: ExprId) -> bool {
        matches!(self.store.kind(rhs), ExprKind::Nondet)
            && self
                .bits(self.store.type_of(lhs))
                .is_ok_and(|b| b > FLAT_VALUE)
    }

    /// Whether `lhs := rhs` assigns an `array_of` too large to build as one value.
    fn is_large_array_of(&mut self, lhs: ExprId, rhs: ExprId) -> bool {
        matches!(self.store.kind(rhs), ExprKind::ArrayOf)
            && self
                .bits(self.store.type_of(lhs))
                .is_ok_and(|b| b > FLAT_VALUE)
    }

    /// `lhs := nondet` for a large `lhs`: the model's value is stored element-wise.
    fn assign_large_nondet(&mut self, lhs: ExprId) -> R<()> {
        let choice = self.take_choice(|c| matches!(c, Choice::Nondet(_)));
        let place = self.place_for(lhs, Access::Write)?;
        match choice {
            Some(Choice::Nondet(Some(e))) => {
                self.stats.choices += 1;
                self.store_const(place, e)
            }
            _ => {
                self.stats.missing += 1;
                let len = self.bits(place.ty)?;
                let mut mem =
                    std::mem::replace(&mut self.objects[place.obj as usize].mem, Mem::zeros(0));
                let r = if place.off == 0 && len == mem.len() {
                    mem.fill(&Blob::default());
                    Ok(())
                } else {
                    unsup("a missing nondet value of a large part of an object")
                };
                self.objects[place.obj as usize].mem = mem;
                r
            }
        }
    }

    /// Sets the whole of object `o` to model constant `e` (its initial value).
    fn init_object(&mut self, o: u32, e: ExprId) -> R<()> {
        let was = self.choice_mode;
        self.choice_mode = true;
        let len = self.objects[o as usize].mem.len();
        let mut mem = Mem::zeros(len);
        let r = self.const_into(e, &mut mem, 0, true);
        self.choice_mode = was;
        r?;
        self.objects[o as usize].mem = mem;
        Ok(())
    }

    fn allocate(&mut self, lhs: ExprId, alloc: ExprId) -> R<()> {
        let ops = self.store.ops(alloc).to_vec();
        let Some(&size) = ops.first() else {
            return unsup("an allocation without a size");
        };
        let size = self.int(size)?;
        let zero = match ops.get(1) {
            Some(&z) => self.bool(z)?,
            None => false,
        };
        let lhs_ty = self.store.type_of(lhs);
        let elem = match self.store.ty(self.follow(lhs_ty)) {
            TypeKind::Pointer { base, .. } => Some(*base),
            _ => None,
        };
        let elem_bytes = match elem {
            Some(b) if !matches!(self.store.ty(self.follow(b)), TypeKind::Empty) => {
                match self.bits(b) {
                    Ok(n) if n > 0 => n.div_ceil(8),
                    _ => 1,
                }
            }
            _ => 1,
        };
        let Some(size) = size.to_u64() else {
            return unsup("an allocation of a negative or huge size");
        };
        let bytes = size / elem_bytes * elem_bytes;
        let name = match self.take_choice(|c| matches!(c, Choice::Alloc(_))) {
            Some(Choice::Alloc(n)) => n,
            _ => Ident::new(&format!("replay::dynamic_object{}", self.objects.len())),
        };
        let o = self.new_object(name, bytes.saturating_mul(8) / 8 * 8);
        if bytes.checked_mul(8).is_none() {
            self.objects[o as usize].huge_bytes = Some(bytes);
        }
        self.objects[o as usize].dynamic = true;
        self.dynamic.insert(name, o);
        if !zero {
            match self.take_choice(|c| matches!(c, Choice::Nondet(_))) {
                Some(Choice::Nondet(Some(e))) => {
                    self.stats.choices += 1;
                    self.init_object(o, e)?;
                }
                _ => self.stats.missing += 1,
            }
        }
        let p = Val::Ptr(Ptr {
            base: Base::Obj(o),
            off: 0,
        });
        let place = self.place_for(lhs, Access::Write)?;
        self.write(place, &p)
    }

    fn call(&mut self, key: Key, call: &goto_ir::Call) -> R<()> {
        self.visit(key);
        let callee = match self.store.kind(call.function) {
            ExprKind::Symbol(n) => *n,
            _ => match self.eval(call.function)? {
                Val::Ptr(Ptr {
                    base: Base::Func(n),
                    off: 0,
                }) => n,
                _ => return unsup("a call through an invalid function pointer"),
            },
        };
        let mut args = Vec::with_capacity(call.args.len());
        for &a in &call.args {
            args.push((self.eval(a)?, self.store.type_of(a)));
        }
        let (f, pc) = match key {
            Key::At(f, pc) => (f, pc as usize),
            Key::Entry(f) => (f, 0),
        };
        // recursion bound
        let depth = self
            .frames
            .iter()
            .filter(|fr| fr.function == callee)
            .count() as u32;
        let limit = self.cfg.symex.unwindset.limit(callee.as_str(), 0);
        if limit.is_some_and(|l| depth > l) {
            if self.is_target(f, pc, TargetKind::Recursion) {
                return Err(Stop::Confirmed);
            }
            if !self.cfg.symex.partial_loops {
                return Err(Stop::Disagree(format!(
                    "the recursion of {callee} is deeper than its bound{}",
                    self.here()
                )));
            }
            self.end_visit()?;
            self.next();
            return Ok(());
        }
        let functions = self.functions;
        let body = functions.get(&callee).filter(|func| func.has_body());
        let Some(func) = body else {
            if self.is_target(f, pc, TargetKind::NoBody) {
                return Err(Stop::Confirmed);
            }
            // the math oracle of the <math.h> models (symex's `__rbmc_libm_within_*`):
            // its only uses are assumptions, so on the trace it held
            if callee.as_str().starts_with("__rbmc_libm_within") {
                if let Some(l) = call.lhs {
                    let lty = self.store.type_of(l);
                    let one = self.norm(BigInt::one(), lty)?;
                    let p = self.place_for(l, Access::Write)?;
                    self.write(p, &one)?;
                }
                self.end_visit()?;
                self.next();
                return Ok(());
            }
            if let Some(l) = call.lhs {
                let lty = self.store.type_of(l);
                let v = self.nondet(lty)?;
                let p = self.place_for(l, Access::Write)?;
                self.write(p, &v)?;
            }
            if self.cfg.symex.havoc_undefined_functions {
                for ((v, aty), &a) in args.iter().zip(&call.args) {
                    let base = match self.store.ty(self.follow(*aty)) {
                        TypeKind::Pointer { base, .. } => *base,
                        _ => continue,
                    };
                    if matches!(
                        self.store.ty(self.follow(base)),
                        TypeKind::Code { .. } | TypeKind::Empty
                    ) {
                        continue;
                    }
                    let p = self.deref_place(Some(a), v, base)?;
                    let nv = self.nondet(base)?;
                    self.write(p, &nv)?;
                }
            }
            self.end_visit()?;
            self.next();
            return Ok(());
        };
        self.end_visit()?;
        let params = func.parameters.clone();
        let mut frame = Frame::new(callee);
        frame.call = Some(CallSite { key, lhs: call.lhs });
        self.frames.push(frame);
        let variadic_extra = args.len() > params.len();
        if !params.is_empty() || variadic_extra {
            self.visit(Key::Entry(callee));
        }
        for (i, p) in params.iter().enumerate() {
            let Some(pty) = self.ns.get(*p).map(|s| s.ty) else {
                return unsup(format!("parameter {p} without a symbol"));
            };
            let bits = self.bits(pty)?;
            let o = self.new_object(*p, bits);
            if let Some(fr) = self.frames.last_mut() {
                fr.locals.insert(*p, o);
            }
            let v = match args.get(i) {
                Some((v, aty)) => match self.convert_argument(v.clone(), *aty, pty)? {
                    Some(v) => v,
                    None => self.widened_argument(*p, v, *aty, pty)?,
                },
                None => self.nondet(pty)?,
            };
            self.write(
                Place {
                    obj: o,
                    off: 0,
                    ty: pty,
                },
                &v,
            )?;
        }
        for (k, (v, aty)) in args.iter().enumerate().skip(params.len()) {
            let (name, _) = symex::va_arg_symbol(
                callee,
                k,
                *aty,
                |a, b| self.follow(a) == self.follow(b),
                |n| self.ns.get(n).map(|s| s.ty),
            );
            let bits = self.bits(*aty)?;
            let o = self.new_object(name, bits);
            if let Some(fr) = self.frames.last_mut() {
                fr.locals.insert(name, o);
            }
            self.write(
                Place {
                    obj: o,
                    off: 0,
                    ty: *aty,
                },
                v,
            )?;
        }
        self.end_visit()?;
        self.transition(0, false);
        Ok(())
    }

    /// symex's argument conversion: equal types pass, scalar mismatches are reinterpreted
    /// (`None` when the argument is narrower than the parameter).
    fn convert_argument(&mut self, v: Val, from: TypeId, to: TypeId) -> R<Option<Val>> {
        if self.follow(from) == self.follow(to) {
            return Ok(Some(v));
        }
        let b = self.flatten(&v, from)?;
        let n = self.bits(to)?;
        if n > b.len() {
            return Ok(None);
        }
        match b.slice(0, n) {
            Some(part) => self.unflatten(&part, to).map(Some),
            None => unsup("an argument cutting a pointer"),
        }
    }

    /// An argument narrower than its parameter: symex reads the missing bits beyond the
    /// argument as unconstrained, so the parameter's value comes from the trace (whose low
    /// bits must be the argument's).
    fn widened_argument(&mut self, param: Ident, v: &Val, from: TypeId, to: TypeId) -> R<Val> {
        let check = self.group.as_ref().and_then(|g| {
            g.checks
                .iter()
                .find(|c| c.root == param && c.path.is_empty())
                .cloned()
        });
        let Some(c) = check else {
            return unsup("an argument narrower than its parameter");
        };
        if self.store.ty(self.follow(to)).is_pointer() {
            // the solver's pointer bits (object and offset) are not the replay's addresses
            return unsup("an integer argument narrower than its pointer parameter");
        }
        let theirs = self.const_val(c.value, to)?;
        let tb = self.flatten(&theirs, to)?;
        let mine = self.flatten(v, from)?;
        if tb.slice(0, mine.len()) != Some(mine) {
            return Err(Stop::Disagree(format!(
                "parameter {param} does not start with the argument's bits{}",
                self.here()
            )));
        }
        Ok(theirs)
    }

    /// The locals of a frame that is left die.
    fn kill_locals(&mut self, frame: &Frame) {
        for &o in frame.locals.values() {
            self.objects[o as usize].alive = false;
        }
    }

    fn end_function(&mut self) -> R<()> {
        let Some(frame) = self.frames.pop() else {
            return Ok(());
        };
        self.kill_locals(&frame);
        if self.frames.is_empty() {
            return Ok(());
        }
        if let Some(CallSite {
            key,
            lhs: Some(lhs),
        }) = frame.call
        {
            self.visit(key);
            let ret_ty = match self.ns.get(frame.function).map(|s| self.store.ty(s.ty)) {
                Some(TypeKind::Code { ret, .. }) => *ret,
                _ => self.store.type_of(lhs),
            };
            let (v, ret_ty) = match frame.ret {
                Some(v) => (v, ret_ty),
                None => self.missing_return(frame.function, lhs)?,
            };
            let v = self.convert(v, ret_ty, self.store.type_of(lhs))?;
            let p = self.place_for(lhs, Access::Write)?;
            self.write(p, &v)?;
            self.end_visit()?;
        }
        self.next();
        Ok(())
    }

    /// The value of a call to `f` that returned without a value: symex reads version 0 of
    /// its return value, which the model fixes.
    fn missing_return(&mut self, f: Ident, lhs: ExprId) -> R<(Val, TypeId)> {
        let name = Ident::new(&format!("goto_symex::return_value::{f}"));
        let void = self.ns.get(f).is_some_and(|s| {
            matches!(self.store.ty(s.ty), TypeKind::Code { ret, .. }
                if matches!(self.store.ty(self.follow(*ret)), TypeKind::Empty))
        });
        if void {
            // a void function called as one returning a value: symex converts its
            // unconstrained (void) return value, so the model's value of the call's
            // result is the only value there is
            let check = match (self.store.kind(lhs), &self.group) {
                (ExprKind::Symbol(n), Some(g)) => g
                    .checks
                    .iter()
                    .find(|c| c.root == *n && c.path.is_empty())
                    .map(|c| (c.value, c.ty)),
                _ => None,
            };
            let Some((value, ty)) = check else {
                return unsup(format!("{f} returns without a value"));
            };
            self.stats.choices += 1;
            return Ok((self.const_val(value, ty)?, ty));
        }
        let value = self.group.as_ref().and_then(|g| {
            g.initial
                .iter()
                .find(|i| i.root == name && i.path.is_empty())
                .map(|i| i.value)
        });
        match value {
            Some(Some(e)) => {
                self.stats.choices += 1;
                let ty = self.store.type_of(e);
                Ok((self.const_val(e, ty)?, ty))
            }
            _ => unsup(format!("{f} returns without a value")),
        }
    }

    /// The object an array operation's pointer operand points into and the offset in bits
    /// where the operation starts (symex starts at the pointer's offset, CBMC's
    /// `process_array_expr`); `None` for pointers to no object (symex's operation then has
    /// no effect on the program).
    fn array_object(&mut self, p: ExprId) -> R<Option<(u32, u64)>> {
        match self.eval(p)? {
            Val::Ptr(Ptr {
                base: Base::Obj(o),
                off,
            }) => {
                let len = self.objects[o as usize].mem.len();
                match u64::try_from(off).ok().and_then(|b| b.checked_mul(8)) {
                    Some(bits) if bits <= len => Ok(Some((o, bits))),
                    _ => unsup("an array operation starting outside its object"),
                }
            }
            Val::Ptr(Ptr {
                base: Base::Null | Base::Raw(_),
                ..
            }) => Ok(None),
            _ => unsup("an array operation on a function pointer"),
        }
    }

    fn other(&mut self, key: Key, code: &goto_ir::OtherCode) -> R<()> {
        match code.statement.as_str() {
            "expression" | "skip" | "fence" => Ok(()),
            "printf" | "output" | "input" => {
                self.visit(key);
                for &o in &code.ops {
                    self.eval(o)?;
                }
                self.end_visit()
            }
            "array_set" => {
                self.visit(key);
                let [dest, value] = code.ops[..] else {
                    return unsup("a malformed array_set");
                };
                let Some((o, at)) = self.array_object(dest)? else {
                    return self.end_visit();
                };
                let dty = match self.store.ty(self.follow(self.store.type_of(dest))) {
                    TypeKind::Pointer { base, .. } => *base,
                    _ => return unsup("array_set on a non-pointer"),
                };
                let v = self.eval(value)?;
                let v = self.convert(v, self.store.type_of(value), dty)?;
                let part = self.flatten(&v, dty)?;
                if part.is_empty() {
                    return self.end_visit();
                }
                let mem = &mut self.objects[o as usize].mem;
                if at == 0 {
                    mem.fill(&part);
                } else {
                    // the elements from the pointer on, to the end of the object
                    let n = (mem.len() - at) / part.len();
                    if n * part.len() > VALUE_LIMIT {
                        return unsup("an array_set of more than 512 MiB at an offset");
                    }
                    let all = part.repeat(n);
                    self.unpin_pointers(o, at, all.len())?;
                    self.objects[o as usize]
                        .mem
                        .splice(at, &all)
                        .map_err(mem_error)?;
                }
                self.end_visit()
            }
            "array_copy" | "array_replace" => {
                self.visit(key);
                let [dest, src] = code.ops[..] else {
                    return unsup("a malformed array operation");
                };
                let (Some((d, dat)), Some((s, sat))) =
                    (self.array_object(dest)?, self.array_object(src)?)
                else {
                    return self.end_visit();
                };
                let dlen = self.objects[d as usize].mem.len() - dat;
                let slen = self.objects[s as usize].mem.len() - sat;
                if dat == 0 && sat == 0 && slen == dlen {
                    self.objects[d as usize].mem = self.objects[s as usize].mem.clone();
                    return self.end_visit();
                }
                // array_copy writes the whole destination (from the pointer on) with the
                // source's bytes; array_replace writes as many bytes as the source has
                let n = if code.statement.as_str() == "array_copy" {
                    if slen < dlen {
                        return unsup("an array_copy from a source smaller than its destination");
                    }
                    dlen
                } else {
                    slen.min(dlen)
                };
                if n > VALUE_LIMIT {
                    return unsup("a copy of more than 512 MiB between objects of different sizes");
                }
                let Some(part) = self.objects[s as usize].mem.slice(sat, n) else {
                    return unsup("a copy of part of a pointer");
                };
                self.unpin_pointers(d, dat, n)?;
                self.objects[d as usize]
                    .mem
                    .splice(dat, &part)
                    .map_err(mem_error)?;
                self.end_visit()
            }
            "array_equal" => {
                // as symex decides it: the whole arrays the pointers point to (taken
                // before any cast) are equal, arrays of different types are not
                self.visit(key);
                let [a, b, lhs] = code.ops[..] else {
                    return unsup("a malformed array_equal");
                };
                let pointee = |s: &Self, e: ExprId| {
                    let mut q = e;
                    while matches!(s.store.kind(q), ExprKind::Typecast) {
                        q = s.store.op(q, 0);
                    }
                    match s.store.ty(s.follow(s.store.type_of(q))) {
                        TypeKind::Pointer { base, .. } => Some(s.follow(*base)),
                        _ => None,
                    }
                };
                let (ta, tb) = (pointee(self, a), pointee(self, b));
                let (Some((oa, 0)), Some((ob, 0))) =
                    (self.array_object(a)?, self.array_object(b)?)
                else {
                    return unsup("an array_equal not at the start of both objects");
                };
                // the objects' own types where known (through `void *` too)
                // (arrays by their element type: sizes are compared as lengths below, and
                // two symbolic sizes are different types of the same shape)
                let object_type = |s: &Self, o: u32| {
                    let t = s.follow(s.ns.get(s.objects[o as usize].name)?.ty);
                    Some(match s.store.ty(t) {
                        TypeKind::Array { elem, .. } => s.follow(*elem),
                        _ => t,
                    })
                };
                let (ta, tb) = match (object_type(self, oa), object_type(self, ob)) {
                    (Some(x), Some(y)) => (Some(x), Some(y)),
                    _ => (ta, tb),
                };
                let (la, lb) = (
                    self.objects[oa as usize].mem.len(),
                    self.objects[ob as usize].mem.len(),
                );
                let sparse = self.objects[oa as usize].mem.is_sparse()
                    || self.objects[ob as usize].mem.is_sparse();
                let equal = if ta.is_none() || ta != tb || la != lb {
                    false
                } else if sparse {
                    // a huge (sparse) object is not materialised for a comparison
                    return unsup("an array_equal of huge objects");
                } else {
                    match (
                        self.objects[oa as usize].mem.slice(0, la),
                        self.objects[ob as usize].mem.slice(0, lb),
                    ) {
                        (Some(x), Some(y)) => x == y,
                        _ => return unsup("an array_equal of arrays holding pointers"),
                    }
                };
                let place = self.place_for(lhs, Access::Write)?;
                self.write(place, &Val::Bool(equal))?;
                self.end_visit()
            }
            "havoc_object" => {
                self.visit(key);
                let [p] = code.ops[..] else {
                    return unsup("a malformed havoc_object");
                };
                let Some((o, _)) = self.array_object(p)? else {
                    return self.end_visit();
                };
                if let Some(Choice::Nondet(Some(e))) =
                    self.take_choice(|c| matches!(c, Choice::Nondet(_)))
                {
                    self.stats.choices += 1;
                    self.init_object(o, e)?;
                } else {
                    self.stats.missing += 1;
                }
                self.end_visit()
            }
            other => unsup(format!("the instruction OTHER {other}")),
        }
    }
}
