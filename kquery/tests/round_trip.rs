//! `-print-ast` output parses back to the same module: printing the
//! re-parsed declarations gives the same text. Like KLEE's printer, ours
//! prints constants bare where the grammar cannot infer their width (both
//! operands of `(Ult 0 1)`, the child of Extract/ZExt, klee#62/#1443), so
//! ConstantFolding.kquery and LargeIntegers.kquery are not re-parsable by
//! KLEE either and are left out (see `klee_printer_limitation`).

mod common;

use common::read;
use kquery::parser::{parse, ParseOptions};
use kquery::printer::{print_decl, PrintOptions};

fn print_all(src: &[u8]) -> String {
    let (m, d) = parse(src, ParseOptions::default());
    assert!(d.is_empty(), "{:?}", d.first());
    m.decls
        .iter()
        .map(|d| print_decl(&m.arena, d, PrintOptions::default()))
        .collect()
}

#[test]
fn corpus_files_round_trip() {
    if common::skip_without_corpus() {
        return;
    }
    let files = [
        "test/kleaver/Evaluate.kquery",
        "test/kleaver/Evaluate2.kquery",
        "test/kleaver/Parser/Concat64.kquery",
        "test/kleaver/Parser/Exprs.kquery",
        "test/kleaver/Parser/MultiByteReads.kquery",
        "test/kleaver/Parser/Simplify.kquery",
        "test/kleaver/print-smt-none.kquery",
        "test/Solver/2016-04-12-array-parsing-bug.kquery",
        "test/Solver/AShr_to_smtlib.kquery",
        "test/Solver/FastCexSolver.kquery",
        "test/Solver/Z3LargeConstantArray.kquery",
        "test/Solver/overshift-aright-by-symbolic.kquery",
        "test/regression/2016-03-22-independence-solver-missing-objects-for-assignment.kquery",
        "utils/data/Queries/pcresymperf-3.kquery",
    ];
    for f in files {
        let once = print_all(&read(f));
        let twice = print_all(once.as_bytes());
        assert_eq!(once, twice, "{f} does not round-trip");
    }
}

/// KLEE's printer output for unfolded constant operands cannot be parsed
/// back (klee#62); we reproduce KLEE, whose parser rejects it too.
#[test]
fn klee_printer_limitation() {
    let printed = print_all(b"(query [] (Ult (w32 0) (w32 1)))");
    assert_eq!(printed, "(query [] (Ult 0 1))\n");
    let (_, d) = parse(printed.as_bytes(), ParseOptions::default());
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].message, "ambiguous arguments to expression.");
}

#[test]
fn byte_reads_of_different_arrays_or_versions_are_not_one_multibyte_read() {
    // `(Concat (Read 1 a) (Read 0 b))` printed as `(ReadLSB w16 0 b)`, and a write to one
    // byte's version was dropped: the printed query meant something else
    let src = b"array a[8] : w32 -> w8 = symbolic
array b[8] : w32 -> w8 = symbolic
(query [(Eq (Concat w16 (Read w8 1 a) (Read w8 0 b)) 4660)] false)
(query [] (Eq (Concat w16 (Read w8 1 [1=5] @ a) (Read w8 0 a)) 1280))
(query [] (Eq (Concat w16 (Read w8 1 a) (Read w8 0 a)) 1280))
";
    let text = print_all(src);
    assert!(text.contains("(Read w8 0 b)"), "{text}");
    assert!(text.contains("[1=5] @ a"), "{text}");
    // the same array version still folds
    assert!(text.contains("(ReadLSB w16 0 a)"), "{text}");
    assert_eq!(print_all(text.as_bytes()), text);
}
