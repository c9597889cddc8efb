//! Removal of no-op instructions (CBMC's `remove_skip`).
//!
//! An instruction is a skip when it is a SKIP, a GOTO whose guard is `false`, an
//! unconditional GOTO to the very next instruction, or an OTHER `skip` / `(void)constant`
//! statement. Skips are deleted, their labels move to the next instruction that stays, and
//! jumps to a deleted skip go to that instruction. The last instruction is never deleted,
//! nor a labelled skip directly before END_FUNCTION. Removing a skip can make a GOTO a
//! skip, so this repeats until nothing changes.

use crate::expr::{ExprKind, Store};
use crate::program::{GotoFunction, InstrKind, InstrRef, Instruction};
use crate::types::TypeKind;

/// Whether instruction `i` of `body` is equivalent to a skip. Labels make an instruction
/// a non-skip unless `ignore_labels`.
pub fn is_skip(store: &Store, body: &[Instruction], i: usize, ignore_labels: bool) -> bool {
    let ins = &body[i];
    if !ignore_labels && !ins.labels.is_empty() {
        return false;
    }
    match &ins.kind {
        InstrKind::Skip => true,
        InstrKind::Goto => {
            if store.as_bool(ins.guard) == Some(false) {
                return true;
            }
            if i + 1 >= body.len() {
                return false;
            }
            store.as_bool(ins.guard) == Some(true)
                && ins.targets.first() == Some(&InstrRef(i as u32 + 1))
        }
        InstrKind::Other(code) => match code.statement.as_str() {
            "skip" => true,
            "expression" => code.ops.first().is_some_and(|&e| {
                matches!(store.kind(e), ExprKind::Typecast)
                    && matches!(store.ty(store.type_of(e)), TypeKind::Empty)
                    && store.is_constant(store.op(e, 0))
            }),
            _ => false,
        },
        _ => false,
    }
}

/// Removes skips from `f` (see the module documentation). Returns whether anything was
/// removed. Numbering is not updated: call [`GotoModel::update`](crate::GotoModel::update).
pub fn remove_skip(store: &Store, f: &mut GotoFunction) -> bool {
    let mut removed_any = false;
    loop {
        let old_size = f.body.len();
        if old_size == 0 {
            return removed_any;
        }
        let n = old_size;
        // replacement[i] = the instruction a deleted skip i forwards to
        let mut replacement: Vec<Option<usize>> = vec![None; n];
        let mut it = 0;
        while it < n {
            let old = it;
            let mut labels = Vec::new();
            while is_skip(store, &f.body, it, true) {
                let next_is_end =
                    it + 1 < n && matches!(f.body[it + 1].kind, InstrKind::EndFunction);
                if it == n - 1
                    || (next_is_end && (!labels.is_empty() || !f.body[it].labels.is_empty()))
                {
                    break;
                }
                labels.append(&mut f.body[it].labels);
                it += 1;
            }
            if !labels.is_empty() {
                labels.append(&mut f.body[it].labels);
                f.body[it].labels = labels;
            }
            if it != old {
                for slot in &mut replacement[old..it] {
                    *slot = Some(it);
                }
            } else {
                it += 1;
            }
        }
        // new positions of the instructions that stay
        let mut new_index = vec![0u32; n];
        let mut k = 0u32;
        for i in 0..n {
            if replacement[i].is_none() {
                new_index[i] = k;
                k += 1;
            }
        }
        let body = std::mem::take(&mut f.body);
        let mut out = Vec::with_capacity(k as usize);
        for (i, mut ins) in body.into_iter().enumerate() {
            if replacement[i].is_some() {
                continue;
            }
            for t in ins.targets.iter_mut() {
                let ti = t.index();
                if ti < n {
                    let dest = replacement[ti].unwrap_or(ti);
                    *t = InstrRef(new_index[dest]);
                }
            }
            out.push(ins);
        }
        f.body = out;
        // the last instruction goes too if it is a skip and not a jump target
        if let Some(last) = f.body.len().checked_sub(1) {
            let is_target = f
                .body
                .iter()
                .any(|ins| ins.targets.iter().any(|t| t.index() == last));
            if last > 0 && is_skip(store, &f.body, last, false) && !is_target {
                f.body.pop();
            }
        }
        if f.body.len() < old_size {
            removed_any = true;
        } else {
            return removed_any;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Ident, SourceLocation, FALSE, TRUE};

    #[test]
    fn skips_go_and_jumps_follow() {
        let s = Store::new();
        let loc = SourceLocation::default();
        let mut f = GotoFunction::default();
        let mut skip = Instruction::new(InstrKind::Skip, loc);
        skip.labels.push(Ident::new("L"));
        f.body = vec![
            Instruction::goto(FALSE, InstrRef(2), loc),
            Instruction::goto(TRUE, InstrRef(2), loc),
            skip,
            Instruction::with_guard(InstrKind::Assert, FALSE, loc),
            Instruction::goto(TRUE, InstrRef(2), loc),
            Instruction::new(InstrKind::EndFunction, loc),
        ];
        assert!(remove_skip(&s, &mut f));
        assert_eq!(f.body.len(), 3);
        assert!(matches!(f.body[0].kind, InstrKind::Assert));
        assert_eq!(f.body[0].labels, vec![Ident::new("L")]);
        assert_eq!(f.body[1].targets[0], InstrRef(0));
    }
}
