//! A small builder for hand-written goto programs, mirroring what CBMC's C front end
//! produces (`__CPROVER__start` calling `__CPROVER_initialize` and `main`, locals named
//! `f::1::x` and marked thread-local).

#![allow(dead_code)]

use goto_ir::*;

pub struct Builder {
    pub m: GotoModel,
    pub int: TypeId,
    pub file: &'static str,
}

/// One function body under construction.
pub struct Body {
    pub name: String,
    pub ins: Vec<Instruction>,
    pub file: &'static str,
    pub line: u32,
}

impl Body {
    pub fn loc(&self) -> SourceLocation {
        SourceLocation::at(self.file, self.line, None, Some(&self.name))
    }
    /// Moves to source line `l`.
    pub fn line(&mut self, l: u32) -> &mut Self {
        self.line = l;
        self
    }
    pub fn push(&mut self, k: InstrKind) -> usize {
        let loc = self.loc();
        self.ins.push(Instruction::new(k, loc));
        self.ins.len() - 1
    }
    pub fn decl(&mut self, x: ExprId) -> usize {
        self.push(InstrKind::Decl(x))
    }
    pub fn dead(&mut self, x: ExprId) -> usize {
        self.push(InstrKind::Dead(x))
    }
    pub fn assign(&mut self, lhs: ExprId, rhs: ExprId) -> usize {
        self.push(InstrKind::Assign { lhs, rhs })
    }
    pub fn assert(&mut self, c: ExprId, comment: &str, id: &str) -> usize {
        let mut loc = self.loc();
        loc.comment = Some(Ident::new(comment));
        loc.property_class = Some(Ident::new("assertion"));
        loc.property_id = Some(Ident::new(id));
        self.ins
            .push(Instruction::with_guard(InstrKind::Assert, c, loc));
        self.ins.len() - 1
    }
    pub fn assume(&mut self, c: ExprId) -> usize {
        let loc = self.loc();
        self.ins
            .push(Instruction::with_guard(InstrKind::Assume, c, loc));
        self.ins.len() - 1
    }
    /// `IF c THEN GOTO target` (target patched later if not yet known).
    pub fn goto(&mut self, c: ExprId, target: usize) -> usize {
        let loc = self.loc();
        self.ins
            .push(Instruction::goto(c, InstrRef(target as u32), loc));
        self.ins.len() - 1
    }
    pub fn patch(&mut self, goto: usize, target: usize) {
        self.ins[goto].targets[0] = InstrRef(target as u32);
    }
    pub fn skip(&mut self) -> usize {
        self.push(InstrKind::Skip)
    }
    pub fn call(&mut self, lhs: Option<ExprId>, f: ExprId, args: Vec<ExprId>) -> usize {
        self.push(InstrKind::FunctionCall(Call {
            lhs,
            function: f,
            args,
        }))
    }
    pub fn ret(&mut self, e: ExprId) -> usize {
        self.push(InstrKind::SetReturnValue(e))
    }
    pub fn next(&self) -> usize {
        self.ins.len()
    }
}

impl Builder {
    pub fn new(file: &'static str) -> Builder {
        let mut m = GotoModel::new();
        let int = m.store.signed(32);
        Builder { m, int, file }
    }

    pub fn body(&self, name: &str) -> Body {
        Body {
            name: name.to_owned(),
            ins: Vec::new(),
            file: self.file,
            line: 1,
        }
    }

    /// A thread-local variable `name` (e.g. `main::1::x`).
    pub fn local(&mut self, name: &str, ty: TypeId) -> ExprId {
        let id = Ident::new(name);
        let mut s = Symbol::new(id, ty);
        s.is_thread_local = true;
        s.is_lvalue = true;
        self.m.symbols.insert(s);
        self.m.store.symbol(id, ty)
    }

    /// A parameter `f::name`.
    pub fn param(&mut self, name: &str, ty: TypeId) -> ExprId {
        let e = self.local(name, ty);
        if let Some(s) = self.m.symbols.get_mut(Ident::new(name)) {
            s.is_parameter = true;
        }
        e
    }

    /// A global with static lifetime.
    pub fn global(&mut self, name: &str, ty: TypeId) -> ExprId {
        let id = Ident::new(name);
        let mut s = Symbol::new(id, ty);
        s.is_static_lifetime = true;
        s.is_lvalue = true;
        self.m.symbols.insert(s);
        self.m.store.symbol(id, ty)
    }

    /// Declares function `name` (its symbol) and returns the function expression.
    pub fn function_symbol(
        &mut self,
        name: &str,
        params: &[(&str, TypeId)],
        ret: TypeId,
    ) -> ExprId {
        let ps = params
            .iter()
            .map(|(p, t)| Parameter {
                identifier: Some(Ident::new(p)),
                base_name: None,
                ty: *t,
            })
            .collect();
        let code = self.m.store.mk_type(TypeKind::Code {
            params: ps,
            ret,
            variadic: false,
        });
        let id = Ident::new(name);
        self.m.symbols.replace(Symbol::new(id, code));
        self.m.store.symbol(id, code)
    }

    /// Adds a function with the given body (END_FUNCTION appended).
    pub fn add(&mut self, mut b: Body, params: &[&str]) {
        b.push(InstrKind::EndFunction);
        let f = GotoFunction {
            parameters: params.iter().map(|p| Ident::new(p)).collect(),
            body: b.ins,
            numbering: Vec::new(),
        };
        self.m.functions.insert(Ident::new(&b.name), f);
    }

    pub fn c(&mut self, v: i64) -> ExprId {
        let int = self.int;
        self.m.store.int_const(v, int)
    }

    /// `__CPROVER_initialize` (setting `__CPROVER_rounding_mode`) and `__CPROVER__start`
    /// calling it and `main` (whose result goes to `return'`).
    pub fn finish_with_start(mut self) -> GotoModel {
        let void = self.m.store.empty_type();
        let int = self.int;
        let rm = self.global("__CPROVER_rounding_mode", int);
        let init_f = self.function_symbol("__CPROVER_initialize", &[], void);
        let mut init = self.body("__CPROVER_initialize");
        init.file = "<built-in-additions>";
        let zero = self.c(0);
        init.assign(rm, zero);
        self.add(init, &[]);
        let main_f = match self.m.symbols.get(Ident::new("main")) {
            Some(s) => {
                let ty = s.ty;
                self.m.store.symbol(Ident::new("main"), ty)
            }
            None => self.function_symbol("main", &[], int),
        };
        let ret = self.global("return'", int);
        let mut start = self.body("__CPROVER__start");
        start.call(None, init_f, vec![]);
        start.call(Some(ret), main_f, vec![]);
        start.ins[0].labels.push(Ident::new("__CPROVER_HIDE"));
        self.add(start, &[]);
        self.m.update();
        let errs = verify::verify(&self.m);
        assert!(errs.is_empty(), "invalid test program: {errs:?}");
        self.m
    }

    pub fn finish(mut self) -> GotoModel {
        self.m.update();
        self.m
    }
}

/// Runs symex and renders `--show-vcc`.
pub fn show_vcc(m: &mut GotoModel, cfg: &symex::SymexConfig) -> String {
    let r = symex::run(m, cfg).expect("symex failed");
    let mut out = String::from("VERIFICATION CONDITIONS:\n\n");
    out.push_str(&ssa::show::show_vcc(m, &r.equation));
    out.push_str(&format!("\n{}\n", r.stats.vcc_summary()));
    out
}
