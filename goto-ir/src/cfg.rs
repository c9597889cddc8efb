//! Control-flow graph of one goto function and its natural loops (via petgraph).

use crate::expr::Store;
use crate::program::{GotoFunction, InstrKind, InstrRef};
use petgraph::algo::dominators::{simple_fast, Dominators};
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::BTreeSet;

/// Instruction-level CFG: node `i` is instruction `i`.
pub struct Cfg {
    pub graph: DiGraph<InstrRef, ()>,
}

/// A natural loop: the back edge `latch → head` and every instruction of the loop body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NaturalLoop {
    pub head: InstrRef,
    pub latch: InstrRef,
    pub body: BTreeSet<InstrRef>,
}

/// The successors of instruction `i` (cbmc-behaviour.md §1.1).
pub fn successors(store: &Store, f: &GotoFunction, i: usize) -> Vec<InstrRef> {
    let ins = &f.body[i];
    let next = (i + 1 < f.body.len()).then(|| InstrRef(i as u32 + 1));
    match &ins.kind {
        InstrKind::Goto => {
            let mut v: Vec<InstrRef> = ins.targets.to_vec();
            if store.as_bool(ins.guard) != Some(true) {
                v.extend(next);
            }
            v
        }
        InstrKind::StartThread => {
            let mut v: Vec<InstrRef> = ins.targets.to_vec();
            v.extend(next);
            v
        }
        InstrKind::EndThread | InstrKind::Throw(_) | InstrKind::EndFunction => Vec::new(),
        InstrKind::Assume if store.as_bool(ins.guard) == Some(false) => Vec::new(),
        _ => next.into_iter().collect(),
    }
}

impl Cfg {
    pub fn new(store: &Store, f: &GotoFunction) -> Cfg {
        let mut graph = DiGraph::with_capacity(f.body.len(), f.body.len() + 8);
        for i in 0..f.body.len() {
            graph.add_node(InstrRef(i as u32));
        }
        for i in 0..f.body.len() {
            for s in successors(store, f, i) {
                if s.index() < f.body.len() {
                    graph.add_edge(NodeIndex::new(i), NodeIndex::new(s.index()), ());
                }
            }
        }
        Cfg { graph }
    }

    /// Dominator tree rooted at the first instruction (`None` for an empty body).
    pub fn dominators(&self) -> Option<Dominators<NodeIndex>> {
        (self.graph.node_count() > 0).then(|| simple_fast(&self.graph, NodeIndex::new(0)))
    }

    /// Natural loops: one per back edge whose target dominates its source.
    pub fn natural_loops(&self) -> Vec<NaturalLoop> {
        let Some(dom) = self.dominators() else {
            return Vec::new();
        };
        let mut loops = Vec::new();
        for e in self.graph.edge_indices() {
            let Some((src, dst)) = self.graph.edge_endpoints(e) else {
                continue;
            };
            let dominated = dom
                .dominators(src)
                .is_some_and(|mut ds| ds.any(|d| d == dst));
            if !dominated {
                continue;
            }
            let mut body = BTreeSet::from([InstrRef(dst.index() as u32)]);
            let mut stack = vec![src];
            while let Some(n) = stack.pop() {
                if body.insert(InstrRef(n.index() as u32)) {
                    stack.extend(
                        self.graph
                            .neighbors_directed(n, petgraph::Direction::Incoming),
                    );
                }
            }
            loops.push(NaturalLoop {
                head: InstrRef(dst.index() as u32),
                latch: InstrRef(src.index() as u32),
                body,
            });
        }
        loops.sort_by_key(|l| (l.latch, l.head));
        loops
    }
}
