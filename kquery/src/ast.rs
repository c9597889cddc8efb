//! The KQuery AST: hash-consed expressions, update lists and arrays kept in
//! one [`Arena`] and referred to by typed `u32` ids.
//!
//! Structural sharing matches KLEE, whose `ref<Expr>` compares structurally:
//! two equal sub-expressions are one [`ExprId`], which is what the printer's
//! `N<k>:` labels are based on. Widths and DAG heights are side tables.

use num_bigint::BigUint;
use num_traits::{One, Zero};
use rustc_hash::FxHashMap;

use crate::bits;

/// Identifies an expression in an [`Arena`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExprId(pub u32);

/// Identifies an update-list node in an [`Arena`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UpdateId(pub u32);

/// Identifies an array object in an [`Arena`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArrayId(pub u32);

/// Binary operators whose result has the operands' width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// Modular addition.
    Add,
    /// Modular subtraction.
    Sub,
    /// Modular multiplication.
    Mul,
    /// Unsigned division (`x / 0 = ~0`).
    UDiv,
    /// Signed division (`x / 0 = x < 0 ? 1 : -1`).
    SDiv,
    /// Unsigned remainder (`x % 0 = x`).
    URem,
    /// Signed remainder, sign of the dividend (`x % 0 = x`).
    SRem,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise xor.
    Xor,
    /// Shift left (overshift gives 0).
    Shl,
    /// Logical shift right (overshift gives 0).
    LShr,
    /// Arithmetic shift right (overshift gives 0, KLEE's solver rule).
    AShr,
}

/// Comparisons (result w1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// unsigned `<`
    Ult,
    /// unsigned `<=`
    Ule,
    /// unsigned `>`
    Ugt,
    /// unsigned `>=`
    Uge,
    /// signed `<`
    Slt,
    /// signed `<=`
    Sle,
    /// signed `>`
    Sgt,
    /// signed `>=`
    Sge,
}

impl BinOp {
    /// KLEE's kind name.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "Add",
            BinOp::Sub => "Sub",
            BinOp::Mul => "Mul",
            BinOp::UDiv => "UDiv",
            BinOp::SDiv => "SDiv",
            BinOp::URem => "URem",
            BinOp::SRem => "SRem",
            BinOp::And => "And",
            BinOp::Or => "Or",
            BinOp::Xor => "Xor",
            BinOp::Shl => "Shl",
            BinOp::LShr => "LShr",
            BinOp::AShr => "AShr",
        }
    }
}

impl CmpOp {
    /// KLEE's kind name.
    pub fn name(self) -> &'static str {
        match self {
            CmpOp::Eq => "Eq",
            CmpOp::Ne => "Ne",
            CmpOp::Ult => "Ult",
            CmpOp::Ule => "Ule",
            CmpOp::Ugt => "Ugt",
            CmpOp::Uge => "Uge",
            CmpOp::Slt => "Slt",
            CmpOp::Sle => "Sle",
            CmpOp::Sgt => "Sgt",
            CmpOp::Sge => "Sge",
        }
    }
}

/// A version of an array: a root array plus the most recent update node
/// (`None` for the unmodified array).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UpdateList {
    /// The array being written.
    pub root: ArrayId,
    /// The most recent write, if any.
    pub head: Option<UpdateId>,
}

/// One write `index = value` on top of `next`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UpdateNode {
    /// The w32 index written.
    pub index: ExprId,
    /// The w8 value written.
    pub value: ExprId,
    /// The older writes.
    pub next: Option<UpdateId>,
}

/// An expression node. Widths are in [`Arena::width`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// A constant of the given width, reduced modulo `2^width`.
    Const {
        /// The bit-width.
        width: u32,
        /// The unsigned value.
        value: BigUint,
    },
    /// The byte at `index` of a version.
    Read {
        /// The version read.
        updates: UpdateList,
        /// The w32 index.
        index: ExprId,
    },
    /// `cond ? t : f`.
    Select {
        /// The w1 condition.
        cond: ExprId,
        /// Value when true.
        t: ExprId,
        /// Value when false.
        f: ExprId,
    },
    /// `hi` concatenated with `lo` (hi is most significant).
    Concat {
        /// High part.
        hi: ExprId,
        /// Low part.
        lo: ExprId,
    },
    /// Bits `offset .. offset+width` of `e`.
    Extract {
        /// The operand.
        e: ExprId,
        /// Lowest bit taken.
        offset: u32,
        /// Number of bits.
        width: u32,
    },
    /// Zero extension (or truncation) to `width`.
    ZExt {
        /// The operand.
        e: ExprId,
        /// The result width.
        width: u32,
    },
    /// Sign extension (or truncation) to `width`.
    SExt {
        /// The operand.
        e: ExprId,
        /// The result width.
        width: u32,
    },
    /// Bitwise complement.
    Not(ExprId),
    /// A binary operation.
    Bin(BinOp, ExprId, ExprId),
    /// A comparison.
    Cmp(CmpOp, ExprId, ExprId),
}

/// An array object: `name[size] : w32 -> w8`, symbolic or constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Array {
    /// The declared name.
    pub name: String,
    /// The declared size in bytes.
    pub size: u64,
    /// The constant contents (`size` bytes), or `None` when symbolic.
    pub values: Option<Vec<u8>>,
}

/// The store of all expressions, update nodes and arrays of a file.
#[derive(Default, Clone, Debug)]
pub struct Arena {
    exprs: Vec<Expr>,
    widths: Vec<u32>,
    heights: Vec<u32>,
    expr_memo: FxHashMap<Expr, ExprId>,
    updates: Vec<UpdateNode>,
    update_heights: Vec<u32>,
    update_memo: FxHashMap<UpdateNode, UpdateId>,
    arrays: Vec<Array>,
    symbolic_memo: FxHashMap<(String, u64), ArrayId>,
}

impl Arena {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// The node of `e`.
    pub fn get(&self, e: ExprId) -> &Expr {
        &self.exprs[e.0 as usize]
    }

    /// The bit-width of `e`.
    pub fn width(&self, e: ExprId) -> u32 {
        self.widths[e.0 as usize]
    }

    /// The height of `e` in the DAG (a constant or leaf read has height 1).
    pub fn height(&self, e: ExprId) -> u32 {
        self.heights[e.0 as usize]
    }

    /// The update node `u`.
    pub fn update(&self, u: UpdateId) -> &UpdateNode {
        &self.updates[u.0 as usize]
    }

    /// The array `a`.
    pub fn array(&self, a: ArrayId) -> &Array {
        &self.arrays[a.0 as usize]
    }

    /// Number of expression nodes.
    pub fn num_exprs(&self) -> usize {
        self.exprs.len()
    }

    /// The constant value of `e`, if it is a constant.
    pub fn as_const(&self, e: ExprId) -> Option<&BigUint> {
        match self.get(e) {
            Expr::Const { value, .. } => Some(value),
            _ => None,
        }
    }

    /// Declare a symbolic array; the same name and size give the same object
    /// (KLEE's `ArrayCache`).
    pub fn symbolic_array(&mut self, name: &str, size: u64) -> ArrayId {
        if let Some(&a) = self.symbolic_memo.get(&(name.to_string(), size)) {
            return a;
        }
        let id = ArrayId(self.arrays.len() as u32);
        self.arrays.push(Array {
            name: name.to_string(),
            size,
            values: None,
        });
        self.symbolic_memo.insert((name.to_string(), size), id);
        id
    }

    /// Declare a constant array (always a fresh object).
    pub fn constant_array(&mut self, name: &str, values: Vec<u8>) -> ArrayId {
        let id = ArrayId(self.arrays.len() as u32);
        self.arrays.push(Array {
            name: name.to_string(),
            size: values.len() as u64,
            values: Some(values),
        });
        id
    }

    fn intern(&mut self, e: Expr, width: u32, height: u32) -> ExprId {
        if let Some(&id) = self.expr_memo.get(&e) {
            return id;
        }
        let id = ExprId(self.exprs.len() as u32);
        self.exprs.push(e.clone());
        self.widths.push(width);
        self.heights.push(height);
        self.expr_memo.insert(e, id);
        id
    }

    fn h(&self, e: ExprId) -> u32 {
        self.height(e)
    }

    fn update_height(&self, u: Option<UpdateId>) -> u32 {
        u.map_or(0, |u| self.update_heights[u.0 as usize])
    }

    /// A constant; `value` is reduced modulo `2^width`.
    pub fn constant(&mut self, width: u32, value: BigUint) -> ExprId {
        let value = bits::trunc(&value, width);
        self.intern(Expr::Const { width, value }, width, 1)
    }

    /// A constant from a `u64`.
    pub fn constant_u64(&mut self, width: u32, value: u64) -> ExprId {
        self.constant(width, BigUint::from(value))
    }

    /// The w1 constant `b`.
    pub fn bool_const(&mut self, b: bool) -> ExprId {
        self.constant(1, if b { BigUint::one() } else { BigUint::zero() })
    }

    /// A write `index = value` on top of `next` (hash-consed).
    pub fn update_node(
        &mut self,
        index: ExprId,
        value: ExprId,
        next: Option<UpdateId>,
    ) -> UpdateId {
        let n = UpdateNode { index, value, next };
        if let Some(&u) = self.update_memo.get(&n) {
            return u;
        }
        let h = 1 + self
            .h(index)
            .max(self.h(value))
            .max(self.update_height(next));
        let u = UpdateId(self.updates.len() as u32);
        self.updates.push(n);
        self.update_heights.push(h);
        self.update_memo.insert(n, u);
        u
    }

    /// A byte read (always w8).
    pub fn read(&mut self, updates: UpdateList, index: ExprId) -> ExprId {
        let h = 1 + self.h(index).max(self.update_height(updates.head));
        self.intern(Expr::Read { updates, index }, 8, h)
    }

    /// `cond ? t : f` (no folding).
    pub fn select(&mut self, cond: ExprId, t: ExprId, f: ExprId) -> ExprId {
        let h = 1 + self.h(cond).max(self.h(t)).max(self.h(f));
        let w = self.width(t);
        self.intern(Expr::Select { cond, t, f }, w, h)
    }

    /// A Concat node without folding.
    pub fn concat_raw(&mut self, hi: ExprId, lo: ExprId) -> ExprId {
        let h = 1 + self.h(hi).max(self.h(lo));
        let w = self.width(hi) + self.width(lo);
        self.intern(Expr::Concat { hi, lo }, w, h)
    }

    /// KLEE's `ConcatExpr::create`: folds two constants and merges adjacent
    /// extracts of the same expression.
    pub fn concat(&mut self, hi: ExprId, lo: ExprId) -> ExprId {
        let (wh, wl) = (self.width(hi), self.width(lo));
        if let (Some(a), Some(b)) = (self.as_const(hi), self.as_const(lo)) {
            let v = (a << wl) | b;
            return self.constant(wh + wl, v);
        }
        if let (
            Expr::Extract {
                e: e1, offset: o1, ..
            },
            Expr::Extract {
                e: e2,
                offset: o2,
                width: w2,
            },
        ) = (self.get(hi).clone(), self.get(lo).clone())
        {
            if e1 == e2 && o2 + w2 == o1 {
                return self.extract(e1, o2, wh + wl);
            }
        }
        self.concat_raw(hi, lo)
    }

    /// KLEE's `ConcatExpr::createN`: right-nested concatenation, first kid
    /// most significant. `kids` must not be empty.
    pub fn concat_n(&mut self, kids: &[ExprId]) -> Option<ExprId> {
        let (&last, rest) = kids.split_last()?;
        let mut acc = last;
        for &k in rest.iter().rev() {
            acc = self.concat(k, acc);
        }
        Some(acc)
    }

    /// An Extract node without folding.
    pub fn extract_raw(&mut self, e: ExprId, offset: u32, width: u32) -> ExprId {
        let h = 1 + self.h(e);
        self.intern(Expr::Extract { e, offset, width }, width, h)
    }

    /// KLEE's `ExtractExpr::create` (caller guarantees `offset + width <=
    /// width(e)`): full-width extract is the operand, constants fold, and
    /// extracts of concats go to the relevant side.
    pub fn extract(&mut self, e: ExprId, offset: u32, width: u32) -> ExprId {
        let kw = self.width(e);
        if width == kw {
            return e;
        }
        if let Some(v) = self.as_const(e) {
            let v = bits::extract(v, offset, width);
            return self.constant(width, v);
        }
        if let Expr::Concat { hi, lo } = *self.get(e) {
            let lw = self.width(lo);
            if offset >= lw {
                return self.extract(hi, offset - lw, width);
            }
            if offset + width <= lw {
                return self.extract(lo, offset, width);
            }
            let a = self.extract(hi, 0, width - lw + offset);
            let b = self.extract(lo, offset, lw - offset);
            return self.concat(a, b);
        }
        self.extract_raw(e, offset, width)
    }

    /// Zero extension/truncation node (no folding).
    pub fn zext(&mut self, e: ExprId, width: u32) -> ExprId {
        let h = 1 + self.h(e);
        self.intern(Expr::ZExt { e, width }, width, h)
    }

    /// Sign extension/truncation node (no folding).
    pub fn sext(&mut self, e: ExprId, width: u32) -> ExprId {
        let h = 1 + self.h(e);
        self.intern(Expr::SExt { e, width }, width, h)
    }

    /// Bitwise complement node (no folding).
    pub fn not(&mut self, e: ExprId) -> ExprId {
        let h = 1 + self.h(e);
        let w = self.width(e);
        self.intern(Expr::Not(e), w, h)
    }

    /// Binary operation node (no folding); operands have equal widths.
    pub fn bin(&mut self, op: BinOp, l: ExprId, r: ExprId) -> ExprId {
        let h = 1 + self.h(l).max(self.h(r));
        let w = self.width(l);
        self.intern(Expr::Bin(op, l, r), w, h)
    }

    /// Comparison node (no folding); operands have equal widths.
    pub fn cmp(&mut self, op: CmpOp, l: ExprId, r: ExprId) -> ExprId {
        let h = 1 + self.h(l).max(self.h(r));
        self.intern(Expr::Cmp(op, l, r), 1, h)
    }

    /// `index + k` as KLEE's canonicalising `AddExpr::create` builds it for
    /// multi-byte reads: constants fold, and `c + x` absorbs `k`.
    pub fn add_const(&mut self, index: ExprId, k: u64) -> ExprId {
        let w = self.width(index);
        let kc = bits::trunc(&BigUint::from(k), w);
        if kc.is_zero() {
            return index;
        }
        if let Some(v) = self.as_const(index) {
            let v = bits::binop(BinOp::Add, v, &kc, w);
            return self.constant(w, v);
        }
        match self.get(index).clone() {
            Expr::Bin(BinOp::Add, l, r) if self.as_const(l).is_some() => {
                let c = bits::binop(
                    BinOp::Add,
                    self.as_const(l).unwrap_or(&BigUint::zero()),
                    &kc,
                    w,
                );
                let c = self.constant(w, c);
                self.bin(BinOp::Add, c, r)
            }
            Expr::Bin(BinOp::Sub, l, r) if self.as_const(l).is_some() => {
                let c = bits::binop(
                    BinOp::Add,
                    self.as_const(l).unwrap_or(&BigUint::zero()),
                    &kc,
                    w,
                );
                let c = self.constant(w, c);
                self.bin(BinOp::Sub, c, r)
            }
            _ => {
                let c = self.constant(w, kc);
                self.bin(BinOp::Add, c, index)
            }
        }
    }

    /// The children of `e` in KLEE's kid order (update lists excluded).
    pub fn kids(&self, e: ExprId) -> Vec<ExprId> {
        match *self.get(e) {
            Expr::Const { .. } => vec![],
            Expr::Read { index, .. } => vec![index],
            Expr::Select { cond, t, f } => vec![cond, t, f],
            Expr::Concat { hi, lo } => vec![hi, lo],
            Expr::Extract { e, .. }
            | Expr::ZExt { e, .. }
            | Expr::SExt { e, .. }
            | Expr::Not(e) => vec![e],
            Expr::Bin(_, l, r) | Expr::Cmp(_, l, r) => vec![l, r],
        }
    }
}

/// A parsed `(query …)` command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    /// The constraints (w1) assumed to hold.
    pub constraints: Vec<ExprId>,
    /// The w1 expression whose validity is asked.
    pub query: ExprId,
    /// Expressions to produce values for.
    pub values: Vec<ExprId>,
    /// Arrays to produce contents for.
    pub arrays: Vec<ArrayId>,
    /// 1-based line of the opening parenthesis.
    pub line: u32,
}

/// A top-level declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decl {
    /// `array name[size] : w32 -> w8 = …`
    Array(ArrayId),
    /// `(query …)`
    Query(Query),
}

/// A parsed file: the arena and the declarations in source order.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// All nodes.
    pub arena: Arena,
    /// The declarations.
    pub decls: Vec<Decl>,
}

impl Module {
    /// The queries, in order.
    pub fn queries(&self) -> impl Iterator<Item = &Query> {
        self.decls.iter().filter_map(|d| match d {
            Decl::Query(q) => Some(q),
            Decl::Array(_) => None,
        })
    }
}
