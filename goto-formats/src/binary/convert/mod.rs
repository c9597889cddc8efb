//! Conversion between the irep-level [`GotoBinary`] and goto-ir's [`GotoModel`].
//!
//! Reading ([`to_model`]) maps CBMC's irep ids to [`ExprKind`]/[`TypeKind`]: expression ids
//! goto-ir does not model load as [`ExprKind::Other`] (operands and type kept, named
//! attributes dropped); a type id goto-ir does not model, a `code` irep where an expression
//! is expected, or a malformed irep is a [`BinaryError`] naming the id and where it was
//! found. Comments (`#c_type`, `#source_location` of expressions, ...) are not part of the
//! model and are dropped.
//!
//! Writing ([`from_model`]) produces the shapes CBMC 6 writes: constants as hexadecimal
//! two's-complement bvrep (`NULL` for null pointers, `true`/`false`, decimal for `integer`),
//! `code` ireps with a `statement`, the `empty` type and `#source_location`, `#c_type` on
//! integer types, source locations with id `""` (or `nil`), `true` guards on instructions
//! without a condition and CBMC's canonical target numbers.

mod read;
mod write;

use crate::{Endian, ExprKind, GotoModel, OverflowOp};

use super::error::BinaryError;
use super::model::GotoBinary;

pub use read::to_model;
pub use write::from_model;

/// Reads a goto binary (raw or ELF) straight into a [`GotoModel`] (numbering updated).
pub fn read_model(bytes: &[u8]) -> Result<GotoModel, BinaryError> {
    to_model(&super::read(bytes)?)
}

/// Serialises a [`GotoModel`] as a goto binary (version 6); see [`from_model`] for what
/// cannot be written.
pub fn write_model(model: &GotoModel) -> Result<Vec<u8>, BinaryError> {
    Ok(from_model(model)?.to_bytes())
}

impl GotoBinary {
    /// Converts to goto-ir's model; see [`to_model`].
    pub fn to_model(&self) -> Result<GotoModel, BinaryError> {
        to_model(self)
    }
}

/// Expression kinds without payload and their CBMC ids (both directions use this table).
const SIMPLE_KINDS: &[(ExprKind, &str)] = &[
    (ExprKind::Plus, "+"),
    (ExprKind::Minus, "-"),
    (ExprKind::Mult, "*"),
    (ExprKind::Div, "/"),
    (ExprKind::Mod, "mod"),
    (ExprKind::Rem, "rem"),
    (ExprKind::UnaryMinus, "unary-"),
    (ExprKind::UnaryPlus, "unary+"),
    (ExprKind::Abs, "abs"),
    (ExprKind::Shl, "shl"),
    (ExprKind::Ashr, "ashr"),
    (ExprKind::Lshr, "lshr"),
    (ExprKind::RotateLeft, "rol"),
    (ExprKind::RotateRight, "ror"),
    (ExprKind::BitAnd, "bitand"),
    (ExprKind::BitOr, "bitor"),
    (ExprKind::BitXor, "bitxor"),
    (ExprKind::BitNot, "bitnot"),
    (ExprKind::BitNand, "bitnand"),
    (ExprKind::BitNor, "bitnor"),
    (ExprKind::BitXnor, "bitxnor"),
    (ExprKind::And, "and"),
    (ExprKind::Or, "or"),
    (ExprKind::Xor, "xor"),
    (ExprKind::Not, "not"),
    (ExprKind::Implies, "=>"),
    (ExprKind::Equal, "="),
    (ExprKind::NotEqual, "notequal"),
    (ExprKind::Lt, "<"),
    (ExprKind::Le, "<="),
    (ExprKind::Gt, ">"),
    (ExprKind::Ge, ">="),
    (ExprKind::If, "if"),
    (ExprKind::Typecast, "typecast"),
    (ExprKind::Index, "index"),
    (ExprKind::With, "with"),
    (ExprKind::Struct, "struct"),
    (ExprKind::Array, "array"),
    (ExprKind::ArrayOf, "array_of"),
    (ExprKind::AddressOf, "address_of"),
    (ExprKind::Dereference, "dereference"),
    (ExprKind::PointerObject, "pointer_object"),
    (ExprKind::PointerOffset, "pointer_offset"),
    (ExprKind::ObjectSize, "object_size"),
    (ExprKind::IsDynamicObject, "is_dynamic_object"),
    (ExprKind::IsInvalidPointer, "is_invalid_pointer"),
    (ExprKind::ROk, "r_ok"),
    (ExprKind::WOk, "w_ok"),
    (ExprKind::RwOk, "rw_ok"),
    (ExprKind::NullObject, "NULL-object"),
    (ExprKind::Infinity, "infinity"),
    (
        ExprKind::ByteExtract(Endian::Little),
        "byte_extract_little_endian",
    ),
    (
        ExprKind::ByteExtract(Endian::Big),
        "byte_extract_big_endian",
    ),
    (
        ExprKind::ByteUpdate(Endian::Little),
        "byte_update_little_endian",
    ),
    (ExprKind::ByteUpdate(Endian::Big), "byte_update_big_endian"),
    (ExprKind::Overflow(OverflowOp::Plus), "overflow-+"),
    (ExprKind::Overflow(OverflowOp::Minus), "overflow--"),
    (ExprKind::Overflow(OverflowOp::Mult), "overflow-*"),
    (ExprKind::Overflow(OverflowOp::Shl), "overflow-shl"),
    (
        ExprKind::Overflow(OverflowOp::UnaryMinus),
        "overflow-unary-",
    ),
    (ExprKind::Extractbit, "extractbit"),
    (ExprKind::Extractbits, "extractbits"),
    (ExprKind::Concatenation, "concatenation"),
    (ExprKind::ZeroExtend, "zero_extend"),
    (ExprKind::Popcount, "popcount"),
    (ExprKind::BitReverse, "bitreverse"),
    (ExprKind::Forall, "forall"),
    (ExprKind::Exists, "exists"),
    (ExprKind::Lambda, "lambda"),
    (ExprKind::Let, "let"),
    (ExprKind::FunctionApplication, "function_application"),
    (ExprKind::FloatbvPlus, "floatbv_plus"),
    (ExprKind::FloatbvMinus, "floatbv_minus"),
    (ExprKind::FloatbvMult, "floatbv_mult"),
    (ExprKind::FloatbvDiv, "floatbv_div"),
    (ExprKind::FloatbvRem, "floatbv_rem"),
    (ExprKind::FloatbvSqrt, "floatbv_sqrt"),
    (ExprKind::FloatbvTypecast, "floatbv_typecast"),
    (ExprKind::IeeeFloatEqual, "ieee_float_equal"),
    (ExprKind::IeeeFloatNotEqual, "ieee_float_notequal"),
    (ExprKind::IsNan, "isnan"),
    (ExprKind::IsInf, "isinf"),
    (ExprKind::IsFinite, "isfinite"),
    (ExprKind::IsNormal, "isnormal"),
];

type Tables = (
    rustc_hash::FxHashMap<ExprKind, &'static str>,
    rustc_hash::FxHashMap<&'static str, ExprKind>,
);

fn tables() -> &'static Tables {
    use std::sync::OnceLock;
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let by_kind = SIMPLE_KINDS
            .iter()
            .map(|(k, id)| (k.clone(), *id))
            .collect();
        let by_id = SIMPLE_KINDS
            .iter()
            .map(|(k, id)| (*id, k.clone()))
            .collect();
        (by_kind, by_id)
    })
}

/// The CBMC id of a payload-free kind.
fn simple_id(kind: &ExprKind) -> Option<&'static str> {
    tables().0.get(kind).copied()
}

/// The payload-free kind with CBMC id `id`.
fn simple_kind(id: &str) -> Option<ExprKind> {
    tables().1.get(id).cloned()
}

/// CBMC's hexadecimal bvrep of `v` in `width` bits (two's complement, upper case, no
/// leading zeros).
pub(crate) fn to_bvrep(v: &num_bigint::BigInt, width: u32) -> String {
    use num_traits::Signed;
    if v.is_negative() {
        let m = (num_bigint::BigInt::from(1u8) << width) + v;
        format!("{m:X}")
    } else {
        format!("{v:X}")
    }
}

#[cfg(test)]
mod tests {
    #[allow(unused_imports)] // unused where a harness-less bench compiles the module
    use super::*;

    #[test]
    fn ids_agree_with_the_printer() {
        for (kind, id) in SIMPLE_KINDS {
            assert_eq!(crate::format::expr_id(kind), *id, "{kind:?}");
            assert_eq!(simple_kind(id).as_ref(), Some(kind));
        }
    }

    #[test]
    fn bvrep_is_upper_case_twos_complement() {
        use num_bigint::BigInt;
        assert_eq!(to_bvrep(&BigInt::from(-1), 32), "FFFFFFFF");
        assert_eq!(to_bvrep(&BigInt::from(0), 8), "0");
        assert_eq!(to_bvrep(&BigInt::from(255), 8), "FF");
        assert_eq!(to_bvrep(&BigInt::from(-128), 8), "80");
        assert_eq!(to_bvrep(&BigInt::from(10), 64), "A");
    }
}
