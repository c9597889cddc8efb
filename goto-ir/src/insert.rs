//! Inserting instructions into a body while keeping jumps right.
//!
//! CBMC inserts checks with `insert_before_swap`: the new instruction takes the place of the
//! old one, so every jump that went to the old instruction now reaches the first inserted
//! instruction, while the old instruction (with its labels) moves down. [`insert_before`]
//! does the same for any number of insertion points at once.

use crate::program::{InstrRef, Instruction};

/// Inserts `new[i]` before instruction `i` of `body` for every `i` (`new` has one list per
/// instruction, possibly empty). Jump targets that pointed to `i` point to the first
/// instruction of `new[i]` afterwards (to `i` itself when `new[i]` is empty).
pub fn insert_before(body: &mut Vec<Instruction>, new: Vec<Vec<Instruction>>) {
    debug_assert!(new.len() <= body.len());
    let old = std::mem::take(body);
    let mut map = Vec::with_capacity(old.len());
    let mut out = Vec::with_capacity(old.len() + new.iter().map(Vec::len).sum::<usize>());
    let mut new = new.into_iter();
    for ins in old {
        map.push(InstrRef(out.len() as u32));
        if let Some(before) = new.next() {
            out.extend(before);
        }
        out.push(ins);
    }
    for ins in &mut out {
        for t in ins.targets.iter_mut() {
            if let Some(&m) = map.get(t.index()) {
                *t = m;
            }
        }
    }
    *body = out;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{InstrKind, SourceLocation, TRUE};

    #[test]
    fn jumps_reach_the_first_inserted_instruction() {
        let loc = SourceLocation::default();
        let mut body = vec![
            Instruction::goto(TRUE, InstrRef(1), loc),
            Instruction::new(InstrKind::Skip, loc),
            Instruction::new(InstrKind::EndFunction, loc),
        ];
        let a = Instruction::with_guard(InstrKind::Assert, TRUE, loc);
        insert_before(&mut body, vec![vec![], vec![a.clone(), a], vec![]]);
        assert_eq!(body.len(), 5);
        assert_eq!(body[0].targets[0], InstrRef(1));
        assert!(matches!(body[3].kind, InstrKind::Skip));
    }
}
