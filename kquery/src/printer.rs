//! The `-print-ast` printer, in the format of KLEE's `ExprPPrinter`:
//! shared sub-expressions labelled `N<k>:` and shared update nodes `U<k>:`,
//! multi-byte reads folded back into `ReadLSB`/`ReadMSB`, and KLEE's line
//! breaking (a break writes `indent + 1` spaces and records `indent`).

use std::fmt::Write as _;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ast::{Arena, ArrayId, BinOp, Decl, Expr, ExprId, Query, UpdateId, UpdateList};

/// Printer knobs (KLEE's `-pc-*` options).
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    /// Fold byte-read concatenations into `ReadLSB`/`ReadMSB` (default on).
    pub multibyte_reads: bool,
    /// Print `(w<W> v)` for every non-boolean constant.
    pub all_const_widths: bool,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            multibyte_reads: true,
            all_const_widths: false,
        }
    }
}

struct Ctx {
    out: String,
    pos: usize,
}

impl Ctx {
    fn write(&mut self, s: &str) {
        self.out.push_str(s);
        self.pos += s.len();
    }

    fn break_line(&mut self, indent: usize) {
        self.out.push('\n');
        if indent > 0 {
            self.out.extend(std::iter::repeat_n(' ', indent + 1));
        }
        self.pos = indent;
    }
}

struct Printer<'a> {
    arena: &'a Arena,
    opts: PrintOptions,
    bindings: FxHashMap<ExprId, usize>,
    update_bindings: FxHashMap<UpdateId, usize>,
    could_print: FxHashSet<ExprId>,
    should_print: FxHashSet<ExprId>,
    could_print_updates: FxHashSet<UpdateId>,
    should_print_updates: FxHashSet<UpdateId>,
    counter: usize,
    update_counter: usize,
}

impl<'a> Printer<'a> {
    fn new(arena: &'a Arena, opts: PrintOptions) -> Self {
        Printer {
            arena,
            opts,
            bindings: FxHashMap::default(),
            update_bindings: FxHashMap::default(),
            could_print: FxHashSet::default(),
            should_print: FxHashSet::default(),
            could_print_updates: FxHashSet::default(),
            should_print_updates: FxHashSet::default(),
            counter: 0,
            update_counter: 0,
        }
    }

    /// Mark every non-constant node reached twice (iteratively).
    fn scan(&mut self, root: ExprId) {
        enum Item {
            E(ExprId),
            U(UpdateId),
        }
        let mut stack = vec![Item::E(root)];
        while let Some(it) = stack.pop() {
            match it {
                Item::E(e) => {
                    if self.arena.as_const(e).is_some() {
                        continue;
                    }
                    if !self.could_print.insert(e) {
                        self.should_print.insert(e);
                        continue;
                    }
                    // Push in reverse so kids are visited in order.
                    if let Expr::Read { updates, .. } = self.arena.get(e) {
                        if let Some(h) = updates.head {
                            stack.push(Item::U(h));
                        }
                    }
                    for k in self.arena.kids(e).into_iter().rev() {
                        stack.push(Item::E(k));
                    }
                }
                Item::U(u) => {
                    if !self.could_print_updates.insert(u) {
                        self.should_print_updates.insert(u);
                        continue;
                    }
                    let n = *self.arena.update(u);
                    stack.push(Item::E(n.value));
                    stack.push(Item::E(n.index));
                    if let Some(next) = n.next {
                        stack.push(Item::U(next));
                    }
                }
            }
        }
    }

    fn is_very_simple(&self, e: ExprId) -> bool {
        self.arena.as_const(e).is_some() || self.bindings.contains_key(&e)
    }

    fn is_simple(&self, e: ExprId) -> bool {
        if self.is_very_simple(e) {
            return true;
        }
        if let Expr::Read { updates, index } = self.arena.get(e) {
            return self.is_very_simple(*index)
                && updates
                    .head
                    .is_none_or(|h| self.update_bindings.contains_key(&h));
        }
        self.arena
            .kids(e)
            .into_iter()
            .all(|k| self.is_very_simple(k))
    }

    fn has_simple_kids(&self, e: ExprId) -> bool {
        self.arena.kids(e).into_iter().all(|k| self.is_simple(k))
    }

    fn print_const(&self, e: ExprId, pc: &mut Ctx, print_width: bool) {
        let Expr::Const { width, value } = self.arena.get(e) else {
            return;
        };
        if *width == 1 {
            pc.write(if value.bit(0) { "true" } else { "false" });
            return;
        }
        let pw = print_width || self.opts.all_const_widths;
        if pw {
            pc.write(&format!("(w{width} {value})"));
        } else {
            pc.write(&value.to_string());
        }
    }

    fn print_width(&self, pc: &mut Ctx, e: ExprId) {
        let w = self.arena.width(e);
        if w != 1 {
            pc.write(&format!(" w{w}"));
        }
    }

    fn print_separator(&self, pc: &mut Ctx, simple: bool, indent: usize) {
        if simple {
            pc.write(" ");
        } else {
            pc.break_line(indent);
        }
    }

    /// `index(e) - index(base)` as a small signed offset when KLEE's
    /// canonical subtraction would fold it to a constant.
    fn index_offset(&self, e: ExprId, base: ExprId) -> Option<i128> {
        let split = |x: ExprId| -> (u128, Option<ExprId>) {
            if let Some(v) = self.arena.as_const(x) {
                return (v.iter_u64_digits().next().unwrap_or(0) as u128, None);
            }
            if let Expr::Bin(BinOp::Add, l, r) = self.arena.get(x) {
                if let Some(v) = self.arena.as_const(*l) {
                    return (v.iter_u64_digits().next().unwrap_or(0) as u128, Some(*r));
                }
            }
            (0, Some(x))
        };
        let w = self.arena.width(e);
        if w != self.arena.width(base) || w > 64 {
            return None;
        }
        let (ce, re) = split(e);
        let (cb, rb) = split(base);
        if re != rb {
            return None;
        }
        let m: u128 = if w == 64 {
            u64::MAX as u128
        } else {
            (1u128 << w) - 1
        };
        let d = ce.wrapping_sub(cb) & m;
        // Interpret as signed at width w.
        let signed = if w > 0 && d >> (w - 1) & 1 == 1 {
            d as i128 - (m as i128 + 1)
        } else {
            d as i128
        };
        Some(signed)
    }

    fn read_at_offset(&self, e: ExprId, base: UpdateList, base_index: ExprId, offset: i128) -> bool {
        match self.arena.get(e) {
            Expr::Read { index, updates } => {
                *updates == base && self.index_offset(*index, base_index) == Some(offset)
            }
            _ => false,
        }
    }

    /// KLEE's `hasOrderedReads`: the base read of a Concat chain of byte
    /// reads at consecutive indices (stride -1: LSB, 1: MSB). Unlike KLEE's, every read
    /// must be of the same array version: `ReadLSB` prints one update list, and folding
    /// reads of other arrays or versions into it changed the query (kquery.md §7).
    fn has_ordered_reads(&self, e: ExprId, stride: i128) -> Option<ExprId> {
        let Expr::Concat { hi, lo } = *self.arena.get(e) else {
            return None;
        };
        let Expr::Read {
            index: base_index,
            updates: base,
        } = *self.arena.get(hi)
        else {
            return None;
        };
        let mut offset = 0i128;
        let mut cur = lo;
        while let Expr::Concat { hi, lo } = *self.arena.get(cur) {
            offset += stride;
            if !self.read_at_offset(hi, base, base_index, offset) {
                return None;
            }
            cur = lo;
        }
        offset += stride;
        if !self.read_at_offset(cur, base, base_index, offset) {
            return None;
        }
        Some(if stride == -1 { cur } else { hi })
    }

    fn print_update_list(&mut self, ul: UpdateList, pc: &mut Ctx) {
        let name = &self.arena.array(ul.root).name;
        let Some(head) = ul.head else {
            pc.write(name);
            return;
        };
        let mut opened = false;
        let mut next_should_break = false;
        let outer_indent = pc.pos;
        let mut middle_indent = 0;
        let mut un = Some(head);
        while let Some(u) = un {
            if let Some(&b) = self.update_bindings.get(&u) {
                if opened {
                    pc.write("] @ ");
                }
                pc.write(&format!("U{b}"));
                return;
            } else if self.should_print_updates.contains(&u) {
                if opened {
                    pc.write("] @");
                }
                if u != head {
                    pc.break_line(outer_indent);
                }
                pc.write(&format!("U{}:", self.update_counter));
                self.update_bindings.insert(u, self.update_counter);
                self.update_counter += 1;
                opened = false;
                next_should_break = false;
            }
            if !opened {
                opened = true;
                pc.write("[");
                middle_indent = pc.pos;
            } else {
                pc.write(",");
                self.print_separator(pc, !next_should_break, middle_indent);
            }
            let n = *self.arena.update(u);
            self.print(n.index, pc, false);
            pc.write("=");
            self.print(n.value, pc, false);
            next_should_break =
                !(self.arena.as_const(n.index).is_some() && self.arena.as_const(n.value).is_some());
            un = n.next;
        }
        if opened {
            pc.write("]");
        }
        pc.write(" @ ");
        pc.write(&self.arena.array(ul.root).name);
    }

    fn print_read(&mut self, e: ExprId, pc: &mut Ctx, indent: usize) {
        let Expr::Read { updates, index } = *self.arena.get(e) else {
            return;
        };
        self.print(index, pc, false);
        let simple = self.is_very_simple(index);
        self.print_separator(pc, simple, indent);
        self.print_update_list(updates, pc);
    }

    fn print(&mut self, e: ExprId, pc: &mut Ctx, print_const_width: bool) {
        if self.arena.as_const(e).is_some() {
            self.print_const(e, pc, print_const_width);
            return;
        }
        if let Some(&b) = self.bindings.get(&e) {
            pc.write(&format!("N{b}"));
            return;
        }
        if self.should_print.contains(&e) {
            pc.write(&format!("N{}:", self.counter));
            self.bindings.insert(e, self.counter);
            self.counter += 1;
        }
        let node = self.arena.get(e).clone();
        if self.opts.multibyte_reads && matches!(node, Expr::Concat { .. }) {
            let lsb = self.has_ordered_reads(e, -1);
            let (base, is_lsb) = match lsb {
                Some(b) => (Some(b), true),
                None => (self.has_ordered_reads(e, 1), false),
            };
            if let Some(base) = base {
                pc.write(if is_lsb { "(ReadLSB" } else { "(ReadMSB" });
                self.print_width(pc, e);
                pc.write(" ");
                let indent = pc.pos;
                self.print_read(base, pc, indent);
                pc.write(")");
                return;
            }
        }
        let kind = match &node {
            Expr::Const { .. } => "Constant",
            Expr::Read { .. } => "Read",
            Expr::Select { .. } => "Select",
            Expr::Concat { .. } => "Concat",
            Expr::Extract { .. } => "Extract",
            Expr::ZExt { .. } => "ZExt",
            Expr::SExt { .. } => "SExt",
            Expr::Not(_) => "Not",
            Expr::Bin(op, ..) => op.name(),
            Expr::Cmp(op, ..) => op.name(),
        };
        pc.write("(");
        pc.write(kind);
        self.print_width(pc, e);
        pc.write(" ");
        let indent = pc.pos;
        match node {
            Expr::Read { .. } => self.print_read(e, pc, indent),
            Expr::Extract {
                e: child, offset, ..
            } => {
                pc.write(&format!("{offset} "));
                self.print(child, pc, false);
            }
            _ => {
                let with_width = matches!(node, Expr::Concat { .. } | Expr::SExt { .. });
                let simple = self.has_simple_kids(e);
                let kids = self.arena.kids(e);
                for (i, k) in kids.into_iter().enumerate() {
                    if i > 0 {
                        self.print_separator(pc, simple, indent);
                        self.print(k, pc, with_width);
                    } else {
                        self.print(k, pc, false);
                    }
                }
            }
        }
        pc.write(")");
    }
}

/// Print one query as KLEE's `ExprPPrinter::printQuery` does (no array
/// declarations), ending with a newline.
pub fn print_query(arena: &Arena, q: &Query, opts: PrintOptions) -> String {
    let mut p = Printer::new(arena, opts);
    for &c in &q.constraints {
        p.scan(c);
    }
    p.scan(q.query);
    for &v in &q.values {
        p.scan(v);
    }
    let mut pc = Ctx {
        out: String::new(),
        pos: 0,
    };
    pc.write("(query [");
    let indent = pc.pos - 1;
    for (i, &c) in q.constraints.iter().enumerate() {
        p.print(c, &mut pc, false);
        if i + 1 != q.constraints.len() {
            pc.break_line(indent);
        }
    }
    pc.write("]");
    p.print_separator(&mut pc, q.constraints.is_empty(), indent);
    p.print(q.query, &mut pc, false);
    if !q.values.is_empty() {
        let q_false =
            matches!(arena.get(q.query), Expr::Const { width: 1, value } if !value.bit(0));
        p.print_separator(&mut pc, q_false, indent);
        pc.write("[");
        for (i, &v) in q.values.iter().enumerate() {
            p.print(v, &mut pc, true);
            if i + 1 != q.values.len() {
                pc.break_line(indent);
            }
        }
        pc.write("]");
    }
    if !q.arrays.is_empty() {
        if q.values.is_empty() {
            pc.write(" []");
        }
        pc.break_line(indent);
        pc.write("[");
        for (i, &a) in q.arrays.iter().enumerate() {
            pc.write(&arena.array(a).name);
            if i + 1 != q.arrays.len() {
                pc.break_line(indent);
            }
        }
        pc.write("]");
    }
    pc.write(")");
    pc.out.push('\n');
    pc.out
}

/// Print an array declaration line (`array a[4] : w32 -> w8 = symbolic`).
pub fn print_array_decl(arena: &Arena, a: ArrayId) -> String {
    let arr = arena.array(a);
    let mut s = format!("array {}[{}] : w32 -> w8 = ", arr.name, arr.size);
    match &arr.values {
        None => s.push_str("symbolic\n"),
        Some(vs) => {
            s.push('[');
            for (i, v) in vs.iter().enumerate() {
                if i > 0 {
                    s.push(' ');
                }
                let _ = write!(s, "{v}");
            }
            s.push_str("]\n");
        }
    }
    s
}

/// Print one declaration as `-print-ast` does (`# Query <n>` header is the
/// caller's business).
pub fn print_decl(arena: &Arena, d: &Decl, opts: PrintOptions) -> String {
    match d {
        Decl::Array(a) => print_array_decl(arena, *a),
        Decl::Query(q) => print_query(arena, q, opts),
    }
}
