//! Real glibc headers parse under both data models, and preprocessing problems are clear
//! errors.

use cfront::ast::{ExternalDecl, TypeSpecifier};
use cfront::{parse_file, preprocess, DataModel, FrontendError, PreprocessConfig};

const ALL_HEADERS: &str = "#include <assert.h>\n#include <stdlib.h>\n#include <string.h>\n\
#include <stdio.h>\n#include <stdint.h>\n#include <limits.h>\n#include <math.h>\n\
#include <pthread.h>\n\
_Static_assert(sizeof(long) == EXPECTED_LONG, \"data model\");\n\
_Static_assert(sizeof(void *) == EXPECTED_LONG, \"pointer width\");\n\
int main(void) {\n  char buf[16];\n  size_t n = strlen(\"abc\");\n  assert(n == 3);\n\
  snprintf(buf, sizeof buf, \"%d\", INT_MAX);\n  return (int)sqrt(4.0) + (int)n;\n}\n";

fn check_model(model: DataModel, long_size: u32) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("headers.c");
    std::fs::write(&path, ALL_HEADERS).expect("write");
    let config = PreprocessConfig {
        data_model: model,
        defines: vec![format!("EXPECTED_LONG={long_size}")],
        ..PreprocessConfig::default()
    };
    let parsed = parse_file(&path, &config).unwrap_or_else(|e| panic!("{model:?}: {e}"));
    assert!(parsed.unit.items.len() > 500, "{model:?}: too few items");
    // (The `_Static_assert`s are only parsed here; the type checker evaluates them.)
    // The data model reached the headers: size_t is `unsigned long` (LP64) or
    // `unsigned int` (ILP32), as the compiler's own <stddef.h> says.
    let expected = match model {
        DataModel::Lp64 => vec![
            TypeSpecifier::Long,
            TypeSpecifier::Unsigned,
            TypeSpecifier::Int,
        ],
        DataModel::Ilp32 => vec![TypeSpecifier::Unsigned, TypeSpecifier::Int],
    };
    let size_t = parsed
        .unit
        .items
        .iter()
        .find_map(|item| match item {
            ExternalDecl::Declaration(d)
                if d.declarators.iter().any(|i| {
                    i.declarator
                        .name
                        .as_ref()
                        .is_some_and(|n| n.name == "size_t")
                }) =>
            {
                Some(d.specs.type_specifiers().cloned().collect::<Vec<_>>())
            }
            _ => None,
        })
        .expect("size_t typedef");
    assert_eq!(size_t, expected, "{model:?}");
    // Locations point into the original headers.
    let main = parsed.text.find("int main(void)").expect("main") as u32;
    let loc = parsed.line_map.location(main);
    assert!(loc.file.ends_with("headers.c"), "{loc}");
    assert_eq!(loc.line, 11);
}

#[test]
fn all_headers_parse_lp64() {
    check_model(DataModel::Lp64, 8);
}

#[test]
fn all_headers_parse_ilp32() {
    check_model(DataModel::Ilp32, 4);
}

#[test]
fn preprocessor_failure_is_a_clear_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bad.c");
    std::fs::write(&path, "#include \"no_such_header.h\"\nint x;\n").expect("write");
    let err = preprocess(&path, &PreprocessConfig::default()).unwrap_err();
    assert!(matches!(err, FrontendError::Preprocessor { .. }));
    let msg = err.to_string();
    assert!(
        msg.contains("preprocessing") && msg.contains("no_such_header.h"),
        "{msg}"
    );

    let missing = dir.path().join("missing.c");
    let err = preprocess(&missing, &PreprocessConfig::default()).unwrap_err();
    assert!(matches!(err, FrontendError::Read { .. }), "{err}");
}

#[test]
fn cprover_macros_and_user_defines_are_passed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("m.c");
    std::fs::write(
        &path,
        "#if defined(__CPROVER__) && defined(__CPROVER) && FOO == 3\nint ok;\n#endif\n#include \"inc.h\"\n",
    )
    .expect("write");
    let inc = dir.path().join("include");
    std::fs::create_dir(&inc).expect("mkdir");
    std::fs::write(inc.join("inc.h"), "int from_include;\n").expect("write");
    let config = PreprocessConfig {
        defines: vec!["FOO=3".into()],
        include_dirs: vec![inc],
        ..PreprocessConfig::default()
    };
    let parsed = parse_file(&path, &config).expect("parse");
    assert_eq!(parsed.unit.items.len(), 2);
    let i_file = dir.path().join("pre.i");
    std::fs::write(&i_file, "# 1 \"orig.c\"\nint y = ;\n").expect("write");
    let err = parse_file(&i_file, &config).unwrap_err();
    assert_eq!(
        err.to_string(),
        "orig.c:1:9: error: expected expression before ';' token"
    );
}

/// A wider set of glibc and GCC headers (including the x86 vector intrinsics, which use
/// vector attributes inside casts and compound literals).
const MANY_HEADERS: &[&str] = &[
    "unistd.h",
    "signal.h",
    "sys/stat.h",
    "fcntl.h",
    "time.h",
    "wchar.h",
    "complex.h",
    "stdatomic.h",
    "setjmp.h",
    "ctype.h",
    "errno.h",
    "stdarg.h",
    "stdbool.h",
    "tgmath.h",
    "sys/socket.h",
    "netinet/in.h",
    "dirent.h",
    "regex.h",
    "locale.h",
    "fenv.h",
    "inttypes.h",
    "immintrin.h",
    "sys/mman.h",
    "poll.h",
    "sys/time.h",
    "sys/wait.h",
    "stddef.h",
    "float.h",
    "iso646.h",
    "uchar.h",
    "threads.h",
    "search.h",
    "glob.h",
    "termios.h",
];

#[test]
fn many_headers_parse_in_both_models() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("many.c");
    let src: String = MANY_HEADERS
        .iter()
        .map(|h| format!("#include <{h}>\n"))
        .chain(std::iter::once(
            "int main(void) { return 0; }\n".to_string(),
        ))
        .collect();
    std::fs::write(&path, src).expect("write");
    for model in [DataModel::Lp64, DataModel::Ilp32] {
        let config = PreprocessConfig {
            data_model: model,
            ..PreprocessConfig::default()
        };
        let parsed = parse_file(&path, &config).unwrap_or_else(|e| panic!("{model:?}: {e}"));
        assert!(parsed.unit.items.len() > 3000, "{model:?}");
    }
}
