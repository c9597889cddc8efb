//! Inline assembly (`asm`/`__asm__` statements, Visual Studio's `__asm { … }` blocks), as
//! CBMC's `remove_asm` gives them meaning: the memory barriers of x86, Power and ARM
//! become `fence` instructions (which weak memory models read), a `lock` prefix or `xchg`
//! makes the instruction an atomic section with a full fence, and the x87 control-word
//! instructions read or write `__CPROVER_rounding_mode`.
//!
//! Where CBMC drops an assembly statement it does not understand, rbmc keeps it sound:
//! the statement's output operands get nondeterministic values; one that may also write
//! memory (a `"memory"` clobber) or that has no operand list (Visual Studio) is a located
//! "not supported yet" error.

use super::builtins::FENCE_KINDS;
use super::{Converter, R};
use crate::ast;
use crate::diag::Span;
use goto_ir::{ExprKind, Ident, InstrKind, Instruction};

/// What one assembly instruction does.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
    /// Nothing a C program can observe (`nop`, `pause`, an empty template, …).
    Nothing,
    /// A memory barrier with these kinds.
    Fence(&'static [&'static str]),
    /// `fstcw`/`fnstcw`: the first operand gets the x87 control word.
    StoreControlWord,
    /// `fldcw`: the rounding mode is read from the first operand.
    LoadControlWord,
    /// An instruction rbmc does not model.
    Unknown(String),
}

/// All four ordering kinds (x86 `mfence`/`lfence`/`sfence`, ARM `dmb`/`dsb`).
const FULL: &[&str] = &["WWfence", "RRfence", "RWfence", "WRfence"];
/// Power's `sync`: full and cumulative.
const SYNC: &[&str] = &FENCE_KINDS;
/// Power's `lwsync`: everything but write-to-read.
const LWSYNC: &[&str] = &[
    "WWfence", "RRfence", "RWfence", "WWcumul", "RWcumul", "RRcumul",
];

/// One instruction of a template: its prefixes and command.
struct Parsed {
    locked: bool,
    action: Action,
}

/// Splits a template into instructions (at `;` and line ends) and reads each one's
/// command; operands are not needed by any modelled instruction.
fn parse_template(text: &str) -> Vec<Parsed> {
    let mut out = Vec::new();
    for line in text.split(['\n', ';']) {
        // AT&T comments, labels (`1:`), then prefixes
        let line = line.split('#').next().unwrap_or("");
        let mut words = line
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .skip_while(|w| w.ends_with(':'))
            .map(str::to_ascii_lowercase)
            .peekable();
        let mut locked = false;
        let mut command = None;
        for w in words.by_ref() {
            match w.as_str() {
                "lock" => locked = true,
                "rep" | "repe" | "repz" | "repne" | "repnz" => {}
                _ => {
                    command = Some(w);
                    break;
                }
            }
        }
        // a prefix alone (`lock;` before the instruction it locks) does nothing, as in CBMC
        let Some(command) = command else {
            continue;
        };
        if command == "xchg" || command == "xchgl" {
            locked = true;
        }
        let action = match command.as_str() {
            "nop" | "pause" | "yield" => Action::Nothing,
            "mfence" | "lfence" | "sfence" | "dmb" | "dsb" => Action::Fence(FULL),
            "sync" => Action::Fence(SYNC),
            "lwsync" => Action::Fence(LWSYNC),
            // no effect by themselves (they order only together with a branch)
            "isync" | "isb" => Action::Fence(&[]),
            "fstcw" | "fnstcw" => Action::StoreControlWord,
            "fldcw" => Action::LoadControlWord,
            _ => Action::Unknown(command),
        };
        out.push(Parsed { locked, action });
    }
    out
}

impl Converter<'_> {
    /// Converts an assembly statement (see the module documentation).
    pub(super) fn asm_statement(&mut self, a: &ast::AsmStmt) -> R<()> {
        let instructions = parse_template(&a.template.text());
        let unknown = instructions.iter().find_map(|p| match &p.action {
            Action::Unknown(c) => Some(c.clone()),
            _ => None,
        });
        if let Some(command) = unknown {
            return self.unknown_asm(a, &command);
        }
        let operands: Vec<&ast::AsmOperand> = a.outputs.iter().chain(&a.inputs).collect();
        for p in &instructions {
            let loc = self.loc(a.span);
            if p.locked {
                self.emit(Instruction::new(InstrKind::AtomicBegin, loc));
                self.emit_fence(FULL.iter().map(|k| Ident::new(k)).collect(), a.span);
            }
            match &p.action {
                Action::Nothing | Action::Unknown(_) => {}
                Action::Fence(kinds) => {
                    self.emit_fence(kinds.iter().map(|k| Ident::new(k)).collect(), a.span)
                }
                Action::StoreControlWord | Action::LoadControlWord => {
                    let Some(op) = operands.first() else {
                        return self.fail(
                            a.span,
                            "inline assembly: the x87 control-word instruction needs an operand",
                        );
                    };
                    self.control_word(&op.expr, p.action == Action::StoreControlWord, a.span)?;
                }
            }
            if p.locked {
                self.emit(Instruction::new(InstrKind::AtomicEnd, loc));
            }
        }
        // outputs no modelled instruction writes (`asm("" : "=r"(x) : "0"(y))` launders a
        // value): an output tied to an input ("0", "[name]") gets the input's value, any
        // other becomes nondeterministic
        let writes_output = instructions
            .iter()
            .any(|p| p.action == Action::StoreControlWord);
        if !writes_output {
            self.untouched_outputs(a)?;
        }
        Ok(())
    }

    /// Gives the outputs of `a` the values of the inputs tied to them, or nondeterministic
    /// values.
    fn untouched_outputs(&mut self, a: &ast::AsmStmt) -> R<()> {
        for (k, o) in a.outputs.iter().enumerate() {
            let tied = a.inputs.iter().find(|i| {
                let c = i.constraint.text();
                c == k.to_string()
                    || o
                        .name
                        .as_ref()
                        .is_some_and(|n| c == format!("[{}]", n.name))
            });
            let lv = self.expr(&o.expr)?;
            let t = self.m.store.type_of(lv);
            let value = match tied {
                Some(i) => {
                    let v = self.rvalue(&i.expr)?;
                    self.cast(v, t)
                }
                None if o.constraint.text().starts_with('+') => continue,
                None => self.m.store.mk(ExprKind::Nondet, t, []),
            };
            let loc = self.loc(o.expr.span);
            self.emit(Instruction::new(InstrKind::Assign { lhs: lv, rhs: value }, loc));
        }
        Ok(())
    }

    /// `fstcw`/`fnstcw` (`store`): `*op = __CPROVER_rounding_mode << 10`; `fldcw`:
    /// `__CPROVER_rounding_mode = (op >> 10) & 3` (the rounding mode is bits 10 and 11
    /// of the x87 control word).
    fn control_word(&mut self, op: &ast::Expr, store: bool, span: Span) -> R<()> {
        let int = self.ct.int;
        let mode = self
            .m
            .store
            .symbol(Ident::new("__CPROVER_rounding_mode"), int);
        let ten = self.m.store.int_const(10, int);
        let loc = self.loc(span);
        if store {
            let lv = self.expr(op)?;
            let t = self.m.store.type_of(lv);
            let word = self.m.store.mk(ExprKind::Shl, int, [mode, ten]);
            let word = self.cast(word, t);
            self.emit(Instruction::new(
                InstrKind::Assign { lhs: lv, rhs: word },
                loc,
            ));
        } else {
            let v = self.rvalue(op)?;
            let v = self.promote_value(v);
            let vt = self.m.store.type_of(v);
            let ten_v = self.m.store.int_const(10, vt);
            let three = self.m.store.int_const(3, vt);
            let shifted = self.m.store.mk(ExprKind::Ashr, vt, [v, ten_v]);
            let bits = self.m.store.mk(ExprKind::BitAnd, vt, [shifted, three]);
            let bits = self.cast(bits, int);
            self.emit(Instruction::new(
                InstrKind::Assign {
                    lhs: mode,
                    rhs: bits,
                },
                loc,
            ));
        }
        Ok(())
    }

    /// An assembly statement with an instruction rbmc does not model: its outputs become
    /// nondeterministic, unless it may write more than them.
    fn unknown_asm(&mut self, a: &ast::AsmStmt, command: &str) -> R<()> {
        let clobbers_memory = a.clobbers.iter().any(|c| c.text() == "memory");
        if a.msvc || clobbers_memory || !a.labels.is_empty() {
            return self.fail(
                a.span,
                format!(
                    "inline assembly instruction '{command}' is not supported yet{}",
                    if a.msvc {
                        " (Visual Studio assembly has no operand list to model its effect)"
                    } else if !a.labels.is_empty() {
                        " (asm goto)"
                    } else {
                        " (it may write memory: \"memory\" clobber)"
                    }
                ),
            );
        }
        for o in &a.outputs {
            let lv = self.expr(&o.expr)?;
            let t = self.m.store.type_of(lv);
            let nd = self.m.store.mk(ExprKind::Nondet, t, []);
            let loc = self.loc(o.expr.span);
            self.emit(Instruction::new(
                InstrKind::Assign { lhs: lv, rhs: nd },
                loc,
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actions(t: &str) -> Vec<(bool, Action)> {
        parse_template(t)
            .into_iter()
            .map(|p| (p.locked, p.action))
            .collect()
    }

    #[test]
    fn templates() {
        assert_eq!(actions(""), vec![]);
        assert_eq!(actions("mfence"), vec![(false, Action::Fence(FULL))]);
        assert_eq!(actions("mfence;"), vec![(false, Action::Fence(FULL))]);
        assert_eq!(
            actions("\tMFENCE\n\tnop"),
            vec![(false, Action::Fence(FULL)), (false, Action::Nothing)]
        );
        assert_eq!(actions("rep; nop"), vec![(false, Action::Nothing)]);
        assert_eq!(
            actions("lock; xchg %0, %1"),
            vec![(true, Action::Unknown("xchg".into()))]
        );
        assert_eq!(
            actions("lock addl $0,0(%%rsp)"),
            vec![(true, Action::Unknown("addl".into()))]
        );
        assert_eq!(
            actions("1: fnstcw %0 # save"),
            vec![(false, Action::StoreControlWord)]
        );
        assert_eq!(actions("lwsync"), vec![(false, Action::Fence(LWSYNC))]);
    }
}
