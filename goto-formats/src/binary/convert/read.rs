//! irep → goto-ir.

use num_bigint::{BigInt, BigUint};
use num_traits::Num;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::{
    Call, Component, Compound, EnumMember, ExprId, ExprKind, GotoFunction, GotoModel, Ident,
    InstrKind, InstrRef, Instruction, Literal, OtherCode, Parameter, SourceLocation, Symbol,
    TypeId, TypeKind, BOOL, TRUE,
};

use super::super::error::BinaryError;
use super::super::irep::{IrepId, IrepStore, StrId};
use super::super::model::{BinaryInstruction, GotoBinary, InstructionKind};
use super::simple_kind;

/// Types nested deeper than this are rejected (protects the recursive type conversion).
const MAX_TYPE_DEPTH: u32 = 512;

macro_rules! keys {
    ($($field:ident = $name:literal),* $(,)?) => {
        /// Interned names of the attributes the converter looks up (None: not in the file).
        struct Keys { $($field: Option<StrId>,)* }
        impl Keys {
            fn new(st: &IrepStore) -> Keys {
                Keys { $($field: st.find_str($name),)* }
            }
        }
    };
}

keys! {
    ty = "type", value = "value", identifier = "identifier", width = "width", f = "f",
    integer_bits = "integer_bits", size = "size", components = "components", name = "name",
    c_pretty_name = "#pretty_name", c_is_padding = "#is_padding", tag = "tag",
    c_packed = "#packed", c_alignment = "#alignment", incomplete = "incomplete", parameters = "parameters",
    return_type = "return_type", ellipsis = "ellipsis", c_identifier = "#identifier",
    c_base_name = "#base_name", base_name = "base_name", body = "body", statement = "statement",
    component_name = "component_name", bits_per_byte = "bits_per_byte",
    c_bounds_check = "#bounds_check", file = "file", line = "line", column = "column",
    function = "function", working_directory = "working_directory", comment = "comment",
    property_class = "property_class", property_id = "property_id", hide = "hide",
    user_provided = "user-provided", property_fatal = "property_fatal", pragma = "pragma",
    destination = "destination", c_sizeof_type = "#c_sizeof_type",
    exception_list = "exception_list",
}

/// A dense side table keyed by [`IrepId`].
struct SideTable<T: Copy> {
    v: Vec<Option<T>>,
}

impl<T: Copy> SideTable<T> {
    fn new(len: usize) -> Self {
        SideTable { v: vec![None; len] }
    }

    #[inline]
    fn get(&self, i: IrepId) -> Option<T> {
        self.v.get(i.index()).copied().flatten()
    }

    fn insert(&mut self, i: IrepId, value: T) {
        if i.index() >= self.v.len() {
            self.v.resize(i.index() + 1, None);
        }
        self.v[i.index()] = Some(value);
    }
}

struct Reader<'a> {
    st: &'a IrepStore,
    k: Keys,
    m: GotoModel,
    types: SideTable<TypeId>,
    exprs: SideTable<ExprId>,
    locs: SideTable<SourceLocation>,
    /// Identifiers by string index.
    idents: Vec<Option<Ident>>,
    /// Type ireps of type symbols (`tag-…`), to read `c_enum_tag` constants.
    tag_types: FxHashMap<StrId, IrepId>,
    /// Where we are, for error messages.
    at: String,
    /// Current nesting depth of type conversions.
    depth: u32,
}

/// Converts an irep-level goto binary to goto-ir's model and updates its numbering.
///
/// Like CBMC's reader, every non-type symbol with a `code` type gets a (possibly body-less)
/// function; function bodies come from the functions section. A function symbol's value
/// holding C code (a `code` irep, as goto-cc keeps it) is not part of the model and is
/// dropped (`value` = `None`).
pub fn to_model(gb: &GotoBinary) -> Result<GotoModel, BinaryError> {
    let st = &gb.store;
    let mut r = Reader {
        st,
        k: Keys::new(st),
        m: GotoModel::new(),
        types: SideTable::new(st.len()),
        exprs: SideTable::new(st.len()),
        locs: SideTable::new(st.len()),
        idents: vec![None; st.num_strings()],
        tag_types: FxHashMap::default(),
        at: String::new(),
        depth: 0,
    };
    for s in &gb.symbols {
        if s.flags.is_type {
            r.tag_types.entry(s.name).or_insert(s.ty);
        }
    }
    for s in &gb.symbols {
        r.at = format!("symbol {}", st.lossy(s.name));
        let name = r.ident(s.name)?;
        let ty = r.ty(s.ty)?;
        let value = if st.is_nil(s.value) || st.id_is(s.value, "code") {
            None
        } else {
            Some(r.expr(s.value)?)
        };
        let location = r.location(s.location)?;
        let f = s.flags;
        let sym = Symbol {
            name,
            base_name: r.ident(s.base_name)?,
            pretty_name: r.ident(s.pretty_name)?,
            module: r.ident(s.module)?,
            mode: r.ident(s.mode)?,
            ty,
            value,
            location,
            is_type: f.is_type,
            is_macro: f.is_macro,
            is_exported: f.is_exported,
            is_input: f.is_input,
            is_output: f.is_output,
            is_state_var: f.is_state_var,
            is_property: f.is_property,
            is_static_lifetime: f.is_static_lifetime,
            is_thread_local: f.is_thread_local,
            is_lvalue: f.is_lvalue,
            is_file_local: f.is_file_local,
            is_extern: f.is_extern,
            is_volatile: f.is_volatile,
            is_parameter: f.is_parameter,
            is_auxiliary: f.is_auxiliary,
            is_weak: f.is_weak,
            is_constant: constant_or_has_constant_components(st, s.ty, 0),
        };
        if !sym.is_type {
            if let TypeKind::Code { params, .. } = r.m.store.ty(ty) {
                let parameters = params.iter().filter_map(|p| p.identifier).collect();
                r.m.functions.entry(name).or_insert_with(|| GotoFunction {
                    parameters,
                    ..GotoFunction::default()
                });
            }
        }
        // CBMC keeps the first of two symbols with one name.
        r.m.symbols.insert(sym);
    }
    let mut seen: rustc_hash::FxHashSet<Ident> = rustc_hash::FxHashSet::default();
    for f in &gb.functions {
        let name = {
            r.at = format!("function {}", st.lossy(f.name));
            r.ident(f.name)?
        };
        if !seen.insert(name) {
            return Err(BinaryError::Malformed {
                detail: "second body for the function".into(),
                at: r.at.clone(),
            });
        }
        let mut body = Vec::with_capacity(f.body.len());
        for (index, ins) in f.body.iter().enumerate() {
            r.at = format!("function {}, instruction {index}", st.lossy(f.name));
            body.push(r.instruction(ins)?);
        }
        r.m.functions.entry(name).or_default().body = body;
    }
    let mut m = r.m;
    m.update();
    Ok(m)
}

impl Reader<'_> {
    fn unsupported(&self, what: &'static str, irep: IrepId) -> BinaryError {
        BinaryError::Unsupported {
            what,
            id: self.st.lossy(self.st.id(irep)).into_owned(),
            at: self.at.clone(),
        }
    }

    fn malformed(&self, detail: impl Into<String>) -> BinaryError {
        BinaryError::Malformed {
            detail: detail.into(),
            at: self.at.clone(),
        }
    }

    fn text(&self, s: StrId) -> Result<&str, BinaryError> {
        self.st.as_str(s).ok_or_else(|| {
            self.malformed(format!(
                "string `{}` is not valid UTF-8",
                self.st.lossy(s).escape_debug()
            ))
        })
    }

    fn ident(&mut self, s: StrId) -> Result<Ident, BinaryError> {
        if let Some(i) = self.idents.get(s.index()).copied().flatten() {
            return Ok(i);
        }
        let i = Ident::new(self.text(s)?);
        if let Some(slot) = self.idents.get_mut(s.index()) {
            *slot = Some(i);
        }
        Ok(i)
    }

    fn get(&self, irep: IrepId, key: Option<StrId>) -> Option<IrepId> {
        key.and_then(|k| self.st.get_id(irep, k))
    }

    /// A leaf attribute's text as an identifier.
    fn attr_ident(
        &mut self,
        irep: IrepId,
        key: Option<StrId>,
    ) -> Result<Option<Ident>, BinaryError> {
        match self.get(irep, key) {
            Some(a) => {
                let id = self.st.id(a);
                Ok(Some(self.ident(id)?))
            }
            None => Ok(None),
        }
    }

    fn required_ident(
        &mut self,
        irep: IrepId,
        key: Option<StrId>,
        name: &str,
    ) -> Result<Ident, BinaryError> {
        self.attr_ident(irep, key)?.ok_or_else(|| {
            self.malformed(format!(
                "`{}` without `{name}`",
                self.st.lossy(self.st.id(irep))
            ))
        })
    }

    fn attr_bool(&self, irep: IrepId, key: Option<StrId>) -> bool {
        self.get(irep, key)
            .is_some_and(|a| self.st.id_bytes(a) == b"1")
    }

    fn attr_u32(&self, irep: IrepId, key: Option<StrId>, name: &str) -> Result<u32, BinaryError> {
        let a = self.get(irep, key).ok_or_else(|| {
            self.malformed(format!(
                "`{}` without `{name}`",
                self.st.lossy(self.st.id(irep))
            ))
        })?;
        let text = self.st.id_bytes(a);
        std::str::from_utf8(text)
            .ok()
            .and_then(|t| t.parse::<u32>().ok())
            .ok_or_else(|| {
                self.malformed(format!(
                    "bad `{name}` value `{}`",
                    String::from_utf8_lossy(text)
                ))
            })
    }

    /// An optional leaf attribute holding a power of two (an alignment).
    fn attr_align(&self, irep: IrepId, key: Option<StrId>) -> Result<Option<u64>, BinaryError> {
        let Some(a) = self.get(irep, key) else {
            return Ok(None);
        };
        let text = self.st.id_bytes(a);
        match std::str::from_utf8(text).ok().and_then(|t| t.parse::<u64>().ok()) {
            Some(n) if n.is_power_of_two() => Ok(Some(n)),
            _ => Err(self.malformed(format!(
                "bad `#alignment` value `{}`",
                String::from_utf8_lossy(text)
            ))),
        }
    }

    fn sub0(&self, irep: IrepId) -> Result<IrepId, BinaryError> {
        self.st.sub(irep).first().copied().ok_or_else(|| {
            self.malformed(format!(
                "`{}` without subtype",
                self.st.lossy(self.st.id(irep))
            ))
        })
    }

    // ------------------------------------------------------------------ types

    /// Converts a type irep. Types nest through subtypes and through the expressions of
    /// array sizes, so the nesting depth (`self.depth`) is bounded.
    fn ty(&mut self, t: IrepId) -> Result<TypeId, BinaryError> {
        if let Some(id) = self.types.get(t) {
            return Ok(id);
        }
        if self.depth >= MAX_TYPE_DEPTH {
            return Err(self.malformed("type nested too deeply"));
        }
        self.depth += 1;
        let result = self.ty_uncached(t);
        self.depth -= 1;
        result
    }

    fn ty_uncached(&mut self, t: IrepId) -> Result<TypeId, BinaryError> {
        let k = &self.k;
        let (width, f, ibits) = (k.width, k.f, k.integer_bits);
        let kind = match self.st.id_bytes(t) {
            b"bool" => TypeKind::Bool,
            b"signedbv" => TypeKind::Signed(self.attr_u32(t, width, "width")?),
            b"unsignedbv" => TypeKind::Unsigned(self.attr_u32(t, width, "width")?),
            b"bv" => TypeKind::Bv(self.attr_u32(t, width, "width")?),
            b"c_bool" => TypeKind::CBool(self.attr_u32(t, width, "width")?),
            b"c_bit_field" => TypeKind::CBitField {
                width: self.attr_u32(t, width, "width")?,
                base: {
                    let b = self.sub0(t)?;
                    self.ty(b)?
                },
            },
            b"floatbv" => TypeKind::Floatbv {
                width: self.attr_u32(t, width, "width")?,
                fraction: self.attr_u32(t, f, "f")?,
            },
            b"fixedbv" => TypeKind::Fixedbv {
                width: self.attr_u32(t, width, "width")?,
                integer: self.attr_u32(t, ibits, "integer_bits")?,
            },
            b"pointer" => {
                let b = self.sub0(t)?;
                TypeKind::Pointer {
                    base: self.ty(b)?,
                    width: self.attr_u32(t, width, "width")?,
                }
            }
            b"array" => {
                let e = self.sub0(t)?;
                let elem = self.ty(e)?;
                let size = match self.get(t, self.k.size) {
                    Some(s) if !self.st.is_nil(s) => Some(self.expr(s)?),
                    _ => None,
                };
                TypeKind::Array { elem, size }
            }
            b"vector" => {
                let e = self.sub0(t)?;
                let elem = self.ty(e)?;
                let s = self
                    .get(t, self.k.size)
                    .ok_or_else(|| self.malformed("`vector` without `size`"))?;
                TypeKind::Vector {
                    elem,
                    size: self.expr(s)?,
                }
            }
            b"complex" => {
                let e = self.sub0(t)?;
                TypeKind::Complex { elem: self.ty(e)? }
            }
            b"struct" => TypeKind::Struct(self.compound(t)?),
            b"union" => TypeKind::Union(self.compound(t)?),
            b"struct_tag" => {
                TypeKind::StructTag(self.required_ident(t, self.k.identifier, "identifier")?)
            }
            b"union_tag" => {
                TypeKind::UnionTag(self.required_ident(t, self.k.identifier, "identifier")?)
            }
            b"c_enum_tag" => {
                TypeKind::CEnumTag(self.required_ident(t, self.k.identifier, "identifier")?)
            }
            b"c_enum" => self.c_enum(t)?,
            b"code" => self.code_type(t)?,
            b"empty" => TypeKind::Empty,
            b"integer" => TypeKind::Integer,
            b"natural" => TypeKind::Natural,
            b"rational" => TypeKind::Rational,
            b"real" => TypeKind::Real,
            b"string" => TypeKind::String,
            _ => return Err(self.unsupported("type", t)),
        };
        let id = self.m.store.mk_type(kind);
        self.types.insert(t, id);
        Ok(id)
    }

    fn compound(&mut self, t: IrepId) -> Result<Compound, BinaryError> {
        let mut components = Vec::new();
        if let Some(list) = self.get(t, self.k.components) {
            for &c in self.st.sub(list) {
                let name = self.required_ident(c, self.k.name, "name")?;
                let pretty_name = self.attr_ident(c, self.k.c_pretty_name)?;
                let ty_irep = self
                    .get(c, self.k.ty)
                    .ok_or_else(|| self.malformed("component without `type`"))?;
                let ty = self.ty(ty_irep)?;
                let padding = self.attr_bool(c, self.k.c_is_padding);
                components.push(Component {
                    name,
                    pretty_name,
                    ty,
                    padding,
                });
            }
        }
        Ok(Compound {
            tag: self.attr_ident(t, self.k.tag)?,
            components,
            packed: self.attr_bool(t, self.k.c_packed),
            incomplete: self.attr_bool(t, self.k.incomplete),
            align: self.attr_align(t, self.k.c_alignment)?,
        })
    }

    fn c_enum(&mut self, t: IrepId) -> Result<TypeKind, BinaryError> {
        let b = self.sub0(t)?;
        let base = self.ty(b)?;
        let mut members = Vec::new();
        if let Some(body) = self.get(t, self.k.body) {
            for &m in self.st.sub(body) {
                let identifier = self.required_ident(m, self.k.identifier, "identifier")?;
                let base_name = self.required_ident(m, self.k.base_name, "base_name")?;
                let v = self
                    .get(m, self.k.value)
                    .ok_or_else(|| self.malformed("enum member without `value`"))?;
                let value = self.bv_value(v, base)?;
                members.push(EnumMember {
                    identifier,
                    base_name,
                    value,
                });
            }
        }
        Ok(TypeKind::CEnum {
            tag: self.attr_ident(t, self.k.tag)?,
            base,
            members,
        })
    }

    fn code_type(&mut self, t: IrepId) -> Result<TypeKind, BinaryError> {
        let mut params = Vec::new();
        if let Some(list) = self.get(t, self.k.parameters) {
            for &p in self.st.sub(list) {
                let ty_irep = self
                    .get(p, self.k.ty)
                    .ok_or_else(|| self.malformed("parameter without `type`"))?;
                params.push(Parameter {
                    identifier: self.attr_ident(p, self.k.c_identifier)?,
                    base_name: self.attr_ident(p, self.k.c_base_name)?,
                    ty: self.ty(ty_irep)?,
                });
            }
        }
        let ret = match self.get(t, self.k.return_type) {
            Some(r) => self.ty(r)?,
            None => return Err(self.malformed("`code` type without `return_type`")),
        };
        Ok(TypeKind::Code {
            params,
            ret,
            variadic: self.attr_bool(t, self.k.ellipsis),
        })
    }

    // ------------------------------------------------------------------ constants

    /// The value of the bvrep leaf `v` for a constant of type `ty` (signed types read as
    /// two's complement).
    fn bv_value(&self, v: IrepId, ty: TypeId) -> Result<BigInt, BinaryError> {
        let text = self.st.id_bytes(v);
        let bad = || {
            self.malformed(format!(
                "bad constant value `{}`",
                String::from_utf8_lossy(text)
            ))
        };
        let (width, signed) = self.bv_shape(ty).ok_or_else(bad)?;
        let u = std::str::from_utf8(text)
            .ok()
            .filter(|t| !t.is_empty())
            .and_then(|t| BigUint::from_str_radix(t, 16).ok())
            .ok_or_else(bad)?;
        if u.bits() > u64::from(width) {
            return Err(bad());
        }
        let v = BigInt::from(u);
        if signed && width > 0 && v.bit(u64::from(width - 1)) {
            Ok(v - (BigInt::from(1u8) << width))
        } else {
            Ok(v)
        }
    }

    /// Width and signedness of the bit-vector representation of `ty`.
    fn bv_shape(&self, ty: TypeId) -> Option<(u32, bool)> {
        match self.m.store.ty(ty) {
            TypeKind::Signed(w) => Some((*w, true)),
            TypeKind::CEnum { base, .. } => self.bv_shape(*base),
            TypeKind::CEnumTag(tag) => {
                // Resolve through the tag's type symbol, at the irep level.
                let key = self.st.find_str(tag.as_str())?;
                let t = *self.tag_types.get(&key)?;
                let base = *self.st.sub(t).first()?;
                let w = self
                    .get(base, self.k.width)
                    .and_then(|w| self.st.as_str(self.st.id(w))?.parse().ok())?;
                Some((w, self.st.id_is(base, "signedbv")))
            }
            other => other.bv_width().map(|w| (w, false)),
        }
    }

    fn constant(&mut self, irep: IrepId, ty: TypeId) -> Result<Literal, BinaryError> {
        let v = self
            .get(irep, self.k.value)
            .ok_or_else(|| self.malformed("`constant` without `value`"))?;
        let text = self.st.id_bytes(v);
        Ok(match self.m.store.ty(ty) {
            TypeKind::Bool if text == b"true" => Literal::Bool(true),
            TypeKind::Bool if text == b"false" => Literal::Bool(false),
            TypeKind::Bool => self.decimal_or_text(v)?,
            TypeKind::Pointer { .. } if text == b"NULL" => Literal::Int(BigInt::from(0u8)),
            TypeKind::Integer | TypeKind::Natural => {
                let n = std::str::from_utf8(text)
                    .ok()
                    .and_then(|t| t.parse::<BigInt>().ok())
                    .ok_or_else(|| {
                        self.malformed(format!(
                            "bad integer constant `{}`",
                            String::from_utf8_lossy(text)
                        ))
                    })?;
                Literal::Int(n)
            }
            t if t.bv_width().is_some()
                || matches!(t, TypeKind::CEnum { .. } | TypeKind::CEnumTag(_)) =>
            {
                let is_hex = !text.is_empty() && text.iter().all(u8::is_ascii_hexdigit);
                match self.bv_value(v, ty) {
                    // the store's value range (a signed bit-field's pattern is negative)
                    Ok(n) => Literal::Int(self.m.store.normalize_int(n, ty)),
                    // Not a bvrep (an exotic value), or an enum tag we cannot resolve: keep
                    // the text as goto-ir's textual constant.
                    Err(_) if !is_hex || matches!(t, TypeKind::CEnumTag(_)) => {
                        let s = self.st.id(v);
                        Literal::Text(self.ident(s)?)
                    }
                    Err(e) => return Err(e),
                }
            }
            _ => self.decimal_or_text(v)?,
        })
    }

    /// For types without a bvrep: a decimal number is an integer literal, anything else is
    /// kept as text.
    fn decimal_or_text(&mut self, v: IrepId) -> Result<Literal, BinaryError> {
        let text = self.st.id_bytes(v);
        match std::str::from_utf8(text)
            .ok()
            .and_then(|t| t.parse::<BigInt>().ok())
        {
            Some(n) => Ok(Literal::Int(n)),
            None => {
                let s = self.st.id(v);
                Ok(Literal::Text(self.ident(s)?))
            }
        }
    }

    // ------------------------------------------------------------------ expressions

    /// The ireps converted as operands of `irep` (binders: the bound variable, not the
    /// tuple around it).
    fn operand_ireps(&self, irep: IrepId) -> SmallVec<[IrepId; 4]> {
        let sub = self.st.sub(irep);
        let mut ops: SmallVec<[IrepId; 4]> = sub.iter().copied().collect();
        if matches!(self.st.id_bytes(irep), b"forall" | b"exists" | b"lambda") {
            if let Some(first) = ops.first_mut() {
                if self.st.id_is(*first, "tuple") && self.st.sub(*first).len() == 1 {
                    *first = self.st.sub(*first)[0];
                }
            }
        }
        ops
    }

    /// Converts an expression irep (iteratively: operand chains may be very deep).
    fn expr(&mut self, root: IrepId) -> Result<ExprId, BinaryError> {
        if let Some(e) = self.exprs.get(root) {
            return Ok(e);
        }
        let mut stack: SmallVec<[(IrepId, bool); 32]> = SmallVec::new();
        stack.push((root, false));
        while let Some((irep, expanded)) = stack.pop() {
            if self.exprs.get(irep).is_some() {
                continue;
            }
            let ops = self.operand_ireps(irep);
            if !expanded {
                stack.push((irep, true));
                stack.extend(
                    ops.iter()
                        .filter(|&&o| self.exprs.get(o).is_none())
                        .map(|&o| (o, false)),
                );
                continue;
            }
            let mut converted: SmallVec<[ExprId; 3]> = SmallVec::with_capacity(ops.len());
            for &o in &ops {
                converted.push(
                    self.exprs
                        .get(o)
                        .ok_or_else(|| self.malformed("cyclic irep"))?,
                );
            }
            let ops = converted;
            let e = self.build_expr(irep, ops)?;
            self.exprs.insert(irep, e);
        }
        self.exprs
            .get(root)
            .ok_or_else(|| self.malformed("cyclic irep"))
    }

    fn build_expr(
        &mut self,
        irep: IrepId,
        ops: SmallVec<[ExprId; 3]>,
    ) -> Result<ExprId, BinaryError> {
        let ty = match self.get(irep, self.k.ty) {
            Some(t) if !self.st.is_nil(t) && !self.st.id_bytes(t).is_empty() => self.ty(t)?,
            _ => self.m.store.empty_type(),
        };
        let id = self.st.id(irep);
        let kind = match self.st.id_bytes(irep) {
            b"symbol" => {
                ExprKind::Symbol(self.required_ident(irep, self.k.identifier, "identifier")?)
            }
            b"nondet_symbol" => ExprKind::NondetSymbol(self.required_ident(
                irep,
                self.k.identifier,
                "identifier",
            )?),
            b"constant" => {
                let lit = self.constant(irep, ty)?;
                if self.m.store.ty(ty) == &TypeKind::Bool {
                    if let (Literal::Bool(b), true) = (&lit, ops.is_empty()) {
                        return Ok(self.m.store.bool_const(*b));
                    }
                }
                if let Some(t) = self.get(irep, self.k.c_sizeof_type) {
                    // CBMC's `#c_sizeof_type`: the allocation this size feeds is typed
                    let of = self.ty(t)?;
                    let c = self.m.store.mk(ExprKind::Constant(lit), ty, ops);
                    return Ok(self.m.store.with_c_sizeof_type(c, of));
                }
                ExprKind::Constant(lit)
            }
            b"string_constant" => {
                // the value's bytes are the literal's elements (`crate::strings`)
                let v = self.get(irep, self.k.value).ok_or_else(|| {
                    self.malformed("`string_constant` without `value`".to_string())
                })?;
                let text = crate::strings::from_bytes(self.st.bytes(self.st.id(v)));
                ExprKind::StringConstant(Ident::new(&text))
            }
            b"side_effect" => {
                let st = self.required_ident(irep, self.k.statement, "statement")?;
                match st.as_str() {
                    "nondet" => ExprKind::Nondet,
                    "allocate" => ExprKind::Allocate,
                    _ => ExprKind::SideEffect(st),
                }
            }
            b"member" => ExprKind::Member(self.required_ident(
                irep,
                self.k.component_name,
                "component_name",
            )?),
            b"member_name" => ExprKind::ComponentName(self.required_ident(
                irep,
                self.k.component_name,
                "component_name",
            )?),
            b"union" => ExprKind::Union(self.required_ident(
                irep,
                self.k.component_name,
                "component_name",
            )?),
            b"count_leading_zeros" => ExprKind::CountLeadingZeros {
                zero_permitted: !self.attr_bool(irep, self.k.c_bounds_check),
            },
            b"count_trailing_zeros" => ExprKind::CountTrailingZeros {
                zero_permitted: !self.attr_bool(irep, self.k.c_bounds_check),
            },
            b"bswap" => {
                ExprKind::Bswap(self.attr_u32(irep, self.k.bits_per_byte, "bits_per_byte")?)
            }
            b"code" => return Err(self.unsupported("statement in expression", irep)),
            b"nil" => return Err(self.malformed("nil irep where an expression is expected")),
            _ => {
                let text = self.text(id)?;
                match simple_kind(text) {
                    Some(k) => k,
                    None => ExprKind::Other(self.ident(id)?),
                }
            }
        };
        Ok(self.m.store.mk(kind, ty, ops))
    }

    fn opt_expr(&mut self, irep: IrepId) -> Result<Option<ExprId>, BinaryError> {
        if self.st.is_nil(irep) {
            Ok(None)
        } else {
            self.expr(irep).map(Some)
        }
    }

    // ------------------------------------------------------------------ locations

    fn location(&mut self, irep: IrepId) -> Result<SourceLocation, BinaryError> {
        if let Some(l) = self.locs.get(irep) {
            return Ok(l);
        }
        let k = &self.k;
        let keys = (
            k.file,
            k.function,
            k.working_directory,
            k.comment,
            k.property_class,
            k.property_id,
        );
        let (line_k, col_k, hide_k, user_k) = (k.line, k.column, k.hide, k.user_provided);
        let fatal_k = k.property_fatal;
        // CBMC's `pragma`: one named sub per pragma, named by it
        let pragmas = match self.get(irep, k.pragma) {
            Some(p) => {
                let names: Vec<String> = self
                    .st
                    .named(p)
                    .iter()
                    .map(|&(name, _)| self.st.lossy(name).into_owned())
                    .collect();
                (!names.is_empty()).then(|| Ident::new(&names.join(" ")))
            }
            None => None,
        };
        let num = |r: &Self, key| -> Result<Option<u32>, BinaryError> {
            match r.get(irep, key) {
                None => Ok(None),
                Some(_) => r.attr_u32(irep, key, "line or column").map(Some),
            }
        };
        let loc = SourceLocation {
            file: self.attr_ident(irep, keys.0)?,
            line: num(self, line_k)?,
            column: num(self, col_k)?,
            function: self.attr_ident(irep, keys.1)?,
            working_directory: self.attr_ident(irep, keys.2)?,
            comment: self.attr_ident(irep, keys.3)?,
            property_class: self.attr_ident(irep, keys.4)?,
            property_id: self.attr_ident(irep, keys.5)?,
            hide: self.attr_bool(irep, hide_k),
            user_provided: self.attr_bool(irep, user_k),
            property_fatal: self.attr_bool(irep, fatal_k),
            pragmas,
        };
        self.locs.insert(irep, loc);
        Ok(loc)
    }

    // ------------------------------------------------------------------ instructions

    fn code_op(&self, code: IrepId, i: usize, statement: &str) -> Result<IrepId, BinaryError> {
        self.st
            .sub(code)
            .get(i)
            .copied()
            .ok_or_else(|| self.malformed(format!("`{statement}` code with too few operands")))
    }

    fn other_code(&mut self, code: IrepId) -> Result<OtherCode, BinaryError> {
        let statement = self.required_ident(code, self.k.statement, "statement")?;
        let mut ops = Vec::with_capacity(self.st.sub(code).len());
        for &o in self.st.sub(code) {
            ops.push(self.expr(o)?);
        }
        let mut extra = Vec::new();
        if statement.as_str() == "fence" {
            // Fence kinds are Boolean flags (`WWfence`, `RRfence`, ...).
            for &(name, value) in self.st.named(code) {
                let n = self.st.bytes(name);
                if n.ends_with(b"fence") && self.st.id_bytes(value) == b"1" {
                    extra.push(self.ident(name)?);
                }
            }
        } else if let Some(list) = self.get(code, self.k.exception_list) {
            for &e in self.st.sub(list) {
                let id = match self.get(e, self.k.tag) {
                    Some(t) => self.st.id(t),
                    None => self.st.id(e),
                };
                extra.push(self.ident(id)?);
            }
        }
        Ok(OtherCode {
            statement,
            ops,
            extra,
        })
    }

    fn instruction(&mut self, ins: &BinaryInstruction) -> Result<Instruction, BinaryError> {
        let location = self.location(ins.source_location)?;
        if location.file.is_some() || location.line.is_some() {
            self.at.push_str(&format!(
                " ({}:{}:{})",
                location.file.map_or("", |f| f.as_str()),
                location.line.unwrap_or(0),
                location.column.unwrap_or(0)
            ));
        }
        let code = ins.code;
        let kind = match ins.kind {
            InstructionKind::NoInstructionType => InstrKind::NoInstructionType,
            InstructionKind::Goto => InstrKind::Goto,
            InstructionKind::Assume => InstrKind::Assume,
            InstructionKind::Assert => InstrKind::Assert,
            InstructionKind::Skip => InstrKind::Skip,
            InstructionKind::StartThread => InstrKind::StartThread,
            InstructionKind::EndThread => InstrKind::EndThread,
            InstructionKind::Location => InstrKind::Location,
            InstructionKind::EndFunction => InstrKind::EndFunction,
            InstructionKind::AtomicBegin => InstrKind::AtomicBegin,
            InstructionKind::AtomicEnd => InstrKind::AtomicEnd,
            InstructionKind::Other => InstrKind::Other(self.other_code(code)?),
            InstructionKind::Throw => InstrKind::Throw(self.other_code(code)?),
            InstructionKind::Catch => InstrKind::Catch(self.other_code(code)?),
            InstructionKind::SetReturnValue => {
                let v = self.code_op(code, 0, "return")?;
                InstrKind::SetReturnValue(self.expr(v)?)
            }
            InstructionKind::Assign => {
                let lhs = self.code_op(code, 0, "assign")?;
                let rhs = self.code_op(code, 1, "assign")?;
                InstrKind::Assign {
                    lhs: self.expr(lhs)?,
                    rhs: self.expr(rhs)?,
                }
            }
            InstructionKind::Decl => {
                let v = self.code_op(code, 0, "decl")?;
                InstrKind::Decl(self.expr(v)?)
            }
            InstructionKind::Dead => {
                let v = self.code_op(code, 0, "dead")?;
                InstrKind::Dead(self.expr(v)?)
            }
            InstructionKind::FunctionCall => {
                let lhs = self.code_op(code, 0, "function_call")?;
                let function = self.code_op(code, 1, "function_call")?;
                let args = self.code_op(code, 2, "function_call")?;
                let lhs = self.opt_expr(lhs)?;
                let function = self.expr(function)?;
                let mut list = Vec::with_capacity(self.st.sub(args).len());
                for &a in self.st.sub(args) {
                    list.push(self.expr(a)?);
                }
                InstrKind::FunctionCall(Call {
                    lhs,
                    function,
                    args: list,
                })
            }
            InstructionKind::IncompleteGoto => InstrKind::IncompleteGoto(self.required_ident(
                code,
                self.k.destination,
                "destination",
            )?),
        };
        let guard = if self.st.is_nil(ins.guard) {
            TRUE
        } else {
            self.expr(ins.guard)?
        };
        if guard != TRUE && self.m.store.type_of(guard) != BOOL {
            return Err(self.malformed("guard is not Boolean"));
        }
        let mut labels = Vec::with_capacity(ins.labels.len());
        for &l in &ins.labels {
            labels.push(self.ident(l)?);
        }
        Ok(Instruction {
            kind,
            guard,
            targets: ins.targets.iter().map(|&t| InstrRef(t)).collect(),
            location,
            labels,
        })
    }
}

/// Whether a symbol's type (as written in the binary) is constant or has constant
/// components: `#constant` on the type, on an array's element type (through arrays) or on
/// a member of a struct or union written in place (CBMC's
/// `is_constant_or_has_constant_components`; members of types given by tag are not looked
/// up).
fn constant_or_has_constant_components(st: &IrepStore, t: IrepId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    let constant = |t: IrepId| {
        st.get(t, "#constant")
            .is_some_and(|c| st.id_is(c, "1"))
    };
    if constant(t) {
        return true;
    }
    if st.id_is(t, "array") {
        if let Some(&e) = st.sub(t).first() {
            return constant_or_has_constant_components(st, e, depth + 1);
        }
        if let Some(e) = st.get(t, "subtype") {
            return constant_or_has_constant_components(st, e, depth + 1);
        }
    }
    if st.id_is(t, "struct") || st.id_is(t, "union") {
        if let Some(cs) = st.get(t, "components") {
            return st.sub(cs).iter().any(|&c| {
                st.get(c, "type")
                    .is_some_and(|ct| constant_or_has_constant_components(st, ct, depth + 1))
            });
        }
    }
    false
}
