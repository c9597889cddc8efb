//! Goto-binary (version 6) reader and writer at the irep level: byte-exact examples, round
//! trips over generated programs, every corrupt-input error, ELF containers.

#[allow(unused_imports)]
use goto_ir::*;
use goto_formats::binary;

mod binary_gen;

use binary::wire::{write_gb_string, write_word};
use binary::{
    goto_cc_section, BinaryError, BinaryFunction, BinaryInstruction, BinarySymbol, Format,
    GotoBinary, InstructionKind, SymbolFlags,
};
use proptest::prelude::*;

/// A binary whose only symbol has the constant `true` as its type (so it is the first irep
/// of the file).
fn true_symbol() -> GotoBinary {
    let mut gb = GotoBinary::new();
    let s = &mut gb.store;
    let bool_ty = s.leaf("bool");
    let t = s.leaf("true");
    let c = s.mk("constant", &[], &[("value", t), ("type", bool_ty)]);
    let name = s.intern_str("x");
    gb.symbols.push(BinarySymbol {
        ty: c,
        value: c,
        location: c,
        name,
        module: name,
        base_name: name,
        mode: name,
        pretty_name: name,
        flags: SymbolFlags::default(),
    });
    gb
}

#[test]
fn worked_example_of_the_reference_is_byte_exact() {
    let bytes = true_symbol().to_bytes();
    let mut expected = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    // Reference §3.1: `true` as the first irep of a file, string ids 0..4.
    expected.extend_from_slice(&[0x00, 0x00]);
    expected.extend_from_slice(b"constant\0");
    expected.extend_from_slice(&[b'N', 0x01]);
    expected.extend_from_slice(b"type\0");
    expected.extend_from_slice(&[0x01, 0x02]);
    expected.extend_from_slice(b"bool\0");
    expected.push(0x00);
    expected.extend_from_slice(&[b'N', 0x03]);
    expected.extend_from_slice(b"value\0");
    expected.extend_from_slice(&[0x02, 0x04]);
    expected.extend_from_slice(b"true\0");
    expected.extend_from_slice(&[0x00, 0x00]);
    // A second and third `true` are the single byte 00 (irep 0).
    expected.extend_from_slice(&[0x00, 0x00]);
    // name..pretty_name: string 5 "x", then four references to it.
    expected.extend_from_slice(&[0x05, b'x', 0x00, 0x05, 0x05, 0x05, 0x05]);
    // ordering 0, flags 0, no functions.
    expected.extend_from_slice(&[0x00, 0x00, 0x00]);
    assert_eq!(bytes, expected);
    assert!(binary::read(&bytes).unwrap().same_as(&true_symbol()));
}

/// `7F G B F 06`, no symbols, one function `f` holding a single END_FUNCTION.
fn minimal_file() -> Vec<u8> {
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x00, 0x01];
    b.extend_from_slice(b"f\0");
    b.push(0x01); // one instruction
    b.extend_from_slice(&[0x00, 0x00]); // code: irep 0, string 0
    b.extend_from_slice(b"nil\0");
    b.push(0x00); // terminator
    b.push(0x00); // location: irep 0 (nil)
    b.push(0x09); // END_FUNCTION
    b.push(0x00); // guard: irep 0 (nil)
    b.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0x0f]); // not a target
    b.extend_from_slice(&[0x00, 0x00]); // no targets, no labels
    b
}

#[test]
fn minimal_file_reads_and_writes_back_identically() {
    let bytes = minimal_file();
    let gb = binary::read(&bytes).unwrap();
    assert_eq!(gb.functions.len(), 1);
    let f = &gb.functions[0];
    assert_eq!(gb.store.bytes(f.name), b"f");
    assert_eq!(f.body[0].kind, InstructionKind::EndFunction);
    assert!(gb.store.is_nil(f.body[0].code));
    assert_eq!(gb.to_bytes(), bytes);
}

#[test]
fn flags_use_cbmcs_bit_positions() {
    let f = SymbolFlags {
        is_weak: true,
        is_parameter: true,
        is_auxiliary: true,
        is_volatile: true,
        ..SymbolFlags::default()
    };
    assert_eq!(f.to_word(), (1 << 16) | (1 << 8) | (1 << 7) | 1);
    assert_eq!(SymbolFlags::from_word(f.to_word()), f);
    // Bit 6 (obsolete binding) is dropped.
    assert_eq!(SymbolFlags::from_word(1 << 6), SymbolFlags::default());
}

#[test]
fn sniff_decides_from_the_first_bytes() {
    assert_eq!(binary::sniff(b"\x7fGBF\x06"), Format::GotoBinary);
    assert_eq!(binary::sniff(b"GBF\x06"), Format::GotoBinary);
    assert_eq!(binary::sniff(b"\x7fELF\x02\x01"), Format::Elf);
    assert_eq!(binary::sniff(b"int main() {}"), Format::Other);
    assert_eq!(binary::sniff(b""), Format::Other);
    assert_eq!(binary::sniff(b"\x7fG"), Format::Other);
}

#[test]
fn legacy_header_without_7f_is_accepted() {
    let bytes = minimal_file();
    let gb = binary::read(&bytes[1..]).unwrap();
    assert_eq!(gb.to_bytes(), bytes);
}

fn roundtrip(gb: &GotoBinary) {
    let bytes = gb.to_bytes();
    let back = binary::read(&bytes).unwrap();
    assert!(back.same_as(gb), "read(write(p)) differs from p");
    assert_eq!(back.to_bytes(), bytes, "write(read(write(p))) differs");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn generated_programs_survive_write_then_read(seed in any::<u64>(), funcs in 1usize..5, size in 1usize..40) {
        roundtrip(&binary_gen::program(seed, funcs, size));
    }
}

#[test]
fn shared_subtrees_are_written_once() {
    let gb = binary_gen::program(7, 4, 60);
    let bytes = gb.to_bytes();
    // Every distinct irep is written once: far fewer bytes than the unshared trees.
    let back = binary::read(&bytes).unwrap();
    assert!(back.store.len() <= gb.store.len());
    roundtrip(&gb);
}

#[test]
fn deep_ireps_do_not_overflow_the_stack() {
    let mut gb = GotoBinary::new();
    let s = &mut gb.store;
    let mut e = s.leaf("x");
    for _ in 0..200_000 {
        e = s.mk("unary-", &[e], &[]);
    }
    let name = s.intern_str("deep");
    gb.symbols.push(BinarySymbol {
        ty: e,
        value: e,
        location: e,
        name,
        module: name,
        base_name: name,
        mode: name,
        pretty_name: name,
        flags: SymbolFlags::default(),
    });
    roundtrip(&gb);
}

#[test]
fn jump_targets_get_canonical_numbers_and_resolve() {
    let mut gb = GotoBinary::new();
    let s = &mut gb.store;
    let nil = s.nil();
    let name = s.intern_str("main");
    let label = s.intern_str("again");
    let ins = |kind, targets: Vec<u32>, labels| BinaryInstruction {
        code: nil,
        source_location: nil,
        kind,
        guard: nil,
        targets,
        labels,
    };
    gb.functions.push(BinaryFunction {
        name,
        body: vec![
            ins(InstructionKind::Skip, vec![], vec![label]),
            ins(InstructionKind::Goto, vec![3], vec![]),
            ins(InstructionKind::Goto, vec![0], vec![]),
            ins(InstructionKind::EndFunction, vec![], vec![]),
        ],
    });
    let bytes = gb.to_bytes();
    // Instruction 0 gets target number 1, instruction 3 gets 2.
    let back = binary::read(&bytes).unwrap();
    assert_eq!(back.functions[0].body[1].targets, vec![3]);
    assert_eq!(back.functions[0].body[2].targets, vec![0]);
    assert_eq!(
        back.store.bytes(back.functions[0].body[0].labels[0]),
        b"again"
    );
    roundtrip(&gb);
}

#[test]
fn empty_functions_are_not_written() {
    let mut gb = true_symbol();
    let name = gb.store.intern_str("decl_only");
    gb.functions.push(BinaryFunction { name, body: vec![] });
    let back = binary::read(&gb.to_bytes()).unwrap();
    assert!(back.functions.is_empty());
}

// ---------------------------------------------------------------- corrupt input

fn err(bytes: &[u8]) -> BinaryError {
    match binary::read(bytes) {
        Ok(_) => panic!("corrupt input accepted"),
        Err(e) => e,
    }
}

#[test]
fn wrong_magic() {
    assert!(matches!(err(b"\x7fGBX\x06"), BinaryError::BadMagic { .. }));
    assert!(matches!(err(b""), BinaryError::BadMagic { .. }));
    assert_eq!(
        err(b"hello").to_string(),
        "not a goto binary (bad magic 68 65 6c 6c)"
    );
}

#[test]
fn other_versions() {
    let mut b = minimal_file();
    b[4] = 5;
    assert_eq!(err(&b), BinaryError::OldVersion { found: 5 });
    b[4] = 7;
    assert_eq!(err(&b), BinaryError::NewVersion { found: 7 });
    assert!(err(&b)
        .to_string()
        .contains("unsupported version of goto-cc"));
}

#[test]
fn truncation_at_every_byte_is_an_error() {
    for bytes in [minimal_file(), binary_gen::program(3, 2, 8).to_bytes()] {
        for cut in 0..bytes.len() {
            let e = err(&bytes[..cut]);
            if cut < 4 {
                assert!(matches!(e, BinaryError::BadMagic { .. }), "cut {cut}: {e}");
            } else {
                assert!(
                    matches!(e, BinaryError::Truncated { offset, .. } if offset == cut),
                    "cut {cut}: {e}"
                );
            }
            assert!(!e.to_string().contains('\n'));
        }
    }
}

#[test]
fn random_byte_flips_never_panic() {
    let bytes = binary_gen::program(11, 3, 12).to_bytes();
    let mut rng = binary_gen::Rng::new(99);
    let mut errors = 0;
    for _ in 0..3000 {
        let mut m = bytes.clone();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(m.len() as u64) as usize;
            m[i] ^= 1 << rng.below(8);
        }
        if let Err(e) = binary::read(&m) {
            errors += 1;
            assert!(!e.to_string().contains('\n'));
        }
    }
    assert!(errors > 0);
}

#[test]
fn irep_defined_twice_is_a_bogus_reference() {
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    // type: irep 0 = (a S(irep 0 = (b)))  -> the inner defines 0, then the outer again.
    b.extend_from_slice(&[0x00, 0x00, b'a', 0, b'S', 0x00, 0x01, b'b', 0, 0x00, 0x00]);
    assert!(matches!(
        err(&b),
        BinaryError::IrepDefinedTwice { id: 0, .. }
    ));
}

#[test]
fn irep_not_terminated() {
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    b.extend_from_slice(&[0x00, 0x00, b'a', 0, b'X']);
    assert_eq!(
        err(&b),
        BinaryError::IrepNotTerminated {
            offset: 10,
            found: b'X'
        }
    );
    // S after N is out of order (CBMC reads S*, N*, C*, then the terminator).
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    b.extend_from_slice(&[
        0x00, 0x00, b'a', 0, b'N', 0x01, b'n', 0, 0x01, 0x02, b'c', 0, 0,
    ]);
    b.extend_from_slice(&[b'S', 0x00]);
    assert!(matches!(
        err(&b),
        BinaryError::IrepNotTerminated { found: b'S', .. }
    ));
}

#[test]
fn legacy_comment_entries_load_as_named_children() {
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    // type = (a N n=(c) C #k=(c))
    b.extend_from_slice(&[
        0x00, 0x00, b'a', 0, b'N', 0x01, b'n', 0, 0x01, 0x02, b'c', 0, 0,
    ]);
    b.extend_from_slice(&[b'C', 0x03, b'#', b'k', 0, 0x01, 0x00]);
    b.extend_from_slice(&[0x01, 0x01]); // value, location: irep 1
    b.extend_from_slice(&[0x02, 0x02, 0x02, 0x02, 0x02, 0x00, 0x00, 0x00]);
    let gb = binary::read(&b).unwrap();
    let ty = gb.symbols[0].ty;
    assert_eq!(gb.store.display(ty).to_string(), "(a #k=(c) n=(c))");
}

#[test]
fn bogus_references_and_huge_numbers() {
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    write_word(&mut b, 1 << 40);
    assert!(matches!(err(&b), BinaryError::BogusIrepReference { .. }));
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01, 0x00];
    write_word(&mut b, 1 << 40);
    assert!(matches!(err(&b), BinaryError::BogusStringReference { .. }));
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06];
    b.extend_from_slice(&[0xff; 10]);
    b.push(0x01);
    assert!(matches!(err(&b), BinaryError::NumberTooLarge { .. }));
    // A sparse but valid string number (CBMC's are sparse) loads.
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01, 0x00];
    write_word(&mut b, 3_000_000_000);
    b.extend_from_slice(b"s\0\0");
    b.extend_from_slice(&[0x00, 0x00]);
    write_word(&mut b, 3_000_000_000);
    write_word(&mut b, 3_000_000_000);
    write_word(&mut b, 3_000_000_000);
    write_word(&mut b, 3_000_000_000);
    write_word(&mut b, 3_000_000_000);
    b.extend_from_slice(&[0x00, 0x00, 0x00]);
    let gb = binary::read(&b).unwrap();
    assert_eq!(gb.store.bytes(gb.symbols[0].name), b"s");
}

#[test]
fn huge_counts_do_not_allocate_and_fail_as_truncated() {
    for count in [u64::MAX, 1 << 62, 1 << 40, 1 << 20] {
        let mut b = vec![0x7f, b'G', b'B', b'F', 0x06];
        write_word(&mut b, count);
        assert!(matches!(err(&b), BinaryError::Truncated { .. }));
        let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x00];
        write_word(&mut b, count);
        assert!(matches!(err(&b), BinaryError::Truncated { .. }));
        let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x00, 0x01, b'f', 0];
        write_word(&mut b, count);
        assert!(matches!(err(&b), BinaryError::Truncated { .. }));
    }
}

/// The minimal file with instruction fields replaced.
fn one_instruction(kind: u64, target_number: u64, targets: &[u64]) -> Vec<u8> {
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x00, 0x01];
    write_gb_string(&mut b, b"main");
    b.push(0x01);
    b.extend_from_slice(&[0x00, 0x00]);
    b.extend_from_slice(b"nil\0");
    b.extend_from_slice(&[0x00, 0x00]);
    write_word(&mut b, kind);
    b.push(0x00);
    write_word(&mut b, target_number);
    write_word(&mut b, targets.len() as u64);
    for &t in targets {
        write_word(&mut b, t);
    }
    b.push(0x00);
    b
}

#[test]
fn bad_instruction_kind() {
    let e = err(&one_instruction(20, u32::MAX as u64, &[]));
    assert!(matches!(
        &e,
        BinaryError::BadInstructionKind { kind: 20, function, index: 0, .. } if function == "main"
    ));
    assert_eq!(
        e.to_string(),
        "corrupt goto binary: bad instruction kind 20 in function main, instruction 0 (byte 21)"
    );
    assert!(binary::read(&one_instruction(19, u32::MAX as u64, &[])).is_ok());
}

#[test]
fn bad_targets() {
    // Jump to itself: fine.
    let gb = binary::read(&one_instruction(1, 1, &[1])).unwrap();
    assert_eq!(gb.functions[0].body[0].targets, vec![0]);
    assert!(matches!(
        err(&one_instruction(1, 1, &[2])),
        BinaryError::BadTarget {
            target: 2,
            index: 0,
            ..
        }
    ));
    assert!(matches!(
        err(&one_instruction(1, u32::MAX as u64, &[u32::MAX as u64])),
        BinaryError::BadTarget { .. }
    ));
    assert!(matches!(
        err(&one_instruction(1, 1 << 33, &[])),
        BinaryError::BadTarget { .. }
    ));
    // Two instructions numbered 1.
    let mut b = vec![0x7f, b'G', b'B', b'F', 0x06, 0x00, 0x01, b'g', 0, 0x02];
    b.extend_from_slice(&[0x00, 0x00, b'n', 0, 0, 0x00, 0x05, 0x00, 0x01, 0x00, 0x00]);
    b.extend_from_slice(&[0x00, 0x00, 0x09, 0x00, 0x01, 0x00, 0x00]);
    assert!(matches!(
        err(&b),
        BinaryError::DuplicateTarget {
            target: 1,
            index: 1,
            ..
        }
    ));
}

// ---------------------------------------------------------------- ELF containers

/// A minimal ELF object (no program headers) with sections: null, `.text`, `goto-cc`
/// holding `payload`, `.shstrtab`. Built by hand in either class and byte order.
fn elf_object(payload: &[u8], is64: bool, big_endian: bool) -> Vec<u8> {
    let put = |out: &mut Vec<u8>, v: u64, width: usize| {
        let bytes = v.to_le_bytes();
        let slice = &bytes[..width];
        if big_endian {
            out.extend(slice.iter().rev());
        } else {
            out.extend_from_slice(slice);
        }
    };
    let shstrtab = b"\0.text\0goto-cc\0.shstrtab\0";
    let ehsize = if is64 { 64 } else { 52 };
    let shentsize = if is64 { 64 } else { 40 };
    let text = b"\xc3\x90\x90\x90";
    let text_off = ehsize;
    let payload_off = text_off + text.len();
    let strtab_off = payload_off + payload.len();
    let shoff = (strtab_off + shstrtab.len() + 7) & !7;
    let mut out = vec![0x7f, b'E', b'L', b'F'];
    out.push(if is64 { 2 } else { 1 });
    out.push(if big_endian { 2 } else { 1 });
    out.push(1);
    out.resize(16, 0);
    put(&mut out, 1, 2); // e_type REL
    put(&mut out, 62, 2); // e_machine
    put(&mut out, 1, 4); // e_version
    let word = if is64 { 8 } else { 4 };
    put(&mut out, 0, word); // e_entry
    put(&mut out, 0, word); // e_phoff
    put(&mut out, shoff as u64, word); // e_shoff
    put(&mut out, 0, 4); // e_flags
    put(&mut out, ehsize as u64, 2);
    put(&mut out, 0, 2); // e_phentsize
    put(&mut out, 0, 2); // e_phnum
    put(&mut out, shentsize as u64, 2);
    put(&mut out, 4, 2); // e_shnum
    put(&mut out, 3, 2); // e_shstrndx
    assert_eq!(out.len(), ehsize);
    out.extend_from_slice(text);
    out.extend_from_slice(payload);
    out.extend_from_slice(shstrtab);
    out.resize(shoff, 0);
    let sections: [(u64, u64, u64, u64); 4] = [
        (0, 0, 0, 0),
        (1, 1, text_off as u64, text.len() as u64),
        (7, 1, payload_off as u64, payload.len() as u64),
        (15, 3, strtab_off as u64, shstrtab.len() as u64),
    ];
    for (name, kind, off, size) in sections {
        put(&mut out, name, 4);
        put(&mut out, kind, 4);
        put(&mut out, 0, word); // flags
        put(&mut out, 0, word); // addr
        put(&mut out, off, word);
        put(&mut out, size, word);
        put(&mut out, 0, 4); // link
        put(&mut out, 0, 4); // info
        put(&mut out, 1, word); // addralign
        put(&mut out, 0, word); // entsize
    }
    out
}

#[test]
fn goto_cc_section_of_elf_objects() {
    let gb = binary_gen::program(5, 2, 10);
    let payload = gb.to_bytes();
    for is64 in [true, false] {
        for be in [false, true] {
            let elf = elf_object(&payload, is64, be);
            assert_eq!(binary::sniff(&elf), Format::Elf);
            assert_eq!(goto_cc_section(&elf).unwrap(), payload.as_slice());
            assert!(binary::read(&elf).unwrap().same_as(&gb));
        }
    }
}

#[test]
fn elf_without_goto_cc_or_malformed() {
    let elf = elf_object(b"x", true, false);
    let mut renamed = elf.clone();
    let pos = renamed.windows(7).position(|w| w == b"goto-cc").unwrap();
    renamed[pos] = b'G';
    assert_eq!(err(&renamed), BinaryError::NoGotoCcSection);
    // Truncations of the object never panic.
    for cut in 0..elf.len() {
        let _ = binary::read(&elf[..cut]);
    }
    let mut bad_class = elf.clone();
    bad_class[4] = 9;
    assert!(matches!(err(&bad_class), BinaryError::BadElf(_)));
    // The goto binary inside is checked like a raw one.
    assert!(matches!(err(&elf), BinaryError::BadMagic { .. }));
}

/// An object produced by the system toolchain (gcc + objcopy --add-section goto-cc=...),
/// checked in as test data.
#[test]
fn real_toolchain_object() {
    let elf = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/binary_data/hybrid.o"
    ))
    .unwrap();
    let gb = binary::read(&elf).unwrap();
    assert!(gb.same_as(&binary_gen::program(1, 1, 3)));
}

#[test]
fn error_messages() {
    let mut b = minimal_file();
    let mut cases: Vec<(&str, Vec<u8>)> = vec![("bad magic", b"int main".to_vec())];
    b[4] = 5;
    cases.push(("old version", b.clone()));
    b[4] = 7;
    cases.push(("new version", b.clone()));
    let good = minimal_file();
    cases.push(("truncated", good[..good.len() - 3].to_vec()));
    let mut twice = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    twice.extend_from_slice(&[0x00, 0x00, b'a', 0, b'S', 0x00, 0x01, b'b', 0, 0x00, 0x00]);
    cases.push(("irep defined twice", twice));
    let mut unterminated = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01];
    unterminated.extend_from_slice(&[0x00, 0x00, b'a', 0, b'X']);
    cases.push(("irep not terminated", unterminated));
    let mut bogus = vec![0x7f, b'G', b'B', b'F', 0x06, 0x01, 0x00];
    write_word(&mut bogus, 1 << 40);
    cases.push(("bogus string reference", bogus));
    let mut big = vec![0x7f, b'G', b'B', b'F', 0x06];
    big.extend_from_slice(&[0xff; 10]);
    big.push(0x01);
    cases.push(("number too large", big));
    cases.push((
        "bad instruction kind",
        one_instruction(42, u32::MAX as u64, &[]),
    ));
    cases.push(("bad target", one_instruction(1, 1, &[7])));
    let mut elf = elf_object(b"x", true, false);
    let pos = elf.windows(7).position(|w| w == b"goto-cc").unwrap();
    elf[pos] = b'G';
    cases.push(("ELF without goto-cc", elf));
    cases.push(("malformed ELF", b"\x7fELF\x09".to_vec()));
    let text: Vec<String> = cases
        .iter()
        .map(|(what, bytes)| format!("{what}: {}", err(bytes)))
        .collect();
    insta::assert_snapshot!(text.join("\n"));
}
