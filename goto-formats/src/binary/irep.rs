//! The generic irep tree of CBMC, stored hash-consed in an arena.
//!
//! An irep is an `id` string, an ordered list of unnamed children (`sub`) and a map from
//! names to children (`named`, holding attributes such as `type` and `#source_location`).
//! [`IrepStore`] interns every node, so two structurally equal ireps always get the same
//! [`IrepId`]: equality is O(1), sharing is by construction, and the goto-binary writer's
//! sharing table (CBMC's "full hash" numbering) is just a side table keyed by [`IrepId`].
//!
//! Strings (irep ids and names) are interned as raw bytes ([`StrId`]): CBMC strings are byte
//! strings and a goto binary may carry any byte, so nothing is lost on a round trip.
//! Named children are kept sorted by name bytes; a repeated name keeps the last child, as
//! CBMC's `irept::add` does when reading.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};

use hashbrown::HashTable;
use rustc_hash::FxHasher;

/// An interned string of an [`IrepStore`] (irep id, named-child name, symbol field, label).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StrId(u32);

impl StrId {
    /// The dense index of this string in its store.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An interned irep node of an [`IrepStore`]; equal ids mean structurally equal ireps.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IrepId(u32);

impl IrepId {
    /// The dense index of this node in its store.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Copy, Debug)]
struct NodeData {
    id: StrId,
    sub_start: u32,
    sub_len: u32,
    named_start: u32,
    named_len: u32,
}

/// Interned byte strings: one buffer, one span per string, one hash table.
#[derive(Default, Clone)]
struct Strings {
    buf: Vec<u8>,
    spans: Vec<(usize, usize)>,
    table: HashTable<StrId>,
}

fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(bytes);
    h.write_usize(bytes.len());
    h.finish()
}

impl Strings {
    fn get(&self, s: StrId) -> &[u8] {
        let (start, len) = self.spans[s.index()];
        &self.buf[start..start + len]
    }

    fn find(&self, bytes: &[u8]) -> Option<StrId> {
        let hash = hash_bytes(bytes);
        self.table
            .find(hash, |&s| {
                let (start, len) = self.spans[s.index()];
                &self.buf[start..start + len] == bytes
            })
            .copied()
    }

    fn intern(&mut self, bytes: &[u8]) -> StrId {
        let hash = hash_bytes(bytes);
        let Strings { buf, spans, table } = self;
        let found = table.find(hash, |&s| {
            let (start, len) = spans[s.index()];
            &buf[start..start + len] == bytes
        });
        if let Some(&s) = found {
            return s;
        }
        let s = StrId(u32::try_from(spans.len()).expect("more than 2^32 distinct strings"));
        spans.push((buf.len(), bytes.len()));
        buf.extend_from_slice(bytes);
        table.insert_unique(hash, s, |&t| {
            let (start, len) = spans[t.index()];
            hash_bytes(&buf[start..start + len])
        });
        s
    }
}

/// A read-only view of one irep node.
#[derive(Clone, Copy, Debug)]
pub struct IrepNode<'a> {
    /// The node's id string.
    pub id: StrId,
    /// Unnamed children in order (operands, subtypes).
    pub sub: &'a [IrepId],
    /// Named children sorted by name bytes.
    pub named: &'a [(StrId, IrepId)],
}

/// Arena of hash-consed irep nodes and interned strings.
///
/// ```
/// use goto_formats::binary::IrepStore;
/// let mut s = IrepStore::new();
/// let bool_ty = s.leaf("bool");
/// let t = s.leaf("true");
/// let a = s.mk("constant", &[], &[("value", t), ("type", bool_ty)]);
/// let b = s.mk("constant", &[], &[("type", bool_ty), ("value", t)]);
/// assert_eq!(a, b); // order of named children does not matter
/// assert_eq!(s.get(a, "value"), Some(t));
/// ```
#[derive(Clone)]
pub struct IrepStore {
    strings: Strings,
    nodes: Vec<NodeData>,
    subs: Vec<IrepId>,
    named: Vec<(StrId, IrepId)>,
    table: HashTable<IrepId>,
    scratch: Vec<(StrId, IrepId)>,
}

impl Default for IrepStore {
    fn default() -> Self {
        Self::new()
    }
}

fn hash_node(id: StrId, sub: &[IrepId], named: &[(StrId, IrepId)]) -> u64 {
    let mut h = FxHasher::default();
    id.hash(&mut h);
    sub.hash(&mut h);
    named.hash(&mut h);
    h.finish()
}

impl IrepStore {
    /// An empty store.
    pub fn new() -> Self {
        IrepStore {
            strings: Strings::default(),
            nodes: Vec::new(),
            subs: Vec::new(),
            named: Vec::new(),
            table: HashTable::new(),
            scratch: Vec::new(),
        }
    }

    /// Reserves room for `nodes` more irep nodes and `strings` more strings.
    pub fn reserve(&mut self, nodes: usize, strings: usize) {
        self.nodes.reserve(nodes);
        self.subs.reserve(nodes);
        self.named.reserve(nodes);
        let IrepStore {
            nodes: all,
            subs,
            named,
            table,
            ..
        } = self;
        table.reserve(nodes, |&n| {
            let d = all[n.index()];
            hash_node(
                d.id,
                &subs[d.sub_start as usize..(d.sub_start + d.sub_len) as usize],
                &named[d.named_start as usize..(d.named_start + d.named_len) as usize],
            )
        });
        let Strings { buf, spans, table } = &mut self.strings;
        spans.reserve(strings);
        table.reserve(strings, |&t| {
            let (start, len) = spans[t.index()];
            hash_bytes(&buf[start..start + len])
        });
    }

    /// Number of distinct irep nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when no node has been interned.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Number of distinct strings.
    pub fn num_strings(&self) -> usize {
        self.strings.spans.len()
    }

    /// Interns a string given as bytes.
    pub fn intern_bytes(&mut self, bytes: &[u8]) -> StrId {
        self.strings.intern(bytes)
    }

    /// Interns a string.
    pub fn intern_str(&mut self, s: &str) -> StrId {
        self.strings.intern(s.as_bytes())
    }

    /// The string if it was interned already.
    pub fn find_str(&self, s: &str) -> Option<StrId> {
        self.strings.find(s.as_bytes())
    }

    /// The bytes of an interned string.
    pub fn bytes(&self, s: StrId) -> &[u8] {
        self.strings.get(s)
    }

    /// The interned string as UTF-8, or `None` if its bytes are not valid UTF-8.
    pub fn as_str(&self, s: StrId) -> Option<&str> {
        std::str::from_utf8(self.strings.get(s)).ok()
    }

    /// The interned string, invalid UTF-8 replaced by U+FFFD.
    pub fn lossy(&self, s: StrId) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.strings.get(s))
    }

    /// Interns a node. `named` may come in any order; it is sorted by name bytes and a
    /// repeated name keeps its last child.
    pub fn intern(&mut self, id: StrId, sub: &[IrepId], named: &[(StrId, IrepId)]) -> IrepId {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        scratch.extend_from_slice(named);
        let id = self.intern_owned_named(id, sub, &mut scratch);
        self.scratch = scratch;
        id
    }

    /// Like [`IrepStore::intern`] but sorts `named` in place (no copy).
    pub(crate) fn intern_owned_named(
        &mut self,
        id: StrId,
        sub: &[IrepId],
        named: &mut Vec<(StrId, IrepId)>,
    ) -> IrepId {
        self.canonicalize_named(named);
        let hash = hash_node(id, sub, named);
        let IrepStore {
            nodes,
            subs,
            named: all_named,
            table,
            ..
        } = self;
        let found = table.find(hash, |&n| {
            let d = nodes[n.index()];
            d.id == id
                && &subs[d.sub_start as usize..(d.sub_start + d.sub_len) as usize] == sub
                && &all_named[d.named_start as usize..(d.named_start + d.named_len) as usize]
                    == named.as_slice()
        });
        if let Some(&n) = found {
            return n;
        }
        let overflow = "irep store exceeds 2^32 entries";
        let node = IrepId(u32::try_from(nodes.len()).expect(overflow));
        let data = NodeData {
            id,
            sub_start: u32::try_from(subs.len()).expect(overflow),
            sub_len: u32::try_from(sub.len()).expect(overflow),
            named_start: u32::try_from(all_named.len()).expect(overflow),
            named_len: u32::try_from(named.len()).expect(overflow),
        };
        subs.extend_from_slice(sub);
        all_named.extend_from_slice(named);
        nodes.push(data);
        table.insert_unique(hash, node, |&n| {
            let d = nodes[n.index()];
            hash_node(
                d.id,
                &subs[d.sub_start as usize..(d.sub_start + d.sub_len) as usize],
                &all_named[d.named_start as usize..(d.named_start + d.named_len) as usize],
            )
        });
        node
    }

    fn cmp_names(&self, a: StrId, b: StrId) -> Ordering {
        if a == b {
            Ordering::Equal
        } else {
            self.strings.get(a).cmp(self.strings.get(b))
        }
    }

    fn canonicalize_named(&self, named: &mut Vec<(StrId, IrepId)>) {
        let sorted = named
            .windows(2)
            .all(|w| self.cmp_names(w[0].0, w[1].0) == Ordering::Less);
        if sorted {
            return;
        }
        // Stable sort keeps insertion order among equal names; keep the last of each run.
        named.sort_by(|a, b| self.cmp_names(a.0, b.0));
        let mut out = 0;
        for i in 0..named.len() {
            if i + 1 < named.len() && named[i + 1].0 == named[i].0 {
                continue;
            }
            named[out] = named[i];
            out += 1;
        }
        named.truncate(out);
    }

    /// Builds (interns) a node from string names.
    pub fn mk(&mut self, id: &str, sub: &[IrepId], named: &[(&str, IrepId)]) -> IrepId {
        let id = self.intern_str(id);
        let mut owned: Vec<(StrId, IrepId)> = named
            .iter()
            .map(|&(n, c)| (self.strings.intern(n.as_bytes()), c))
            .collect();
        self.intern_owned_named(id, sub, &mut owned)
    }

    /// A node with only an id (how CBMC stores scalar attributes such as `width`).
    pub fn leaf(&mut self, id: &str) -> IrepId {
        let id = self.intern_str(id);
        self.intern(id, &[], &[])
    }

    /// A leaf node from an interned string.
    pub fn leaf_id(&mut self, id: StrId) -> IrepId {
        self.intern(id, &[], &[])
    }

    /// CBMC's `nil` irep.
    pub fn nil(&mut self) -> IrepId {
        self.leaf("nil")
    }

    /// A view of a node.
    pub fn node(&self, irep: IrepId) -> IrepNode<'_> {
        let d = self.nodes[irep.index()];
        IrepNode {
            id: d.id,
            sub: &self.subs[d.sub_start as usize..(d.sub_start + d.sub_len) as usize],
            named: &self.named[d.named_start as usize..(d.named_start + d.named_len) as usize],
        }
    }

    /// The id string of a node.
    pub fn id(&self, irep: IrepId) -> StrId {
        self.nodes[irep.index()].id
    }

    /// The id of a node as bytes.
    pub fn id_bytes(&self, irep: IrepId) -> &[u8] {
        self.strings.get(self.id(irep))
    }

    /// True if the node's id is `s`.
    pub fn id_is(&self, irep: IrepId, s: &str) -> bool {
        self.id_bytes(irep) == s.as_bytes()
    }

    /// True for the `nil` irep.
    pub fn is_nil(&self, irep: IrepId) -> bool {
        self.id_is(irep, "nil")
    }

    /// Unnamed children of a node.
    pub fn sub(&self, irep: IrepId) -> &[IrepId] {
        self.node(irep).sub
    }

    /// Named children of a node, sorted by name bytes.
    pub fn named(&self, irep: IrepId) -> &[(StrId, IrepId)] {
        self.node(irep).named
    }

    /// The named child `name`, if present.
    pub fn get(&self, irep: IrepId, name: &str) -> Option<IrepId> {
        let key = self.find_str(name)?;
        self.get_id(irep, key)
    }

    /// The named child with interned name `key`, if present.
    pub fn get_id(&self, irep: IrepId, key: StrId) -> Option<IrepId> {
        let named = self.named(irep);
        named
            .binary_search_by(|(n, _)| self.cmp_names(*n, key))
            .ok()
            .map(|i| named[i].1)
    }

    /// True if the node and `other`'s node `b` are structurally equal (across stores).
    pub fn eq_across(&self, a: IrepId, other: &IrepStore, b: IrepId) -> bool {
        let mut seen: hashbrown::HashSet<(IrepId, IrepId), rustc_hash::FxBuildHasher> =
            hashbrown::HashSet::default();
        let mut stack = vec![(a, b)];
        while let Some((x, y)) = stack.pop() {
            if !seen.insert((x, y)) {
                continue;
            }
            let nx = self.node(x);
            let ny = other.node(y);
            if self.bytes(nx.id) != other.bytes(ny.id)
                || nx.sub.len() != ny.sub.len()
                || nx.named.len() != ny.named.len()
            {
                return false;
            }
            for (&(kx, cx), &(ky, cy)) in nx.named.iter().zip(ny.named) {
                if self.bytes(kx) != other.bytes(ky) {
                    return false;
                }
                stack.push((cx, cy));
            }
            stack.extend(nx.sub.iter().copied().zip(ny.sub.iter().copied()));
        }
        true
    }

    /// Copies the irep `irep` of store `other` into this store.
    pub fn import(&mut self, other: &IrepStore, irep: IrepId) -> IrepId {
        let mut memo: hashbrown::HashMap<IrepId, IrepId, rustc_hash::FxBuildHasher> =
            hashbrown::HashMap::default();
        // Post-order without recursion: (node, children done?)
        let mut stack = vec![(irep, false)];
        while let Some((n, done)) = stack.pop() {
            if memo.contains_key(&n) {
                continue;
            }
            let node = other.node(n);
            if !done {
                stack.push((n, true));
                stack.extend(node.sub.iter().map(|&c| (c, false)));
                stack.extend(node.named.iter().map(|&(_, c)| (c, false)));
                continue;
            }
            let id = self.intern_bytes(other.bytes(node.id));
            let sub: Vec<IrepId> = node.sub.iter().map(|c| memo[c]).collect();
            let mut named: Vec<(StrId, IrepId)> = node
                .named
                .iter()
                .map(|&(k, c)| (self.intern_bytes(other.bytes(k)), memo[&c]))
                .collect();
            let new = self.intern_owned_named(id, &sub, &mut named);
            memo.insert(n, new);
        }
        memo[&irep]
    }

    /// A one-line s-expression rendering, e.g. `(constant type=(bool) value=(true))`,
    /// cut off below depth 64.
    pub fn display(&self, irep: IrepId) -> impl fmt::Display + '_ {
        DisplayIrep {
            store: self,
            irep,
            depth: 0,
        }
    }
}

struct DisplayIrep<'a> {
    store: &'a IrepStore,
    irep: IrepId,
    depth: usize,
}

impl fmt::Display for DisplayIrep<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.depth >= 64 {
            return f.write_str("(...)");
        }
        let node = self.store.node(self.irep);
        write!(f, "({}", self.store.lossy(node.id))?;
        let child = |irep| DisplayIrep {
            store: self.store,
            irep,
            depth: self.depth + 1,
        };
        for &s in node.sub {
            write!(f, " {}", child(s))?;
        }
        for &(k, c) in node.named {
            write!(f, " {}={}", self.store.lossy(k), child(c))?;
        }
        f.write_str(")")
    }
}

impl fmt::Debug for IrepStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("IrepStore")
            .field("nodes", &self.nodes.len())
            .field("strings", &self.strings.spans.len())
            .finish()
    }
}
