//! The shared string and irep reference tables of a goto binary (CBMC's
//! `irep_serializationt`), for reading and for writing.
//!
//! Reading keeps two tables keyed by the numbers found in the file (file number → interned
//! string, file number → interned irep). Writing numbers strings and ireps sequentially from
//! 0 in first-use order, ireps in pre-order (a parent gets its number before its children),
//! exactly as CBMC's writer does. Both directions are iterative, so a deeply nested irep
//! cannot overflow the stack.

use rustc_hash::FxHashMap;

use super::error::BinaryError;
use super::irep::{IrepId, IrepStore, StrId};
use super::wire::{write_gb_string, write_word, Cursor};

/// Table from file numbers to values: dense below `limit` (bounded by the input size, so a
/// corrupt number cannot make us allocate much), a hash map above it (CBMC's string numbers
/// are sparse).
struct IdTable<T: Copy> {
    dense: Vec<Option<T>>,
    sparse: FxHashMap<u64, T>,
    limit: usize,
}

impl<T: Copy> IdTable<T> {
    fn new(limit: usize) -> Self {
        IdTable {
            dense: Vec::new(),
            sparse: FxHashMap::default(),
            limit,
        }
    }

    #[inline]
    fn get(&self, id: u64) -> Option<T> {
        if id < self.limit as u64 {
            self.dense.get(id as usize).copied().flatten()
        } else {
            self.sparse.get(&id).copied()
        }
    }

    /// Inserts; false if `id` was already defined.
    fn insert(&mut self, id: u64, value: T) -> bool {
        if id < self.limit as u64 {
            let i = id as usize;
            if i >= self.dense.len() {
                let new_len = (i + 1).max(self.dense.len() * 2).min(self.limit);
                self.dense.resize(new_len, None);
            }
            if self.dense[i].is_some() {
                return false;
            }
            self.dense[i] = Some(value);
            true
        } else {
            self.sparse.insert(id, value).is_none()
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Phase {
    Sub,
    Named,
    Comment,
}

struct Frame {
    file_id: u64,
    id: StrId,
    sub_base: usize,
    named_base: usize,
    phase: Phase,
    /// Name of the named child being read, `None` while reading an unnamed child.
    pending_name: Option<StrId>,
}

/// Reader side of the shared tables.
pub(crate) struct IrepReader {
    strings: IdTable<StrId>,
    ireps: IdTable<IrepId>,
    buf: Vec<u8>,
    frames: Vec<Frame>,
    subs: Vec<IrepId>,
    named: Vec<(StrId, IrepId)>,
    named_tmp: Vec<(StrId, IrepId)>,
}

impl IrepReader {
    /// Tables sized for an input of `input_len` bytes.
    pub(crate) fn new(input_len: usize) -> Self {
        IrepReader {
            strings: IdTable::new(input_len.saturating_mul(2).saturating_add(65536)),
            ireps: IdTable::new(input_len.saturating_add(1024)),
            buf: Vec::new(),
            frames: Vec::new(),
            subs: Vec::new(),
            named: Vec::new(),
            named_tmp: Vec::new(),
        }
    }

    /// Reads a raw (unshared) string.
    pub(crate) fn read_gb_string(
        &mut self,
        cur: &mut Cursor<'_>,
        store: &mut IrepStore,
        what: &'static str,
    ) -> Result<StrId, BinaryError> {
        cur.gb_string(&mut self.buf, what)?;
        Ok(store.intern_bytes(&self.buf))
    }

    /// Reads a string reference: a number, followed by the text on its first occurrence.
    pub(crate) fn read_string_ref(
        &mut self,
        cur: &mut Cursor<'_>,
        store: &mut IrepStore,
    ) -> Result<StrId, BinaryError> {
        let offset = cur.pos();
        let id = cur.word("string reference")?;
        if id > u64::from(u32::MAX) {
            return Err(BinaryError::BogusStringReference { id, offset });
        }
        if let Some(s) = self.strings.get(id) {
            return Ok(s);
        }
        cur.gb_string(&mut self.buf, "string")?;
        let s = store.intern_bytes(&self.buf);
        self.strings.insert(id, s);
        Ok(s)
    }

    /// Reads an irep reference (and, on its first occurrence, the irep's body).
    pub(crate) fn read_irep(
        &mut self,
        cur: &mut Cursor<'_>,
        store: &mut IrepStore,
    ) -> Result<IrepId, BinaryError> {
        self.frames.clear();
        self.subs.clear();
        self.named.clear();
        loop {
            // Read one reference.
            let offset = cur.pos();
            let file_id = cur.word("irep reference")?;
            if file_id > u64::from(u32::MAX) {
                return Err(BinaryError::BogusIrepReference {
                    id: file_id,
                    offset,
                });
            }
            let mut result = self.ireps.get(file_id);
            if result.is_none() {
                let id = self.read_string_ref(cur, store)?;
                self.frames.push(Frame {
                    file_id,
                    id,
                    sub_base: self.subs.len(),
                    named_base: self.named.len(),
                    phase: Phase::Sub,
                    pending_name: None,
                });
            }
            // Deliver finished ireps to their parents and parse entries until the next
            // child reference must be read.
            loop {
                if let Some(done) = result.take() {
                    match self.frames.last() {
                        None => return Ok(done),
                        Some(frame) => match frame.pending_name {
                            Some(name) => self.named.push((name, done)),
                            None => self.subs.push(done),
                        },
                    }
                }
                let Some(frame) = self.frames.last_mut() else {
                    unreachable!("a frame is open whenever no result is pending")
                };
                let at = cur.pos();
                match cur.peek() {
                    Some(b'S') if frame.phase == Phase::Sub => {
                        cur.byte("irep")?;
                        frame.pending_name = None;
                        break;
                    }
                    Some(b'N') if frame.phase <= Phase::Named => {
                        cur.byte("irep")?;
                        frame.phase = Phase::Named;
                        let name = self.read_string_ref(cur, store)?;
                        let Some(frame) = self.frames.last_mut() else {
                            unreachable!("frame still open")
                        };
                        frame.pending_name = Some(name);
                        break;
                    }
                    Some(b'C') => {
                        cur.byte("irep")?;
                        frame.phase = Phase::Comment;
                        let name = self.read_string_ref(cur, store)?;
                        let Some(frame) = self.frames.last_mut() else {
                            unreachable!("frame still open")
                        };
                        frame.pending_name = Some(name);
                        break;
                    }
                    Some(0) => {
                        cur.byte("irep")?;
                        let Some(frame) = self.frames.pop() else {
                            unreachable!("frame still open")
                        };
                        self.named_tmp.clear();
                        self.named_tmp
                            .extend_from_slice(&self.named[frame.named_base..]);
                        let node = store.intern_owned_named(
                            frame.id,
                            &self.subs[frame.sub_base..],
                            &mut self.named_tmp,
                        );
                        self.subs.truncate(frame.sub_base);
                        self.named.truncate(frame.named_base);
                        if !self.ireps.insert(frame.file_id, node) {
                            return Err(BinaryError::IrepDefinedTwice {
                                id: frame.file_id,
                                offset: at,
                            });
                        }
                        result = Some(node);
                    }
                    Some(found) => {
                        return Err(BinaryError::IrepNotTerminated { offset: at, found });
                    }
                    None => return Err(cur.truncated("irep")),
                }
            }
        }
    }
}

const UNWRITTEN: u32 = u32::MAX;

/// Writer side of the shared tables.
#[derive(Default)]
pub(crate) struct IrepWriter {
    irep_numbers: Vec<u32>,
    next_irep: u32,
    string_numbers: Vec<u32>,
    next_string: u32,
    stack: Vec<(IrepId, usize)>,
}

impl IrepWriter {
    /// Writes a string reference: its number, plus the text on first use.
    pub(crate) fn write_string_ref(&mut self, out: &mut Vec<u8>, store: &IrepStore, s: StrId) {
        let i = s.index();
        if i >= self.string_numbers.len() {
            self.string_numbers
                .resize(store.num_strings().max(i + 1), UNWRITTEN);
        }
        let n = self.string_numbers[i];
        if n != UNWRITTEN {
            write_word(out, u64::from(n));
        } else {
            let n = self.next_string;
            self.next_string += 1;
            self.string_numbers[i] = n;
            write_word(out, u64::from(n));
            write_gb_string(out, store.bytes(s));
        }
    }

    /// Writes the number of `irep`; if it is new, assigns the next number and returns true
    /// (the caller must then write the body).
    fn write_number(&mut self, out: &mut Vec<u8>, store: &IrepStore, irep: IrepId) -> bool {
        let i = irep.index();
        if i >= self.irep_numbers.len() {
            self.irep_numbers.resize(store.len().max(i + 1), UNWRITTEN);
        }
        let n = self.irep_numbers[i];
        if n != UNWRITTEN {
            write_word(out, u64::from(n));
            false
        } else {
            let n = self.next_irep;
            self.next_irep += 1;
            self.irep_numbers[i] = n;
            write_word(out, u64::from(n));
            true
        }
    }

    /// Writes an irep reference, with the body (recursively) the first time.
    pub(crate) fn write_irep(&mut self, out: &mut Vec<u8>, store: &IrepStore, irep: IrepId) {
        if !self.write_number(out, store, irep) {
            return;
        }
        self.write_string_ref(out, store, store.id(irep));
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push((irep, 0));
        while let Some(top) = stack.last_mut() {
            let (node_id, pos) = *top;
            let node = store.node(node_id);
            let child = if pos < node.sub.len() {
                out.push(b'S');
                node.sub[pos]
            } else if pos < node.sub.len() + node.named.len() {
                let (name, child) = node.named[pos - node.sub.len()];
                out.push(b'N');
                self.write_string_ref(out, store, name);
                child
            } else {
                out.push(0);
                stack.pop();
                continue;
            };
            top.1 += 1;
            if self.write_number(out, store, child) {
                self.write_string_ref(out, store, store.id(child));
                stack.push((child, 0));
            }
        }
        self.stack = stack;
    }
}
