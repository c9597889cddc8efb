//! C `goto` across declarations, as CBMC's `goto_convertt::finish_gotos` handles it.
//!
//! Every local declaration is a node of a tree whose parent is the declaration in scope just
//! before it (the root is "nothing declared"). A `goto` and its label each remember the
//! node current where they appear. When the function is complete:
//! - a jump *leaving* declarations (the goto's node is below the nearest common ancestor)
//!   gets `DEAD` instructions for them right before the `GOTO`;
//! - a jump *entering* declarations (the label's node is below the common ancestor) must
//!   execute those `DECL`s (so the variables are fresh, i.e. nondeterministic) but not their
//!   initialisations. A flag `__CPROVER_going_to::<label>` (declared and cleared at the
//!   start of the function, set before the jump, cleared on arrival) drives a chain of hops:
//!   the `GOTO` targets the outermost such `DECL`, and after each of them an
//!   `IF __CPROVER_going_to::<label> THEN GOTO <next DECL or the label>` skips the rest.

use super::{Converter, FunCtx, Label};
use goto_ir::{ExprId, Ident, InstrKind, Instruction, SourceLocation, Symbol, BOOL, FALSE, TRUE};
use rustc_hash::{FxHashMap, FxHashSet};

/// The declaration tree of one function and its C gotos.
#[derive(Default)]
pub struct ScopeTree {
    /// Node `i + 1`: (parent node, declared variable, index of its DECL instruction).
    nodes: Vec<(usize, ExprId, usize)>,
    /// The node in scope at the current point (0: nothing declared).
    current: usize,
    /// The node current when each open block was entered.
    saved: Vec<usize>,
    /// C gotos: (instruction index, node at the goto, label).
    gotos: Vec<(usize, usize, Label)>,
    /// The node at each placed C label, with the label's name.
    labels: FxHashMap<Label, (usize, Ident)>,
}

impl ScopeTree {
    /// A local `var` was declared by the DECL at instruction `decl`.
    pub fn declare(&mut self, var: ExprId, decl: usize) {
        self.nodes.push((self.current, var, decl));
        self.current = self.nodes.len();
    }

    /// Forgets the declaration just made (a temporary that belongs to an outer block).
    pub fn undeclare_last(&mut self) {
        if self.current == self.nodes.len() {
            if let Some((parent, _, _)) = self.nodes.pop() {
                self.current = parent;
            }
        }
    }

    /// A block opens.
    pub fn enter(&mut self) {
        self.saved.push(self.current);
    }

    /// A block closes: its declarations go out of scope.
    pub fn leave(&mut self) {
        if let Some(n) = self.saved.pop() {
            self.current = n;
        }
    }

    /// A C `goto label` was emitted at instruction `at`.
    pub fn goto(&mut self, at: usize, label: Label) {
        self.gotos.push((at, self.current, label));
    }

    /// The C label `name` was placed here.
    pub fn label(&mut self, label: Label, name: Ident) {
        self.labels.insert(label, (self.current, name));
    }

    fn parent(&self, n: usize) -> usize {
        self.nodes[n - 1].0
    }

    fn depth(&self, mut n: usize) -> usize {
        let mut d = 0;
        while n != 0 {
            n = self.parent(n);
            d += 1;
        }
        d
    }

    fn common_ancestor(&self, mut a: usize, mut b: usize) -> usize {
        let (mut da, mut db) = (self.depth(a), self.depth(b));
        while da > db {
            a = self.parent(a);
            da -= 1;
        }
        while db > da {
            b = self.parent(b);
            db -= 1;
        }
        while a != b {
            a = self.parent(a);
            b = self.parent(b);
        }
        a
    }
}

/// Instructions to insert before an original instruction. `retarget`: jumps to that
/// instruction now reach the inserted ones first; `goto_to`: for an inserted GOTO, the
/// original instruction it jumps to.
struct Insertion {
    before: usize,
    retarget: bool,
    ins: Instruction,
    goto_to: Option<usize>,
}

impl Converter<'_> {
    /// Adds the DEAD/DECL code for C gotos that leave or enter declarations (called once
    /// the body of the function is complete, before jump targets are resolved).
    pub fn finish_c_gotos(&mut self) {
        let Some(f) = self.fun.as_mut() else { return };
        if f.scopes.gotos.is_empty() {
            return;
        }
        let scopes = std::mem::take(&mut f.scopes);
        let mut inserts: Vec<Insertion> = Vec::new();
        let mut flags: FxHashMap<Label, ExprId> = FxHashMap::default();
        let mut accounted: FxHashSet<(usize, Label)> = FxHashSet::default();
        let mut retargets: Vec<(usize, usize)> = Vec::new();
        for &(at, gnode, label) in &scopes.gotos {
            let Some(&(lnode, lname)) = scopes.labels.get(&label) else {
                continue; // undefined label: reported when targets are resolved
            };
            let Some(lpos) = self.f().label_pos[label.0 as usize] else {
                continue;
            };
            let common = scopes.common_ancestor(gnode, lnode);
            let gloc = self.f().body[at].location;
            let mut n = gnode;
            while n != common {
                let (parent, var, _) = scopes.nodes[n - 1];
                inserts.push(Insertion {
                    before: at,
                    retarget: true,
                    ins: Instruction::new(InstrKind::Dead(var), gloc),
                    goto_to: None,
                });
                n = parent;
            }
            if lnode == common {
                continue;
            }
            let lloc = hidden(self.f().body[lpos].location);
            let flag = match flags.get(&label) {
                Some(&e) => e,
                None => {
                    let e = self.going_to_flag(lname, lloc);
                    inserts.push(Insertion {
                        before: 0,
                        retarget: false,
                        ins: Instruction::new(InstrKind::Decl(e), lloc),
                        goto_to: None,
                    });
                    inserts.push(Insertion {
                        before: 0,
                        retarget: false,
                        ins: Instruction::new(InstrKind::Assign { lhs: e, rhs: FALSE }, lloc),
                        goto_to: None,
                    });
                    inserts.push(Insertion {
                        before: lpos,
                        retarget: true,
                        ins: Instruction::new(InstrKind::Assign { lhs: e, rhs: FALSE }, lloc),
                        goto_to: None,
                    });
                    flags.insert(label, e);
                    e
                }
            };
            inserts.push(Insertion {
                before: at,
                retarget: true,
                ins: Instruction::new(
                    InstrKind::Assign {
                        lhs: flag,
                        rhs: TRUE,
                    },
                    hidden(gloc),
                ),
                goto_to: None,
            });
            // hop from each entered declaration to the next one, the innermost to the label
            let mut target = lpos;
            let mut n = lnode;
            while n != common {
                let (parent, _, decl) = scopes.nodes[n - 1];
                if accounted.insert((n, label)) {
                    let dloc = hidden(self.f().body[decl].location);
                    inserts.push(Insertion {
                        before: decl + 1,
                        retarget: false,
                        ins: Instruction::goto(flag, goto_ir::InstrRef(u32::MAX), dloc),
                        goto_to: Some(target),
                    });
                }
                target = decl;
                n = parent;
            }
            retargets.push((at, target));
        }
        self.apply_insertions(inserts, retargets);
    }

    /// The Boolean flag `__CPROVER_going_to::<label>` of the current function.
    fn going_to_flag(&mut self, label: Ident, loc: SourceLocation) -> ExprId {
        let base = format!("__CPROVER_going_to::{label}");
        let mut name = base.clone();
        let mut k = 0;
        while self.m.symbols.get(Ident::new(&name)).is_some() {
            name = format!("{base}${k}");
            k += 1;
        }
        let id = Ident::new(&name);
        let mut sym = Symbol::new(id, BOOL);
        sym.base_name = label;
        sym.pretty_name = label;
        sym.is_lvalue = true;
        sym.is_thread_local = true;
        sym.is_auxiliary = true;
        sym.module = self.module;
        sym.location = loc;
        self.m.symbols.replace(sym);
        self.m.store.symbol(id, BOOL)
    }

    /// Rebuilds the body with the insertions; `retargets` (goto instruction, original
    /// instruction) redirect C gotos.
    fn apply_insertions(&mut self, mut inserts: Vec<Insertion>, retargets: Vec<(usize, usize)>) {
        // at one position: hops (not retargeted) first, then the retargeted code
        inserts.sort_by_key(|i| (i.before, i.retarget));
        let f: &mut FunCtx = self.f();
        let old = std::mem::take(&mut f.body);
        let n = old.len();
        let mut new_of = vec![0usize; n + 1];
        let mut entry_of = vec![0usize; n + 1];
        let mut body = Vec::with_capacity(n + inserts.len());
        let mut hops: Vec<(usize, usize)> = Vec::new();
        let mut it = inserts.into_iter().peekable();
        for (pos, mut ins) in old.into_iter().enumerate() {
            let mut first_retarget = None;
            while let Some(x) = it.next_if(|x| x.before == pos) {
                let mut new = x.ins;
                if x.retarget && first_retarget.is_none() {
                    first_retarget = Some(body.len());
                    new.labels = std::mem::take(&mut ins.labels);
                }
                if let Some(t) = x.goto_to {
                    hops.push((body.len(), t));
                }
                body.push(new);
            }
            new_of[pos] = body.len();
            entry_of[pos] = first_retarget.unwrap_or(body.len());
            body.push(ins);
        }
        new_of[n] = body.len();
        entry_of[n] = body.len();
        f.body = body;
        for p in f.label_pos.iter_mut().flatten() {
            *p = entry_of[*p];
        }
        let retarget: FxHashMap<usize, usize> = retargets.into_iter().collect();
        let mut pending = std::mem::take(&mut f.pending);
        for (i, l) in &mut pending {
            if let Some(&t) = retarget.get(i) {
                f.label_pos.push(Some(entry_of[t]));
                *l = Label(f.label_pos.len() as u32 - 1);
            }
            *i = new_of[*i];
        }
        for (i, t) in hops {
            f.label_pos.push(Some(entry_of[t]));
            pending.push((i, Label(f.label_pos.len() as u32 - 1)));
        }
        f.pending = pending;
    }
}

fn hidden(mut loc: SourceLocation) -> SourceLocation {
    loc.hide = true;
    loc
}
