//! goto-ir → irep, in the shapes CBMC 6 writes.

use num_bigint::BigInt;
use rustc_hash::FxHashMap;

use crate::{
    ExprId, ExprKind, GotoModel, Ident, InstrKind, Instruction, Literal, OtherCode, SourceLocation,
    Symbol, TypeId, TypeKind,
};

use super::super::error::BinaryError;
use super::super::irep::{IrepId, IrepStore, StrId};
use super::super::model::{
    BinaryFunction, BinaryInstruction, BinarySymbol, GotoBinary, InstructionKind, SymbolFlags,
};
use super::{simple_id, to_bvrep};

struct Writer<'a> {
    m: &'a GotoModel,
    s: IrepStore,
    types: FxHashMap<TypeId, IrepId>,
    exprs: FxHashMap<ExprId, IrepId>,
    locs: FxHashMap<SourceLocation, IrepId>,
    strs: FxHashMap<Ident, StrId>,
    nil: IrepId,
    empty_ty: IrepId,
    true_: IrepId,
}

/// Converts goto-ir's model to an irep-level goto binary: all symbols in table order, then
/// the functions with a body in map order. A jump target outside its function's body cannot
/// be written and is an error.
pub fn from_model(m: &GotoModel) -> Result<GotoBinary, BinaryError> {
    for (name, f) in &m.functions {
        for (index, ins) in f.body.iter().enumerate() {
            if let Some(t) = ins.targets.iter().find(|t| t.index() >= f.body.len()) {
                return Err(BinaryError::InvalidModel {
                    detail: format!(
                        "jump target {} outside the body of {} instructions",
                        t.0,
                        f.body.len()
                    ),
                    at: format!("function {name}, instruction {index}"),
                });
            }
        }
    }
    let mut s = IrepStore::new();
    let nil = s.nil();
    let empty_ty = s.leaf("empty");
    let bool_ty = s.leaf("bool");
    let t = s.leaf("true");
    let true_ = s.mk("constant", &[], &[("type", bool_ty), ("value", t)]);
    let mut w = Writer {
        m,
        s,
        types: FxHashMap::default(),
        exprs: FxHashMap::default(),
        locs: FxHashMap::default(),
        strs: FxHashMap::default(),
        nil,
        empty_ty,
        true_,
    };
    let symbols = m.symbols.iter().map(|sym| w.symbol(sym)).collect();
    let mut functions = Vec::new();
    for (name, f) in &m.functions {
        if f.body.is_empty() {
            continue;
        }
        let body = f.body.iter().map(|i| w.instruction(i)).collect();
        let name = w.str(*name);
        functions.push(BinaryFunction { name, body });
    }
    Ok(GotoBinary {
        store: w.s,
        symbols,
        functions,
    })
}

fn c_int_type(signed: bool, width: u32) -> Option<&'static str> {
    Some(match (signed, width) {
        (true, 8) => "signed_char",
        (true, 16) => "signed_short_int",
        (true, 32) => "signed_int",
        (true, 64) => "signed_long_int",
        (true, 128) => "signed_int128",
        (false, 8) => "unsigned_char",
        (false, 16) => "unsigned_short_int",
        (false, 32) => "unsigned_int",
        (false, 64) => "unsigned_long_int",
        (false, 128) => "unsigned_int128",
        _ => return None,
    })
}

impl Writer<'_> {
    fn str(&mut self, i: Ident) -> StrId {
        if let Some(&s) = self.strs.get(&i) {
            return s;
        }
        let s = self.s.intern_str(i.as_str());
        self.strs.insert(i, s);
        s
    }

    fn leaf_ident(&mut self, i: Ident) -> IrepId {
        let s = self.str(i);
        self.s.leaf_id(s)
    }

    fn leaf_num(&mut self, n: impl ToString) -> IrepId {
        self.s.leaf(&n.to_string())
    }

    fn symbol(&mut self, sym: &Symbol) -> BinarySymbol {
        let mut ty = self.ty(sym.ty);
        if sym.is_constant {
            // CBMC's mark of a constant object
            let one = self.s.leaf("1");
            let key = self.s.intern_str("#constant");
            let id = self.s.id(ty);
            let sub = self.s.sub(ty).to_vec();
            let mut named = self.s.named(ty).to_vec();
            named.retain(|(k, _)| *k != key);
            named.push((key, one));
            ty = self.s.intern(id, &sub, &named);
        }
        let value = match sym.value {
            Some(v) => self.expr(v),
            None => self.nil,
        };
        let location = self.location(&sym.location);
        BinarySymbol {
            ty,
            value,
            location,
            name: self.str(sym.name),
            module: self.str(sym.module),
            base_name: self.str(sym.base_name),
            mode: self.str(sym.mode),
            pretty_name: self.str(sym.pretty_name),
            flags: SymbolFlags {
                is_weak: sym.is_weak,
                is_type: sym.is_type,
                is_property: sym.is_property,
                is_macro: sym.is_macro,
                is_exported: sym.is_exported,
                is_input: sym.is_input,
                is_output: sym.is_output,
                is_state_var: sym.is_state_var,
                is_parameter: sym.is_parameter,
                is_auxiliary: sym.is_auxiliary,
                is_lvalue: sym.is_lvalue,
                is_static_lifetime: sym.is_static_lifetime,
                is_thread_local: sym.is_thread_local,
                is_file_local: sym.is_file_local,
                is_extern: sym.is_extern,
                is_volatile: sym.is_volatile,
            },
        }
    }

    // ------------------------------------------------------------------ types

    fn ty(&mut self, t: TypeId) -> IrepId {
        if let Some(&i) = self.types.get(&t) {
            return i;
        }
        let store = &self.m.store;
        let irep = match store.ty(t).clone() {
            TypeKind::Bool => self.s.leaf("bool"),
            TypeKind::Signed(w) | TypeKind::Unsigned(w) => {
                let signed = matches!(store.ty(t), TypeKind::Signed(_));
                let id = if signed { "signedbv" } else { "unsignedbv" };
                let width = self.leaf_num(w);
                match c_int_type(signed, w) {
                    Some(c) => {
                        let c = self.s.leaf(c);
                        self.s.mk(id, &[], &[("width", width), ("#c_type", c)])
                    }
                    None => self.s.mk(id, &[], &[("width", width)]),
                }
            }
            TypeKind::Bv(w) => {
                let width = self.leaf_num(w);
                self.s.mk("bv", &[], &[("width", width)])
            }
            TypeKind::CBool(w) => {
                let width = self.leaf_num(w);
                let c = self.s.leaf("bool");
                self.s
                    .mk("c_bool", &[], &[("width", width), ("#c_type", c)])
            }
            TypeKind::CBitField { width, base } => {
                let b = self.ty(base);
                let width = self.leaf_num(width);
                self.s.mk("c_bit_field", &[b], &[("width", width)])
            }
            TypeKind::Floatbv { width, fraction } => {
                let c = match width {
                    32 => Some("float"),
                    64 => Some("double"),
                    80 | 128 => Some("long_double"),
                    _ => None,
                };
                let w = self.leaf_num(width);
                let f = self.leaf_num(fraction);
                match c {
                    Some(c) => {
                        let c = self.s.leaf(c);
                        self.s
                            .mk("floatbv", &[], &[("width", w), ("f", f), ("#c_type", c)])
                    }
                    None => self.s.mk("floatbv", &[], &[("width", w), ("f", f)]),
                }
            }
            TypeKind::Fixedbv { width, integer } => {
                let w = self.leaf_num(width);
                let i = self.leaf_num(integer);
                self.s
                    .mk("fixedbv", &[], &[("width", w), ("integer_bits", i)])
            }
            TypeKind::Pointer { base, width } => {
                let b = self.ty(base);
                let w = self.leaf_num(width);
                self.s.mk("pointer", &[b], &[("width", w)])
            }
            TypeKind::Array { elem, size } => {
                let e = self.ty(elem);
                let size = match size {
                    Some(s) => self.expr(s),
                    None => self.nil,
                };
                self.s.mk("array", &[e], &[("size", size)])
            }
            TypeKind::Vector { elem, size } => {
                let e = self.ty(elem);
                let size = self.expr(size);
                self.s.mk("vector", &[e], &[("size", size)])
            }
            TypeKind::Complex { elem } => {
                let e = self.ty(elem);
                self.s.mk("complex", &[e], &[])
            }
            TypeKind::Struct(c) => self.compound("struct", &c),
            TypeKind::Union(c) => self.compound("union", &c),
            TypeKind::StructTag(n) => self.tag("struct_tag", n),
            TypeKind::UnionTag(n) => self.tag("union_tag", n),
            TypeKind::CEnumTag(n) => self.tag("c_enum_tag", n),
            TypeKind::CEnum { tag, base, members } => {
                let b = self.ty(base);
                let width = store.ty(base).bv_width().unwrap_or(32);
                let mut list = Vec::with_capacity(members.len());
                for m in &members {
                    let v = self.s.leaf(&to_bvrep(&m.value, width));
                    let id = self.leaf_ident(m.identifier);
                    let bn = self.leaf_ident(m.base_name);
                    list.push(self.s.mk(
                        "",
                        &[],
                        &[("value", v), ("identifier", id), ("base_name", bn)],
                    ));
                }
                let body = self.s.mk("", &list, &[]);
                let w = self.leaf_num(width);
                let mut named = vec![("body", body), ("width", w)];
                if let Some(t) = tag {
                    named.push(("tag", self.leaf_ident(t)));
                }
                self.s.mk("c_enum", &[b], &named)
            }
            TypeKind::Code {
                params,
                ret,
                variadic,
            } => {
                let mut list = Vec::with_capacity(params.len());
                for p in &params {
                    let ty = self.ty(p.ty);
                    let mut named = vec![("type", ty)];
                    if let Some(i) = p.identifier {
                        named.push(("#identifier", self.leaf_ident(i)));
                    }
                    if let Some(b) = p.base_name {
                        named.push(("#base_name", self.leaf_ident(b)));
                    }
                    list.push(self.s.mk("parameter", &[], &named));
                }
                let params = self.s.mk("", &list, &[]);
                let ret = self.ty(ret);
                let mut named = vec![("parameters", params), ("return_type", ret)];
                if variadic {
                    named.push(("ellipsis", self.s.leaf("1")));
                }
                self.s.mk("code", &[], &named)
            }
            TypeKind::Empty => self.s.leaf("empty"),
            TypeKind::Integer => self.s.leaf("integer"),
            TypeKind::Natural => self.s.leaf("natural"),
            TypeKind::Rational => self.s.leaf("rational"),
            TypeKind::Real => self.s.leaf("real"),
            TypeKind::String => self.s.leaf("string"),
        };
        self.types.insert(t, irep);
        irep
    }

    fn tag(&mut self, id: &str, n: Ident) -> IrepId {
        let n = self.leaf_ident(n);
        self.s.mk(id, &[], &[("identifier", n)])
    }

    fn compound(&mut self, id: &str, c: &crate::Compound) -> IrepId {
        let mut list = Vec::with_capacity(c.components.len());
        for comp in &c.components {
            let ty = self.ty(comp.ty);
            let name = self.leaf_ident(comp.name);
            let mut named = vec![("name", name), ("type", ty)];
            if let Some(p) = comp.pretty_name {
                named.push(("#pretty_name", self.leaf_ident(p)));
            }
            if comp.padding {
                named.push(("#is_padding", self.s.leaf("1")));
            }
            list.push(self.s.mk("component", &[], &named));
        }
        let components = self.s.mk("", &list, &[]);
        let mut named = vec![("components", components)];
        if let Some(t) = c.tag {
            named.push(("tag", self.leaf_ident(t)));
        }
        if c.packed {
            named.push(("#packed", self.s.leaf("1")));
        }
        if c.incomplete {
            named.push(("incomplete", self.s.leaf("1")));
        }
        if let Some(a) = c.align {
            named.push(("#alignment", self.s.leaf(&a.to_string())));
        }
        self.s.mk(id, &[], &named)
    }

    // ------------------------------------------------------------------ expressions

    /// Width of the bvrep of constants of type `t` (None: not a bit-vector).
    fn bv_width(&self, t: TypeId) -> Option<u32> {
        let store = &self.m.store;
        match store.ty(t) {
            TypeKind::Bool => None,
            TypeKind::CEnum { base, .. } => self.bv_width(*base),
            TypeKind::CEnumTag(_) => {
                let followed = self.m.symbols.follow(store, t);
                if followed == t {
                    None
                } else {
                    self.bv_width(followed)
                }
            }
            other => other.bv_width(),
        }
    }

    fn constant_value(&mut self, lit: &Literal, ty: TypeId) -> IrepId {
        let text = match lit {
            Literal::Bool(b) => (if *b { "true" } else { "false" }).to_string(),
            Literal::Text(t) => t.as_str().to_string(),
            Literal::Int(v) => {
                let is_pointer = self.m.store.ty(ty).is_pointer();
                if is_pointer && v == &BigInt::from(0u8) {
                    "NULL".to_string()
                } else {
                    match self.bv_width(ty) {
                        Some(w) => to_bvrep(v, w),
                        None => v.to_string(),
                    }
                }
            }
        };
        self.s.leaf(&text)
    }

    fn expr(&mut self, root: ExprId) -> IrepId {
        if let Some(&i) = self.exprs.get(&root) {
            return i;
        }
        let mut order = Vec::new();
        let exprs = &self.exprs;
        self.m.store.post_order(&[root], |e| {
            if !exprs.contains_key(&e) {
                order.push(e)
            }
        });
        for e in order {
            let irep = self.build_expr(e);
            self.exprs.insert(e, irep);
        }
        self.exprs[&root]
    }

    fn build_expr(&mut self, e: ExprId) -> IrepId {
        let node = self.m.store.get(e);
        let ty = self.ty(node.ty);
        let mut ops: Vec<IrepId> = node.ops.iter().map(|o| self.exprs[o]).collect();
        let mut named: Vec<(&str, IrepId)> = vec![("type", ty)];
        let kind = node.kind.clone();
        let id: String = match &kind {
            ExprKind::Symbol(n) | ExprKind::NondetSymbol(n) => {
                named.push(("identifier", self.leaf_ident(*n)));
                if matches!(kind, ExprKind::Symbol(_)) {
                    "symbol"
                } else {
                    "nondet_symbol"
                }
                .into()
            }
            ExprKind::Constant(lit) => {
                let sizeof_type = node.c_sizeof_type;
                named.push(("value", self.constant_value(lit, node.ty)));
                if let Some(t) = sizeof_type {
                    let t = self.ty(t);
                    named.push(("#c_sizeof_type", t));
                }
                "constant".into()
            }
            ExprKind::StringConstant(v) => {
                // one byte per element (`crate::strings`); wide texts as UTF-8
                let leaf = match crate::strings::to_bytes(v.as_str()) {
                    Some(bytes) => {
                        let s = self.s.intern_bytes(&bytes);
                        self.s.leaf_id(s)
                    }
                    None => self.leaf_ident(*v),
                };
                named.push(("value", leaf));
                "string_constant".into()
            }
            ExprKind::Nondet | ExprKind::Allocate | ExprKind::SideEffect(_) => {
                let st = match kind {
                    ExprKind::Nondet => self.s.leaf("nondet"),
                    ExprKind::Allocate => self.s.leaf("allocate"),
                    ExprKind::SideEffect(s) => self.leaf_ident(s),
                    _ => unreachable!("matched above"),
                };
                named.push(("statement", st));
                "side_effect".into()
            }
            ExprKind::Member(c) | ExprKind::ComponentName(c) | ExprKind::Union(c) => {
                named.push(("component_name", self.leaf_ident(*c)));
                match kind {
                    ExprKind::Member(_) => "member",
                    ExprKind::Union(_) => "union",
                    _ => "member_name",
                }
                .into()
            }
            ExprKind::CountLeadingZeros { zero_permitted }
            | ExprKind::CountTrailingZeros { zero_permitted } => {
                named.push((
                    "#bounds_check",
                    self.s.leaf(if *zero_permitted { "0" } else { "1" }),
                ));
                if matches!(kind, ExprKind::CountLeadingZeros { .. }) {
                    "count_leading_zeros"
                } else {
                    "count_trailing_zeros"
                }
                .into()
            }
            ExprKind::Bswap(bits) => {
                named.push(("bits_per_byte", self.leaf_num(bits)));
                "bswap".into()
            }
            ExprKind::Forall | ExprKind::Exists | ExprKind::Lambda => {
                // CBMC binds variables through a tuple (with an untyped `type`).
                if let Some(first) = ops.first_mut() {
                    let untyped = self.s.leaf("");
                    *first = self.s.mk("tuple", &[*first], &[("type", untyped)]);
                }
                simple_id(&kind)
                    .map_or_else(|| crate::format::expr_id(&kind).into_owned(), Into::into)
            }
            ExprKind::Other(id) => id.as_str().into(),
            // Every payload-free kind is in the table; a kind added to goto-ir later is
            // spelled as goto-ir's printer spells it.
            other => match simple_id(other) {
                Some(id) => id.into(),
                None => crate::format::expr_id(other).into_owned(),
            },
        };
        self.s.mk(&id, &ops, &named)
    }

    // ------------------------------------------------------------------ locations

    fn location(&mut self, l: &SourceLocation) -> IrepId {
        if l.is_nil() {
            return self.nil;
        }
        if let Some(&i) = self.locs.get(l) {
            return i;
        }
        let mut named: Vec<(&str, IrepId)> = Vec::new();
        let idents = [
            ("file", l.file),
            ("function", l.function),
            ("working_directory", l.working_directory),
            ("comment", l.comment),
            ("property_class", l.property_class),
            ("property_id", l.property_id),
        ];
        for (name, v) in idents {
            if let Some(v) = v {
                named.push((name, self.leaf_ident(v)));
            }
        }
        if let Some(line) = l.line {
            named.push(("line", self.leaf_num(line)));
        }
        if let Some(col) = l.column {
            named.push(("column", self.leaf_num(col)));
        }
        if l.hide {
            named.push(("hide", self.s.leaf("1")));
        }
        if l.user_provided {
            named.push(("user-provided", self.s.leaf("1")));
        }
        if l.property_fatal {
            named.push(("property_fatal", self.s.leaf("1")));
        }
        if let Some(p) = l.pragmas {
            let empty = self.s.mk("", &[], &[]);
            let names: Vec<(&str, IrepId)> =
                p.as_str().split_whitespace().map(|n| (n, empty)).collect();
            named.push(("pragma", self.s.mk("", &[], &names)));
        }
        let irep = self.s.mk("", &[], &named);
        self.locs.insert(*l, irep);
        irep
    }

    // ------------------------------------------------------------------ instructions

    fn code(&mut self, statement: &str, ops: &[IrepId], loc: IrepId) -> IrepId {
        let st = self.s.leaf(statement);
        let mut named = vec![("statement", st), ("type", self.empty_ty)];
        if loc != self.nil {
            named.push(("#source_location", loc));
        }
        self.s.mk("code", ops, &named)
    }

    fn other_code(&mut self, c: &OtherCode, loc: IrepId) -> IrepId {
        let ops: Vec<IrepId> = c.ops.iter().map(|&o| self.expr(o)).collect();
        let st = self.leaf_ident(c.statement);
        let mut named = vec![
            (self.s.intern_str("statement"), st),
            (self.s.intern_str("type"), self.empty_ty),
        ];
        if loc != self.nil {
            named.push((self.s.intern_str("#source_location"), loc));
        }
        if c.statement.as_str() == "fence" {
            // Fence kinds are Boolean flags.
            let one = self.s.leaf("1");
            for &x in &c.extra {
                named.push((self.str(x), one));
            }
        } else if !c.extra.is_empty() {
            let list: Vec<IrepId> = c.extra.iter().map(|&x| self.leaf_ident(x)).collect();
            let list = self.s.mk("", &list, &[]);
            named.push((self.s.intern_str("exception_list"), list));
        }
        let code = self.s.intern_str("code");
        self.s.intern(code, &ops, &named)
    }

    fn instruction(&mut self, i: &Instruction) -> BinaryInstruction {
        let loc = self.location(&i.location);
        let (kind, code) = match &i.kind {
            InstrKind::NoInstructionType => (InstructionKind::NoInstructionType, self.nil),
            InstrKind::Goto => (InstructionKind::Goto, self.nil),
            InstrKind::Assume => (InstructionKind::Assume, self.nil),
            InstrKind::Assert => (InstructionKind::Assert, self.nil),
            InstrKind::Skip => (InstructionKind::Skip, self.nil),
            InstrKind::StartThread => (InstructionKind::StartThread, self.nil),
            InstrKind::EndThread => (InstructionKind::EndThread, self.nil),
            InstrKind::Location => (InstructionKind::Location, self.nil),
            InstrKind::EndFunction => (InstructionKind::EndFunction, self.nil),
            InstrKind::AtomicBegin => (InstructionKind::AtomicBegin, self.nil),
            InstrKind::AtomicEnd => (InstructionKind::AtomicEnd, self.nil),
            InstrKind::Other(c) => (InstructionKind::Other, self.other_code(c, loc)),
            InstrKind::Throw(c) => (InstructionKind::Throw, self.other_code(c, loc)),
            InstrKind::Catch(c) => (InstructionKind::Catch, self.other_code(c, loc)),
            InstrKind::SetReturnValue(v) => {
                let v = self.expr(*v);
                (
                    InstructionKind::SetReturnValue,
                    self.code("return", &[v], loc),
                )
            }
            InstrKind::Assign { lhs, rhs } => {
                let l = self.expr(*lhs);
                let r = self.expr(*rhs);
                (InstructionKind::Assign, self.code("assign", &[l, r], loc))
            }
            InstrKind::Decl(x) => {
                let x = self.expr(*x);
                (InstructionKind::Decl, self.code("decl", &[x], loc))
            }
            InstrKind::Dead(x) => {
                let x = self.expr(*x);
                (InstructionKind::Dead, self.code("dead", &[x], loc))
            }
            InstrKind::FunctionCall(call) => {
                let lhs = match call.lhs {
                    Some(l) => self.expr(l),
                    None => self.nil,
                };
                let f = self.expr(call.function);
                let args: Vec<IrepId> = call.args.iter().map(|&a| self.expr(a)).collect();
                let args = self.s.mk("arguments", &args, &[]);
                (
                    InstructionKind::FunctionCall,
                    self.code("function_call", &[lhs, f, args], loc),
                )
            }
            InstrKind::IncompleteGoto(label) => {
                let st = self.s.leaf("goto");
                let dest = self.leaf_ident(*label);
                let mut named = vec![
                    ("statement", st),
                    ("type", self.empty_ty),
                    ("destination", dest),
                ];
                if loc != self.nil {
                    named.push(("#source_location", loc));
                }
                (
                    InstructionKind::IncompleteGoto,
                    self.s.mk("code", &[], &named),
                )
            }
        };
        let guard = if i.guard == crate::TRUE {
            self.true_
        } else {
            self.expr(i.guard)
        };
        BinaryInstruction {
            code,
            source_location: loc,
            kind,
            guard,
            targets: i.targets.iter().map(|t| t.0).collect(),
            labels: i.labels.iter().map(|&l| self.str(l)).collect(),
        }
    }
}
