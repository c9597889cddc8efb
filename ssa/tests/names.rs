//! SSA name spelling and the equation printers.

use goto_ir::{Ident, InstrRef, Store};
use ssa::*;

#[test]
fn names_print_like_cbmc() {
    let mut store = Store::new();
    let int = store.signed(32);
    let mut names = NameTable::new();
    let (mut l1c, mut l2c) = (L1Counters::default(), L2Counters::default());
    let mut path = Level2Map::default();
    // a global: no L0, no L1
    let g = names.object_at(Ident::new("g"), None, None, int);
    for _ in 0..3 {
        path.assign(&mut l2c, g);
    }
    assert_eq!(names.l2_string(path.current(g)), "g#3");
    // a local with fields
    let s = Ident::new("main::1::s");
    let inst = l1c.fresh(s);
    let so = names.object_at(s, Some(Level0::MAIN_THREAD), Some(inst), int);
    let f = names.member_of(so, Ident::new("f"), int);
    path.assign(&mut l2c, f);
    let v = path.assign(&mut l2c, f);
    assert_eq!(names.l2_string(v), "main::1::s!0@1#2..f");
    assert_eq!(names.l1_string(f), "main::1::s!0@1..f");
    let a = names.object_at(Ident::new("a"), Some(Level0::MAIN_THREAD), Some(inst), int);
    let a2 = names.element_of(a, 2, int);
    for _ in 0..3 {
        path.assign(&mut l2c, a2);
    }
    assert_eq!(names.l2_string(path.current(a2)), "a!0@1#3[[2]]");
    assert_eq!(names.root_of(a2), a);
    assert_eq!(names.fields_of(a), &[a2]);
    // never assigned: version 0; DEAD forgets
    let b = names.object_at(Ident::new("b"), None, None, int);
    assert_eq!(names.l2_string(path.current(b)), "b#0");
    path.remove(a2);
    assert_eq!(path.current(a2).version.get(), 0);
    // L1 indices start at a minimum (parameters use the frame count)
    assert_eq!(l1c.fresh_at_least(Ident::new("f::p"), 3).get(), 3);
    assert_eq!(l1c.fresh_at_least(Ident::new("f::p"), 1).get(), 4);
    // symbols are looked up back
    let e = L2Expr::name(&mut names, &mut store, v);
    assert_eq!(names.lookup_expr(&store, e.id()), Some(SsaSymbol::L2(v)));
}

#[test]
fn equation_slicing_and_program_only() {
    let mut m = goto_ir::GotoModel::new();
    let int = m.store.signed(32);
    let mut f = goto_ir::GotoFunction::default();
    let loc = goto_ir::SourceLocation::at("t.c", 1, None, Some("main"));
    f.body
        .push(goto_ir::Instruction::new(goto_ir::InstrKind::Skip, loc));
    f.body.push(goto_ir::Instruction::new(
        goto_ir::InstrKind::EndFunction,
        loc,
    ));
    m.functions.insert(Ident::new("main"), f);
    m.update();
    let mut names = NameTable::new();
    let mut l2c = L2Counters::default();
    let mut path = Level2Map::default();
    let x = names.object_at(Ident::new("x"), None, None, int);
    let source = Source {
        thread: 0,
        function: Ident::new("main"),
        pc: InstrRef(0),
    };
    let mut eq = Equation::new();
    let guard_obj = names.object_at(Ident::new("goto_symex::\\guard"), None, None, goto_ir::BOOL);
    let g = path.assign(&mut l2c, guard_obj);
    let guard = L2Expr::name(&mut names, &mut m.store, g);
    for k in 0..2 {
        let n = path.assign(&mut l2c, x);
        let lhs = L2Expr::name(&mut names, &mut m.store, n);
        let c = m.store.int_const(k, int);
        let rhs = L2Expr::leaf(&m.store, c).expect("constant");
        let cond = L2Expr::equal(&mut m.store, lhs, rhs);
        eq.push(Step {
            kind: StepKind::Assignment {
                lhs,
                full_lhs: lhs,
                original_lhs: c,
                rhs,
                assignment_type: AssignmentType::State,
            },
            guard: if k == 0 { L2Expr::TRUE } else { guard },
            cond,
            source,
            hidden: false,
            ignore: false,
        });
        if k == 0 {
            eq.push(Step {
                kind: StepKind::Assert {
                    property_id: Ident::new("main.assertion.1"),
                    comment: Ident::new("assertion x"),
                },
                guard: L2Expr::TRUE,
                cond: guard,
                source,
                hidden: false,
                ignore: false,
            });
        }
    }
    let out = show::show_program(&m, &eq, &goto_ir::c_syntax::CConfig::lp64());
    insta::assert_snapshot!(out);
    assert_eq!(eq.simple_slice(), 1);
    assert_eq!(eq.count_vccs(), 1);
    assert!(eq.steps[2].ignore);
    assert_eq!(AssignmentType::Phi.as_str(), "PHI");
    assert!(AssignmentType::Guard.is_hidden());
    assert!(!AssignmentType::VisibleActualParameter.is_hidden());
}
