//! C types as goto-ir types: the data model, integer ranks, promotions and the usual
//! arithmetic conversions, and struct/union layout (sizes, alignment, padding, bit-fields).
//!
//! goto-ir types carry no C spelling, so a C type is its goto-ir type: `int` is
//! `signedbv[32]`, `unsigned long` on LP64 is `unsignedbv[64]`, `_Bool` is `c_bool[8]`,
//! `char` is `signedbv[8]` (x86 chars are signed). Struct layout is made explicit the way
//! CBMC does it: padding members `$padN` (unsigned bit-vectors flagged `padding`) are
//! inserted, so the offset of a member is the sum of the widths before it.

use crate::preprocess::DataModel;
use goto_ir::layout::Layout;
use goto_ir::{Component, Ident, Store, SymbolTable, TypeId, TypeKind};
use num_traits::ToPrimitive;

/// The target: data model and byte order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Target {
    pub data_model: DataModel,
    pub big_endian: bool,
    /// Plain `char` is unsigned (`--unsigned-char`).
    pub unsigned_char: bool,
}

impl Target {
    pub fn pointer_width(&self) -> u32 {
        self.data_model.pointer_width()
    }
    pub fn long_width(&self) -> u32 {
        self.data_model.pointer_width()
    }
    /// Largest alignment of a scalar (long double / __int128 on x86-64: 16, i386: 4 for
    /// long long? GCC uses 4 for double/long long inside structs on i386).
    pub fn max_scalar_align(&self) -> u64 {
        match self.data_model {
            DataModel::Lp64 => 16,
            DataModel::Ilp32 => 4,
        }
    }
}

/// Frequently used types, interned once.
#[derive(Clone, Copy, Debug)]
pub struct CommonTypes {
    pub bool_: TypeId,
    pub c_bool: TypeId,
    pub char_: TypeId,
    pub uchar: TypeId,
    /// `signed char` (plain `char` is [`CommonTypes::char_`], signed or not by target).
    pub schar: TypeId,
    pub short: TypeId,
    pub ushort: TypeId,
    pub int: TypeId,
    pub uint: TypeId,
    pub long: TypeId,
    pub ulong: TypeId,
    pub llong: TypeId,
    pub ullong: TypeId,
    pub int128: TypeId,
    pub uint128: TypeId,
    pub size_t: TypeId,
    pub ssize_t: TypeId,
    pub void: TypeId,
    pub void_ptr: TypeId,
    pub char_ptr: TypeId,
    pub float: TypeId,
    pub double: TypeId,
    pub long_double: TypeId,
    pub float128: TypeId,
}

impl CommonTypes {
    pub fn new(store: &mut Store, target: &Target) -> CommonTypes {
        let pw = target.pointer_width();
        let lw = target.long_width();
        let void = store.empty_type();
        let char_ = if target.unsigned_char {
            store.unsigned(8)
        } else {
            store.signed(8)
        };
        // CBMC's long double: IEEE quadruple on x86-64 (width 128), and a 96-bit format
        // with 80 fraction bits on i386 (its `long_double_type`)
        let long_double = match target.data_model {
            DataModel::Lp64 => store.mk_type(TypeKind::Floatbv {
                width: 128,
                fraction: 112,
            }),
            DataModel::Ilp32 => store.mk_type(TypeKind::Floatbv {
                width: 96,
                fraction: 80,
            }),
        };
        CommonTypes {
            bool_: goto_ir::BOOL,
            c_bool: store.mk_type(TypeKind::CBool(8)),
            char_,
            uchar: store.unsigned(8),
            schar: store.signed(8),
            short: store.signed(16),
            ushort: store.unsigned(16),
            int: store.signed(32),
            uint: store.unsigned(32),
            long: store.signed(lw),
            ulong: store.unsigned(lw),
            llong: store.signed(64),
            ullong: store.unsigned(64),
            int128: store.signed(128),
            uint128: store.unsigned(128),
            size_t: store.unsigned(pw),
            ssize_t: store.signed(pw),
            void,
            void_ptr: store.pointer_type(void, pw),
            char_ptr: store.pointer_type(char_, pw),
            float: store.mk_type(TypeKind::Floatbv {
                width: 32,
                fraction: 23,
            }),
            double: store.mk_type(TypeKind::Floatbv {
                width: 64,
                fraction: 52,
            }),
            long_double,
            float128: store.mk_type(TypeKind::Floatbv {
                width: 128,
                fraction: 112,
            }),
        }
    }
}

/// Whether `t` is an integer type (including `_Bool`, bit-fields, enums as `int`).
pub fn is_integer(store: &Store, t: TypeId) -> bool {
    matches!(
        store.ty(t),
        TypeKind::Signed(_)
            | TypeKind::Unsigned(_)
            | TypeKind::CBool(_)
            | TypeKind::CBitField { .. }
            | TypeKind::Bv(_)
    )
}

/// Arithmetic types: integers and floating point.
pub fn is_arithmetic(store: &Store, t: TypeId) -> bool {
    is_integer(store, t) || store.ty(t).is_float()
}

/// Scalar types: arithmetic, pointers and `bool`.
pub fn is_scalar(store: &Store, t: TypeId) -> bool {
    is_arithmetic(store, t) || store.ty(t).is_pointer() || t == goto_ir::BOOL
}

pub fn is_pointer(store: &Store, t: TypeId) -> bool {
    store.ty(t).is_pointer()
}

/// The pointee of a pointer type.
pub fn pointee(store: &Store, t: TypeId) -> Option<TypeId> {
    match store.ty(t) {
        TypeKind::Pointer { base, .. } => Some(*base),
        _ => None,
    }
}

/// Integer promotion (C11 6.3.1.1): types narrower than `int` (and `_Bool`, bit-fields)
/// become `int` if it can represent all values, else `unsigned int`.
pub fn promote(store: &Store, ct: &CommonTypes, t: TypeId) -> TypeId {
    match *store.ty(t) {
        TypeKind::CBool(_) => ct.int,
        TypeKind::Signed(w) if w < 32 => ct.int,
        TypeKind::Unsigned(w) if w < 32 => ct.int,
        TypeKind::CBitField { width, base } => {
            let signed = store.ty(base).is_signed();
            if width < 32 || (width == 32 && signed) {
                if signed || width < 32 {
                    ct.int
                } else {
                    ct.uint
                }
            } else {
                base
            }
        }
        _ => t,
    }
}

/// Float rank: wider floats rank higher.
fn float_width(store: &Store, t: TypeId) -> Option<u32> {
    match store.ty(t) {
        TypeKind::Floatbv { width, .. } => Some(*width),
        _ => None,
    }
}

/// The usual arithmetic conversions (C11 6.3.1.8): the common type of two arithmetic
/// operands after promotion.
pub fn usual_arithmetic(store: &mut Store, ct: &CommonTypes, a: TypeId, b: TypeId) -> TypeId {
    match (float_width(store, a), float_width(store, b)) {
        (Some(x), Some(y)) => return if x >= y { a } else { b },
        (Some(_), None) => return a,
        (None, Some(_)) => return b,
        _ => {}
    }
    let a = promote(store, ct, a);
    let b = promote(store, ct, b);
    if a == b {
        return a;
    }
    let (wa, sa) = int_info(store, a);
    let (wb, sb) = int_info(store, b);
    if sa == sb {
        return if wa >= wb { a } else { b };
    }
    let (u, wu, s, ws) = if sa { (b, wb, a, wa) } else { (a, wa, b, wb) };
    if wu >= ws {
        u
    } else if ws > wu {
        s
    } else {
        store.unsigned(ws)
    }
}

/// Width and signedness of an integer type.
pub fn int_info(store: &Store, t: TypeId) -> (u32, bool) {
    match *store.ty(t) {
        TypeKind::Signed(w) => (w, true),
        TypeKind::Unsigned(w) | TypeKind::Bv(w) | TypeKind::CBool(w) => (w, false),
        TypeKind::CBitField { width, base } => (width, store.ty(base).is_signed()),
        TypeKind::Pointer { width, .. } => (width, false),
        _ => (0, false),
    }
}

/// Size and alignment in bytes of a complete type; `None` for incomplete types, functions
/// and `void`.
pub fn size_align(
    store: &Store,
    symbols: &SymbolTable,
    target: &Target,
    t: TypeId,
) -> Option<(u64, u64)> {
    let t = symbols.follow(store, t);
    match store.ty(t) {
        TypeKind::Bool => Some((1, 1)),
        TypeKind::Signed(w)
        | TypeKind::Unsigned(w)
        | TypeKind::Bv(w)
        | TypeKind::CBool(w)
        | TypeKind::Pointer { width: w, .. } => {
            let bytes = (*w as u64).div_ceil(8);
            let align = if target.data_model == DataModel::Ilp32 && bytes == 8 {
                4
            } else {
                bytes.clamp(1, target.max_scalar_align())
            };
            Some((bytes, align))
        }
        TypeKind::Floatbv { width, .. } => {
            let bytes = match *width {
                96 => 12,
                w => (w as u64).div_ceil(8),
            };
            let align = match target.data_model {
                DataModel::Ilp32 => bytes.min(4),
                DataModel::Lp64 => bytes.min(16),
            };
            Some((bytes, align))
        }
        TypeKind::CBitField { base, .. } => size_align(store, symbols, target, *base),
        TypeKind::Array { elem, size } => {
            let (es, ea) = size_align(store, symbols, target, *elem)?;
            let n = match size {
                Some(s) => u64::try_from(store.as_int(*s)?).ok()?,
                None => 0,
            };
            Some((es * n, ea))
        }
        TypeKind::Vector { elem, size } => {
            let (es, _) = size_align(store, symbols, target, *elem)?;
            let n = u64::try_from(store.as_int(*size)?).ok()?;
            Some((es * n, es * n))
        }
        TypeKind::Complex { elem } => {
            let (es, ea) = size_align(store, symbols, target, *elem)?;
            Some((2 * es, ea))
        }
        TypeKind::Struct(c) | TypeKind::Union(c) => {
            if c.incomplete {
                return None;
            }
            // the size is the layout oracle's (padding members are already in place); the
            // alignment is the one laid down with the layout, else the largest of the
            // members' (1 when packed)
            if let Some(a) = c.align {
                return Some((Layout::new(store, symbols).bytes_u64(t)?, a));
            }
            let mut align: u64 = 1;
            for comp in &c.components {
                let ca = match store.ty(comp.ty) {
                    TypeKind::CBitField { base, .. } => {
                        size_align(store, symbols, target, *base).map_or(1, |x| x.1)
                    }
                    _ if comp.padding => 1,
                    _ => size_align(store, symbols, target, comp.ty)?.1,
                };
                if !comp.padding && !c.packed {
                    align = align.max(ca);
                }
            }
            let bytes = Layout::new(store, symbols).bytes_u64(t)?;
            Some((bytes, align))
        }
        TypeKind::CEnum { base, .. } => size_align(store, symbols, target, *base),
        _ => None,
    }
}

/// The name prefix of unnamed bit-fields (`$bit_field_pad0`, …), as CBMC names them.
pub const UNNAMED_BIT_FIELD: &str = "$bit_field_pad";

/// A struct or union member to lay out.
pub struct MemberSpec {
    pub name: Ident,
    pub ty: TypeId,
    /// The width of a bit-field.
    pub bit_width: Option<u32>,
    /// The alignment in bytes that `aligned`/`_Alignas` (on the member or its typedef) ask
    /// for; it only raises the member's alignment, also in a packed struct (GCC).
    pub align: Option<u64>,
}

/// How a struct or union is packed and aligned as a whole.
#[derive(Clone, Copy, Debug, Default)]
pub struct Packing {
    /// `__attribute__((packed))` or `#pragma pack(1)`: members' own types align to 1.
    pub packed: bool,
    /// `#pragma pack(N)`, N > 1: no member aligns to more than N, explicit alignments
    /// included (GCC).
    pub pack: Option<u64>,
    /// `__attribute__((aligned(N)))` on the type: it aligns to at least N.
    pub align: Option<u64>,
}

/// A laid-out struct or union body: its components (padding inserted) and its alignment
/// where that is not the largest of its members' types' (see [`goto_ir::Compound::align`]).
pub struct LaidOut {
    pub components: Vec<Component>,
    pub align: Option<u64>,
}

/// Lays out struct members: inserts padding members and turns bit-fields into
/// `c_bit_field` members so that offsets follow GCC's rules. `members` are in declaration
/// order; unnamed bit-fields are padding. Bit-fields take no explicit alignment, and
/// `#pragma pack(N)` does not move them (the caller refuses both where they would matter).
pub fn layout_struct(
    store: &mut Store,
    symbols: &SymbolTable,
    target: &Target,
    members: Vec<MemberSpec>,
    packing: Packing,
    is_union: bool,
) -> LaidOut {
    let packed = packing.packed;
    // whether the alignment differs from the one the members' types give
    let mut explicit = packing.align.is_some() || members.iter().any(|m| m.align.is_some());
    let mut out = Vec::new();
    let mut pad_no = 0;
    let mut bit_pos: u64 = 0; // current offset in bits
    let mut max_align: u64 = 1;
    let add_pad = |out: &mut Vec<Component>, store: &mut Store, bits: u64, pad_no: &mut u32| {
        if bits == 0 {
            return;
        }
        let ty = store.unsigned(bits as u32);
        out.push(Component {
            name: Ident::new(&format!("$pad{}", *pad_no)),
            pretty_name: None,
            ty,
            padding: true,
        });
        *pad_no += 1;
    };
    for MemberSpec {
        name,
        ty,
        bit_width,
        align: wanted,
    } in members
    {
        let (size, align) = size_align(store, symbols, target, ty).unwrap_or((0, 1));
        let align = if packed { 1 } else { align };
        let align = align.max(wanted.unwrap_or(1));
        let align = match packing.pack {
            Some(n) if align > n => {
                explicit = true;
                n
            }
            _ => align,
        };
        if is_union {
            let cty = match bit_width {
                Some(w) => store.mk_type(TypeKind::CBitField { width: w, base: ty }),
                None => ty,
            };
            // an unnamed bit-field is padding: initialisers skip it (C11 6.7.9p9), and its
            // type does not align the union (System V ABI, as gcc)
            let padding = name.as_str().starts_with(UNNAMED_BIT_FIELD);
            if !padding {
                max_align = max_align.max(align);
            }
            out.push(Component {
                name,
                pretty_name: None,
                ty: cty,
                padding,
            });
            continue;
        }
        match bit_width {
            Some(w) => {
                let unit = size * 8;
                if w == 0 {
                    // zero-width: align to the next unit of the declared type
                    let next = bit_pos.div_ceil(unit.max(8)) * unit.max(8);
                    add_pad(&mut out, store, next - bit_pos, &mut pad_no);
                    bit_pos = next;
                    continue;
                }
                if !packed && unit > 0 {
                    let start_unit = bit_pos / unit;
                    let end_unit = (bit_pos + w as u64 - 1) / unit;
                    if start_unit != end_unit {
                        let next = (start_unit + 1) * unit;
                        add_pad(&mut out, store, next - bit_pos, &mut pad_no);
                        bit_pos = next;
                    }
                }
                let bty = store.mk_type(TypeKind::CBitField { width: w, base: ty });
                let padding = name.as_str().starts_with(UNNAMED_BIT_FIELD);
                // the type of an unnamed bit-field does not align the struct (System V
                // ABI, as gcc): it only places the field
                if !packed && unit > 0 && !padding {
                    max_align = max_align.max(align);
                }
                out.push(Component {
                    name,
                    pretty_name: None,
                    ty: bty,
                    padding,
                });
                bit_pos += w as u64;
            }
            None => {
                let abits = align * 8;
                let next = bit_pos.div_ceil(abits) * abits;
                add_pad(&mut out, store, next - bit_pos, &mut pad_no);
                bit_pos = next;
                max_align = max_align.max(align);
                out.push(Component {
                    name,
                    pretty_name: None,
                    ty,
                    padding: false,
                });
                bit_pos += size * 8;
            }
        }
    }
    let max_align = max_align.max(packing.align.unwrap_or(1));
    let abits = max_align * 8;
    if is_union {
        // a union is as large as its largest member rounded up to its alignment: a padding
        // member of that whole size makes the layout say so
        let largest = out
            .iter()
            .map(|m| match store.ty(m.ty) {
                TypeKind::CBitField { width, .. } => u64::from(*width),
                _ => size_align(store, symbols, target, m.ty).map_or(0, |x| x.0 * 8),
            })
            .max()
            .unwrap_or(0);
        let end = largest.div_ceil(abits) * abits;
        if end > largest.div_ceil(8) * 8 {
            add_pad(&mut out, store, end, &mut pad_no);
        }
    } else {
        let end = bit_pos.div_ceil(abits) * abits;
        add_pad(&mut out, store, end - bit_pos, &mut pad_no);
    }
    LaidOut {
        components: out,
        align: explicit.then_some(max_align),
    }
}

/// Bit offset of member `name` in a struct or union type (after layout), from the layout
/// oracle.
pub fn member_offset_bits(store: &Store, symbols: &SymbolTable, ty: TypeId, name: Ident) -> Option<u64> {
    Layout::new(store, symbols)
        .member(ty, name)
        .ok()?
        .bit_offset
        .to_u64()
}
