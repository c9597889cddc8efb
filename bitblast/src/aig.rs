//! And-inverter graph with structural hashing and constant folding.
//!
//! Node 0 is the constant FALSE; every other node is either a free input or the AND of two
//! literals of earlier nodes, so node numbers are a topological order. A [`Lit`] is a node
//! number shifted left by one with the lowest bit meaning "negated".

use rustc_hash::FxHashMap;
use std::fmt;

/// A literal of the AIG: `node << 1 | negated`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lit(u32);

impl Lit {
    /// The constant false.
    pub const FALSE: Lit = Lit(0);
    /// The constant true.
    pub const TRUE: Lit = Lit(1);

    /// The positive literal of node `node`.
    pub fn from_node(node: u32) -> Lit {
        Lit(node << 1)
    }
    /// A constant literal.
    pub fn constant(value: bool) -> Lit {
        if value {
            Lit::TRUE
        } else {
            Lit::FALSE
        }
    }
    /// The node number.
    pub fn node(self) -> u32 {
        self.0 >> 1
    }
    /// Whether the literal is negated.
    pub fn is_negated(self) -> bool {
        self.0 & 1 == 1
    }
    /// Whether the literal is TRUE or FALSE.
    pub fn is_const(self) -> bool {
        self.0 < 2
    }
    /// The constant value, if constant.
    pub fn as_const(self) -> Option<bool> {
        match self.0 {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
    /// The raw encoding.
    pub fn raw(self) -> u32 {
        self.0
    }
    /// Negates the literal if `negate`.
    pub fn xor_sign(self, negate: bool) -> Lit {
        Lit(self.0 ^ negate as u32)
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

impl fmt::Debug for Lit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.as_const() {
            Some(true) => write!(f, "T"),
            Some(false) => write!(f, "F"),
            None => write!(
                f,
                "{}{}",
                if self.is_negated() { "!" } else { "" },
                self.node()
            ),
        }
    }
}

/// A node of the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    /// Node 0.
    False,
    /// A free variable.
    Input,
    /// Conjunction of two literals (ordered: first <= second).
    And(Lit, Lit),
}

/// The graph. Cloning is cheap enough for tests; solvers own one.
#[derive(Clone, Debug)]
pub struct Aig {
    nodes: Vec<Node>,
    strash: FxHashMap<(Lit, Lit), Lit>,
}

impl Default for Aig {
    fn default() -> Self {
        Self::new()
    }
}

impl Aig {
    /// A graph holding only the constant node.
    pub fn new() -> Aig {
        Aig {
            nodes: vec![Node::False],
            strash: FxHashMap::default(),
        }
    }

    /// Number of nodes (including the constant node).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: the constant node exists from the start.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The node `n` (panics only on a node number this graph never produced).
    pub fn node(&self, n: u32) -> Node {
        self.nodes[n as usize]
    }

    /// A fresh input.
    pub fn input(&mut self) -> Lit {
        let n = self.nodes.len() as u32;
        self.nodes.push(Node::Input);
        Lit::from_node(n)
    }

    /// `a ∧ b`, folded and hashed.
    pub fn and(&mut self, a: Lit, b: Lit) -> Lit {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        if a == Lit::FALSE || a == !b {
            return Lit::FALSE;
        }
        if a == Lit::TRUE || a == b {
            return b;
        }
        // One-level simplifications with an AND child (cheap and frequent in circuits).
        for (x, y) in [(a, b), (b, a)] {
            if let (false, Node::And(p, q)) = (x.is_negated(), self.nodes[x.node() as usize]) {
                // (p ∧ q) ∧ y with y ∈ {p, q}: x; y ∈ {¬p, ¬q}: false.
                if y == p || y == q {
                    return x;
                }
                if y == !p || y == !q {
                    return Lit::FALSE;
                }
            }
            if let (true, Node::And(p, q)) = (x.is_negated(), self.nodes[x.node() as usize]) {
                // ¬(p ∧ q) ∧ y with y ∈ {¬p, ¬q}: y.
                if y == !p || y == !q {
                    return y;
                }
            }
        }
        if let Some(&l) = self.strash.get(&(a, b)) {
            return l;
        }
        let n = self.nodes.len() as u32;
        self.nodes.push(Node::And(a, b));
        let l = Lit::from_node(n);
        self.strash.insert((a, b), l);
        l
    }

    /// `a ∨ b`.
    pub fn or(&mut self, a: Lit, b: Lit) -> Lit {
        !self.and(!a, !b)
    }

    /// `a ⊕ b` (two AND nodes plus one for the result).
    pub fn xor(&mut self, a: Lit, b: Lit) -> Lit {
        match (a.as_const(), b.as_const()) {
            (Some(x), _) => return b.xor_sign(x),
            (_, Some(y)) => return a.xor_sign(y),
            _ => {}
        }
        if a == b {
            return Lit::FALSE;
        }
        if a == !b {
            return Lit::TRUE;
        }
        // Normalise signs so that a ⊕ b and ¬a ⊕ ¬b share nodes.
        let neg = a.is_negated() != b.is_negated();
        let (a, b) = (Lit(a.0 & !1), Lit(b.0 & !1));
        let t = self.and(a, !b);
        let e = self.and(!a, b);
        self.or(t, e).xor_sign(neg)
    }

    /// `a ⇔ b`.
    pub fn xnor(&mut self, a: Lit, b: Lit) -> Lit {
        !self.xor(a, b)
    }

    /// `c ? t : e`.
    pub fn ite(&mut self, c: Lit, t: Lit, e: Lit) -> Lit {
        match c.as_const() {
            Some(true) => return t,
            Some(false) => return e,
            None => {}
        }
        if t == e {
            return t;
        }
        if t == !e {
            return self.xnor(c, t);
        }
        let x = self.and(c, t);
        let y = self.and(!c, e);
        self.or(x, y)
    }

    /// `a ⇒ b`.
    pub fn implies(&mut self, a: Lit, b: Lit) -> Lit {
        self.or(!a, b)
    }

    /// Conjunction of many literals (balanced tree).
    pub fn and_all(&mut self, lits: &[Lit]) -> Lit {
        match lits.len() {
            0 => Lit::TRUE,
            1 => lits[0],
            n => {
                let (l, r) = lits.split_at(n / 2);
                let l = self.and_all(l);
                let r = self.and_all(r);
                self.and(l, r)
            }
        }
    }

    /// Disjunction of many literals (balanced tree).
    pub fn or_all(&mut self, lits: &[Lit]) -> Lit {
        let neg: Vec<Lit> = lits.iter().map(|&l| !l).collect();
        !self.and_all(&neg)
    }

    /// Evaluates literals given the values of inputs (`input(node)` is asked for each input
    /// node in the cone). Iterative; values of all nodes up to the largest one are computed.
    pub fn evaluate(&self, lits: &[Lit], mut input: impl FnMut(u32) -> bool) -> Vec<bool> {
        let max = lits.iter().map(|l| l.node()).max().unwrap_or(0) as usize;
        let mut values = vec![false; max + 1];
        for n in 1..=max {
            values[n] = match self.nodes[n] {
                Node::False => false,
                Node::Input => input(n as u32),
                Node::And(a, b) => {
                    (values[a.node() as usize] != a.is_negated())
                        && (values[b.node() as usize] != b.is_negated())
                }
            };
        }
        lits.iter()
            .map(|l| values[l.node() as usize] != l.is_negated())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_and_hashing() {
        let mut g = Aig::new();
        let a = g.input();
        let b = g.input();
        assert_eq!(g.and(a, Lit::FALSE), Lit::FALSE);
        assert_eq!(g.and(a, Lit::TRUE), a);
        assert_eq!(g.and(a, !a), Lit::FALSE);
        assert_eq!(g.and(a, a), a);
        let x = g.and(a, b);
        assert_eq!(g.and(b, a), x);
        assert_eq!(g.and(x, a), x);
        assert_eq!(g.and(x, !b), Lit::FALSE);
        assert_eq!(g.xor(a, b), g.xor(!a, !b));
        assert_eq!(g.xor(a, b), !g.xor(!a, b));
        assert_eq!(g.ite(a, b, b), b);
    }

    #[test]
    fn evaluation() {
        let mut g = Aig::new();
        let a = g.input();
        let b = g.input();
        let c = g.input();
        let x = g.xor(a, b);
        let m = g.ite(c, x, !a);
        for bits in 0..8u32 {
            let v = |n: u32| bits >> (n - 1) & 1 == 1;
            let out = g.evaluate(&[x, m], v);
            let (va, vb, vc) = (v(1), v(2), v(3));
            assert_eq!(out[0], va ^ vb);
            assert_eq!(out[1], if vc { va ^ vb } else { !va });
        }
    }
}
