//! A deterministic generator of irep-level goto binaries in the shapes CBMC writes
//! (shared by the binary tests and the binary bench).

#![allow(dead_code)]

pub mod model;

use goto_formats::binary::{
    BinaryFunction, BinaryInstruction, BinarySymbol, GotoBinary, InstructionKind, IrepId,
    IrepStore, SymbolFlags,
};

#[path = "../common/rng.rs"]
mod rng;
pub use rng::Rng;

struct Gen<'a> {
    s: &'a mut IrepStore,
    rng: Rng,
    vars: Vec<(String, IrepId)>,
}

impl Gen<'_> {
    fn int_type(&mut self) -> IrepId {
        let (id, width, c_type) = match self.rng.below(4) {
            0 => ("signedbv", "32", "signed_int"),
            1 => ("unsignedbv", "32", "unsigned_int"),
            2 => ("signedbv", "64", "signed_long_int"),
            _ => ("unsignedbv", "8", "unsigned_char"),
        };
        let w = self.s.leaf(width);
        let c = self.s.leaf(c_type);
        self.s.mk(id, &[], &[("width", w), ("#c_type", c)])
    }

    fn location(&mut self, function: &str) -> IrepId {
        let file = self.s.leaf(if self.rng.chance(90) {
            "main.c"
        } else {
            "lib\\dir\u{0}odd.c"
        });
        let line = self.rng.below(2000).to_string();
        let line = self.s.leaf(&line);
        let col = self.rng.below(80).to_string();
        let col = self.s.leaf(&col);
        let func = self.s.leaf(function);
        let mut named = vec![("file", file), ("line", line), ("function", func)];
        if self.rng.chance(50) {
            named.push(("column", col));
        }
        self.s.mk("", &[], &named)
    }

    fn constant(&mut self, ty: IrepId) -> IrepId {
        let v = format!("{:X}", self.rng.below(1 << 20));
        let v = self.s.leaf(&v);
        self.s.mk("constant", &[], &[("type", ty), ("value", v)])
    }

    fn expr(&mut self, depth: u32) -> IrepId {
        let ty = self.int_type();
        if depth == 0 || self.rng.chance(30) {
            if !self.vars.is_empty() && self.rng.chance(60) {
                let i = self.rng.below(self.vars.len() as u64) as usize;
                let (name, vty) = self.vars[i].clone();
                let ident = self.s.leaf(&name);
                return self
                    .s
                    .mk("symbol", &[], &[("identifier", ident), ("type", vty)]);
            }
            return self.constant(ty);
        }
        let op = [
            "+", "-", "*", "/", "bitand", "shl", "typecast", "if", "unary-",
        ][self.rng.below(9) as usize];
        let arity = match op {
            "typecast" | "unary-" => 1,
            "if" => 3,
            _ => 2,
        };
        let ops: Vec<IrepId> = (0..arity).map(|_| self.expr(depth - 1)).collect();
        self.s.mk(op, &ops, &[("type", ty)])
    }

    fn condition(&mut self) -> IrepId {
        let b = self.s.leaf("bool");
        if self.rng.chance(20) {
            let t = self.s.leaf("true");
            return self.s.mk("constant", &[], &[("type", b), ("value", t)]);
        }
        let rel = ["<", "<=", "=", "notequal"][self.rng.below(4) as usize];
        let a = self.expr(2);
        let c = self.expr(2);
        self.s.mk(rel, &[a, c], &[("type", b)])
    }

    fn code(&mut self, statement: &str, ops: &[IrepId], loc: IrepId) -> IrepId {
        let st = self.s.leaf(statement);
        let empty = self.s.leaf("empty");
        self.s.mk(
            "code",
            ops,
            &[
                ("statement", st),
                ("type", empty),
                ("#source_location", loc),
            ],
        )
    }

    fn function(&mut self, name: &str, size: usize) -> BinaryFunction {
        let mut body = Vec::with_capacity(size + 1);
        let nil = self.s.nil();
        let bool_ty = self.s.leaf("bool");
        let t = self.s.leaf("true");
        let true_ = self
            .s
            .mk("constant", &[], &[("type", bool_ty), ("value", t)]);
        for i in 0..size {
            let loc = self.location(name);
            let (kind, code, guard, targets) = match self.rng.below(8) {
                0 => {
                    let ty = self.int_type();
                    let var = format!("{name}::1::x{i}");
                    let ident = self.s.leaf(&var);
                    let sym = self
                        .s
                        .mk("symbol", &[], &[("identifier", ident), ("type", ty)]);
                    self.vars.push((var, ty));
                    let code = self.code("decl", &[sym], loc);
                    (InstructionKind::Decl, code, true_, vec![])
                }
                1 | 2 => {
                    let lhs = self.expr(0);
                    let rhs = self.expr(4);
                    let code = self.code("assign", &[lhs, rhs], loc);
                    (InstructionKind::Assign, code, true_, vec![])
                }
                3 => {
                    let target = self.rng.below(size as u64 + 1) as u32;
                    let g = self.condition();
                    (InstructionKind::Goto, nil, g, vec![target])
                }
                4 => {
                    let g = self.condition();
                    let kind = if self.rng.chance(50) {
                        InstructionKind::Assert
                    } else {
                        InstructionKind::Assume
                    };
                    (kind, nil, g, vec![])
                }
                5 => {
                    let f = self.s.leaf("callee");
                    let code_ty = self.s.leaf("code");
                    let fsym = self
                        .s
                        .mk("symbol", &[], &[("identifier", f), ("type", code_ty)]);
                    let a = self.expr(1);
                    let args = self.s.mk("arguments", &[a], &[]);
                    let code = self.code("function_call", &[nil, fsym, args], loc);
                    (InstructionKind::FunctionCall, code, true_, vec![])
                }
                6 => {
                    let e = self.expr(2);
                    let code = self.code("return", &[e], loc);
                    (InstructionKind::SetReturnValue, code, true_, vec![])
                }
                _ => {
                    let kind = InstructionKind::ALL[self.rng.below(20) as usize];
                    (kind, nil, true_, vec![])
                }
            };
            let labels = if self.rng.chance(5) {
                let l = format!("label_{i}");
                vec![self.s.intern_str(&l)]
            } else {
                vec![]
            };
            body.push(BinaryInstruction {
                code,
                source_location: loc,
                kind,
                guard,
                targets,
                labels,
            });
        }
        let loc = self.location(name);
        body.push(BinaryInstruction {
            code: nil,
            source_location: loc,
            kind: InstructionKind::EndFunction,
            guard: true_,
            targets: vec![],
            labels: vec![],
        });
        let name = self.s.intern_str(name);
        BinaryFunction { name, body }
    }
}

/// A program with `functions` functions of about `size` instructions each.
pub fn program(seed: u64, functions: usize, size: usize) -> GotoBinary {
    let mut gb = GotoBinary::new();
    let mut symbols = Vec::new();
    let mut funcs = Vec::new();
    {
        let mut g = Gen {
            s: &mut gb.store,
            rng: Rng::new(seed),
            vars: Vec::new(),
        };
        let empty = g.s.intern_str("");
        let c_mode = g.s.intern_str("C");
        for f in 0..functions {
            let fname = if f == 0 {
                "main".to_string()
            } else {
                format!("f{f}")
            };
            g.vars.clear();
            let n = 1 + g.rng.below(size as u64 * 2) as usize;
            funcs.push(g.function(&fname, n));
            let ret = g.int_type();
            let params = g.s.mk("parameters", &[], &[]);
            let code_ty =
                g.s.mk("code", &[], &[("parameters", params), ("return_type", ret)]);
            let nil = g.s.nil();
            let loc = g.location(&fname);
            let name = g.s.intern_str(&fname);
            symbols.push(BinarySymbol {
                ty: code_ty,
                value: nil,
                location: loc,
                name,
                module: g.s.intern_str("main"),
                base_name: name,
                mode: c_mode,
                pretty_name: name,
                flags: SymbolFlags::default(),
            });
            for (var, ty) in g.vars.clone() {
                let name = g.s.intern_str(&var);
                let base = g.s.intern_str(var.rsplit("::").next().unwrap_or(&var));
                let loc = g.location(&fname);
                let value = if g.rng.chance(30) {
                    g.constant(ty)
                } else {
                    nil
                };
                let flags = SymbolFlags::from_word(g.rng.next() & 0x1_ffbf);
                symbols.push(BinarySymbol {
                    ty,
                    value,
                    location: loc,
                    name,
                    module: empty,
                    base_name: base,
                    mode: c_mode,
                    pretty_name: base,
                    flags,
                });
            }
        }
        // A symbol whose strings need escaping and are not UTF-8.
        let odd = g.s.intern_bytes(b"odd\\name\0with\xffbytes");
        let ty = g.int_type();
        let nil = g.s.nil();
        symbols.push(BinarySymbol {
            ty,
            value: nil,
            location: nil,
            name: odd,
            module: empty,
            base_name: odd,
            mode: empty,
            pretty_name: empty,
            flags: SymbolFlags::from_word(0x1_ffbf),
        });
    }
    gb.symbols = symbols;
    gb.functions = funcs;
    gb
}
