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
    insert_around(body, new, Vec::new(), Vec::new());
}

/// [`insert_before`] with two more kinds of insertion that no jump reaches (CBMC's
/// `insert_before` and `insert_after`, which leave jump targets alone): `unreached[i]` goes
/// between `new[i]` and instruction `i` (a jump to `i` skips it unless `new[i]` is not
/// empty), `after[i]` right after instruction `i` (reached only by falling through `i`).
/// Missing lists are empty.
pub fn insert_around(
    body: &mut Vec<Instruction>,
    new: Vec<Vec<Instruction>>,
    unreached: Vec<Vec<Instruction>>,
    after: Vec<Vec<Instruction>>,
) {
    debug_assert!(new.len() <= body.len());
    let old = std::mem::take(body);
    let mut map = Vec::with_capacity(old.len());
    let extra = [&new, &unreached, &after]
        .iter()
        .map(|v| v.iter().map(Vec::len).sum::<usize>())
        .sum::<usize>();
    let mut out = Vec::with_capacity(old.len() + extra);
    let mut new = new.into_iter();
    let mut unreached = unreached.into_iter();
    let mut after = after.into_iter();
    for ins in old {
        let landing = out.len();
        let before = new.next().unwrap_or_default();
        let landed = !before.is_empty();
        out.extend(before);
        out.extend(unreached.next().unwrap_or_default());
        let at = out.len();
        map.push(InstrRef(if landed { landing } else { at } as u32));
        out.push(ins);
        out.extend(after.next().unwrap_or_default());
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

    #[test]
    fn unreached_insertions_are_skipped_by_jumps() {
        let loc = SourceLocation::default();
        let mut body = vec![
            Instruction::goto(TRUE, InstrRef(2), loc),
            Instruction::new(InstrKind::Assume, loc),
            Instruction::new(InstrKind::Skip, loc),
            Instruction::new(InstrKind::EndFunction, loc),
        ];
        let a = Instruction::with_guard(InstrKind::Assert, TRUE, loc);
        // before the ASSUME (unreached) and after it: the jump to the SKIP lands on it
        insert_around(
            &mut body,
            Vec::new(),
            vec![vec![], vec![a.clone()]],
            vec![vec![], vec![a]],
        );
        assert_eq!(body.len(), 6);
        assert!(matches!(body[1].kind, InstrKind::Assert));
        assert!(matches!(body[2].kind, InstrKind::Assume));
        assert!(matches!(body[3].kind, InstrKind::Assert));
        assert_eq!(body[0].targets[0], InstrRef(4));
        assert!(matches!(body[4].kind, InstrKind::Skip));
    }
}
