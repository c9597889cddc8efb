//! Tests of the built-in property instrumentation (`goto_check`), property labelling and
//! selection. Programs are built with the IR builder; the instrumented functions and the
//! property lists are pinned with insta snapshots.

use goto_instrument::{goto_check, properties, CheckOptions, PropertyError};
use goto_ir::*;
use std::fmt::Write as _;

/// A small program builder: symbols of `main` and a body under construction.
struct P {
    m: GotoModel,
    body: Vec<Instruction>,
    func: &'static str,
    line: u32,
}

impl P {
    fn new(func: &'static str) -> P {
        let mut m = GotoModel::new();
        // the CPROVER globals the pointer checks refer to
        let void = m.store.empty_type();
        let vp = m.store.pointer_type(void, 64);
        for g in [
            "__CPROVER_dead_object",
            "__CPROVER_deallocated",
            "__CPROVER_memory_leak",
        ] {
            let mut s = Symbol::new(Ident::new(g), vp);
            s.is_static_lifetime = true;
            m.symbols.insert(s);
        }
        P {
            m,
            body: Vec::new(),
            func,
            line: 1,
        }
    }
    fn int(&mut self) -> TypeId {
        self.m.store.signed(32)
    }
    fn var(&mut self, name: &str, ty: TypeId) -> ExprId {
        let id = Ident::new(&format!("{}::1::{name}", self.func));
        self.m.symbols.insert(Symbol::new(id, ty));
        self.m.store.symbol(id, ty)
    }
    fn global(&mut self, name: &str, ty: TypeId) -> ExprId {
        let id = Ident::new(name);
        let mut s = Symbol::new(id, ty);
        s.is_static_lifetime = true;
        self.m.symbols.insert(s);
        self.m.store.symbol(id, ty)
    }
    fn loc(&mut self) -> SourceLocation {
        let l = SourceLocation::at("t.c", self.line, Some(3), Some(self.func));
        self.line += 1;
        l
    }
    fn push(&mut self, kind: InstrKind) -> usize {
        let loc = self.loc();
        self.body.push(Instruction::new(kind, loc));
        self.body.len() - 1
    }
    fn decl(&mut self, e: ExprId) {
        self.push(InstrKind::Decl(e));
    }
    fn assign(&mut self, lhs: ExprId, rhs: ExprId) -> usize {
        self.push(InstrKind::Assign { lhs, rhs })
    }
    fn guarded(&mut self, kind: InstrKind, g: ExprId) -> usize {
        let loc = self.loc();
        self.body.push(Instruction::with_guard(kind, g, loc));
        self.body.len() - 1
    }
    fn goto(&mut self, g: ExprId, target: usize) -> usize {
        let loc = self.loc();
        self.body
            .push(Instruction::goto(g, InstrRef(target as u32), loc));
        self.body.len() - 1
    }
    fn finish(mut self) -> GotoModel {
        self.push(InstrKind::EndFunction);
        let f = GotoFunction {
            body: std::mem::take(&mut self.body),
            ..Default::default()
        };
        let name = Ident::new(self.func);
        let ret = self.m.store.signed(32);
        let code = self.m.store.mk_type(TypeKind::Code {
            params: vec![],
            ret,
            variadic: false,
        });
        self.m.symbols.insert(Symbol::new(name, code));
        self.m.functions.insert(name, f);
        self.m.update();
        self.m
    }
}

/// One line per instruction: kind, guard or code, targets, and the property annotations.
fn dump(m: &GotoModel) -> String {
    let cfg = c_syntax::CConfig::lp64();
    let p = |e: ExprId| c_syntax::expr(&m.store, &m.symbols, &cfg, e);
    let mut out = String::new();
    for name in m.sorted_function_names() {
        let f = &m.functions[&name];
        writeln!(out, "{name}:").unwrap();
        for (i, ins) in f.body.iter().enumerate() {
            let labels: Vec<&str> = ins.labels.iter().map(|l| l.as_str()).collect();
            let labels = if labels.is_empty() {
                String::new()
            } else {
                format!("{}: ", labels.join(", "))
            };
            let text = match &ins.kind {
                InstrKind::Goto => format!(
                    "IF {} THEN GOTO {}",
                    p(ins.guard),
                    ins.targets
                        .iter()
                        .map(|t| t.0.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                ),
                InstrKind::Assert => format!("ASSERT {}", p(ins.guard)),
                InstrKind::Assume => format!("ASSUME {}", p(ins.guard)),
                InstrKind::Assign { lhs, rhs } => format!("ASSIGN {} := {}", p(*lhs), p(*rhs)),
                InstrKind::Decl(e) => format!("DECL {}", p(*e)),
                InstrKind::Dead(e) => format!("DEAD {}", p(*e)),
                InstrKind::SetReturnValue(e) => format!("SET RETURN VALUE {}", p(*e)),
                InstrKind::FunctionCall(c) => format!("CALL {}", p(c.function)),
                InstrKind::EndFunction => "END_FUNCTION".to_string(),
                InstrKind::Skip => "SKIP".to_string(),
                other => format!("{other:?}"),
            };
            write!(out, "  {i:2}: {labels}{text}").unwrap();
            let l = &ins.location;
            if let Some(c) = l.comment {
                write!(
                    out,
                    "  // [{}] {}",
                    l.property_class.map(|x| x.as_str()).unwrap_or(""),
                    c
                )
                .unwrap();
            }
            if let Some(id) = l.property_id {
                write!(out, " <{id}>").unwrap();
            }
            writeln!(out).unwrap();
        }
    }
    out
}

/// Instruments with `opts`, labels, checks the result with the verifier, and dumps it.
fn run(mut m: GotoModel, opts: &CheckOptions) -> String {
    goto_check(&mut m, opts).expect("instrumentation succeeds");
    properties::label_properties(&mut m);
    let errs = verify::verify(&m);
    assert!(errs.is_empty(), "verifier: {errs:?}");
    dump(&m)
}

fn default_run(m: GotoModel) -> String {
    run(m, &CheckOptions::default())
}

#[test]
fn division_and_signed_overflow() {
    let mut p = P::new("main");
    let int = p.int();
    let (x, y) = (p.var("x", int), p.var("y", int));
    p.decl(x);
    p.decl(y);
    let one = p.m.store.int_const(1, int);
    let sum = p.m.store.plus(x, one);
    p.assign(x, sum);
    let q = p.m.store.div(x, y);
    let r = p.m.store.modulo(q, y);
    p.assign(y, r);
    let two = p.m.store.int_const(2, int);
    let half = p.m.store.div(x, two);
    p.assign(y, half); // division by a non-zero constant: no division-by-zero check
    let neg = p.m.store.unary_minus(x);
    let prod = p.m.store.mult(neg, y);
    p.assign(x, prod);
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn unsigned_overflow_only_on_request() {
    let mut p = P::new("main");
    let u = p.m.store.unsigned(32);
    let x = p.var("x", u);
    let one = p.m.store.int_const(1, u);
    let sum = p.m.store.plus(x, one);
    p.assign(x, sum);
    let neg = p.m.store.unary_minus(x);
    p.assign(x, neg);
    let m = p.finish();
    let plain = default_run(m.clone());
    assert!(!plain.contains("ASSERT"), "{plain}");
    let mut opts = CheckOptions::default();
    opts.set_check("unsigned-overflow", true).unwrap();
    insta::assert_snapshot!(run(m, &opts));
}

#[test]
fn array_bounds() {
    let mut p = P::new("main");
    let int = p.int();
    let long = p.m.store.signed(64);
    let ulong = p.m.store.unsigned(64);
    let ten = p.m.store.int_const(10, long);
    let arr_ty = p.m.store.array_type(int, Some(ten));
    let a = p.var("a", arr_ty);
    let i = p.var("i", int);
    let u = p.var("u", ulong);
    p.decl(a);
    p.decl(i);
    let ic = p.m.store.typecast(i, long);
    let ai = p.m.store.index(a, ic, int);
    p.assign(ai, i);
    // an unsigned index has no lower bound check
    let au = p.m.store.index(a, u, int);
    p.assign(i, au);
    // constant index in bounds: nothing; out of bounds: an upper bound check that fails
    let three = p.m.store.int_const(3, long);
    let a3 = p.m.store.index(a, three, int);
    p.assign(i, a3);
    let twelve = p.m.store.int_const(12, long);
    let a12 = p.m.store.index(a, twelve, int);
    p.assign(i, a12);
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn pointer_dereference_depends_on_what_the_pointer_may_point_to() {
    let mut p = P::new("main");
    let int = p.int();
    let ip = p.m.store.pointer_type(int, 64);
    let x = p.var("x", int);
    let q = p.var("q", ip);
    let g = p.global("gp", ip);
    p.decl(x);
    p.decl(q);
    // *gp: a global pointer, unknown target: all conditions
    let dg = p.m.store.deref(g);
    p.assign(x, dg);
    // q = &x; *q: points to a local: dead object and object bounds only
    let ax = p.m.store.address_of(x, ip);
    p.assign(q, ax);
    let dq = p.m.store.deref(q);
    p.assign(dq, x);
    // q = NULL: now NULL is possible as well
    let null = p.m.store.null_pointer(ip);
    p.assign(q, null);
    let dq2 = p.m.store.deref(q);
    p.assign(x, dq2);
    p.push(InstrKind::Dead(q));
    p.push(InstrKind::Dead(x));
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn member_through_pointer_checks_the_member_only() {
    let mut p = P::new("main");
    let int = p.int();
    let long = p.m.store.signed(64);
    let st = p.m.store.mk_type(TypeKind::Struct(Compound {
        tag: Some(Ident::new("s")),
        components: vec![
            Component {
                name: Ident::new("a"),
                pretty_name: None,
                ty: int,
                padding: false,
            },
            Component {
                name: Ident::new("b"),
                pretty_name: None,
                ty: long,
                padding: false,
            },
        ],
        packed: true,
        incomplete: false,
        align: None,
    }));
    let sp = p.m.store.pointer_type(st, 64);
    let s = p.global("sp", sp);
    let y = p.var("y", long);
    let d = p.m.store.deref(s);
    let mb = p.m.store.member(d, Ident::new("b"), long);
    p.assign(y, mb);
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn guards_of_and_or_and_conditional() {
    let mut p = P::new("main");
    let int = p.int();
    let (x, y) = (p.var("x", int), p.var("y", int));
    let zero = p.m.store.int_const(0, int);
    // IF !(y != 0 && x / y > 1) THEN GOTO end
    let ne = p.m.store.ne(y, zero);
    let q = p.m.store.div(x, y);
    let one = p.m.store.int_const(1, int);
    let gt = p.m.store.gt(q, one);
    let and = p.m.store.and(ne, gt);
    let not = p.m.store.not(and);
    let g = p.goto(not, 0); // patched below
                            // x = y == 0 || 10 / y == 2 ? x : y % x  (as an if-expression on the rhs)
    let eq = p.m.store.eq(y, zero);
    let ten = p.m.store.int_const(10, int);
    let q2 = p.m.store.div(ten, y);
    let two = p.m.store.int_const(2, int);
    let eq2 = p.m.store.eq(q2, two);
    let or = p.m.store.or(eq, eq2);
    let r = p.m.store.modulo(y, x);
    let ite = p.m.store.ite(or, x, r);
    p.assign(x, ite);
    let end = p.push(InstrKind::Skip);
    p.body[g].targets[0] = InstrRef(end as u32 + 1);
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn jumps_to_an_instrumented_instruction_reach_its_first_check() {
    let mut p = P::new("main");
    let int = p.int();
    let (x, y) = (p.var("x", int), p.var("y", int));
    let zero = p.m.store.int_const(0, int);
    // 0: IF x = 0 THEN GOTO 2; 1: x := 1; 2: LABEL: x := x / y; 3: GOTO 2 (backward)
    let c = p.m.store.eq(x, zero);
    p.goto(c, 2);
    let one = p.m.store.int_const(1, int);
    p.assign(x, one);
    let q = p.m.store.div(x, y);
    let target = p.assign(x, q);
    p.body[target].labels.push(Ident::new("L"));
    let nd = p.m.store.mk(ExprKind::Nondet, BOOL, []);
    p.goto(nd, target);
    let m = p.finish();
    let mut mm = m.clone();
    goto_check(&mut mm, &CheckOptions::default()).unwrap();
    let f = &mm.functions[&Ident::new("main")];
    // the checks come first, the label stays on the division
    assert!(matches!(f.body[2].kind, InstrKind::Assert));
    assert_eq!(f.body[0].targets[0], InstrRef(2));
    let last_goto = f.body.len() - 2;
    assert_eq!(f.body[last_goto].targets[0], InstrRef(2));
    assert!(matches!(f.body[4].kind, InstrKind::Assign { .. }));
    assert_eq!(f.body[4].labels, vec![Ident::new("L")]);
    insta::assert_snapshot!(default_run(m));
}

#[test]
fn duplicates_are_suppressed_within_a_basic_block_only() {
    let mut p = P::new("main");
    let int = p.int();
    let (x, y, z) = (p.var("x", int), p.var("y", int), p.var("z", int));
    let q = p.m.store.div(x, y);
    p.assign(z, q);
    p.assign(z, q); // same block, same check: suppressed
    p.assign(y, q); // checked again (same as before), then y changes
    p.assign(z, q); // y was assigned: the check is generated again
    let nd = p.m.store.mk(ExprKind::Nondet, BOOL, []);
    let g = p.goto(nd, 0);
    let t = p.assign(z, q); // a jump target starts a new block
    p.body[g].targets[0] = InstrRef(t as u32);
    let m = p.finish();
    let opts = CheckOptions {
        signed_overflow_check: false,
        ..Default::default()
    };
    insta::assert_snapshot!(run(m, &opts));
}

#[test]
fn shifts() {
    let mut p = P::new("main");
    let int = p.int();
    let u = p.m.store.unsigned(32);
    let (x, y) = (p.var("x", int), p.var("y", int));
    let v = p.var("v", u);
    let shl = p.m.store.shift(ExprKind::Shl, x, y);
    p.assign(x, shl);
    let sh = p.m.store.shift(ExprKind::Lshr, v, v);
    p.assign(v, sh);
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn conversion_and_enum_range_on_request() {
    let mut p = P::new("main");
    let int = p.int();
    let ch = p.m.store.signed(8);
    let u = p.m.store.unsigned(32);
    let x = p.var("x", int);
    let c = p.var("c", ch);
    let v = p.var("v", u);
    let tc = p.m.store.typecast(x, ch);
    p.assign(c, tc);
    let tu = p.m.store.typecast(x, u);
    p.assign(v, tu);
    let ti = p.m.store.typecast(v, int);
    p.assign(x, ti);
    let widen = p.m.store.typecast(c, int);
    p.assign(x, widen); // always fits: no check
    let tag = Ident::new("tag-e");
    let enum_ty = p.m.store.mk_type(TypeKind::CEnum {
        tag: Some(Ident::new("e")),
        base: int,
        members: vec![
            EnumMember {
                identifier: Ident::new("A"),
                base_name: Ident::new("A"),
                value: 0.into(),
            },
            EnumMember {
                identifier: Ident::new("B"),
                base_name: Ident::new("B"),
                value: 5.into(),
            },
        ],
    });
    let mut ts = Symbol::new(tag, enum_ty);
    ts.is_type = true;
    p.m.symbols.insert(ts);
    let et = p.m.store.mk_type(TypeKind::CEnumTag(tag));
    let e = p.var("e", et);
    let te = p.m.store.typecast(e, int);
    p.assign(x, te);
    let m = p.finish();
    let mut opts = CheckOptions::default();
    opts.set_check("conversion-check", true).unwrap();
    opts.set_check("enum-range", true).unwrap();
    insta::assert_snapshot!(run(m, &opts));
}

#[test]
fn pointer_primitives_and_relations() {
    let mut p = P::new("main");
    let int = p.int();
    let ip = p.m.store.pointer_type(int, 64);
    let ulong = p.m.store.unsigned(64);
    let a = p.global("pa", ip);
    let b = p.global("pb", ip);
    let n = p.var("n", ulong);
    let os = p.m.store.mk(ExprKind::ObjectSize, ulong, [a]);
    p.assign(n, os);
    let flag = p.var("f", BOOL);
    let lt = p.m.store.lt(a, b);
    p.assign(flag, lt);
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn memory_leak_error_label_and_no_assertions() {
    let mut p = P::new(ENTRY_POINT);
    let int = p.int();
    let x = p.var("x", int);
    let zero = p.m.store.int_const(0, int);
    let c = p.m.store.eq(x, zero);
    let a = p.guarded(InstrKind::Assert, c);
    p.body[a].location.user_provided = true;
    p.body[a].location.property_class = Some(Ident::new("assertion"));
    p.body[a].location.comment = Some(Ident::new("assertion x == 0"));
    let s = p.push(InstrKind::Skip);
    p.body[s].labels.push(Ident::new("ERROR"));
    let m = p.finish();
    let opts = CheckOptions {
        memory_leak_check: true,
        error_labels: vec!["ERROR".into()],
        assertions: false,
        ..Default::default()
    };
    insta::assert_snapshot!(run(m, &opts));
}

#[test]
fn no_standard_checks_turns_the_defaults_off() {
    let mut p = P::new("main");
    let int = p.int();
    let (x, y) = (p.var("x", int), p.var("y", int));
    let q = p.m.store.div(x, y);
    p.assign(x, q);
    let m = p.finish();
    let mut opts = CheckOptions::default();
    opts.no_standard_checks();
    let out = run(m, &opts);
    assert!(!out.contains("ASSERT"), "{out}");
    assert!(opts.set_check("no-such", true).is_err());
}

fn two_functions() -> GotoModel {
    // f and main, each with a user assertion and a division
    let mut p = P::new("main");
    let int = p.int();
    let (x, y) = (p.var("x", int), p.var("y", int));
    let q = p.m.store.div(x, y);
    p.assign(x, q);
    let zero = p.m.store.int_const(0, int);
    let c = p.m.store.eq(x, zero);
    for _ in 0..2 {
        let a = p.guarded(InstrKind::Assert, c);
        p.body[a].location.property_class = Some(Ident::new("assertion"));
    }
    let mut m = p.finish();
    let mut f = GotoFunction::default();
    let floc = SourceLocation::at("t.c", 20, None, Some("f"));
    let mut a = Instruction::with_guard(InstrKind::Assert, c, floc);
    a.location.property_class = Some(Ident::new("assertion"));
    f.body.push(a);
    f.body
        .push(Instruction::new(InstrKind::Assign { lhs: x, rhs: q }, floc));
    f.body.push(Instruction::new(InstrKind::EndFunction, floc));
    // inserted after main: labelling still goes by sorted name
    m.functions.insert(Ident::new("f"), f);
    m
}

#[test]
fn property_ids_count_per_prefix_over_sorted_functions() {
    let mut m = two_functions();
    goto_check(&mut m, &CheckOptions::default()).unwrap();
    properties::label_properties(&mut m);
    let cfg = c_syntax::CConfig::lp64();
    let mut out = String::new();
    for p in properties::collect_properties(&m) {
        writeln!(
            out,
            "Property {}:\n  {}\n  {}\n  {}",
            p.id,
            p.location,
            p.description,
            c_syntax::expr(&m.store, &m.symbols, &cfg, p.expression)
        )
        .unwrap();
    }
    insta::assert_snapshot!(out);
}

#[test]
fn select_properties_keeps_the_named_ones() {
    let mut m = two_functions();
    goto_check(&mut m, &CheckOptions::default()).unwrap();
    properties::label_properties(&mut m);
    let err = properties::select_properties(&mut m, &["main.assertion.7".to_string()]);
    assert_eq!(err, Err(PropertyError::Unknown("main.assertion.7".into())));
    assert_eq!(
        err.unwrap_err().to_string(),
        "property main.assertion.7 unknown"
    );
    properties::select_properties(
        &mut m,
        &[
            "main.assertion.2".to_string(),
            "f.division-by-zero.1".to_string(),
        ],
    )
    .unwrap();
    let ids: Vec<String> = properties::collect_properties(&m)
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert_eq!(ids, ["f.division-by-zero.1", "main.assertion.2"]);
}

/// Shapes of instructions for the random programs below.
#[derive(Clone, Debug)]
enum Op {
    /// `x := x / y` (checked)
    Div,
    /// `x := 1` (no checks)
    Const,
    /// `IF x == 0 THEN GOTO t` with `t` taken modulo the body length
    Goto(usize),
}

fn random_program(ops: &[Op]) -> GotoModel {
    let mut p = P::new("main");
    let int = p.int();
    let (x, y) = (p.var("x", int), p.var("y", int));
    let q = p.m.store.div(x, y);
    let one = p.m.store.int_const(1, int);
    let zero = p.m.store.int_const(0, int);
    let c = p.m.store.eq(x, zero);
    for op in ops {
        match op {
            Op::Div => {
                p.assign(x, q);
            }
            Op::Const => {
                p.assign(x, one);
            }
            Op::Goto(t) => {
                // the END_FUNCTION (index ops.len()) is a valid target too
                p.goto(c, t % (ops.len() + 1));
            }
        }
    }
    p.finish()
}

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Instrumentation only adds assertions, keeps the original instructions in order, and
    /// every jump reaches the first assertion inserted before its original target.
    #[test]
    fn instrumentation_keeps_program_and_rewires_jumps(
        ops in proptest::collection::vec(
            prop_oneof![
                Just(Op::Div),
                Just(Op::Const),
                (0usize..40).prop_map(Op::Goto),
            ],
            1..24,
        )
    ) {
        let original = random_program(&ops);
        let mut m = original.clone();
        goto_check(&mut m, &CheckOptions::default()).unwrap();
        prop_assert!(verify::verify(&m).is_empty());
        let before = &original.functions[&Ident::new("main")].body;
        let after = &m.functions[&Ident::new("main")].body;
        // positions of the original instructions in the result
        let kept: Vec<usize> = (0..after.len())
            .filter(|&i| !matches!(after[i].kind, InstrKind::Assert))
            .collect();
        prop_assert_eq!(kept.len(), before.len());
        for (k, &pos) in kept.iter().enumerate() {
            prop_assert_eq!(&after[pos].kind, &before[k].kind);
            prop_assert_eq!(after[pos].guard, before[k].guard);
            if let Some(&t) = before[k].targets.first() {
                let target_pos = kept[t.index()];
                let mut first = target_pos;
                while first > 0 && matches!(after[first - 1].kind, InstrKind::Assert) {
                    first -= 1;
                }
                prop_assert_eq!(after[pos].targets[0].index(), first);
            }
        }
        // every division gets its check unless the same check was made earlier in its block
        let asserts = after.iter().filter(|i| matches!(i.kind, InstrKind::Assert)).count();
        let divisions = ops.iter().filter(|o| matches!(o, Op::Div)).count();
        prop_assert!(asserts <= 2 * divisions);
        prop_assert!(divisions == 0 || asserts >= 2);
    }
}

#[test]
fn heap_pointers_and_explicit_allocations() {
    let mut p = P::new("main");
    let int = p.int();
    let ulong = p.m.store.unsigned(64);
    let ip = p.m.store.pointer_type(int, 64);
    let void = p.m.store.empty_type();
    let vp = p.m.store.pointer_type(void, 64);
    let q = p.var("q", ip);
    let x = p.var("x", int);
    p.decl(q);
    // q = (int *)ALLOCATE(4, false): a heap object, never NULL here
    let four = p.m.store.int_const(4, ulong);
    let alloc = p.m.store.mk(ExprKind::Allocate, vp, [four, FALSE]);
    let cast = p.m.store.typecast(alloc, ip);
    p.assign(q, cast);
    let dq = p.m.store.deref(q);
    p.assign(x, dq);
    // __CPROVER_allocated_memory(0x1000, 16) makes that range valid everywhere
    let am = Ident::new("__CPROVER_allocated_memory");
    let code = p.m.store.mk_type(TypeKind::Code {
        params: vec![],
        ret: void,
        variadic: false,
    });
    p.m.symbols.insert(Symbol::new(am, code));
    let fe = p.m.store.symbol(am, code);
    let base = p.m.store.int_const(0x1000, ulong);
    let len = p.m.store.int_const(16, ulong);
    p.push(InstrKind::FunctionCall(Call {
        lhs: None,
        function: fe,
        args: vec![base, len],
    }));
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn floating_point_checks_on_request() {
    let mut p = P::new("main");
    let dbl = p.m.store.mk_type(TypeKind::Floatbv {
        width: 64,
        fraction: 52,
    });
    let int = p.int();
    let (a, b) = (p.var("a", dbl), p.var("b", dbl));
    let i = p.var("i", int);
    let sum = p.m.store.plus(a, b);
    p.assign(a, sum);
    let q = p.m.store.div(a, b);
    p.assign(a, q);
    let t = p.m.store.typecast(a, int);
    p.assign(i, t);
    let m = p.finish();
    assert!(!default_run(m.clone()).contains("ASSERT"));
    let mut opts = CheckOptions::default();
    for c in ["nan", "float-overflow", "float-div-by-zero", "conversion"] {
        opts.set_check(c, true).unwrap();
    }
    insta::assert_snapshot!(run(m, &opts));
}

#[test]
fn assert_to_assume_retain_trivial_and_ilp32() {
    let mut p = P::new("main");
    let int = p.int();
    let x = p.var("x", int);
    let two = p.m.store.int_const(2, int);
    let q = p.m.store.div(x, two);
    p.assign(x, q);
    let m = p.finish();
    let mut opts = CheckOptions::default().ilp32();
    opts.retain_trivial_checks = true;
    opts.assert_to_assume = true;
    let out = run(m, &opts);
    assert!(out.contains("ASSUME"), "{out}");
    assert!(!out.contains("ASSERT"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn pragmas_disable_and_enable_checks_per_instruction() {
    // x = x + y[1]; under `#pragma CPROVER check disable "bounds"` and
    // `disable "signed-overflow"`, then x = y[1]; without (CBMC's pragma_cprover1)
    let mut p = P::new("main");
    let int = p.int();
    let long = p.m.store.signed(64);
    let one_l = p.m.store.int_const(1, long);
    let arr_ty = p.m.store.array_type(int, Some(one_l));
    let x = p.var("x", int);
    let y = p.var("y", arr_ty);
    let y1 = p.m.store.index(y, one_l, int);
    let sum = p.m.store.plus(x, y1);
    let first = p.assign(x, sum);
    p.assign(x, y1);
    let u = p.m.store.unsigned(32);
    let v = p.var("v", u);
    let one_u = p.m.store.int_const(1, u);
    let inc = p.m.store.plus(v, one_u);
    let third = p.assign(v, inc);
    let mut m = p.finish();
    let pragmas = [
        (first, "disable:bounds-check disable:signed-overflow-check"),
        (
            third,
            "checked:unsigned-overflow-check enable:unsigned-overflow-check enable:no-such-check",
        ),
    ];
    for (i, p) in pragmas {
        m.functions.get_mut(&Ident::new("main")).unwrap().body[i].location.pragmas =
            Some(Ident::new(p));
    }
    let mut mm = m.clone();
    goto_instrument::goto_check::goto_check(&mut mm, &CheckOptions::default()).unwrap();
    properties::label_properties(&mut mm);
    let props: Vec<String> = properties::collect_properties(&mm)
        .into_iter()
        .map(|p| {
            format!(
                "{} line {}: {}",
                p.id,
                p.location.line.unwrap_or(0),
                p.description
            )
        })
        .collect();
    assert_eq!(
        props,
        ["main.array_bounds.1 line 2: array 'y' upper bound in y[1l]"]
    );
}

#[test]
fn arrays_behind_pointers_and_in_structs() {
    let mut p = P::new("main");
    let int = p.int();
    let long = p.m.store.signed(64);
    let four = p.m.store.int_const(4, long);
    let arr4 = p.m.store.array_type(int, Some(four));
    let pa_ty = p.m.store.pointer_type(arr4, 64);
    let pa = p.global("pa", pa_ty);
    let i = p.var("i", long);
    let x = p.var("x", int);
    // (*pa)[i]: the array is a dynamic object
    let d = p.m.store.deref(pa);
    let e = p.m.store.index(d, i, int);
    p.assign(x, e);
    // s.arr[i] with a struct member array, and a flexible array member t.fam[i]
    let st = p.m.store.mk_type(TypeKind::Struct(Compound {
        tag: Some(Ident::new("s")),
        components: vec![
            Component {
                name: Ident::new("len"),
                pretty_name: None,
                ty: int,
                padding: false,
            },
            Component {
                name: Ident::new("arr"),
                pretty_name: None,
                ty: arr4,
                padding: false,
            },
        ],
        packed: false,
        incomplete: false,
        align: None,
    }));
    let s = p.var("s", st);
    let sa = p.m.store.member(s, Ident::new("arr"), arr4);
    let e2 = p.m.store.index(sa, i, int);
    p.assign(e2, x);
    let fam_ty = p.m.store.array_type(int, None);
    let ft = p.m.store.mk_type(TypeKind::Struct(Compound {
        tag: Some(Ident::new("t")),
        components: vec![
            Component {
                name: Ident::new("n"),
                pretty_name: None,
                ty: long,
                padding: false,
            },
            Component {
                name: Ident::new("fam"),
                pretty_name: None,
                ty: fam_ty,
                padding: false,
            },
        ],
        packed: false,
        incomplete: false,
        align: None,
    }));
    let t = p.var("t", ft);
    let tf = p.m.store.member(t, Ident::new("fam"), fam_ty);
    let e3 = p.m.store.index(tf, i, int);
    p.assign(x, e3);
    insta::assert_snapshot!(default_run(p.finish()));
}

#[test]
fn command_line_flags() {
    let mut o = CheckOptions::default();
    assert!(o.apply_flag("--no-standard-checks"));
    assert!(!o.bounds_check && !o.pointer_check && !o.signed_overflow_check);
    assert!(o.apply_flag("--bounds-check"));
    assert!(o.apply_flag("--unsigned-overflow-check"));
    assert!(o.apply_flag("--no-pointer-primitive-check"));
    assert!(o.apply_flag("--no-assertions"));
    assert!(o.apply_flag("--nan-check"));
    assert!(o.bounds_check && o.unsigned_overflow_check && o.nan_check);
    assert!(!o.pointer_primitive_check && !o.assertions);
    assert!(!o.apply_flag("--unwind"));
    assert!(!o.apply_flag("--no-such-check"));
    assert!(!o.apply_flag("bounds-check"));
    let d = CheckOptions::default();
    assert!(d.bounds_check && d.pointer_check && d.pointer_primitive_check);
    assert!(d.div_by_zero_check && d.signed_overflow_check && d.undefined_shift_check);
    assert!(!d.unsigned_overflow_check && !d.pointer_overflow_check && !d.conversion_check);
    assert!(!d.memory_leak_check && !d.memory_cleanup_check && !d.enum_range_check);
    assert!(!d.float_overflow_check && !d.nan_check);
}

#[test]
fn shared_sub_expressions_are_checked_once() {
    // e(0) = x / y, e(k+1) = e(k) & e(k): a DAG of 60 levels whose tree has 2^60 leaves
    let mut p = P::new("main");
    let int = p.int();
    let (x, y) = (p.var("x", int), p.var("y", int));
    let mut e = p.m.store.div(x, y);
    for _ in 0..60 {
        e = p.m.store.bitand(e, e);
    }
    p.assign(x, e);
    let mut m = p.finish();
    goto_check(&mut m, &CheckOptions::default()).unwrap();
    let asserts = m.functions[&Ident::new("main")]
        .body
        .iter()
        .filter(|i| matches!(i.kind, InstrKind::Assert))
        .count();
    // division by zero and division overflow, once each
    assert_eq!(asserts, 2);
}
