//! The goto-cc-compatible compiler `rbmc-cc` with `rbmc`: separate compilation, linking
//! of goto objects (CBMC's rules), entry points, and the errors of each step.

mod common;

use common::{rbmc, text};
use std::path::Path;
#[cfg(unix)]
use std::os::unix::fs::FileTypeExt;
use std::process::{Command, Output};

fn cc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rbmc-cc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("rbmc-cc runs")
}

fn write(dir: &Path, name: &str, src: &str) {
    std::fs::write(dir.join(name), src).expect("write source");
}

/// The property lines and the verdict of an rbmc run.
fn results(o: &Output) -> Vec<String> {
    text(&o.stdout)
        .lines()
        .filter(|l| l.starts_with('[') || l.starts_with("VERIFICATION"))
        .map(String::from)
        .collect()
}

fn ok(o: &Output) {
    assert!(
        o.status.success(),
        "failed: {}\n{}",
        text(&o.stdout),
        text(&o.stderr)
    );
}

const MAIN: &str = r#"
#include <stdlib.h>
#include <string.h>
struct node { int v; struct node *next; };
static int counter = 1;
static int helper(int x) { return x + counter; }
extern int table[];
extern int gval;
int sum(int n, ...);
struct node *mk(int v);
int apply(int (*f)(int), int x);
int twice(int);
int main() {
  struct node *n = mk(3);
  if (n) __CPROVER_assert(n->v == 3, "mk");
  __CPROVER_assert(helper(1) == 2, "static in main.c");
  __CPROVER_assert(table[2] == 30, "table");
  __CPROVER_assert(gval == 7, "gval");
  __CPROVER_assert(sum(3, 1, 2, 3) == 6, "variadic");
  __CPROVER_assert(apply(twice, 4) == 8, "function pointer");
  char buf[8]; strcpy(buf, "abc");
  __CPROVER_assert(strlen(buf) == 3, "strlen");
  __CPROVER_assert(helper(1) == 3, "fails");
  return 0;
}
"#;

const LIB: &str = r#"
#include <stdlib.h>
#include <stdarg.h>
struct node { int v; struct node *next; };
static int counter = 100;
static int helper(int x) { return x * counter; }
int table[3] = {10, 20, 30};
int gval = 7;
int sum(int n, ...) {
  va_list ap; va_start(ap, n); int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap); return s;
}
struct node *mk(int v) {
  struct node *p = malloc(sizeof *p); if (!p) return 0;
  p->v = helper(v) / 100; p->next = 0; return p;
}
int apply(int (*f)(int), int x) { return f(x); }
int twice(int x) { return 2 * x; }
"#;

#[test]
fn separately_compiled_objects_verify_like_the_sources() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(d, "main.c", MAIN);
    write(d, "lib.c", LIB);
    let from_sources = rbmc(d, &["main.c", "lib.c", "--unwind", "5"]);
    assert_eq!(from_sources.status.code(), Some(10));
    ok(&cc(d, &["-c", "main.c", "lib.c"]));
    assert!(d.join("main.o").exists() && d.join("lib.o").exists());
    // rbmc links the objects itself ...
    let from_objects = rbmc(d, &["main.o", "lib.o", "--unwind", "5"]);
    assert_eq!(from_objects.status.code(), Some(10));
    assert_eq!(results(&from_sources), results(&from_objects));
    // ... or takes the program rbmc-cc linked, also with a C file among the inputs
    ok(&cc(d, &["main.o", "lib.c", "-o", "prog.gb"]));
    let linked = rbmc(d, &["prog.gb", "--unwind", "5"]);
    assert_eq!(results(&from_sources), results(&linked));
    let r = results(&linked);
    assert!(r.contains(&"[main.assertion.8] line 23 fails: FAILURE".to_string()), "{r:?}");
    assert!(r.contains(&"[main.assertion.2] line 16 static in main.c: SUCCESS".to_string()));
}

/// Weak definitions in goto objects: a later object's strong definition replaces a weak
/// function or variable, also when a unit in between only declares it, a weak attribute
/// on a function's earlier declaration makes its definition weak, and weak aliases give
/// way too (gcc's rules); the sources, the objects in either order and the linked program
/// agree.
#[test]
fn weak_definitions_give_way_to_strong_ones_in_objects() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "a.c",
        r#"
#include <assert.h>
__attribute__((weak)) int level(void) { return 1; }
int hook(int x) __attribute__((weak));
int hook(int x) { return x; }
extern int limit;
int get_limit(void);
int main(void) {
  assert(level() == 3);
  assert(hook(2) == 4);
  assert(limit == 20 && get_limit() == 20);
  return 0;
}
"#,
    );
    write(
        d,
        "b.c",
        "extern int limit;\n__attribute__((weak)) int limit = 10;\nint get_limit(void) { return limit; }\n",
    );
    write(
        d,
        "c.c",
        "int level(void) { return 3; }\nint hook(int x) { return 2 * x; }\nint limit = 20;\n",
    );
    let expected = vec![
        "[main.assertion.1] line 9 assertion level() == 3: SUCCESS".to_string(),
        "[main.assertion.2] line 10 assertion hook(2) == 4: SUCCESS".to_string(),
        "[main.assertion.3] line 11 assertion limit == 20 && get_limit() == 20: SUCCESS"
            .to_string(),
        "[hook.overflow.1] line 2 arithmetic overflow on signed * in 2 * x: SUCCESS".to_string(),
        "VERIFICATION SUCCESSFUL".to_string(),
    ];
    assert_eq!(results(&rbmc(d, &["a.c", "b.c", "c.c"])), expected);
    assert_eq!(results(&rbmc(d, &["c.c", "b.c", "a.c"])), expected);
    ok(&cc(d, &["-c", "a.c", "b.c", "c.c"]));
    assert_eq!(results(&rbmc(d, &["a.o", "b.o", "c.o"])), expected);
    assert_eq!(results(&rbmc(d, &["c.o", "b.o", "a.o"])), expected);
    ok(&cc(d, &["a.o", "b.o", "c.o", "-o", "prog.gb"]));
    assert_eq!(results(&rbmc(d, &["prog.gb"])), expected);
    // a weak alias (the startup-file idiom) gives way to another object's definition; a
    // plain alias of a static function is that function
    write(
        d,
        "startup.c",
        "static void default_handler(void) { }\n\
         void irq(void) __attribute__((weak, alias(\"default_handler\")));\n\
         static int twice(int x) { return 2 * x; }\n\
         int doubled(int) __attribute__((alias(\"twice\")));\n",
    );
    write(
        d,
        "app.c",
        "#include <assert.h>\nint hits;\nvoid irq(void) { hits++; }\nint doubled(int);\n\
         int main(void) { irq(); assert(hits == 1 && doubled(4) == 8); return 0; }\n",
    );
    let sources = results(&rbmc(d, &["startup.c", "app.c"]));
    assert!(sources.contains(&"VERIFICATION SUCCESSFUL".to_string()), "{sources:?}");
    ok(&cc(d, &["-c", "startup.c", "app.c"]));
    assert_eq!(results(&rbmc(d, &["startup.o", "app.o"])), sources);
    assert_eq!(results(&rbmc(d, &["app.o", "startup.o"])), sources);
}

/// A C99 `extern inline` definition is an external one (C11 6.7.4p7): its object keeps it
/// for the units that call it, as the one-step build does; a GNU one (`gnu_inline`) is for
/// inlining only, and the real definition elsewhere is the one called.
#[test]
fn extern_inline_definitions_in_objects() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "a.c",
        "extern inline int next(int x) { return x + 1; }\n\
         extern inline __attribute__((gnu_inline)) int prev(int x) { return x - 100; }\n",
    );
    write(
        d,
        "b.c",
        "#include <assert.h>\nint next(int);\nint prev(int);\n\
         int prev(int x) { return x - 1; }\n\
         int main(void) { assert(next(1) == 2 && prev(1) == 0); return 0; }\n",
    );
    let expected = results(&rbmc(d, &["a.c", "b.c"]));
    assert!(expected.contains(&"VERIFICATION SUCCESSFUL".to_string()), "{expected:?}");
    ok(&cc(d, &["-c", "a.c", "b.c"]));
    ok(&cc(d, &["a.o", "b.o", "-o", "prog.gb"]));
    assert_eq!(results(&rbmc(d, &["prog.gb"])), expected);
}

/// What the checker's command line decides holds for a program compiled earlier, as in
/// CBMC: `--no-malloc-may-fail` and `--malloc-fail-assert` (CBMC re-initialises
/// `__CPROVER_malloc_may_fail`/`_failure_mode` at the end of `__CPROVER_initialize`), and
/// `#pragma CPROVER check` travels in the binary's source locations.
#[test]
fn checker_options_and_check_pragmas_hold_for_a_compiled_program() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "m.c",
        r#"
#include <stdlib.h>
int main() {
  int *p = malloc(sizeof(int));
  *p = 5;
  int x, a[2] = {1, 2};
#pragma CPROVER check push
#pragma CPROVER check disable "signed-overflow"
  int y = x + 1;
#pragma CPROVER check pop
  int z = x + 2;
  __CPROVER_assert(*p == 5, "stored");
  return a[0] + y + z;
}
"#,
    );
    ok(&cc(d, &["m.c", "-o", "m.gb"]));
    for opts in [&[][..], &["--no-malloc-may-fail"][..], &["--malloc-fail-assert"][..]] {
        let from_source = rbmc(d, &[&["m.c"][..], opts].concat());
        let from_binary = rbmc(d, &[&["m.gb"][..], opts].concat());
        assert_eq!(from_source.status.code(), from_binary.status.code(), "{opts:?}");
        assert_eq!(results(&from_source), results(&from_binary), "{opts:?}");
    }
    let r = results(&rbmc(d, &["m.gb", "--no-malloc-may-fail"]));
    assert!(r.contains(&"[main.assertion.1] line 12 stored: SUCCESS".to_string()), "{r:?}");
    assert!(r.iter().any(|l| l.contains("overflow on signed + in x + 2")), "{r:?}");
    assert!(!r.iter().any(|l| l.contains("in x + 1")), "the pragma holds: {r:?}");
    let r = results(&rbmc(d, &["m.gb"]));
    assert!(r.contains(&"[main.pointer_dereference.1] line 5 dereference failure: pointer NULL in *p: FAILURE".to_string()), "{r:?}");
}

#[test]
fn a_harness_is_the_entry_point_of_the_linked_program() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "code.c",
        "int parse(const char *s, unsigned n) { unsigned i = 0; while (i < n && s[i]) i++; return i; }\n",
    );
    write(
        d,
        "harness.c",
        "#include <stdlib.h>\nint parse(const char *, unsigned);\n\
         void harness(unsigned n) {\n  __CPROVER_assume(n <= 4);\n  char *buf = malloc(n);\n  \
         if (buf) { int r = parse(buf, 4); __CPROVER_assert(r <= 4, \"bounded\"); }\n}\n",
    );
    ok(&cc(d, &["-c", "code.c", "-o", "code.goto"]));
    ok(&cc(d, &["-c", "harness.c", "-o", "harness.goto"]));
    ok(&cc(
        d,
        &["--function", "harness", "code.goto", "harness.goto", "-o", "proof.goto"],
    ));
    let o = rbmc(d, &["proof.goto", "--unwind", "6", "--trace"]);
    let out = text(&o.stdout);
    // parse reads past the end of a buffer shorter than 4
    assert_eq!(o.status.code(), Some(10), "{out}");
    assert!(out.contains("[parse.pointer_dereference.5] line 1 dereference failure: pointer outside object bounds in s[(signed long int)i]: FAILURE"), "{out}");
    assert!(out.contains("harness.c function harness"), "{out}");
    // the object linked without an entry point gets one from rbmc's --function
    ok(&cc(d, &["code.goto", "harness.goto", "-o", "lib.goto"]));
    let o = rbmc(d, &["lib.goto", "--function", "harness", "--unwind", "6"]);
    assert_eq!(o.status.code(), Some(10), "{}", text(&o.stdout));
}

#[test]
fn function_on_a_goto_program_replaces_its_entry_point() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "m.c",
        "int f(int a) { __CPROVER_assert(a != 7, \"not 7\"); return a; }\nint main() { return f(1); }\n",
    );
    ok(&cc(d, &["m.c", "-o", "m.gb"]));
    assert_eq!(rbmc(d, &["m.gb"]).status.code(), Some(0));
    let o = rbmc(d, &["m.gb", "--function", "f", "--trace"]);
    assert_eq!(o.status.code(), Some(10));
    assert!(text(&o.stdout).contains("a=7"), "{}", text(&o.stdout));
}

#[test]
fn file_local_names_and_different_struct_tags_stay_apart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "a.c",
        "struct s { int a; int b; };\nstatic int k = 1;\nstatic int get(void) { return k; }\n\
         int other(void);\nstruct s mk(void) { struct s r = { get(), 2 }; return r; }\n\
         int main() { struct s v = mk(); __CPROVER_assert(v.a + v.b == 3, \"a\");\n\
         __CPROVER_assert(other() == 105, \"b\"); return 0; }\n",
    );
    write(
        d,
        "b.c",
        "struct s { long x; };\nstatic int k = 5;\nstatic int get(void) { return k; }\n\
         int other(void) { struct s v = { 100 }; return (int)v.x + get(); }\n",
    );
    ok(&cc(d, &["-c", "a.c", "b.c"]));
    let o = rbmc(d, &["a.o", "b.o"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stdout));
    let table = text(&rbmc(d, &["a.o", "b.o", "--show-symbol-table"]).stdout);
    for name in ["tag-s$link1", "get$link1", "k$link1"] {
        assert!(
            table.contains(&format!("Symbol......: {name}\n")),
            "{name} missing"
        );
    }
}

#[test]
fn objects_keep_the_data_model_they_were_compiled_for() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "w.c",
        "int main() { __CPROVER_assert(sizeof(void *) == 4 && sizeof(long) == 4, \"ilp32\"); }\n",
    );
    ok(&cc(d, &["-m32", "-c", "w.c"]));
    let o = rbmc(d, &["w.o"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stdout));
    // objects of different data models do not link, as a linker refuses them
    write(d, "v.c", "long v;\n");
    ok(&cc(d, &["-c", "v.c"]));
    let error = "error: goto objects compiled for different targets cannot be linked: \
                 ILP32 (-m32), little-endian and LP64 (-m64), little-endian";
    let o = cc(d, &["w.o", "v.o", "-o", "p.gb"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains(error), "{}", text(&o.stderr));
    assert!(!d.join("p.gb").exists());
    let o = rbmc(d, &["w.o", "v.o"]);
    assert_eq!(o.status.code(), Some(6));
    assert!(text(&o.stderr).contains(error), "{}", text(&o.stderr));
}

#[test]
fn link_errors_use_cbmc_rules_and_leave_no_output() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(d, "a.c", "int x;\nint main() { return x; }\n");
    write(d, "b.c", "char x;\n");
    ok(&cc(d, &["-c", "a.c", "b.c"]));
    let o = cc(d, &["a.o", "b.o", "-o", "prog.gb"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("b.c:1:6: error: conflicting types for variable 'x'"),
        "{err}"
    );
    assert!(!d.join("prog.gb").exists());
    let o = rbmc(d, &["a.o", "b.o"]);
    assert_eq!(o.status.code(), Some(6));
    // a syntax error is located and no object is written
    write(d, "bad.c", "int f( { }\n");
    let o = cc(d, &["-c", "bad.c"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("bad.c:1:"), "{}", text(&o.stderr));
    assert!(!d.join("bad.o").exists());
}

#[test]
fn command_line_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(d, "a.c", "int main() { return 0; }\n");
    let o = cc(d, &["--no-such-flag", "a.c"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        text(&o.stderr),
        "rbmc-cc: error: unrecognized command-line option '--no-such-flag'\n"
    );
    let o = cc(d, &["-fshort-enums", "-c", "a.c"]);
    assert_eq!(o.status.code(), Some(6));
    assert_eq!(
        text(&o.stderr),
        "rbmc-cc: error: -fshort-enums is not supported yet\n"
    );
    // gcc's flags that do not change the program are accepted
    ok(&cc(
        d,
        &["-std=gnu11", "-O2", "-g", "-Wall", "-Werror", "-fno-builtin", "-c", "a.c"],
    ));
    let o = cc(d, &["-E", "a.c"]);
    ok(&o);
    assert!(text(&o.stdout).contains("int main()"));
    // gcc's check: the output must not overwrite a source
    for args in [&["-c", "a.c", "-o", "a.c"][..], &["a.c", "-o", "./a.c"]] {
        let o = cc(d, args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert_eq!(
            text(&o.stderr),
            "rbmc-cc: error: input file 'a.c' is the same as output file\n"
        );
        assert_eq!(
            std::fs::read_to_string(d.join("a.c")).expect("source"),
            "int main() { return 0; }\n"
        );
    }
    // a misspelt entry function is an error at link time (goto-cc's), not a program that
    // silently verifies main
    let o = cc(d, &["--function", "harnes", "a.c", "-o", "x.goto"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(text(&o.stderr), "rbmc-cc: error: main symbol 'harnes' not found\n");
    assert!(!d.join("x.goto").exists());
}

#[test]
fn instrumented_properties_carry_the_compilation_directory() {
    // cbmc-viewer resolves a property's file against its working directory: the checks
    // rbmc adds took rbmc's own directory instead of the one the file was compiled in
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    std::fs::create_dir(d.join("src")).expect("mkdir");
    std::fs::create_dir(d.join("run")).expect("mkdir");
    write(
        &d.join("src"),
        "h.c",
        "int nondet(void);\nint main() { int x = nondet(); int y = x + 1; __CPROVER_assert(y != 3, \"a\"); return 0; }\n",
    );
    ok(&cc(&d.join("src"), &["-c", "h.c", "-o", "../run/h.o"]));
    ok(&cc(&d.join("run"), &["h.o", "-o", "p.goto"]));
    let o = rbmc(d, &["--xml-ui", "run/p.goto"]);
    let out = text(&o.stdout);
    let src = std::fs::canonicalize(d.join("src")).expect("canonical");
    let want = format!("working-directory=\"{}\"", src.display());
    for class in ["assertion", "overflow"] {
        let line = out
            .lines()
            .skip_while(|l| !l.contains(&format!("main.{class}.1")))
            .find(|l| l.contains("<location"))
            .unwrap_or_else(|| panic!("no location for main.{class}.1 in\n{out}"));
        assert!(line.contains(&want), "{class}: {line} (want {want})");
    }
}

#[cfg(unix)]
#[test]
fn a_device_as_output_stays_a_device() {
    // `-o /dev/null` (the "does it compile" idiom) renamed a file over the device when run
    // as root; a FIFO stands in for it here
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(d, "a.c", "int main() { return 0; }\n");
    ok(&cc(d, &["a.c", "-o", "/dev/null"]));
    assert!(!std::fs::metadata("/dev/null").expect("stat").is_file());
    let fifo = d.join("out.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        return;
    }
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(&fifo).expect("read fifo"))
    };
    ok(&cc(d, &["a.c", "-o", "out.fifo"]));
    let bytes = reader.join().expect("reader");
    assert!(bytes.starts_with(b"\x7fGBF"), "a goto binary through the FIFO");
    assert!(std::fs::symlink_metadata(&fifo).expect("lstat").file_type().is_fifo());
}

fn instrument(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rbmc-instrument"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("rbmc-instrument runs")
}

/// cbmc-starter-kit's steps on examples/proof (docs/toolchain.md): compile each file, link
/// with the harness as entry point, remove a body, stub the undefined functions, drop what
/// is unused, verify.
#[test]
fn starter_kit_steps_end_to_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let proof = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/proof");
    for f in ["buf.c", "harness.c"] {
        std::fs::copy(proof.join(f), d.join(f)).expect("copy the example proof");
    }
    ok(&cc(d, &["-c", "buf.c", "-o", "buf.goto"]));
    ok(&cc(d, &["-c", "harness.c", "-o", "harness.goto"]));
    ok(&cc(d, &["--function", "harness", "buf.goto", "harness.goto", "-o", "1.goto"]));
    ok(&instrument(d, &["--remove-function-body", "slow", "1.goto", "2.goto"]));
    let undefined = instrument(d, &["--list-undefined-functions", "2.goto"]);
    assert!(text(&undefined.stdout).ends_with("log_msg\nslow\n"), "{}", text(&undefined.stdout));
    ok(&instrument(
        d,
        &[
            "--generate-function-body",
            "log_msg|slow",
            "--generate-function-body-options",
            "havoc,params:.*",
            "2.goto",
            "3.goto",
        ],
    ));
    ok(&instrument(
        d,
        &["--add-library", "--drop-unused-functions", "--slice-global-inits", "3.goto", "4.goto"],
    ));
    let functions = text(&instrument(d, &["--list-goto-functions", "4.goto"]).stdout);
    // (the symbol stays, as in CBMC: a goto binary lists it without a body)
    assert!(!functions.contains("unused_function /* unused_function */\n"), "{functions}");
    assert!(functions.contains("log_msg /* log_msg */\n"), "{functions}");
    // --slice-global-inits: no reachable code reads unused_global
    let listing = text(&instrument(d, &["--show-goto-functions", "3.goto"]).stdout);
    assert!(listing.contains("ASSIGN unused_global := 42"), "{listing}");
    let listing = text(&instrument(d, &["--show-goto-functions", "4.goto"]).stdout);
    assert!(!listing.contains("ASSIGN unused_global"), "{listing}");
    let o = rbmc(d, &["--flush", "--unwind", "20", "--trace", "4.goto"]);
    let out = text(&o.stdout);
    // dst may be shorter than n: memcpy writes past its end
    assert_eq!(o.status.code(), Some(10), "{out}");
    assert!(
        out.contains("[copy_prefix.precondition_instance.3] line 33 memcpy destination region writeable: FAILURE"),
        "{out}"
    );
    // the 100000 iterations are gone with slow's body: nothing fails for want of unwinding
    assert!(!out.contains("unwinding assertion"), "{out}");
}

/// A prototype without parameter names (`int fetch(struct msg *, size_t, int *);`) gets a
/// havoc body in a goto binary: its parameters are `$param0`, … in the function's type,
/// where a goto binary keeps them, so the body binds the call's arguments. (It havocked an
/// unrelated pointer: the harness's assertion after the call was a wrong SUCCESS.)
#[test]
fn havoc_bodies_of_prototypes_without_parameter_names_write_through_the_arguments() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "harness.c",
        r#"
#include <stddef.h>
struct msg { int len; char body[8]; };
int fetch(struct msg *, size_t, int *);
void harness(void)
{
  struct msg m = { 0, "" };
  int status = 7;
  if(fetch(&m, sizeof m, &status) == 0)
  {
    __CPROVER_assert(m.len == 0, "message untouched");
    __CPROVER_assert(status == 7, "status untouched");
  }
}
"#,
    );
    ok(&cc(d, &["-c", "harness.c", "-o", "h.goto"]));
    ok(&cc(d, &["--function", "harness", "h.goto", "-o", "1.goto"]));
    for (params, message, status) in [
        (".*", "FAILURE", "FAILURE"),
        ("\\$param0", "FAILURE", "SUCCESS"),
        ("\\$param1", "SUCCESS", "SUCCESS"),
        ("\\$param2", "SUCCESS", "FAILURE"),
    ] {
        let options = format!("havoc,params:{params}");
        ok(&instrument(
            d,
            &[
                "--generate-function-body",
                "fetch",
                "--generate-function-body-options",
                &options,
                "1.goto",
                "2.goto",
            ],
        ));
        let o = rbmc(d, &["--validate-goto-model", "2.goto"]);
        let out = text(&o.stdout);
        assert!(
            out.contains(&format!("line 11 message untouched: {message}")),
            "{params}: {out}"
        );
        assert!(
            out.contains(&format!("line 12 status untouched: {status}")),
            "{params}: {out}"
        );
        assert!(!out.contains("ERROR"), "{params}: {out}");
    }
}

/// goto-cc → goto-instrument (function-pointer restrictions, --nondet-static) → cbmc, as
/// CBMC's chain.sh runs its goto-instrument regressions: the restriction and the nondet
/// initialisation are in the goto binary rbmc-instrument writes.
#[test]
fn restrictions_and_nondet_static_through_the_tool_chain() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "ops.c",
        r#"
typedef int (*op_t)(int);
int inc(int x) { return x + 1; }
int dbl(int x) { return 2 * x; }
int neg(int x) { return -x; }
op_t table[3] = {inc, dbl, neg};
int apply(op_t op, int x) { return op(x); }
"#,
    );
    write(
        d,
        "harness.c",
        r#"
typedef int (*op_t)(int);
extern op_t table[3];
int apply(op_t op, int x);
int calls = 0;
const int limit = 3;
void harness(void)
{
  unsigned i;
  __CPROVER_assume(i < 3);
  int r = apply(table[i], 2);
  __CPROVER_assert(r == 3 || r == 4, "inc or dbl");
  __CPROVER_assert(limit == 3, "constants keep their value");
  __CPROVER_assert(calls == 0, "calls starts at 0");
}
"#,
    );
    ok(&cc(d, &["-c", "ops.c", "-o", "ops.goto"]));
    ok(&cc(d, &["-c", "harness.c", "-o", "harness.goto"]));
    ok(&cc(d, &["--function", "harness", "ops.goto", "harness.goto", "-o", "1.goto"]));
    // neg is left out: the restriction's assertion fails; the call never goes to neg
    let o = instrument(
        d,
        &[
            "--restrict-function-pointer",
            "apply.function_pointer_call.1/inc,dbl",
            "--nondet-static",
            "1.goto",
            "2.goto",
        ],
    );
    ok(&o);
    assert!(
        text(&o.stdout).contains("Restricting apply.function_pointer_call.1 to dbl, inc"),
        "{}",
        text(&o.stdout)
    );
    let listing = text(&instrument(d, &["--show-goto-functions", "2.goto"]).stdout);
    assert!(
        listing.contains("ASSIGN apply.function_pointer_call.1 := apply::op"),
        "{listing}"
    );
    assert!(!listing.contains("address_of(neg) THEN"), "{listing}");
    let o = rbmc(d, &["--no-standard-checks", "2.goto"]);
    assert_eq!(
        results(&o),
        [
            "[harness.assertion.1] line 12 inc or dbl: SUCCESS",
            "[harness.assertion.2] line 13 constants keep their value: SUCCESS",
            "[harness.assertion.3] line 14 calls starts at 0: FAILURE",
            "[apply.pointer_dereference.1] line 7 dereferenced function pointer must be one of [dbl, inc]: FAILURE",
            "VERIFICATION FAILED",
        ],
        "{}",
        text(&o.stdout)
    );
    // the same through rbmc's own options, on the goto binary and on the sources
    let direct = rbmc(
        d,
        &[
            "--no-standard-checks",
            "--restrict-function-pointer-by-name",
            "apply::op/inc,dbl",
            "--nondet-static",
            "1.goto",
        ],
    );
    assert_eq!(results(&direct), results(&o), "{}", text(&direct.stdout));
    let sources = rbmc(
        d,
        &[
            "--no-standard-checks",
            "--function",
            "harness",
            "--restrict-function-pointer",
            "apply.function_pointer_call.1/dbl,inc",
            "--nondet-static-exclude",
            "calls",
            "ops.c",
            "harness.c",
        ],
    );
    let want: Vec<String> = results(&o)
        .into_iter()
        .map(|l| l.replace("calls starts at 0: FAILURE", "calls starts at 0: SUCCESS"))
        .collect();
    assert_eq!(results(&sources), want, "{}", text(&sources.stdout));
    // restricted to every target the table holds, with calls and the table keeping their
    // initial values, the restriction holds
    let o = instrument(
        d,
        &[
            "--restrict-function-pointer-by-name",
            "apply::op/inc,dbl,neg",
            "--nondet-static-exclude",
            "calls",
            "--nondet-static-exclude",
            "ops.c:table",
            "1.goto",
            "3.goto",
        ],
    );
    ok(&o);
    let o = rbmc(d, &["--no-standard-checks", "3.goto"]);
    let out = text(&o.stdout);
    assert!(out.contains("must be one of [dbl, inc, neg]: SUCCESS"), "{out}");
    assert!(out.contains("[harness.assertion.3] line 14 calls starts at 0: SUCCESS"), "{out}");
    // a wrong restriction: CBMC's usage error, no output written
    let o = instrument(
        d,
        &["--restrict-function-pointer", "apply.function_pointer_call.2/inc", "1.goto", "4.goto"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("Reason: apply.function_pointer_call.2 not found in the symbol table"),
        "{}",
        text(&o.stderr)
    );
    assert!(!d.join("4.goto").exists());
}

#[test]
fn instrument_refuses_what_it_cannot_do() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(d, "a.c", "int main() { return 0; }\n");
    ok(&cc(d, &["a.c", "-o", "a.goto"]));
    let o = instrument(d, &["--unwind", "3", "a.goto", "b.goto"]);
    assert_eq!(o.status.code(), Some(6));
    assert_eq!(
        text(&o.stderr),
        "rbmc-instrument: error: --unwind is not supported yet\n"
    );
    let o = instrument(d, &["--no-such-thing", "a.goto", "b.goto"]);
    assert_eq!(o.status.code(), Some(1));
    let o = instrument(d, &["a.c", "b.goto"]);
    assert_eq!(o.status.code(), Some(6));
    assert!(!d.join("b.goto").exists());
}

#[test]
fn analyzer_lists_the_reachable_functions_as_cbmc_viewer_reads_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "m.c",
        "int used(int x) { return x + 1; }\nint unused(void) { return 0; }\n\
         int main() {\n  return used(1);\n}\n",
    );
    ok(&cc(d, &["m.c", "-o", "m.goto"]));
    let o = Command::new(env!("CARGO_BIN_EXE_rbmc-analyzer"))
        .args(["--reachable-functions", "--json", "out.json", "m.goto"])
        .current_dir(d)
        .output()
        .expect("rbmc-analyzer runs");
    ok(&o);
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(d.join("out.json")).expect("written"))
            .expect("JSON");
    let user: Vec<(&str, &str, u64, u64)> = json
        .as_array()
        .expect("array")
        .iter()
        .filter(|f| f["file"].as_str().is_some_and(|f| f.ends_with("/m.c")))
        .map(|f| {
            (
                f["function"].as_str().unwrap_or(""),
                f["file"].as_str().unwrap_or(""),
                f["first line"].as_u64().unwrap_or(0),
                f["last line"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    let names: Vec<&str> = user.iter().map(|u| u.0).collect();
    assert_eq!(names, vec!["used", "main"], "{json}");
    // the file is absolute: the compilation's directory joined to the name
    assert!(user[0].1.starts_with('/'), "{json}");
    assert_eq!((user[1].2, user[1].3), (4, 5));
    let o = Command::new(env!("CARGO_BIN_EXE_rbmc-analyzer"))
        .args(["--show-intervals", "m.goto"])
        .current_dir(d)
        .output()
        .expect("rbmc-analyzer runs");
    assert_eq!(o.status.code(), Some(6));
}

/// `--drop-unused-functions` keeps what the entry point reaches and says how many it
/// dropped (CBMC's statistics line); a binary linked without an entry point gets a warning
/// instead of silently losing every function.
#[test]
fn dropping_unused_functions_reports_and_needs_an_entry_point() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    write(
        d,
        "h.c",
        "int used(int x) { return x + 1; }\nint unused(int x) { return x - 1; }\n\
         void harness(void) { __CPROVER_assert(used(1) == 2, \"used\"); }\n",
    );
    ok(&cc(d, &["h.c", "-o", "noentry.goto"]));
    ok(&cc(d, &["--function", "harness", "h.c", "-o", "entry.goto"]));
    let o = instrument(d, &["--drop-unused-functions", "entry.goto", "out.goto"]);
    ok(&o);
    let out = text(&o.stdout);
    assert!(out.contains("Dropping 1 of "), "{out}");
    assert!(!out.contains("no entry point"), "{out}");
    let o = instrument(d, &["--drop-unused-functions", "noentry.goto", "out2.goto"]);
    let all = format!("{}{}", text(&o.stdout), text(&o.stderr));
    assert!(
        all.contains("no entry point (__CPROVER__start): every function is unused"),
        "{all}"
    );
}
