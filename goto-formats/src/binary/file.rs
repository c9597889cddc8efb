//! Reading and writing a whole raw goto binary (header, version, symbol table, functions).

use rustc_hash::FxHashMap;

use super::error::BinaryError;
use super::irep::IrepStore;
use super::model::{
    BinaryFunction, BinaryInstruction, BinarySymbol, GotoBinary, InstructionKind, SymbolFlags,
};
use super::serial::{IrepReader, IrepWriter};
use super::wire::{write_gb_string, write_word, Cursor};

/// The goto-binary version rbmc reads and writes.
pub const GOTO_BINARY_VERSION: u64 = 6;

/// The magic bytes of a goto binary.
pub const MAGIC: [u8; 4] = [0x7f, b'G', b'B', b'F'];

/// CBMC's "not a target" target number.
const NO_TARGET: u64 = u32::MAX as u64;

/// A capacity for `count` items of at least `min_bytes` each that cannot exceed what the rest
/// of the input could hold.
fn capacity(count: u64, cur: &Cursor<'_>, min_bytes: usize) -> usize {
    let bound = cur.remaining() / min_bytes.max(1);
    usize::try_from(count).map_or(bound, |c| c.min(bound))
}

fn hex_prefix(bytes: &[u8]) -> String {
    let shown: Vec<String> = bytes.iter().take(4).map(|b| format!("{b:02x}")).collect();
    if shown.is_empty() {
        "<empty>".to_string()
    } else {
        shown.join(" ")
    }
}

/// Reads a raw goto binary (starting with `7F 'G' 'B' 'F'` or legacy `'G' 'B' 'F'`).
/// Bytes after the last function are ignored, as CBMC does.
pub fn read_raw(bytes: &[u8]) -> Result<GotoBinary, BinaryError> {
    let header_len = if bytes.starts_with(&MAGIC) {
        4
    } else if bytes.starts_with(b"GBF") {
        3
    } else {
        return Err(BinaryError::BadMagic {
            found: hex_prefix(bytes),
        });
    };
    let mut cur = Cursor::new(bytes);
    for _ in 0..header_len {
        cur.byte("header")?;
    }
    let version = cur.word("version")?;
    if version < GOTO_BINARY_VERSION {
        return Err(BinaryError::OldVersion { found: version });
    }
    if version > GOTO_BINARY_VERSION {
        return Err(BinaryError::NewVersion { found: version });
    }
    let mut gb = GotoBinary::new();
    // Typical files hold one distinct irep per ~16 bytes and one string per ~64 bytes.
    gb.store.reserve(bytes.len() / 16, bytes.len() / 64);
    let mut reader = IrepReader::new(bytes.len());
    read_symbols(&mut cur, &mut reader, &mut gb)?;
    read_functions(&mut cur, &mut reader, &mut gb)?;
    Ok(gb)
}

fn read_symbols(
    cur: &mut Cursor<'_>,
    r: &mut IrepReader,
    gb: &mut GotoBinary,
) -> Result<(), BinaryError> {
    let count = cur.word("symbol count")?;
    // A symbol takes at least 10 bytes (3 irep refs, 5 string refs, 2 words).
    gb.symbols.reserve(capacity(count, cur, 10));
    let store = &mut gb.store;
    for _ in 0..count {
        let ty = r.read_irep(cur, store)?;
        let value = r.read_irep(cur, store)?;
        let location = r.read_irep(cur, store)?;
        let name = r.read_string_ref(cur, store)?;
        let module = r.read_string_ref(cur, store)?;
        let base_name = r.read_string_ref(cur, store)?;
        let mode = r.read_string_ref(cur, store)?;
        let pretty_name = r.read_string_ref(cur, store)?;
        let _ordering = cur.word("symbol ordering")?;
        let flags = SymbolFlags::from_word(cur.word("symbol flags")?);
        gb.symbols.push(BinarySymbol {
            ty,
            value,
            location,
            name,
            module,
            base_name,
            mode,
            pretty_name,
            flags,
        });
    }
    Ok(())
}

fn read_functions(
    cur: &mut Cursor<'_>,
    r: &mut IrepReader,
    gb: &mut GotoBinary,
) -> Result<(), BinaryError> {
    let count = cur.word("function count")?;
    // A function takes at least 2 bytes (empty name, instruction count).
    gb.functions.reserve(capacity(count, cur, 2));
    let store = &mut gb.store;
    let mut raw_targets: Vec<(usize, u64)> = Vec::new();
    let mut by_number: FxHashMap<u64, u32> = FxHashMap::default();
    for _ in 0..count {
        let name = r.read_gb_string(cur, store, "function name")?;
        let n = cur.word("instruction count")?;
        // An instruction takes at least 7 bytes.
        let mut body = Vec::with_capacity(capacity(n, cur, 7));
        raw_targets.clear();
        by_number.clear();
        for index in 0..n {
            let index = usize::try_from(index).unwrap_or(usize::MAX);
            let code = r.read_irep(cur, store)?;
            let source_location = r.read_irep(cur, store)?;
            let kind_offset = cur.pos();
            let kind_word = cur.word("instruction kind")?;
            let kind = InstructionKind::from_number(kind_word).ok_or_else(|| {
                BinaryError::BadInstructionKind {
                    kind: kind_word,
                    function: store.lossy(name).into_owned(),
                    index,
                    offset: kind_offset,
                }
            })?;
            let guard = r.read_irep(cur, store)?;
            let target_number = cur.word("target number")?;
            if target_number > NO_TARGET {
                return Err(BinaryError::BadTarget {
                    target: target_number,
                    function: store.lossy(name).into_owned(),
                    index,
                });
            }
            if target_number != NO_TARGET && by_number.insert(target_number, index as u32).is_some()
            {
                return Err(BinaryError::DuplicateTarget {
                    target: target_number,
                    function: store.lossy(name).into_owned(),
                    index,
                });
            }
            let n_targets = cur.word("target count")?;
            for _ in 0..n_targets {
                raw_targets.push((index, cur.word("target")?));
            }
            let n_labels = cur.word("label count")?;
            let mut labels = Vec::with_capacity(capacity(n_labels, cur, 1));
            for _ in 0..n_labels {
                labels.push(r.read_string_ref(cur, store)?);
            }
            body.push(BinaryInstruction {
                code,
                source_location,
                kind,
                guard,
                targets: Vec::new(),
                labels,
            });
        }
        for &(index, target) in &raw_targets {
            let Some(&to) = by_number.get(&target) else {
                return Err(BinaryError::BadTarget {
                    target,
                    function: store.lossy(name).into_owned(),
                    index,
                });
            };
            body[index].targets.push(to);
        }
        gb.functions.push(BinaryFunction { name, body });
    }
    Ok(())
}

impl GotoBinary {
    /// Serialises the binary (version 6) into a new buffer.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.write_into(&mut out);
        out
    }

    /// Appends the serialised binary (version 6) to `out`.
    ///
    /// Strings and ireps are numbered from 0 in first-use order and every distinct irep is
    /// written once; jump targets get CBMC's canonical numbers 1..k in program order.
    pub fn write_into(&self, out: &mut Vec<u8>) {
        let store: &IrepStore = &self.store;
        let mut w = IrepWriter::default();
        out.extend_from_slice(&MAGIC);
        write_word(out, GOTO_BINARY_VERSION);
        write_word(out, self.symbols.len() as u64);
        for s in &self.symbols {
            w.write_irep(out, store, s.ty);
            w.write_irep(out, store, s.value);
            w.write_irep(out, store, s.location);
            w.write_string_ref(out, store, s.name);
            w.write_string_ref(out, store, s.module);
            w.write_string_ref(out, store, s.base_name);
            w.write_string_ref(out, store, s.mode);
            w.write_string_ref(out, store, s.pretty_name);
            write_word(out, 0);
            write_word(out, s.flags.to_word());
        }
        let with_body = self.functions.iter().filter(|f| !f.body.is_empty());
        write_word(out, with_body.clone().count() as u64);
        let mut numbers: Vec<u32> = Vec::new();
        for f in with_body {
            write_gb_string(out, store.bytes(f.name));
            write_word(out, f.body.len() as u64);
            // Target numbers 1..k in program order for every instruction jumped to.
            numbers.clear();
            numbers.resize(f.body.len(), 0);
            for i in &f.body {
                for &t in &i.targets {
                    if let Some(slot) = numbers.get_mut(t as usize) {
                        *slot = 1;
                    }
                }
            }
            let mut next = 0u32;
            for slot in numbers.iter_mut() {
                if *slot != 0 {
                    next += 1;
                    *slot = next;
                }
            }
            for (index, i) in f.body.iter().enumerate() {
                w.write_irep(out, store, i.code);
                w.write_irep(out, store, i.source_location);
                write_word(out, u64::from(i.kind.number()));
                w.write_irep(out, store, i.guard);
                let number = numbers[index];
                write_word(
                    out,
                    if number == 0 {
                        NO_TARGET
                    } else {
                        u64::from(number)
                    },
                );
                write_word(out, i.targets.len() as u64);
                for &t in &i.targets {
                    // A target outside the body has no number; NO_TARGET makes the file
                    // fail to load instead of silently jumping elsewhere.
                    let n = numbers.get(t as usize).copied().unwrap_or(0);
                    write_word(out, if n == 0 { NO_TARGET } else { u64::from(n) });
                }
                write_word(out, i.labels.len() as u64);
                for &l in &i.labels {
                    w.write_string_ref(out, store, l);
                }
            }
        }
    }
}
