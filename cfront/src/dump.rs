//! A compact, indented S-expression dump of the AST, for tests and debugging.
//!
//! Every node is printed as `(Kind fields...)`; spans are left out so that snapshots stay
//! readable (span correctness is tested separately through locations).

use crate::ast::*;
use std::fmt::Write;

/// Dump a whole translation unit, one top-level item per paragraph.
pub fn dump_unit(unit: &TranslationUnit) -> String {
    let mut d = Dumper::default();
    for item in &unit.items {
        d.external(item);
        d.out.push('\n');
    }
    for lc in &unit.loop_contracts {
        let _ = write!(d.out, "(LoopContracts @{}", lc.loop_span.lo);
        d.contracts(&lc.contracts);
        d.out.push_str(")\n");
    }
    for p in &unit.pragmas {
        let _ = writeln!(d.out, "(Pragma {:?})", p.text);
    }
    d.out
}

/// Dump one expression on a single line.
pub fn dump_expr(e: &Expr) -> String {
    let mut d = Dumper::default();
    d.expr(e);
    d.out
}

#[derive(Default)]
struct Dumper {
    out: String,
    indent: usize,
}

impl Dumper {
    fn nl(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn s(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn external(&mut self, item: &ExternalDecl) {
        match item {
            ExternalDecl::Declaration(d) => self.declaration(d),
            ExternalDecl::FunctionDef(f) => self.function(f),
            ExternalDecl::StaticAssert(s) => self.static_assert(s),
            ExternalDecl::Asm(a) => self.asm(a),
        }
    }

    fn function(&mut self, f: &FunctionDef) {
        self.s("(FunctionDef ");
        self.specs(&f.specs);
        self.s(" ");
        self.declarator(&f.declarator);
        self.attrs(&f.attributes);
        self.contracts(&f.contracts);
        self.indent += 1;
        for k in &f.kr_decls {
            self.nl();
            self.declaration(k);
        }
        self.nl();
        self.block(&f.body);
        self.indent -= 1;
        self.s(")");
    }

    fn declaration(&mut self, d: &Declaration) {
        self.s("(Decl ");
        self.specs(&d.specs);
        for id in &d.declarators {
            self.s(" ");
            self.declarator(&id.declarator);
            if let Some(l) = &id.asm_label {
                let _ = write!(self.out, " (asm {l})");
            }
            self.attrs(&id.attributes);
            self.contracts(&id.contracts);
            if let Some(i) = &id.init {
                self.s(" = ");
                self.init(i);
            }
        }
        self.s(")");
    }

    fn static_assert(&mut self, s: &StaticAssert) {
        self.s("(StaticAssert ");
        self.expr(&s.cond);
        if let Some(m) = &s.message {
            let _ = write!(self.out, " {m}");
        }
        self.s(")");
    }

    fn asm(&mut self, a: &AsmStmt) {
        let _ = write!(self.out, "(Asm {:?} {}", a.qualifiers, a.template);
        for (what, ops) in [("out", &a.outputs), ("in", &a.inputs)] {
            for o in ops {
                let _ = write!(self.out, " ({what}");
                if let Some(n) = &o.name {
                    let _ = write!(self.out, " [{}]", n.name);
                }
                let _ = write!(self.out, " {} ", o.constraint);
                self.expr(&o.expr);
                self.s(")");
            }
        }
        for c in &a.clobbers {
            let _ = write!(self.out, " (clobber {c})");
        }
        for l in &a.labels {
            let _ = write!(self.out, " (label {})", l.name);
        }
        self.s(")");
    }

    fn contracts(&mut self, contracts: &[Contract]) {
        for c in contracts {
            let _ = write!(self.out, " ({}", c.kind.keyword());
            for e in &c.args {
                self.s(" ");
                self.expr(e);
            }
            self.s(")");
        }
    }

    fn attrs(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            let _ = write!(self.out, " (attr {}", a.name.name);
            if let Some(args) = &a.args {
                self.s(" (");
                for (i, e) in args.iter().enumerate() {
                    if i > 0 {
                        self.s(" ");
                    }
                    self.expr(e);
                }
                self.s(")");
            }
            self.s(")");
        }
    }

    fn specs(&mut self, specs: &DeclSpecs) {
        self.s("[");
        for (i, s) in specs.items.iter().enumerate() {
            if i > 0 {
                self.s(" ");
            }
            match &s.kind {
                DeclSpecKind::Storage(c) => {
                    let _ = write!(self.out, "{c:?}");
                }
                DeclSpecKind::Qualifier(q) => {
                    let _ = write!(self.out, "{q:?}");
                }
                DeclSpecKind::Function(f) => {
                    let _ = write!(self.out, "{f:?}");
                }
                DeclSpecKind::Alignas(a) => {
                    self.s("(Alignas ");
                    match a {
                        AlignasArg::Type(t) => self.type_name(t),
                        AlignasArg::Expr(e) => self.expr(e),
                    }
                    self.s(")");
                }
                DeclSpecKind::Attributes(a) => {
                    self.s("(Attributes");
                    self.attrs(a);
                    self.s(")");
                }
                DeclSpecKind::Type(t) => self.type_spec(t),
            }
        }
        self.s("]");
    }

    fn type_spec(&mut self, t: &TypeSpecifier) {
        match t {
            TypeSpecifier::Struct(s) => {
                let _ = write!(self.out, "({:?}", s.kind);
                if let Some(n) = &s.name {
                    let _ = write!(self.out, " {}", n.name);
                }
                self.attrs(&s.attributes);
                if let Some(members) = &s.members {
                    self.indent += 1;
                    for m in members {
                        self.nl();
                        match m {
                            StructMember::StaticAssert(sa) => self.static_assert(sa),
                            StructMember::Field(f) => {
                                self.s("(Field ");
                                self.specs(&f.specs);
                                for d in &f.declarators {
                                    self.s(" ");
                                    match &d.declarator {
                                        Some(decl) => self.declarator(decl),
                                        None => self.s("_"),
                                    }
                                    if let Some(w) = &d.bit_width {
                                        self.s(":");
                                        self.expr(w);
                                    }
                                    self.attrs(&d.attributes);
                                }
                                self.s(")");
                            }
                        }
                    }
                    self.indent -= 1;
                }
                self.s(")");
            }
            TypeSpecifier::Enum(e) => {
                self.s("(Enum");
                if let Some(n) = &e.name {
                    let _ = write!(self.out, " {}", n.name);
                }
                self.attrs(&e.attributes);
                for en in e.enumerators.iter().flatten() {
                    let _ = write!(self.out, " ({}", en.name.name);
                    if let Some(v) = &en.value {
                        self.s(" = ");
                        self.expr(v);
                    }
                    self.s(")");
                }
                self.s(")");
            }
            TypeSpecifier::TypedefName(i) => {
                let _ = write!(self.out, "(TypedefName {})", i.name);
            }
            TypeSpecifier::TypeofExpr(e) => {
                self.s("(Typeof ");
                self.expr(e);
                self.s(")");
            }
            TypeSpecifier::TypeofType(t) => {
                self.s("(TypeofType ");
                self.type_name(t);
                self.s(")");
            }
            TypeSpecifier::Atomic(t) => {
                self.s("(Atomic ");
                self.type_name(t);
                self.s(")");
            }
            other => {
                let _ = write!(self.out, "{other:?}");
            }
        }
    }

    fn type_name(&mut self, t: &TypeName) {
        self.s("(Type ");
        self.specs(&t.specs);
        if let Some(d) = &t.declarator {
            self.s(" ");
            self.declarator(d);
        }
        self.s(")");
    }

    fn declarator(&mut self, d: &Declarator) {
        self.s("(");
        match &d.name {
            Some(n) => self.s(&n.name),
            None => self.s("_"),
        }
        for step in &d.derived {
            self.s(" ");
            match &step.kind {
                DerivedKind::Pointer {
                    qualifiers,
                    attributes,
                } => {
                    self.s("Ptr");
                    if !qualifiers.is_empty() || !attributes.is_empty() {
                        let _ = write!(self.out, "{qualifiers:?}");
                        self.attrs(attributes);
                    }
                }
                DerivedKind::Array {
                    qualifiers,
                    is_static,
                    size,
                } => {
                    self.s("Array[");
                    if *is_static {
                        self.s("static ");
                    }
                    if !qualifiers.is_empty() {
                        let _ = write!(self.out, "{qualifiers:?} ");
                    }
                    match size {
                        ArraySize::Unspecified => {}
                        ArraySize::VlaStar => self.s("*"),
                        ArraySize::Expr(e) => self.expr(e),
                    }
                    self.s("]");
                }
                DerivedKind::Function { params, variadic } => {
                    self.s("Fn(");
                    for (i, p) in params.iter().enumerate() {
                        if i > 0 {
                            self.s(", ");
                        }
                        self.specs(&p.specs);
                        if let Some(d) = &p.declarator {
                            self.s(" ");
                            self.declarator(d);
                        }
                    }
                    if *variadic {
                        self.s(", ...");
                    }
                    self.s(")");
                }
                DerivedKind::KrFunction { names } => {
                    self.s("KrFn(");
                    let names: Vec<_> = names.iter().map(|n| n.name.as_str()).collect();
                    self.s(&names.join(", "));
                    self.s(")");
                }
            }
        }
        self.attrs(&d.attributes);
        self.s(")");
    }

    fn init(&mut self, i: &Initializer) {
        match i {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List(l) => self.init_list(l),
        }
    }

    fn init_list(&mut self, l: &InitList) {
        self.s("{");
        for (i, item) in l.items.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            for d in &item.designators {
                match d {
                    Designator::Member(m) => {
                        let _ = write!(self.out, ".{}", m.name);
                    }
                    Designator::Index(e) => {
                        self.s("[");
                        self.expr(e);
                        self.s("]");
                    }
                    Designator::Range(a, b) => {
                        self.s("[");
                        self.expr(a);
                        self.s(" ... ");
                        self.expr(b);
                        self.s("]");
                    }
                }
            }
            if !item.designators.is_empty() {
                self.s(" = ");
            }
            self.init(&item.init);
        }
        self.s("}");
    }

    fn block(&mut self, b: &Block) {
        self.s("(Block");
        self.indent += 1;
        for item in &b.items {
            self.nl();
            match item {
                BlockItem::Declaration(d) => self.declaration(d),
                BlockItem::StaticAssert(s) => self.static_assert(s),
                BlockItem::FunctionDef(f) => self.function(f),
                BlockItem::LocalLabels(l) => {
                    let names: Vec<_> = l.iter().map(|n| n.name.as_str()).collect();
                    let _ = write!(self.out, "(LocalLabels {})", names.join(" "));
                }
                BlockItem::Stmt(s) => self.stmt(s),
            }
        }
        self.indent -= 1;
        self.s(")");
    }

    fn sub(&mut self, s: &Stmt) {
        self.indent += 1;
        self.nl();
        self.stmt(s);
        self.indent -= 1;
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Labeled {
                label,
                attributes,
                stmt,
            } => {
                let _ = write!(self.out, "(Label {}", label.name);
                self.attrs(attributes);
                self.sub(stmt);
                self.s(")");
            }
            StmtKind::Case { lo, hi, stmt } => {
                self.s("(Case ");
                self.expr(lo);
                if let Some(h) = hi {
                    self.s(" ... ");
                    self.expr(h);
                }
                self.sub(stmt);
                self.s(")");
            }
            StmtKind::Default(stmt) => {
                self.s("(Default");
                self.sub(stmt);
                self.s(")");
            }
            StmtKind::Compound(b) => self.block(b),
            StmtKind::Expr(e) => {
                self.s("(Expr ");
                self.expr(e);
                self.s(")");
            }
            StmtKind::Empty => self.s("(Empty)"),
            StmtKind::If { cond, then, els } => {
                self.s("(If ");
                self.expr(cond);
                self.sub(then);
                if let Some(e) = els {
                    self.sub(e);
                }
                self.s(")");
            }
            StmtKind::Switch { cond, body } => {
                self.s("(Switch ");
                self.expr(cond);
                self.sub(body);
                self.s(")");
            }
            StmtKind::While { cond, body } => {
                self.s("(While ");
                self.expr(cond);
                self.sub(body);
                self.s(")");
            }
            StmtKind::DoWhile { body, cond } => {
                self.s("(DoWhile ");
                self.expr(cond);
                self.sub(body);
                self.s(")");
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.s("(For ");
                match init {
                    ForInit::None => self.s("_"),
                    ForInit::Expr(e) => self.expr(e),
                    ForInit::Declaration(d) => self.declaration(d),
                    ForInit::StaticAssert(s) => self.static_assert(s),
                }
                for e in [cond, step] {
                    self.s(" ");
                    match e {
                        Some(e) => self.expr(e),
                        None => self.s("_"),
                    }
                }
                self.sub(body);
                self.s(")");
            }
            StmtKind::Goto(l) => {
                let _ = write!(self.out, "(Goto {})", l.name);
            }
            StmtKind::GotoComputed(e) => {
                self.s("(GotoComputed ");
                self.expr(e);
                self.s(")");
            }
            StmtKind::Continue => self.s("(Continue)"),
            StmtKind::Break => self.s("(Break)"),
            StmtKind::Return(e) => {
                self.s("(Return");
                if let Some(e) = e {
                    self.s(" ");
                    self.expr(e);
                }
                self.s(")");
            }
            StmtKind::Asm(a) => self.asm(a),
            StmtKind::Attributed { attributes, stmt } => {
                self.s("(Attributed");
                self.attrs(attributes);
                self.sub(stmt);
                self.s(")");
            }
        }
    }

    /// `(<name> <declarations> <body>)` of a quantifier or a lambda.
    fn binder(&mut self, name: &str, decls: &[Declaration], body: &Expr) {
        let _ = write!(self.out, "({name}");
        for d in decls {
            self.s(" ");
            self.declaration(d);
        }
        self.s(" ");
        self.expr(body);
        self.s(")");
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Ident(n) => self.s(n),
            ExprKind::Int(i) => {
                let _ = write!(self.out, "{}", i.value);
                if i.unsigned {
                    self.s("u");
                }
                for _ in 0..i.long {
                    self.s("l");
                }
                if i.imaginary {
                    self.s("i");
                }
            }
            ExprKind::Float(f) => {
                let _ = write!(self.out, "{}:{:?}", f.text, f.suffix);
                if f.imaginary {
                    self.s("i");
                }
            }
            ExprKind::Char(c) => {
                let _ = write!(self.out, "(Char {:?} {:?})", c.prefix, c.units);
            }
            ExprKind::String(s) => {
                let _ = write!(self.out, "{s}");
            }
            ExprKind::Generic { control, assocs } => {
                self.s("(Generic ");
                self.expr(control);
                for a in assocs {
                    self.s(" (");
                    match &a.ty {
                        Some(t) => self.type_name(t),
                        None => self.s("default"),
                    }
                    self.s(": ");
                    self.expr(&a.expr);
                    self.s(")");
                }
                self.s(")");
            }
            ExprKind::Member {
                base,
                member,
                arrow,
            } => {
                self.s(if *arrow { "(-> " } else { "(. " });
                self.expr(base);
                let _ = write!(self.out, " {})", member.name);
            }
            ExprKind::Index { base, index } => {
                self.s("(Index ");
                self.expr(base);
                self.s(" ");
                self.expr(index);
                self.s(")");
            }
            ExprKind::Call { callee, args } => {
                self.s("(Call ");
                self.expr(callee);
                for a in args {
                    self.s(" ");
                    self.expr(a);
                }
                self.s(")");
            }
            ExprKind::CompoundLiteral { ty, init } => {
                self.s("(CompoundLiteral ");
                self.type_name(ty);
                self.s(" ");
                self.init_list(init);
                self.s(")");
            }
            ExprKind::Unary { op, operand } => {
                let _ = write!(self.out, "({op:?} ");
                self.expr(operand);
                self.s(")");
            }
            ExprKind::SizeofExpr(x) => {
                self.s("(SizeofExpr ");
                self.expr(x);
                self.s(")");
            }
            ExprKind::SizeofType(t) => {
                self.s("(SizeofType ");
                self.type_name(t);
                self.s(")");
            }
            ExprKind::AlignofExpr(x) => {
                self.s("(AlignofExpr ");
                self.expr(x);
                self.s(")");
            }
            ExprKind::AlignofType(t) => {
                self.s("(AlignofType ");
                self.type_name(t);
                self.s(")");
            }
            ExprKind::Cast { ty, expr } => {
                self.s("(Cast ");
                self.type_name(ty);
                self.s(" ");
                self.expr(expr);
                self.s(")");
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let _ = write!(self.out, "({op:?} ");
                self.expr(lhs);
                self.s(" ");
                self.expr(rhs);
                self.s(")");
            }
            ExprKind::Assign { op, lhs, rhs } => {
                match op {
                    Some(op) => {
                        let _ = write!(self.out, "(Assign{op:?} ");
                    }
                    None => self.s("(Assign "),
                }
                self.expr(lhs);
                self.s(" ");
                self.expr(rhs);
                self.s(")");
            }
            ExprKind::Conditional { cond, then, els } => {
                self.s("(? ");
                self.expr(cond);
                self.s(" ");
                match then {
                    Some(t) => self.expr(t),
                    None => self.s("_"),
                }
                self.s(" ");
                self.expr(els);
                self.s(")");
            }
            ExprKind::Comma(list) => {
                self.s("(Comma");
                for x in list {
                    self.s(" ");
                    self.expr(x);
                }
                self.s(")");
            }
            ExprKind::StmtExpr(b) => {
                self.s("(StmtExpr ");
                self.indent += 1;
                self.block(b);
                self.indent -= 1;
                self.s(")");
            }
            ExprKind::LabelAddr(l) => {
                let _ = write!(self.out, "(LabelAddr {})", l.name);
            }
            ExprKind::Offsetof { ty, designator } => {
                self.s("(Offsetof ");
                self.type_name(ty);
                for d in designator {
                    match d {
                        OffsetofDesignator::Member(m) => {
                            let _ = write!(self.out, " .{}", m.name);
                        }
                        OffsetofDesignator::Index(i) => {
                            self.s(" [");
                            self.expr(i);
                            self.s("]");
                        }
                    }
                }
                self.s(")");
            }
            ExprKind::VaArg { ap, ty } => {
                self.s("(VaArg ");
                self.expr(ap);
                self.s(" ");
                self.type_name(ty);
                self.s(")");
            }
            ExprKind::TypesCompatible(a, b) => {
                self.s("(TypesCompatible ");
                self.type_name(a);
                self.s(" ");
                self.type_name(b);
                self.s(")");
            }
            ExprKind::ConvertVector { expr, ty } => {
                self.s("(ConvertVector ");
                self.expr(expr);
                self.s(" ");
                self.type_name(ty);
                self.s(")");
            }
            ExprKind::Lambda { decls, body } => self.binder("Lambda", decls, body),
            ExprKind::Quantifier { kind, decls, body } => {
                self.binder(&format!("{kind:?}"), decls, body)
            }
        }
    }
}
