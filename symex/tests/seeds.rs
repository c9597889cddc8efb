//! The two programs of cbmc-goto-symex.txt (l1.c and l2.c), hand-built as the C front end
//! produces them: the L0/L1/L2 names must match CBMC's.

mod common;
use common::*;
use goto_ir::*;

/// int main() { int x=7; x=8; assert(0); }
fn l1() -> GotoModel {
    let mut b = Builder::new("l1.c");
    let int = b.int;
    b.function_symbol("main", &[], int);
    let x = b.local("main::1::x", int);
    let (seven, eight, zero) = (b.c(7), b.c(8), b.c(0));
    let mut f = b.body("main");
    f.line(3).decl(x);
    f.assign(x, seven);
    f.line(4).assign(x, eight);
    let ne = b.m.store.ne(zero, zero);
    let _ = ne;
    f.line(5).assert(FALSE, "assertion 0", "main.assertion.1");
    f.line(6).ret(zero);
    b.add(f, &[]);
    b.finish_with_start()
}

/// void foo() { int x=7; x=8; x=9; } int main() { foo(); foo(); assert(0); }
fn l2() -> GotoModel {
    let mut b = Builder::new("l2.c");
    let int = b.int;
    let void = b.m.store.empty_type();
    let foo_fn = b.function_symbol("foo", &[], void);
    b.function_symbol("main", &[], int);
    let x = b.local("foo::1::x", int);
    let (seven, eight, nine, zero) = (b.c(7), b.c(8), b.c(9), b.c(0));
    let mut f = b.body("foo");
    f.line(3).decl(x);
    f.assign(x, seven);
    f.line(4).assign(x, eight);
    f.line(5).assign(x, nine);
    f.line(6).dead(x);
    b.add(f, &[]);
    let mut m = b.body("main");
    m.line(9).call(None, foo_fn, vec![]);
    m.line(10).call(None, foo_fn, vec![]);
    m.line(11).assert(FALSE, "assertion 0", "main.assertion.1");
    m.line(12).ret(zero);
    b.add(m, &[]);
    b.finish_with_start()
}

#[test]
fn l1_names_match_cbmc() {
    let mut m = l1();
    let out = show_vcc(&mut m, &symex::SymexConfig::default());
    assert!(out.contains("} main::1::x!0@1#2 = 7\n"), "{out}");
    assert!(out.contains("} main::1::x!0@1#3 = 8\n"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn l2_names_match_cbmc() {
    let mut m = l2();
    let out = show_vcc(&mut m, &symex::SymexConfig::default());
    for (l1, l2, v) in [
        (1, 2, 7),
        (1, 3, 8),
        (1, 4, 9),
        (2, 2, 7),
        (2, 3, 8),
        (2, 4, 9),
    ] {
        let line = format!("}} foo::1::x!0@{l1}#{l2} = {v}\n");
        assert!(out.contains(&line), "missing {line} in {out}");
    }
    insta::assert_snapshot!(out);
}
