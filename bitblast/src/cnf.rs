//! Lazy Tseitin conversion of the AIG into a SAT back end.
//!
//! Only the cone of literals that are asserted or assumed is converted, each node at most
//! once per polarity (Plaisted–Greenbaum: a node used only positively gets only the clauses
//! `x → def`, one used only negatively only `def → x`; the other half is added later if an
//! incremental use needs it). Multiplexers and XORs (`¬(c∧t) ∧ ¬(¬c∧e)`) are recognised and
//! encoded with one variable and up to three clauses per polarity instead of three gates.
//!
//! Because gate variables may be only half-defined, model values are always obtained by
//! evaluating the AIG on the input values (see [`crate::prop::PropSolver`]).

use crate::aig::{Aig, Lit, Node};
use crate::sat::{SatBackend, SatLit};

const POS: u8 = 1;
const NEG: u8 = 2;

/// Node-to-variable map and per-node record of the polarities already encoded.
#[derive(Default, Debug, Clone)]
pub struct CnfEncoder {
    vars: Vec<i32>,
    done: Vec<u8>,
    stack: Vec<(u32, bool)>,
    clause: Vec<SatLit>,
}

/// Recognises `x = ¬ite(c, t, e)` for an AND node `x`; returns `(c, t, e)`.
pub(crate) fn match_ite(aig: &Aig, a: Lit, b: Lit) -> Option<(Lit, Lit, Lit)> {
    if !a.is_negated() || !b.is_negated() {
        return None;
    }
    let (Node::And(a1, b1), Node::And(a2, b2)) = (aig.node(a.node()), aig.node(b.node())) else {
        return None;
    };
    if a1 == !a2 {
        Some((a1, b1, b2))
    } else if a1 == !b2 {
        Some((a1, b1, a2))
    } else if b1 == !a2 {
        Some((b1, a1, b2))
    } else if b1 == !b2 {
        Some((b1, a1, a2))
    } else {
        None
    }
}

impl CnfEncoder {
    /// An encoder with nothing converted yet.
    pub fn new() -> CnfEncoder {
        CnfEncoder::default()
    }

    /// The SAT variable of node `n`, if it has one.
    pub fn var_of(&self, n: u32) -> Option<SatLit> {
        self.vars
            .get(n as usize)
            .and_then(|&v| SatLit::from_dimacs(v))
    }

    fn sat_lit(&mut self, sat: &mut dyn SatBackend, l: Lit) -> SatLit {
        let n = l.node() as usize;
        if self.vars.len() <= n {
            self.vars.resize(n + 1, 0);
            self.done.resize(n + 1, 0);
        }
        let v = match SatLit::from_dimacs(self.vars[n]) {
            Some(v) => v,
            None => {
                let v = sat.new_var();
                self.vars[n] = v.dimacs();
                v
            }
        };
        if l.is_negated() {
            !v
        } else {
            v
        }
    }

    fn require(&mut self, l: Lit, occurs_positively: bool) {
        self.stack
            .push((l.node(), occurs_positively != l.is_negated()));
    }

    fn emit(&mut self, sat: &mut dyn SatBackend, lits: &[Lit]) {
        let mut clause = std::mem::take(&mut self.clause);
        clause.clear();
        for &l in lits {
            clause.push(self.sat_lit(sat, l));
        }
        sat.add_clause(&clause);
        self.clause = clause;
    }

    /// Encodes literal `l` (non-constant) so that it may occur with the given polarity in
    /// clauses (`true`: as is, e.g. asserted or assumed) and returns its SAT literal.
    pub fn encode(
        &mut self,
        aig: &Aig,
        sat: &mut dyn SatBackend,
        l: Lit,
        polarity: bool,
    ) -> SatLit {
        let result = self.sat_lit(sat, l);
        self.require(l, polarity);
        while let Some((n, pol)) = self.stack.pop() {
            let bit = if pol { POS } else { NEG };
            let idx = n as usize;
            if self.done.len() <= idx {
                self.vars.resize(idx + 1, 0);
                self.done.resize(idx + 1, 0);
            }
            if self.done[idx] & bit != 0 {
                continue;
            }
            self.done[idx] |= bit;
            let x = Lit::from_node(n);
            let Node::And(a, b) = aig.node(n) else {
                // Inputs need no clauses; the constant node is never encoded through here.
                self.sat_lit(sat, x);
                continue;
            };
            if let Some((c, t, e)) = match_ite(aig, a, b) {
                // x = ¬ite(c, t, e)
                let xor = t == !e;
                if pol {
                    // x → ¬ite:  (¬x ∨ ¬c ∨ ¬t), (¬x ∨ c ∨ ¬e), (¬x ∨ ¬t ∨ ¬e)
                    self.emit(sat, &[!x, !c, !t]);
                    self.emit(sat, &[!x, c, !e]);
                    if !xor {
                        self.emit(sat, &[!x, !t, !e]);
                    }
                    self.require(t, false);
                    self.require(e, false);
                } else {
                    // ¬x → ite:  (x ∨ ¬c ∨ t), (x ∨ c ∨ e), (x ∨ t ∨ e)
                    self.emit(sat, &[x, !c, t]);
                    self.emit(sat, &[x, c, e]);
                    if !xor {
                        self.emit(sat, &[x, t, e]);
                    }
                    self.require(t, true);
                    self.require(e, true);
                }
                self.require(c, true);
                self.require(c, false);
            } else if pol {
                self.emit(sat, &[!x, a]);
                self.emit(sat, &[!x, b]);
                self.require(a, true);
                self.require(b, true);
            } else {
                self.emit(sat, &[x, !a, !b]);
                self.require(a, false);
                self.require(b, false);
            }
        }
        result
    }
}
