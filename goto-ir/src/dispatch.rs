//! The dispatch a call through a function pointer becomes (CBMC's
//! `remove_function_pointers`), shared by the front end, which builds it for every such call,
//! and goto-instrument's function-pointer restrictions, which rebuild it over the targets
//! a user gives.

use crate::expr::{ExprId, Store, FALSE, TRUE};
use crate::loc::SourceLocation;
use crate::program::{InstrKind, InstrRef, Instruction};
use crate::types::{TypeId, TypeKind};
use crate::Ident;

/// Jump targets `>= LOCAL` in a replacement block are relative to the block's start.
pub const LOCAL: u32 = 1 << 31;

/// Code type `t` without parameter identifiers: the type of function designators in
/// expressions, so that `&f` and a pointer declared `int (*)(int)` agree. Other types are
/// returned as they are.
pub fn nameless(s: &mut Store, t: TypeId) -> TypeId {
    match s.ty(t).clone() {
        TypeKind::Code {
            mut params,
            ret,
            variadic,
        } => {
            for p in &mut params {
                p.identifier = None;
                p.base_name = None;
            }
            s.mk_type(TypeKind::Code {
                params,
                ret,
                variadic,
            })
        }
        _ => t,
    }
}

/// The dispatch over `candidates` (functions and their types) on pointer `ptr`, for a block
/// whose first `before` instructions the caller supplies: one `GOTO` per candidate (`ptr ==
/// &f`) to its call block, the `pointer dereference` assertion in CBMC's words (`must be f`,
/// `must be one of [f, g]`, no candidates) and `ASSUME false`, each call block followed by a
/// jump to the final `SKIP`. Targets are block-relative ([`LOCAL`]).
pub fn dispatch(
    s: &mut Store,
    ptr: ExprId,
    candidates: &[(Ident, TypeId)],
    call_blocks: Vec<Vec<Instruction>>,
    before: usize,
    loc: SourceLocation,
) -> Vec<Instruction> {
    let ptr_ty = s.type_of(ptr);
    let width = match s.ty(ptr_ty) {
        TypeKind::Pointer { width, .. } => *width,
        _ => 64,
    };
    let mut pos = before + candidates.len() + 2;
    let mut starts = Vec::with_capacity(call_blocks.len());
    for b in &call_blocks {
        starts.push(pos);
        pos += b.len() + 1;
    }
    let end = pos;
    let at = |k: usize| InstrRef(LOCAL + k as u32);
    let mut out = Vec::new();
    for ((f, t), &start) in candidates.iter().zip(&starts) {
        let nt = nameless(s, *t);
        let pt = s.pointer_type(nt, width);
        let fe = s.symbol(*f, *t);
        let addr = s.address_of(fe, pt);
        let addr = s.typecast(addr, ptr_ty);
        let c = s.eq(ptr, addr);
        out.push(Instruction::goto(c, at(start), loc));
    }
    let mut aloc = loc;
    aloc.property_class = Some(Ident::new("pointer dereference"));
    aloc.comment = Some(Ident::new(&match candidates {
        [] => "no candidates for dereferenced function pointer".to_string(),
        [(f, _)] => format!("dereferenced function pointer must be {f}"),
        more => {
            let names: Vec<&str> = more.iter().map(|(f, _)| f.as_str()).collect();
            format!(
                "dereferenced function pointer must be one of [{}]",
                names.join(", ")
            )
        }
    }));
    out.push(Instruction::with_guard(InstrKind::Assert, FALSE, aloc));
    out.push(Instruction::with_guard(InstrKind::Assume, FALSE, loc));
    for b in call_blocks {
        out.extend(b);
        out.push(Instruction::goto(TRUE, at(end), loc));
    }
    out.push(Instruction::new(InstrKind::Skip, loc));
    out
}
