//! Architecture settings recorded in a program's symbol table.
//!
//! CBMC's C front end declares constants `__CPROVER_architecture_<setting>` so that a goto
//! binary tells the settings it was compiled for; when a goto binary is loaded, CBMC takes
//! them over its command line (`configt::set_from_symbol_table`). rbmc records and reads the
//! byte order this way (`__CPROVER_architecture_endianness`: 0 none, 1 little, 2 big, CBMC's
//! `configt::ansi_ct::endiannesst`).

use crate::{Endian, ExprKind, Ident, Store, SymbolTable};
use num_traits::ToPrimitive;

/// Name of the symbol that records the byte order.
pub const ENDIANNESS_SYMBOL: &str = "__CPROVER_architecture_endianness";

/// Prefix of the architecture symbols (they are not initialised by `__CPROVER_initialize`).
pub const ARCHITECTURE_PREFIX: &str = "__CPROVER_architecture_";

/// CBMC's number for a byte order.
pub fn endianness_value(endian: Endian) -> i64 {
    match endian {
        Endian::Little => 1,
        Endian::Big => 2,
    }
}

/// A recorded setting that rbmc cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArchError {
    /// The symbol's value is not one of CBMC's numbers.
    #[error("symbol table configuration entry `{symbol}' has the unknown value {value}")]
    UnknownValue { symbol: String, value: String },
    /// The symbol has no constant value.
    #[error("symbol table configuration entry `{symbol}' is not a constant")]
    NotConstant { symbol: String },
}

/// The pointer width of the program in `symbols`: that of `void *` in CPROVER's
/// `__CPROVER_dead_object`, which the C front end declares in every unit (`None` for a
/// program without it).
pub fn recorded_pointer_width(store: &Store, symbols: &SymbolTable) -> Option<u32> {
    let sym = symbols.get(Ident::new("__CPROVER_dead_object"))?;
    match store.ty(sym.ty) {
        crate::TypeKind::Pointer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The byte order recorded in `symbols`: `None` if there is no record (a program that was
/// not compiled from C, or by a tool that does not record it) or it says "none" (0).
pub fn recorded_endianness(
    store: &Store,
    symbols: &SymbolTable,
) -> Result<Option<Endian>, ArchError> {
    let Some(sym) = symbols.get(Ident::new(ENDIANNESS_SYMBOL)) else {
        return Ok(None);
    };
    let not_constant = || ArchError::NotConstant {
        symbol: ENDIANNESS_SYMBOL.to_string(),
    };
    let mut v = sym.value.ok_or_else(not_constant)?;
    while matches!(store.kind(v), ExprKind::Typecast) {
        v = store.op(v, 0);
    }
    let n = store.as_int(v).ok_or_else(not_constant)?;
    match n.to_i64() {
        Some(0) => Ok(None),
        Some(1) => Ok(Some(Endian::Little)),
        Some(2) => Ok(Some(Endian::Big)),
        _ => Err(ArchError::UnknownValue {
            symbol: ENDIANNESS_SYMBOL.to_string(),
            value: n.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Symbol;

    fn table(value: Option<i64>) -> (Store, SymbolTable) {
        let mut s = Store::new();
        let int = s.signed(32);
        let mut t = SymbolTable::default();
        let mut sym = Symbol::new(Ident::new(ENDIANNESS_SYMBOL), int);
        sym.value = value.map(|v| s.int_const(v, int));
        t.insert(sym);
        (s, t)
    }

    #[test]
    fn reads_cbmc_numbers() {
        let (s, t) = table(Some(2));
        assert_eq!(recorded_endianness(&s, &t), Ok(Some(Endian::Big)));
        let (s, t) = table(Some(1));
        assert_eq!(recorded_endianness(&s, &t), Ok(Some(Endian::Little)));
        let (s, t) = table(Some(0));
        assert_eq!(recorded_endianness(&s, &t), Ok(None));
        assert_eq!(
            recorded_endianness(&Store::new(), &SymbolTable::default()),
            Ok(None)
        );
        assert_eq!(endianness_value(Endian::Big), 2);
    }

    #[test]
    fn rejects_unknown_values() {
        let (s, t) = table(Some(7));
        assert!(matches!(
            recorded_endianness(&s, &t),
            Err(ArchError::UnknownValue { .. })
        ));
        let (s, t) = table(None);
        assert!(matches!(
            recorded_endianness(&s, &t),
            Err(ArchError::NotConstant { .. })
        ));
    }
}
