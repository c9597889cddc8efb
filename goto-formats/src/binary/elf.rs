//! goto-cc's "hybrid" ELF objects: a normal ELF file whose section named `goto-cc` holds a
//! goto binary. Only the ELF header and the section header table are parsed (32/64-bit,
//! little/big endian, extended section numbering).

use super::error::BinaryError;

const SHT_NOBITS: u32 = 8;
const SHN_XINDEX: u64 = 0xffff;

/// The name of the section goto-cc stores the goto binary in.
pub const GOTO_CC_SECTION: &[u8] = b"goto-cc";

fn bad(msg: impl Into<String>) -> BinaryError {
    BinaryError::BadElf(msg.into())
}

struct Elf<'a> {
    bytes: &'a [u8],
    is64: bool,
    big_endian: bool,
}

struct Section {
    name: u64,
    kind: u32,
    offset: u64,
    size: u64,
    link: u64,
}

impl<'a> Elf<'a> {
    fn uint(&self, at: u64, width: usize, what: &str) -> Result<u64, BinaryError> {
        let start = usize::try_from(at).map_err(|_| bad(format!("{what} out of the file")))?;
        let slice = start
            .checked_add(width)
            .and_then(|end| self.bytes.get(start..end))
            .ok_or_else(|| bad(format!("{what} out of the file")))?;
        let mut v = 0u64;
        if self.big_endian {
            for &b in slice {
                v = (v << 8) | u64::from(b);
            }
        } else {
            for &b in slice.iter().rev() {
                v = (v << 8) | u64::from(b);
            }
        }
        Ok(v)
    }

    /// Reads a native-width word (4 or 8 bytes).
    fn addr(&self, at: u64, what: &str) -> Result<u64, BinaryError> {
        self.uint(at, if self.is64 { 8 } else { 4 }, what)
    }

    fn section(&self, table: u64, entsize: u64, index: u64) -> Result<Section, BinaryError> {
        let base = index
            .checked_mul(entsize)
            .and_then(|o| o.checked_add(table))
            .ok_or_else(|| bad("section header out of range"))?;
        let what = "section header";
        Ok(if self.is64 {
            Section {
                name: self.uint(base, 4, what)?,
                kind: self.uint(base + 4, 4, what)? as u32,
                offset: self.uint(base + 24, 8, what)?,
                size: self.uint(base + 32, 8, what)?,
                link: self.uint(base + 40, 4, what)?,
            }
        } else {
            Section {
                name: self.uint(base, 4, what)?,
                kind: self.uint(base + 4, 4, what)? as u32,
                offset: self.uint(base + 16, 4, what)?,
                size: self.uint(base + 20, 4, what)?,
                link: self.uint(base + 24, 4, what)?,
            }
        })
    }

    fn data(&self, s: &Section, what: &str) -> Result<&'a [u8], BinaryError> {
        let bytes: &'a [u8] = self.bytes;
        usize::try_from(s.offset)
            .ok()
            .zip(usize::try_from(s.size).ok())
            .and_then(|(start, len)| bytes.get(start..start.checked_add(len)?))
            .ok_or_else(|| bad(format!("{what} extends past the end of the file")))
    }
}

/// The contents of the `goto-cc` section of an ELF object.
pub fn goto_cc_section(bytes: &[u8]) -> Result<&[u8], BinaryError> {
    if !bytes.starts_with(b"\x7fELF") {
        return Err(bad("missing ELF magic"));
    }
    let class = *bytes.get(4).ok_or_else(|| bad("truncated ELF header"))?;
    let data = *bytes.get(5).ok_or_else(|| bad("truncated ELF header"))?;
    let is64 = match class {
        1 => false,
        2 => true,
        c => return Err(bad(format!("unknown ELF class {c}"))),
    };
    let big_endian = match data {
        1 => false,
        2 => true,
        d => return Err(bad(format!("unknown ELF data encoding {d}"))),
    };
    let elf = Elf {
        bytes,
        is64,
        big_endian,
    };
    let what = "ELF header";
    let (shoff, shentsize, shnum, shstrndx) = if is64 {
        (
            elf.addr(0x28, what)?,
            elf.uint(0x3a, 2, what)?,
            elf.uint(0x3c, 2, what)?,
            elf.uint(0x3e, 2, what)?,
        )
    } else {
        (
            elf.addr(0x20, what)?,
            elf.uint(0x2e, 2, what)?,
            elf.uint(0x30, 2, what)?,
            elf.uint(0x32, 2, what)?,
        )
    };
    if shoff == 0 {
        return Err(BinaryError::NoGotoCcSection);
    }
    let needed = if is64 { 64 } else { 40 };
    if shentsize < needed {
        return Err(bad(format!("section header size {shentsize} too small")));
    }
    let first = elf.section(shoff, shentsize, 0)?;
    let shnum = if shnum == 0 { first.size } else { shnum };
    let shstrndx = if shstrndx == SHN_XINDEX {
        first.link
    } else {
        shstrndx
    };
    // Every header must lie inside the file: this bounds the loop below.
    let table_end = shnum
        .checked_mul(shentsize)
        .and_then(|l| l.checked_add(shoff))
        .ok_or_else(|| bad("section header table out of range"))?;
    if table_end > bytes.len() as u64 {
        return Err(bad("section header table extends past the end of the file"));
    }
    if shstrndx >= shnum {
        return Err(bad(format!(
            "section name table index {shstrndx} out of range"
        )));
    }
    let strtab = elf.data(
        &elf.section(shoff, shentsize, shstrndx)?,
        "section name table",
    )?;
    for index in 0..shnum {
        let s = elf.section(shoff, shentsize, index)?;
        let name = usize::try_from(s.name)
            .ok()
            .and_then(|start| strtab.get(start..))
            .and_then(|rest| rest.iter().position(|&b| b == 0).map(|end| &rest[..end]))
            .ok_or_else(|| bad(format!("section {index} has a bad name offset")))?;
        if name == GOTO_CC_SECTION {
            if s.kind == SHT_NOBITS {
                return Err(bad("goto-cc section has no contents"));
            }
            return elf.data(&s, "goto-cc section");
        }
    }
    Err(BinaryError::NoGotoCcSection)
}
