//! SSA names: the three renaming levels as distinct types, L1 objects and L2 names.
//!
//! A program symbol `x` becomes, in order:
//! - L0 (`x!0`): the thread that owns the instance ([`Level0`]);
//! - L1 (`x!0@1`): the frame / object instance ([`Level1`]), an [`L1Id`] in the
//!   [`NameTable`];
//! - L2 (`x!0@1#2`): the SSA version ([`Level2`]), an [`L2Name`].
//!
//! Field-sensitive names carry a selector path after the root: `s!0@1#2..f`,
//! `a!0@1#3[[2]]` (CBMC's spelling: the suffixes go on the root, selectors follow).
//!
//! The level values have crate-private constructors: only the renaming code of this crate
//! ([`crate::renaming`]) hands them out, so a name can never be made up by hand.

use goto_ir::{ExprId, Ident, Store, TypeId};
use rustc_hash::FxHashMap;
use std::fmt::Write as _;

/// L0 index: the thread number (`!n`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Level0(pub(crate) u32);

/// L1 index: the object instance (`@n`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Level1(pub(crate) u32);

/// L2 index: the SSA version (`#n`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Level2(pub(crate) u32);

impl Level0 {
    /// The number.
    pub fn get(self) -> u32 {
        self.0
    }
}
impl Level1 {
    /// The number.
    pub fn get(self) -> u32 {
        self.0
    }
}
impl Level2 {
    /// The number.
    pub fn get(self) -> u32 {
        self.0
    }
}

/// One step of a field-sensitive selector path.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Selector {
    /// A struct or union member: printed `..name`.
    Member(Ident),
    /// A constant array index: printed `[[i]]`.
    Index(u64),
}

/// An L1-renamed object (or field of one).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct L1Object {
    /// The program symbol, e.g. `main::1::x`.
    pub root: Ident,
    pub l0: Option<Level0>,
    pub l1: Option<Level1>,
    /// Field selectors (empty for the whole object).
    pub path: Vec<Selector>,
    /// The type of the object or field.
    pub ty: TypeId,
}

/// Interned [`L1Object`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct L1Id(pub u32);

/// An L2 name: an L1 object at a version.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct L2Name {
    pub l1: L1Id,
    pub version: Level2,
}

/// What an SSA symbol identifier stands for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SsaSymbol {
    /// An L1 name (in `address_of` operands and value sets).
    L1(L1Id),
    /// An L2 name.
    L2(L2Name),
}

/// The table of all L1 objects of a run and their symbol expressions.
#[derive(Clone, Debug, Default)]
pub struct NameTable {
    objects: Vec<L1Object>,
    roots: Vec<L1Id>,
    fields: FxHashMap<L1Id, Vec<L1Id>>,
    ids: FxHashMap<L1Object, L1Id>,
    l1_exprs: FxHashMap<L1Id, ExprId>,
    /// Types of L1 symbol expressions that differ from the object's declared type (an
    /// instance of a symbolic-size array type, sizes renamed).
    expr_types: FxHashMap<L1Id, TypeId>,
    l2_exprs: FxHashMap<(L1Id, u32), ExprId>,
    by_ident: FxHashMap<Ident, SsaSymbol>,
}

fn write_path(out: &mut String, path: &[Selector]) {
    for s in path {
        match s {
            Selector::Member(m) => {
                let _ = write!(out, "..{m}");
            }
            Selector::Index(i) => {
                let _ = write!(out, "[[{i}]]");
            }
        }
    }
}

impl NameTable {
    /// An empty table.
    pub fn new() -> NameTable {
        NameTable::default()
    }

    /// Interns an L1 object.
    pub(crate) fn intern(&mut self, obj: L1Object) -> L1Id {
        if let Some(&id) = self.ids.get(&obj) {
            return id;
        }
        let id = L1Id(self.objects.len() as u32);
        self.objects.push(obj.clone());
        self.roots.push(id);
        self.ids.insert(obj, id);
        id
    }

    /// The object behind an id.
    pub fn object(&self, id: L1Id) -> &L1Object {
        &self.objects[id.0 as usize]
    }

    /// Number of L1 objects.
    pub fn len(&self) -> usize {
        self.objects.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    /// The L1 object of the same root and levels with one more selector.
    pub fn field(&mut self, id: L1Id, sel: Selector, ty: TypeId) -> L1Id {
        let mut o = self.object(id).clone();
        o.path.push(sel);
        o.ty = ty;
        let root = self.root_of(id);
        let known = self.ids.contains_key(&o);
        let f = self.intern(o);
        if !known {
            self.roots[f.0 as usize] = root;
            self.fields.entry(root).or_default().push(f);
        }
        f
    }

    /// The same object (or field) in thread `l0`: a thread-local object of the thread that
    /// starts a new one is copied to the new thread's instance of it.
    pub fn in_thread(&mut self, id: L1Id, l0: Level0) -> L1Id {
        let obj = self.object(id).clone();
        let root = self.object(self.root_of(id)).clone();
        let new_root = self.intern(L1Object {
            l0: Some(l0),
            ..root
        });
        if obj.path.is_empty() {
            return new_root;
        }
        let new_obj = L1Object {
            l0: Some(l0),
            ..obj
        };
        let known = self.ids.contains_key(&new_obj);
        let f = self.intern(new_obj);
        if !known {
            self.roots[f.0 as usize] = new_root;
            self.fields.entry(new_root).or_default().push(f);
        }
        f
    }

    /// The whole object (empty path) a field belongs to.
    pub fn root_of(&self, id: L1Id) -> L1Id {
        self.roots[id.0 as usize]
    }

    /// Every field (at any depth) of a whole object created so far.
    pub fn fields_of(&self, root: L1Id) -> &[L1Id] {
        self.fields.get(&root).map_or(&[], |v| v.as_slice())
    }

    /// Every field (at any depth) below `id` created so far: [`NameTable::fields_of`] for a
    /// whole object, the fields whose path extends `id`'s for a field (`s..p[[0]]` below
    /// `s..p`).
    pub fn fields_below(&self, id: L1Id) -> Vec<L1Id> {
        let root = self.root_of(id);
        if root == id {
            return self.fields_of(id).to_vec();
        }
        let path = &self.object(id).path;
        self.fields_of(root)
            .iter()
            .copied()
            .filter(|&f| {
                let fp = &self.object(f).path;
                fp.len() > path.len() && fp.starts_with(path)
            })
            .collect()
    }

    /// The printed identifier of an L1 object, e.g. `x!0@1..f`.
    pub fn l1_string(&self, id: L1Id) -> String {
        self.name_string(id, None)
    }

    /// The printed identifier of an L2 name, e.g. `x!0@1#2..f`.
    pub fn l2_string(&self, n: L2Name) -> String {
        self.name_string(n.l1, Some(n.version.0))
    }

    fn name_string(&self, id: L1Id, l2: Option<u32>) -> String {
        let o = self.object(id);
        let mut s = o.root.as_str().to_owned();
        if let Some(l0) = o.l0 {
            let _ = write!(s, "!{}", l0.0);
        }
        if let Some(l1) = o.l1 {
            let _ = write!(s, "@{}", l1.0);
        }
        if let Some(l2) = l2 {
            let _ = write!(s, "#{l2}");
        }
        write_path(&mut s, &o.path);
        s
    }

    /// Gives the L1 symbol expression of `id` the type `ty` instead of the object's
    /// declared type: symex uses it for instances of symbolic-size array types (the
    /// `char[n]` of a VLA becomes `char[n!0@1#2]`), so that the object's size is a value
    /// of the equation. Has no effect once the expression exists (it must stay one
    /// expression, the object's identity in the solver).
    pub fn set_l1_expr_type(&mut self, id: L1Id, ty: TypeId) {
        if !self.l1_exprs.contains_key(&id) {
            self.expr_types.insert(id, ty);
        }
    }

    /// The symbol expression of an L1 object.
    pub fn l1_symbol(&mut self, store: &mut Store, id: L1Id) -> ExprId {
        if let Some(&e) = self.l1_exprs.get(&id) {
            return e;
        }
        let name = Ident::new(&self.l1_string(id));
        let ty = self
            .expr_types
            .get(&id)
            .copied()
            .unwrap_or(self.object(id).ty);
        let e = store.symbol(name, ty);
        self.l1_exprs.insert(id, e);
        self.by_ident.insert(name, SsaSymbol::L1(id));
        e
    }

    /// The symbol expression of an L2 name.
    pub fn l2_symbol(&mut self, store: &mut Store, n: L2Name) -> ExprId {
        if let Some(&e) = self.l2_exprs.get(&(n.l1, n.version.0)) {
            return e;
        }
        let name = Ident::new(&self.l2_string(n));
        let e = store.symbol(name, self.object(n.l1).ty);
        self.l2_exprs.insert((n.l1, n.version.0), e);
        self.by_ident.insert(name, SsaSymbol::L2(n));
        e
    }

    /// What an SSA symbol identifier names (`None` for non-SSA identifiers).
    pub fn lookup(&self, ident: Ident) -> Option<SsaSymbol> {
        self.by_ident.get(&ident).copied()
    }

    /// What an SSA symbol expression names.
    pub fn lookup_expr(&self, store: &Store, e: ExprId) -> Option<SsaSymbol> {
        store.symbol_name(e).and_then(|n| self.lookup(n))
    }
}
