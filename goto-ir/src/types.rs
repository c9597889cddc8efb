//! Types of goto programs, mirroring CBMC's type ids (cbmc-behaviour.md §1.4).
//!
//! Types are interned in the [`Store`](crate::Store) like expressions: a [`TypeId`] is a
//! `u32`, and two structurally equal types have the same id. Struct, union and enum types are
//! usually referred to through tags (`StructTag("tag-foo")`) that the symbol table resolves
//! (see [`SymbolTable::follow`](crate::SymbolTable::follow)); this is how recursive types are
//! expressed.

use crate::{ExprId, Ident};
use num_bigint::BigInt;

/// An interned type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct TypeId(pub u32);

/// A member of a struct or union type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Component {
    /// Component name (`component_name` in member expressions).
    pub name: Ident,
    /// The name as written in the source (CBMC's `pretty_name`); usually equal to `name`.
    pub pretty_name: Option<Ident>,
    pub ty: TypeId,
    /// Padding inserted by the front end (`$pad0`…), CBMC's `#is_padding`.
    pub padding: bool,
}

/// The body of a struct or union type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Compound {
    /// The tag without prefix, e.g. `foo` for `struct foo` (CBMC's `tag`).
    pub tag: Option<Ident>,
    pub components: Vec<Component>,
    /// `__attribute__((packed))`.
    pub packed: bool,
    /// Declared but not defined (`struct s;`).
    pub incomplete: bool,
    /// The alignment in bytes where it is not the largest alignment of the members' types:
    /// raised by `aligned`/`_Alignas` on the type or a member, capped by `#pragma pack`.
    /// The layout itself (padding members) is explicit either way; this says how the type
    /// is placed inside other types (`None`: by its members' types).
    pub align: Option<u64>,
}

impl Compound {
    /// Index and component named `name`.
    pub fn component(&self, name: Ident) -> Option<(usize, &Component)> {
        self.components
            .iter()
            .enumerate()
            .find(|(_, c)| c.name == name)
    }
}

/// One parameter of a code (function) type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Parameter {
    /// Full identifier of the parameter symbol, e.g. `f::x`.
    pub identifier: Option<Ident>,
    /// Name as written, e.g. `x`.
    pub base_name: Option<Ident>,
    pub ty: TypeId,
}

/// An enumeration constant of a `c_enum` type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct EnumMember {
    pub identifier: Ident,
    pub base_name: Ident,
    pub value: BigInt,
}

/// The kinds of types (CBMC type ids in comments).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `bool` (𝔹)
    Bool,
    /// `signedbv[w]`
    Signed(u32),
    /// `unsignedbv[w]`
    Unsigned(u32),
    /// `bv[w]`: raw bits without arithmetic interpretation.
    Bv(u32),
    /// `c_bool[w]`: C's `_Bool`, 8 bits wide on the usual targets.
    CBool(u32),
    /// `c_bit_field[w]` of an underlying integer type.
    CBitField {
        width: u32,
        base: TypeId,
    },
    /// `floatbv[w]` with `fraction` fraction bits (IEEE 754).
    Floatbv {
        width: u32,
        fraction: u32,
    },
    /// `fixedbv[w]` with `integer` integer bits.
    Fixedbv {
        width: u32,
        integer: u32,
    },
    /// `T*` of the given pointer width.
    Pointer {
        base: TypeId,
        width: u32,
    },
    /// `T[size]`; `size` is `None` for `T[]` (incomplete or flexible).
    Array {
        elem: TypeId,
        size: Option<ExprId>,
    },
    /// GCC vector `T __attribute__((vector_size))`.
    Vector {
        elem: TypeId,
        size: ExprId,
    },
    /// `_Complex T`.
    Complex {
        elem: TypeId,
    },
    Struct(Compound),
    Union(Compound),
    /// `struct_tag`: identifier is the symbol name, e.g. `tag-foo`.
    StructTag(Ident),
    /// `union_tag`
    UnionTag(Ident),
    /// `c_enum_tag`
    CEnumTag(Ident),
    /// `c_enum` with its underlying integer type.
    CEnum {
        tag: Option<Ident>,
        base: TypeId,
        members: Vec<EnumMember>,
    },
    /// `code`: a function type.
    Code {
        params: Vec<Parameter>,
        ret: TypeId,
        variadic: bool,
    },
    /// `empty` (void)
    Empty,
    /// `integer` (ℤ), unbounded
    Integer,
    /// `natural` (ℕ)
    Natural,
    /// `rational` (ℚ)
    Rational,
    /// `real` (ℝ)
    Real,
    /// `string`
    String,
}

impl TypeKind {
    /// Width in bits of bit-vector-like types (`Bool` counts 1; pointers their width).
    pub fn bv_width(&self) -> Option<u32> {
        match *self {
            TypeKind::Bool => Some(1),
            TypeKind::Signed(w)
            | TypeKind::Unsigned(w)
            | TypeKind::Bv(w)
            | TypeKind::CBool(w)
            | TypeKind::CBitField { width: w, .. }
            | TypeKind::Floatbv { width: w, .. }
            | TypeKind::Fixedbv { width: w, .. }
            | TypeKind::Pointer { width: w, .. } => Some(w),
            _ => None,
        }
    }

    /// Integer types with two's complement arithmetic: signed, unsigned, c_bool, bit-field
    /// and `bv`.
    pub fn is_bitvector(&self) -> bool {
        matches!(
            self,
            TypeKind::Signed(_)
                | TypeKind::Unsigned(_)
                | TypeKind::Bv(_)
                | TypeKind::CBool(_)
                | TypeKind::CBitField { .. }
        )
    }

    pub fn is_signed(&self) -> bool {
        matches!(self, TypeKind::Signed(_))
    }

    pub fn is_pointer(&self) -> bool {
        matches!(self, TypeKind::Pointer { .. })
    }

    pub fn is_float(&self) -> bool {
        matches!(self, TypeKind::Floatbv { .. })
    }

    /// CBMC's type id string (`signedbv`, `struct_tag`, …).
    pub fn id_str(&self) -> &'static str {
        match self {
            TypeKind::Bool => "bool",
            TypeKind::Signed(_) => "signedbv",
            TypeKind::Unsigned(_) => "unsignedbv",
            TypeKind::Bv(_) => "bv",
            TypeKind::CBool(_) => "c_bool",
            TypeKind::CBitField { .. } => "c_bit_field",
            TypeKind::Floatbv { .. } => "floatbv",
            TypeKind::Fixedbv { .. } => "fixedbv",
            TypeKind::Pointer { .. } => "pointer",
            TypeKind::Array { .. } => "array",
            TypeKind::Vector { .. } => "vector",
            TypeKind::Complex { .. } => "complex",
            TypeKind::Struct(_) => "struct",
            TypeKind::Union(_) => "union",
            TypeKind::StructTag(_) => "struct_tag",
            TypeKind::UnionTag(_) => "union_tag",
            TypeKind::CEnumTag(_) => "c_enum_tag",
            TypeKind::CEnum { .. } => "c_enum",
            TypeKind::Code { .. } => "code",
            TypeKind::Empty => "empty",
            TypeKind::Integer => "integer",
            TypeKind::Natural => "natural",
            TypeKind::Rational => "rational",
            TypeKind::Real => "real",
            TypeKind::String => "string",
        }
    }
}
