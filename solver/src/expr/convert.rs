//! Conversion of Boolean and bit-vector expressions.

use super::{Env, Solver};
use crate::aig::{Aig, Lit};
use crate::bv::Bv;
use crate::error::SolverError;
use goto_ir::{Endian, ExprId, ExprKind, Literal, OverflowOp, TypeId, TypeKind};
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::ToPrimitive;

/// The error for a missing operand (free function so that closures need not borrow the
/// solver).
fn missing(env: Env<'_>, e: ExprId, n: usize) -> SolverError {
    SolverError::IllFormed {
        what: format!("missing operand {n}"),
        expr: goto_ir::format::expr(env.s, e).to_string(),
    }
}

/// Remaining stack below which conversion switches to a fresh stack segment.
pub(crate) const RED_ZONE: usize = 256 * 1024;
/// Size of each additional stack segment.
pub(crate) const STACK_CHUNK: usize = 8 * 1024 * 1024;

/// `v` modulo 2^w as bits.
pub(crate) fn bigint_bits(v: &BigInt, w: usize) -> Bv {
    let modulus = BigInt::from(1) << w;
    let mut m = v % &modulus;
    if m.sign() == Sign::Minus {
        m += &modulus;
    }
    let u: BigUint = m.to_biguint().unwrap_or_default();
    Aig::bv_const_big(w, &u)
}

/// Extends (or truncates) `b` to `w` bits.
pub(crate) fn ext(b: &[Lit], signed: bool, w: usize) -> Bv {
    if signed {
        Aig::bv_sext(b, w)
    } else {
        Aig::bv_zext(b, w)
    }
}

impl Solver {
    /// Whether `t` has signed (two's complement) arithmetic.
    pub(crate) fn is_signed(&self, env: Env<'_>, t: TypeId) -> bool {
        let t = self.follow(env, t);
        match env.s.ty(t) {
            TypeKind::Signed(_) => true,
            TypeKind::CBitField { base, .. } | TypeKind::CEnum { base, .. } => {
                self.is_signed(env, *base)
            }
            _ => false,
        }
    }

    /// Whether `t` is a union type (behind tags).
    pub(crate) fn is_union(&self, env: Env<'_>, t: TypeId) -> bool {
        matches!(env.s.ty(self.follow(env, t)), TypeKind::Union(_))
    }

    pub(crate) fn is_bool(&self, env: Env<'_>, t: TypeId) -> bool {
        matches!(env.s.ty(self.follow(env, t)), TypeKind::Bool)
    }

    pub(crate) fn is_pointer(&self, env: Env<'_>, t: TypeId) -> bool {
        matches!(env.s.ty(self.follow(env, t)), TypeKind::Pointer { .. })
    }

    fn check_not_float(&self, env: Env<'_>, e: ExprId, t: TypeId) -> Result<(), SolverError> {
        if matches!(
            env.s.ty(self.follow(env, t)),
            TypeKind::Floatbv { .. } | TypeKind::Fixedbv { .. }
        ) {
            return Err(self.unsupported(env, e, "floating-point and fixed-point arithmetic"));
        }
        Ok(())
    }

    pub(crate) fn width(&self, env: Env<'_>, e: ExprId, t: TypeId) -> Result<usize, SolverError> {
        self.bits_of(env, t).ok_or_else(|| {
            self.unsupported(
                env,
                e,
                format!("values of type {}", goto_ir::format::ty(env.s, t)),
            )
        })
    }

    pub(crate) fn fresh(&mut self, w: usize) -> Bv {
        self.prop.aig.bv_input(w)
    }

    /// The literal of a Boolean expression.
    pub(crate) fn lit(&mut self, env: Env<'_>, e: ExprId) -> Result<Lit, SolverError> {
        if let Some(&l) = self.lits.get(&e) {
            return Ok(l);
        }
        // Deeply nested expressions recurse deeply: grow the stack on demand.
        let l = stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.lit_uncached(env, e))?;
        self.lits.insert(e, l);
        self.stats.expressions += 1;
        Ok(l)
    }

    /// The bits of an expression (a Boolean gives one bit).
    pub(crate) fn bv(&mut self, env: Env<'_>, e: ExprId) -> Result<Bv, SolverError> {
        if self.is_bool(env, env.s.type_of(e)) {
            return Ok(vec![self.lit(env, e)?]);
        }
        if let Some(b) = self.bvs.get(&e) {
            return Ok(b.clone());
        }
        let b = stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.bv_uncached(env, e))?;
        self.bvs.insert(e, b.clone());
        self.stats.expressions += 1;
        if matches!(
            env.s.ty(self.follow(env, env.s.type_of(e))),
            TypeKind::Array { .. }
        ) {
            self.stats.flattened_arrays += 1;
        }
        Ok(b)
    }

    /// Bits of operand `e` extended to `w` by its own signedness.
    fn bv_ext(&mut self, env: Env<'_>, e: ExprId, w: usize) -> Result<Bv, SolverError> {
        let b = self.bv(env, e)?;
        let signed = self.is_signed(env, env.s.type_of(e));
        Ok(ext(&b, signed, w))
    }

    fn lits_of(&mut self, env: Env<'_>, ops: &[ExprId]) -> Result<Vec<Lit>, SolverError> {
        ops.iter().map(|&o| self.lit(env, o)).collect()
    }

    fn lit_uncached(&mut self, env: Env<'_>, e: ExprId) -> Result<Lit, SolverError> {
        let s = env.s;
        let node = s.get(e);
        let ops: &[ExprId] = &node.ops;
        let g = |n: usize| -> Result<ExprId, SolverError> {
            ops.get(n).copied().ok_or_else(|| missing(env, e, n))
        };
        Ok(match &node.kind {
            ExprKind::Constant(Literal::Bool(b)) => Lit::constant(*b),
            ExprKind::Constant(Literal::Int(v)) => Lit::constant(v.bits() != 0),
            ExprKind::Symbol(_) | ExprKind::NondetSymbol(_) | ExprKind::Nondet => {
                self.prop.aig.input()
            }
            ExprKind::Not => !self.lit(env, g(0)?)?,
            ExprKind::And => {
                let ls = self.lits_of(env, ops)?;
                self.prop.aig.and_all(&ls)
            }
            ExprKind::Or => {
                let ls = self.lits_of(env, ops)?;
                self.prop.aig.or_all(&ls)
            }
            ExprKind::Xor => {
                let ls = self.lits_of(env, ops)?;
                ls.into_iter()
                    .fold(Lit::FALSE, |acc, l| self.prop.aig.xor(acc, l))
            }
            ExprKind::Implies => {
                let a = self.lit(env, g(0)?)?;
                let b = self.lit(env, g(1)?)?;
                self.prop.aig.implies(a, b)
            }
            ExprKind::Equal | ExprKind::NotEqual => {
                let (a, b) = (g(0)?, g(1)?);
                let ta = s.type_of(a);
                // `=` on floats is bitwise (the equation's assignments); C's `==` reaches
                // the solver as `ieee_float_equal` (goto-ir's adjust_float pass)
                let float = env.s.ty(self.follow(env, ta)).is_float();
                if !float {
                    self.check_not_float(env, e, ta)?;
                }
                let eq = if a == b
                    || (self.is_empty_type(env, ta) && self.is_empty_type(env, s.type_of(b)))
                {
                    // void values have no bits: always equal
                    Lit::TRUE
                } else if self.is_theory_array(env, ta) || self.is_theory_array(env, s.type_of(b)) {
                    self.array_equal(env, a, b)?
                } else if let Some(v) = (!float).then(|| self.linear_equal(env, a, b)).flatten() {
                    Lit::constant(v)
                } else {
                    let x = self.bv(env, a)?;
                    let y = self.bv(env, b)?;
                    if x.len() != y.len() {
                        return Err(self.ill_formed(env, e, "operands of different widths"));
                    }
                    self.prop.aig.bv_eq(&x, &y)
                };
                if node.kind == ExprKind::NotEqual {
                    !eq
                } else {
                    eq
                }
            }
            ExprKind::Lt | ExprKind::Le | ExprKind::Gt | ExprKind::Ge => {
                if let Some(l) = self.float_lit(env, e)? {
                    return Ok(l);
                }
                let (a, b) = (g(0)?, g(1)?);
                let ta = s.type_of(a);
                self.check_not_float(env, e, ta)?;
                let signed = self.is_signed(env, ta);
                let x = self.bv(env, a)?;
                let y = self.bv(env, b)?;
                if x.len() != y.len() {
                    return Err(self.ill_formed(env, e, "operands of different widths"));
                }
                if s.ty(ta).is_pointer() {
                    // CBMC's pointer relation: the offsets compared, within one object;
                    // pointers into different objects are in no relation (false)
                    let (ox, oy) = (self.object_part(&x), self.object_part(&y));
                    let (fx, fy) = (self.offset_part(&x), self.offset_part(&y));
                    let aig = &mut self.prop.aig;
                    let same = aig.bv_eq(&ox, &oy);
                    let rel = match node.kind {
                        ExprKind::Lt => aig.bv_slt(&fx, &fy),
                        ExprKind::Le => aig.bv_sle(&fx, &fy),
                        ExprKind::Gt => aig.bv_slt(&fy, &fx),
                        _ => aig.bv_sle(&fy, &fx),
                    };
                    return Ok(aig.and(same, rel));
                }
                let aig = &mut self.prop.aig;
                match (&node.kind, signed) {
                    (ExprKind::Lt, false) => aig.bv_ult(&x, &y),
                    (ExprKind::Lt, true) => aig.bv_slt(&x, &y),
                    (ExprKind::Le, false) => aig.bv_ule(&x, &y),
                    (ExprKind::Le, true) => aig.bv_sle(&x, &y),
                    (ExprKind::Gt, false) => aig.bv_ult(&y, &x),
                    (ExprKind::Gt, true) => aig.bv_slt(&y, &x),
                    (ExprKind::Ge, false) => aig.bv_ule(&y, &x),
                    _ => aig.bv_sle(&y, &x),
                }
            }
            ExprKind::If => {
                let c = self.lit(env, g(0)?)?;
                let t = self.lit(env, g(1)?)?;
                let f = self.lit(env, g(2)?)?;
                self.prop.aig.ite(c, t, f)
            }
            ExprKind::Typecast => {
                if let Some(l) = self.float_lit(env, e)? {
                    return Ok(l);
                }
                let op = g(0)?;
                let t = s.type_of(op);
                self.check_not_float(env, e, t)?;
                let b = self.bv(env, op)?;
                self.prop.aig.bv_any(&b)
            }
            ExprKind::Overflow(kind) => self.overflow(env, e, *kind, ops)?,
            ExprKind::FunctionApplication => {
                let b = self.function_application(env, e, 1)?;
                b.first().copied().unwrap_or(Lit::FALSE)
            }
            ExprKind::IsInvalidPointer => {
                let p = self.bv(env, g(0)?)?;
                self.pointer_is_object(&p, 1)
            }
            ExprKind::IsDynamicObject => {
                let p = self.bv(env, g(0)?)?;
                self.is_dynamic_object(&p)
            }
            ExprKind::Extractbit => {
                let b = self.bv(env, g(0)?)?;
                let i = g(1)?;
                match s.as_int(i).and_then(|v| v.to_usize()) {
                    Some(k) => b.get(k).copied().unwrap_or(Lit::FALSE),
                    None => {
                        let d = self.bv(env, i)?;
                        let sh = self.prop.aig.bv_lshr(&b, &d);
                        sh.first().copied().unwrap_or(Lit::FALSE)
                    }
                }
            }
            ExprKind::IeeeFloatEqual
            | ExprKind::IeeeFloatNotEqual
            | ExprKind::IsNan
            | ExprKind::IsInf
            | ExprKind::IsFinite
            | ExprKind::IsNormal => match self.float_lit(env, e)? {
                Some(l) => l,
                None => return Err(self.unsupported(env, e, "floating-point arithmetic")),
            },
            ExprKind::Forall | ExprKind::Exists => {
                return Err(self.unsupported(env, e, "quantifiers"))
            }
            ExprKind::ROk | ExprKind::WOk | ExprKind::RwOk => {
                return Err(self.unsupported(
                    env,
                    e,
                    "r_ok/w_ok (must be rewritten before solving)",
                ))
            }
            _ => {
                let b = self.bv_uncached(env, e)?;
                b.first().copied().unwrap_or(Lit::FALSE)
            }
        })
    }

    fn overflow(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        kind: OverflowOp,
        ops: &[ExprId],
    ) -> Result<Lit, SolverError> {
        let Some(&a) = ops.first() else {
            return Err(self.ill_formed(env, e, "overflow predicate without operands"));
        };
        let ta = env.s.type_of(a);
        self.check_not_float(env, e, ta)?;
        let signed = self.is_signed(env, ta);
        let x = self.bv(env, a)?;
        if kind == OverflowOp::UnaryMinus {
            return Ok(self.prop.aig.bv_neg_overflow(&x));
        }
        let Some(&b) = ops.get(1) else {
            return Err(self.ill_formed(env, e, "binary overflow predicate with one operand"));
        };
        let y = self.bv(env, b)?;
        if kind == OverflowOp::Shl {
            let sd = self.is_signed(env, env.s.type_of(b));
            return Ok(self.prop.aig.bv_shl_overflow(&x, &y, signed, sd));
        }
        let y = ext(&y, self.is_signed(env, env.s.type_of(b)), x.len());
        let aig = &mut self.prop.aig;
        Ok(match kind {
            OverflowOp::Plus => aig.bv_add_overflow(&x, &y, signed),
            OverflowOp::Minus => aig.bv_sub_overflow(&x, &y, signed),
            _ => aig.bv_mul_overflow(&x, &y, signed),
        })
    }

    fn bv_uncached(&mut self, env: Env<'_>, e: ExprId) -> Result<Bv, SolverError> {
        let s = env.s;
        let node = s.get(e);
        let ty = node.ty;
        let ops: &[ExprId] = &node.ops;
        let g = |n: usize| -> Result<ExprId, SolverError> {
            ops.get(n).copied().ok_or_else(|| missing(env, e, n))
        };
        // Kinds that are fine on any type or need no width first.
        match &node.kind {
            ExprKind::Dereference => {
                return Err(self.unsupported(
                    env,
                    e,
                    "dereference (must be removed by symbolic execution)",
                ))
            }
            ExprKind::FloatbvPlus
            | ExprKind::FloatbvMinus
            | ExprKind::FloatbvMult
            | ExprKind::FloatbvDiv
            | ExprKind::FloatbvRem
            | ExprKind::FloatbvSqrt
            | ExprKind::FloatbvTypecast => {
                return self
                    .float_bv(env, e)?
                    .ok_or_else(|| self.unsupported(env, e, "floating-point arithmetic"))
            }
            ExprKind::UnaryMinus | ExprKind::Abs | ExprKind::Typecast => {
                if let Some(b) = self.float_bv(env, e)? {
                    return Ok(b);
                }
            }
            ExprKind::Other(id) => {
                return Err(self.unsupported(env, e, format!("expression kind `{}`", id.as_str())))
            }
            ExprKind::Forall | ExprKind::Exists | ExprKind::Lambda | ExprKind::Let => {
                return Err(self.unsupported(env, e, "binders"))
            }
            ExprKind::SideEffect(_) | ExprKind::Allocate => {
                return Err(self.unsupported(
                    env,
                    e,
                    "side effects (must be removed by symbolic execution)",
                ))
            }
            _ => {}
        }
        if self.is_theory_array(env, ty) {
            return Err(self.unsupported(
                env,
                e,
                "an unbounded array used as a value (only index, with, if, array_of and equality are supported on large or symbolic-size arrays)",
            ));
        }
        let w = self.width(env, e, ty)?;
        let signed = self.is_signed(env, ty);
        let is_ptr = self.is_pointer(env, ty);
        let fty = self.follow(env, ty);
        if matches!(node.kind, ExprKind::Plus | ExprKind::Minus) && !is_ptr {
            if let Some(b) = self.linear_bits(env, e)? {
                return Ok(b);
            }
        }
        Ok(match &node.kind {
            ExprKind::Constant(Literal::Int(v)) => bigint_bits(v, w),
            ExprKind::Constant(Literal::Bool(b)) => Aig::bv_zext(&[Lit::constant(*b)], w),
            ExprKind::Constant(Literal::Text(t)) => {
                return Err(self.unsupported(env, e, format!("constant `{}`", t.as_str())))
            }
            ExprKind::Symbol(_) | ExprKind::NondetSymbol(_) | ExprKind::Nondet => self.fresh(w),
            ExprKind::FunctionApplication => self.function_application(env, e, w)?,
            ExprKind::StringConstant(text) => {
                let elem_bits = match s.ty(fty) {
                    TypeKind::Array { elem, .. } => self.width(env, e, *elem)?,
                    _ => 8,
                };
                let mut out = Vec::with_capacity(w);
                for unit in goto_ir::strings::units(text.as_str()).chain(std::iter::once(0)) {
                    out.extend(Aig::bv_const(elem_bits, u128::from(unit)));
                }
                Aig::bv_zext(&out, w)
            }
            ExprKind::Plus | ExprKind::Minus if is_ptr => self.pointer_arith(env, e)?,
            ExprKind::Minus
                if ops.len() == 2
                    && self.is_pointer(env, s.type_of(ops[0]))
                    && self.is_pointer(env, s.type_of(ops[1])) =>
            {
                self.pointer_difference(env, e, w)?
            }
            ExprKind::Plus
            | ExprKind::Mult
            | ExprKind::BitAnd
            | ExprKind::BitOr
            | ExprKind::BitXor => {
                self.check_not_float(env, e, ty)?;
                let mut xs = Vec::with_capacity(ops.len());
                for &o in ops {
                    xs.push(self.bv_ext(env, o, w)?);
                }
                let Some((first, rest)) = xs.split_first() else {
                    return Err(self.ill_formed(env, e, "no operands"));
                };
                let aig = &mut self.prop.aig;
                let mut acc = first.clone();
                for x in rest {
                    acc = match node.kind {
                        ExprKind::Plus => aig.bv_add(&acc, x),
                        ExprKind::Mult => aig.bv_mul(&acc, x),
                        ExprKind::BitAnd => aig.bv_and(&acc, x),
                        ExprKind::BitOr => aig.bv_or(&acc, x),
                        _ => aig.bv_xor(&acc, x),
                    };
                }
                acc
            }
            ExprKind::BitNand | ExprKind::BitNor | ExprKind::BitXnor => {
                let x = self.bv_ext(env, g(0)?, w)?;
                let y = self.bv_ext(env, g(1)?, w)?;
                let aig = &mut self.prop.aig;
                let r = match node.kind {
                    ExprKind::BitNand => aig.bv_and(&x, &y),
                    ExprKind::BitNor => aig.bv_or(&x, &y),
                    _ => aig.bv_xor(&x, &y),
                };
                aig.bv_not(&r)
            }
            ExprKind::Minus | ExprKind::Div | ExprKind::Mod | ExprKind::Rem => {
                self.check_not_float(env, e, ty)?;
                let x = self.bv_ext(env, g(0)?, w)?;
                let y = self.bv_ext(env, g(1)?, w)?;
                let aig = &mut self.prop.aig;
                match (&node.kind, signed) {
                    (ExprKind::Minus, _) => aig.bv_sub(&x, &y),
                    (ExprKind::Div, false) => aig.bv_udiv(&x, &y),
                    (ExprKind::Div, true) => aig.bv_sdiv(&x, &y),
                    (_, false) => aig.bv_urem(&x, &y),
                    (_, true) => aig.bv_srem(&x, &y),
                }
            }
            ExprKind::UnaryMinus | ExprKind::UnaryPlus | ExprKind::Abs | ExprKind::BitNot => {
                self.check_not_float(env, e, ty)?;
                let x = self.bv_ext(env, g(0)?, w)?;
                let aig = &mut self.prop.aig;
                match node.kind {
                    ExprKind::UnaryMinus => aig.bv_neg(&x),
                    ExprKind::Abs => aig.bv_abs(&x),
                    ExprKind::BitNot => aig.bv_not(&x),
                    _ => x,
                }
            }
            ExprKind::Shl
            | ExprKind::Ashr
            | ExprKind::Lshr
            | ExprKind::RotateLeft
            | ExprKind::RotateRight => {
                let x = self.bv_ext(env, g(0)?, w)?;
                let d = self.bv(env, g(1)?)?;
                let aig = &mut self.prop.aig;
                match node.kind {
                    ExprKind::Shl => aig.bv_shl(&x, &d),
                    ExprKind::Ashr => aig.bv_ashr(&x, &d),
                    ExprKind::Lshr => aig.bv_lshr(&x, &d),
                    ExprKind::RotateLeft => aig.bv_rol(&x, &d),
                    _ => aig.bv_ror(&x, &d),
                }
            }
            ExprKind::If => {
                let c = self.lit(env, g(0)?)?;
                let t = self.bv(env, g(1)?)?;
                let f = self.bv(env, g(2)?)?;
                if t.len() != f.len() {
                    return Err(self.ill_formed(env, e, "branches of different widths"));
                }
                self.prop.aig.bv_ite(c, &t, &f)
            }
            ExprKind::Typecast => self.typecast(env, e, g(0)?, ty, w)?,
            ExprKind::Index => self.index(env, e, g(0)?, g(1)?, w)?,
            ExprKind::Member(name) if self.is_byte_aggregate(env, s.type_of(g(0)?)) => {
                self.byte_aggregate_member(env, e, g(0)?, *name, w)?
            }
            ExprKind::Member(name) => {
                let op = g(0)?;
                let b = self.bv(env, op)?;
                let Some((bit, cty)) = self.component_offset(env, s.type_of(op), *name) else {
                    return Err(self.ill_formed(env, e, "no such component"));
                };
                let cw = self.width(env, e, cty)?;
                let part = Aig::bv_zext(b.get(bit..).unwrap_or(&[]), cw);
                // a union member is the extract of the union's first bytes (CBMC's
                // convert_member), which reorders bits in big endian
                let endian = self.config.endian;
                if endian == Endian::Big && self.is_union(env, s.type_of(op)) {
                    self.stream(env, e, cty, part, endian)?
                } else {
                    part
                }
            }
            ExprKind::With => self.with(env, e, ops, w)?,
            ExprKind::Struct | ExprKind::Array | ExprKind::Concatenation => {
                let mut parts = Vec::with_capacity(ops.len());
                for &o in ops {
                    parts.push(self.bv(env, o)?);
                }
                if node.kind == ExprKind::Concatenation {
                    parts.reverse();
                }
                let out: Bv = parts.concat();
                if out.len() != w {
                    return Err(self.ill_formed(
                        env,
                        e,
                        "operand widths do not add up to the type's width",
                    ));
                }
                out
            }
            // the bytes of a union beyond the member it is built from are unconstrained
            // (CBMC pads with fresh variables): zero would be a wrong answer (union5)
            ExprKind::Union(_) => {
                let op = g(0)?;
                let mut b = self.bv(env, op)?;
                b = self.stream(env, e, s.type_of(op), b, self.config.endian)?;
                b.truncate(w);
                let pad = self.fresh(w - b.len());
                b.extend_from_slice(&pad);
                b
            }
            ExprKind::ZeroExtend => {
                let b = self.bv(env, g(0)?)?;
                Aig::bv_zext(&b, w)
            }
            ExprKind::ArrayOf => {
                let v = self.bv(env, g(0)?)?;
                let mut out = Vec::with_capacity(w);
                while out.len() < w && !v.is_empty() {
                    out.extend_from_slice(&v);
                }
                Aig::bv_zext(&out, w)
            }
            ExprKind::AddressOf => self.address_of(env, g(0)?, w)?,
            ExprKind::PointerObject => {
                let p = self.bv(env, g(0)?)?;
                let obj = self.object_part(&p);
                Aig::bv_zext(&obj, w)
            }
            ExprKind::PointerOffset => {
                let p = self.bv(env, g(0)?)?;
                let off = self.offset_part(&p);
                Aig::bv_sext(&off, w)
            }
            ExprKind::ObjectSize => {
                let p = self.bv(env, g(0)?)?;
                self.object_size(&p, w)
            }
            ExprKind::NullObject => self.fresh(w),
            ExprKind::ByteExtract(_) | ExprKind::ByteUpdate(_)
                if self.is_empty_type(env, ty) =>
            {
                return Err(self.unsupported(
                    env,
                    e,
                    "a void-typed byte operator used as a value (only as a view written back into its object)",
                ))
            }
            ExprKind::ByteExtract(endian)
                if {
                    let src = g(0)?;
                    self.is_theory_array(env, s.type_of(src))
                        || self.is_empty_type(env, s.type_of(src))
                        || matches!(s.kind(src), ExprKind::ByteExtract(en) if en == endian)
                } =>
            {
                self.byte_extract_general(env, e, (g(0)?, g(1)?), *endian, w)?
            }
            ExprKind::ByteUpdate(endian)
                if {
                    let v = g(2)?;
                    self.is_theory_array(env, s.type_of(v)) || self.is_empty_type(env, s.type_of(v))
                } =>
            {
                self.byte_update_general(env, (g(0)?, g(1)?, g(2)?), *endian, w)?
            }
            ExprKind::ByteExtract(endian) => {
                let op = self.bv(env, g(0)?)?;
                let src = self.stream(env, e, s.type_of(ops[0]), op, *endian)?;
                let off = self.bv(env, g(1)?)?;
                let off_signed = self.is_signed(env, s.type_of(ops[1]));
                let raw = self.byte_extract(&src, &off, off_signed, w);
                self.stream(env, e, ty, raw, *endian)?
            }
            ExprKind::ByteUpdate(endian) => {
                let op = self.bv(env, g(0)?)?;
                let dst = self.stream(env, e, s.type_of(ops[0]), op, *endian)?;
                let off = self.bv(env, g(1)?)?;
                let off_signed = self.is_signed(env, s.type_of(ops[1]));
                let val = self.bv(env, g(2)?)?;
                let val = self.stream(env, e, s.type_of(ops[2]), val, *endian)?;
                let r = self.byte_update(&dst, &off, off_signed, &val);
                let r = Aig::bv_zext(&r, w);
                self.stream(env, e, ty, r, *endian)?
            }
            ExprKind::Extractbits => {
                let b = self.bv(env, g(0)?)?;
                let lo = g(1)?;
                match s.as_int(lo).and_then(|v| v.to_usize()) {
                    Some(k) => Aig::bv_zext(b.get(k..).unwrap_or(&[]), w),
                    None => {
                        let d = self.bv(env, lo)?;
                        let sh = self.prop.aig.bv_lshr(&b, &d);
                        Aig::bv_zext(&sh, w)
                    }
                }
            }
            ExprKind::Extractbit => {
                let l = self.lit_uncached(env, e)?;
                Aig::bv_zext(&[l], w)
            }
            ExprKind::Popcount
            | ExprKind::CountLeadingZeros { .. }
            | ExprKind::CountTrailingZeros { .. } => {
                let x = self.bv(env, g(0)?)?;
                let aig = &mut self.prop.aig;
                match node.kind {
                    ExprKind::Popcount => aig.bv_popcount(&x, w),
                    ExprKind::CountLeadingZeros { .. } => aig.bv_clz(&x, w),
                    _ => aig.bv_ctz(&x, w),
                }
            }
            ExprKind::Bswap(unit) => {
                let x = self.bv_ext(env, g(0)?, w)?;
                let unit = (*unit as usize).max(1);
                let mut out = Vec::with_capacity(w);
                for chunk in x.chunks(unit).rev() {
                    out.extend_from_slice(chunk);
                }
                out
            }
            ExprKind::BitReverse => {
                let x = self.bv_ext(env, g(0)?, w)?;
                x.into_iter().rev().collect()
            }
            // Boolean-valued kinds used at a non-Boolean type (e.g. c_bool).
            ExprKind::Not
            | ExprKind::And
            | ExprKind::Or
            | ExprKind::Xor
            | ExprKind::Implies
            | ExprKind::Equal
            | ExprKind::NotEqual
            | ExprKind::Lt
            | ExprKind::Le
            | ExprKind::Gt
            | ExprKind::Ge
            | ExprKind::Overflow(_)
            | ExprKind::IsInvalidPointer
            | ExprKind::IsDynamicObject => {
                let l = self.lit_uncached(env, e)?;
                Aig::bv_zext(&[l], w)
            }
            _ => return Err(self.unsupported(env, e, "this expression kind")),
        })
    }

    fn typecast(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        op: ExprId,
        to: TypeId,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let from = env.s.type_of(op);
        self.check_not_float(env, e, from)?;
        self.check_not_float(env, e, to)?;
        let ft = self.follow(env, from);
        let tt = self.follow(env, to);
        let scalar = |k: &TypeKind| {
            k.is_bitvector()
                || matches!(
                    k,
                    TypeKind::Bool | TypeKind::Pointer { .. } | TypeKind::CEnum { .. }
                )
        };
        let (fk, tk) = (env.s.ty(ft), env.s.ty(tt));
        if matches!(tk, TypeKind::Empty) {
            // A void value has no bits: the cast discards the operand.
            return Ok(Vec::new());
        }
        if matches!(fk, TypeKind::Empty) {
            // A void value carries no information (CBMC: a failed conversion gives fresh
            // bits): any value of the target type.
            return Ok(self.fresh(w));
        }
        if scalar(fk) && scalar(tk) {
            let b = self.bv(env, op)?;
            if matches!(tk, TypeKind::Pointer { .. }) {
                // Integer to pointer: zero extension (CBMC's bv_pointers).
                return Ok(Aig::bv_zext(&b, w));
            }
            if matches!(tk, TypeKind::CBool(_)) {
                let any = self.prop.aig.bv_any(&b);
                return Ok(Aig::bv_zext(&[any], w));
            }
            let signed = self.is_signed(env, from);
            return Ok(ext(&b, signed, w));
        }
        let b = self.bv(env, op)?;
        if b.len() == w {
            return Ok(b);
        }
        Err(self.unsupported(
            env,
            e,
            format!(
                "typecast from {} to {}",
                goto_ir::format::ty(env.s, from),
                goto_ir::format::ty(env.s, to)
            ),
        ))
    }

    /// Index `i` extended by one bit so that negative values never equal an element number.
    fn index_bits(&mut self, env: Env<'_>, i: ExprId) -> Result<Bv, SolverError> {
        let b = self.bv(env, i)?;
        let signed = self.is_signed(env, env.s.type_of(i));
        Ok(ext(&b, signed, b.len() + 1))
    }

    fn index(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        array: ExprId,
        i: ExprId,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let at = env.s.type_of(array);
        if self.is_theory_array(env, at) {
            let idx = self.bv(env, i)?;
            let signed = self.is_signed(env, env.s.type_of(i));
            let idx = ext(&idx, signed, 64);
            return self.array_read(env, array, &idx);
        }
        let a = self.bv(env, array)?;
        if w == 0 {
            return Ok(Vec::new());
        }
        let n = a.len() / w;
        let idx = self.index_bits(env, i)?;
        if let Some(k) = Aig::bv_as_const(&idx) {
            let k = k
                .to_usize()
                .filter(|&k| k < n && idx.last() != Some(&Lit::TRUE));
            return Ok(match k {
                Some(k) => a[k * w..(k + 1) * w].to_vec(),
                // Out of bounds: an unconstrained value.
                None => self.fresh(w),
            });
        }
        let _ = e;
        Ok(self.select_element(&a, w, n, &idx))
    }

    /// How the bits of an extended index `idx` (see [`Solver::index_bits`]) address `n`
    /// elements: the low bits that number them and the literal "the other bits are zero"
    /// (false for a negative index).
    fn split_index(&mut self, n: usize, idx: &[Lit]) -> (usize, Lit) {
        let need = (usize::BITS - n.saturating_sub(1).leading_zeros()) as usize;
        let low = need.min(idx.len().saturating_sub(1));
        let high: Vec<Lit> = idx[low..].iter().map(|&l| !l).collect();
        (low, self.prop.aig.and_all(&high))
    }

    /// Element `idx` (symbolic, extended by [`Solver::index_bits`]) of the `n` elements of
    /// width `w` in `a`: a multiplexer tree over the index bits, so that a lookup in a
    /// constant table folds to a small circuit and the index bits alone decide the value by
    /// propagation; an index outside `0..n` (negative ones included) reads one unconstrained
    /// value.
    pub(crate) fn select_element(&mut self, a: &[Lit], w: usize, n: usize, idx: &[Lit]) -> Bv {
        let (low, high_zero) = self.split_index(n, idx);
        let slots = 1usize << low;
        let mut outside: Option<Bv> = None;
        if slots > n || high_zero != Lit::TRUE {
            outside = Some(self.fresh(w));
        }
        let mut level: Vec<Bv> = (0..slots.min(n))
            .map(|k| a[k * w..(k + 1) * w].to_vec())
            .collect();
        if let Some(o) = &outside {
            level.resize(slots, o.clone());
        }
        for &bit in &idx[..low] {
            let aig = &mut self.prop.aig;
            level = level
                .chunks(2)
                .map(|pair| aig.bv_ite(bit, &pair[1], &pair[0]))
                .collect();
        }
        let tree = level.pop().unwrap_or_default();
        match outside {
            Some(o) if high_zero != Lit::TRUE => self.prop.aig.bv_ite(high_zero, &tree, &o),
            _ => tree,
        }
    }

    /// One-hot decoding of a symbolic extended index into `n` elements: the literal
    /// "`idx` = k" for each `k < n`, built as a tree over the index bits (about two AND
    /// nodes per element instead of an equality per element).
    pub(crate) fn decode_index(&mut self, n: usize, idx: &[Lit]) -> Vec<Lit> {
        let (low, high_zero) = self.split_index(n, idx);
        let aig = &mut self.prop.aig;
        let mut hits = vec![high_zero];
        for b in (0..low).rev() {
            // hits[m]: the bits above b spell m; keep only prefixes of elements below n
            let keep = n.div_ceil(1usize << b).min(2 * hits.len());
            let mut next = Vec::with_capacity(keep);
            for m in 0..keep {
                let h = hits[m / 2];
                next.push(if m % 2 == 1 { aig.and(h, idx[b]) } else { aig.and(h, !idx[b]) });
            }
            hits = next;
        }
        hits.truncate(n);
        hits
    }

    fn with(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        ops: &[ExprId],
        w: usize,
    ) -> Result<Bv, SolverError> {
        let Some((&old, pairs)) = ops.split_first() else {
            return Err(self.ill_formed(env, e, "with without operands"));
        };
        if pairs.len() % 2 != 0 {
            return Err(self.ill_formed(env, e, "with needs (where, new) pairs"));
        }
        let ot = env.s.type_of(old);
        let mut cur = self.bv(env, old)?;
        if cur.len() != w {
            return Err(self.ill_formed(env, e, "with changes the width"));
        }
        let fot = self.follow(env, ot);
        let union_endian = match env.s.ty(fot) {
            TypeKind::Union(_) => self.config.endian,
            _ => Endian::Little,
        };
        for pair in pairs.chunks(2) {
            let (wh, new) = (pair[0], pair[1]);
            let v = self.bv(env, new)?;
            // a union member is stored as its memory stream
            let v = self.stream(env, e, env.s.type_of(new), v, union_endian)?;
            match (env.s.ty(fot), env.s.kind(wh)) {
                (TypeKind::Struct(_) | TypeKind::Union(_), ExprKind::ComponentName(name)) => {
                    let Some((bit, _)) = self.component_offset(env, ot, *name) else {
                        return Err(self.ill_formed(env, e, "no such component"));
                    };
                    for (j, &l) in v.iter().enumerate() {
                        if let Some(slot) = cur.get_mut(bit + j) {
                            *slot = l;
                        }
                    }
                }
                (TypeKind::Array { .. } | TypeKind::Vector { .. }, _) => {
                    let ew = v.len();
                    if ew == 0 {
                        continue;
                    }
                    let n = w / ew;
                    let idx = self.index_bits(env, wh)?;
                    if let Some(k) = Aig::bv_as_const(&idx) {
                        if let Some(k) = k.to_usize().filter(|&k| k < n) {
                            if idx.last() != Some(&Lit::TRUE) {
                                cur[k * ew..(k + 1) * ew].copy_from_slice(&v);
                            }
                        }
                        continue;
                    }
                    let hits = self.decode_index(n, &idx);
                    for (k, &hit) in hits.iter().enumerate() {
                        let aig = &mut self.prop.aig;
                        let updated = aig.bv_ite(hit, &v, &cur[k * ew..(k + 1) * ew]);
                        cur[k * ew..(k + 1) * ew].copy_from_slice(&updated);
                    }
                }
                _ => return Err(self.unsupported(env, e, "with on this type")),
            }
        }
        Ok(cur)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bigint_bits_wraps() {
        assert_eq!(
            Aig::bv_as_u128(&bigint_bits(&BigInt::from(-1), 8)),
            Some(255)
        );
        assert_eq!(
            Aig::bv_as_u128(&bigint_bits(&BigInt::from(300), 8)),
            Some(44)
        );
    }

    #[test]
    fn extension() {
        let b = Aig::bv_const(4, 0b1010);
        assert_eq!(Aig::bv_as_u128(&ext(&b, true, 8)), Some(0xfa));
        assert_eq!(Aig::bv_as_u128(&ext(&b, false, 8)), Some(0x0a));
    }
}
