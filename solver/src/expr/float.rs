//! Floating-point expressions (`floatbv` types) on the IEEE 754 circuits of
//! [`crate::bv::FloatSpec`].
//!
//! Supported: IEEE comparisons (`<`, `<=`, `>`, `>=`, `ieee_float_equal`/`notequal`),
//! classification (`isnan`, `isinf`, `isfinite`, `isnormal`), unary minus, `abs`,
//! `floatbv_plus`/`minus`/`mult`/`div`, `floatbv_sqrt` and `floatbv_typecast` under the rounding-mode operand
//! (CBMC's numbering, all of 0–4; any other value gives an unconstrained result), and plain
//! `typecast`s whose result does not depend on the rounding mode (float widening, float to
//! integer, which truncates as C does, and integers that every value of fits exactly).
//! Float to integer conversions of NaN, ∞ or out-of-range values give an unconstrained
//! integer (undefined in C). Everything else on floats stays `Unsupported`, notably `=` on
//! floats (bitwise for SSA assignments but IEEE equality for C's `==`: the front end must
//! tell them apart first) and `floatbv_rem`.

use super::{Env, Solver};
use crate::aig::{Aig, Lit};
use crate::bv::{Bv, FloatSpec, RoundingMode};
use crate::error::SolverError;
use goto_ir::{ExprId, ExprKind, TypeId, TypeKind};

impl Solver {
    /// The IEEE format of `t`, if it is a `floatbv`.
    pub(crate) fn float_spec(&self, env: Env<'_>, t: TypeId) -> Option<FloatSpec> {
        match env.s.ty(self.follow(env, t)) {
            TypeKind::Floatbv { width, fraction } => {
                FloatSpec::from_floatbv(*width as usize, *fraction as usize)
            }
            _ => None,
        }
    }

    /// Whether `t` is a float or fixed-point type.
    pub(crate) fn is_float_type(&self, env: Env<'_>, t: TypeId) -> bool {
        matches!(
            env.s.ty(self.follow(env, t)),
            TypeKind::Floatbv { .. } | TypeKind::Fixedbv { .. }
        )
    }

    fn float_operand(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        n: usize,
    ) -> Result<(FloatSpec, Bv), SolverError> {
        let op = env
            .s
            .get(e)
            .ops
            .get(n)
            .copied()
            .ok_or_else(|| self.ill_formed(env, e, format!("missing operand {n}")))?;
        let spec = self
            .float_spec(env, env.s.type_of(op))
            .ok_or_else(|| self.unsupported(env, e, "floating-point operand of this type"))?;
        let b = self.bv(env, op)?;
        if b.len() != spec.width() {
            return Err(self.ill_formed(env, e, "float operand of the wrong width"));
        }
        Ok((spec, b))
    }

    /// Predicates and comparisons on floats (`None`: not a float expression).
    pub(crate) fn float_lit(
        &mut self,
        env: Env<'_>,
        e: ExprId,
    ) -> Result<Option<Lit>, SolverError> {
        let node = env.s.get(e);
        let first = match node.ops.first() {
            Some(&o) => o,
            None => return Ok(None),
        };
        if !self.is_float_type(env, env.s.type_of(first)) {
            return Ok(None);
        }
        let (spec, a) = self.float_operand(env, e, 0)?;
        let aig = &mut self.prop.aig;
        let l = match node.kind {
            ExprKind::IsNan => aig.float_is_nan(spec, &a),
            ExprKind::IsInf => aig.float_is_inf(spec, &a),
            ExprKind::IsFinite => aig.float_is_finite(spec, &a),
            ExprKind::IsNormal => aig.float_is_normal(spec, &a),
            ExprKind::Typecast if node.ty == goto_ir::BOOL => !aig.float_is_zero(spec, &a),
            ExprKind::IeeeFloatEqual
            | ExprKind::IeeeFloatNotEqual
            | ExprKind::Lt
            | ExprKind::Le
            | ExprKind::Gt
            | ExprKind::Ge => {
                let (spec_b, b) = self.float_operand(env, e, 1)?;
                if spec_b != spec {
                    return Err(self.ill_formed(env, e, "operands of different float formats"));
                }
                let aig = &mut self.prop.aig;
                match node.kind {
                    ExprKind::IeeeFloatEqual => aig.float_ieee_eq(spec, &a, &b),
                    ExprKind::IeeeFloatNotEqual => !aig.float_ieee_eq(spec, &a, &b),
                    ExprKind::Lt => aig.float_lt(spec, &a, &b),
                    ExprKind::Le => aig.float_le(spec, &a, &b),
                    ExprKind::Gt => aig.float_lt(spec, &b, &a),
                    _ => aig.float_le(spec, &b, &a),
                }
            }
            _ => return Ok(None),
        };
        Ok(Some(l))
    }

    /// The rounding mode of operand `n` of `e`.
    fn rounding_mode(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        n: usize,
    ) -> Result<RoundingMode, SolverError> {
        let op = env
            .s
            .get(e)
            .ops
            .get(n)
            .copied()
            .ok_or_else(|| self.ill_formed(env, e, "missing rounding mode"))?;
        let bits = self.bv(env, op)?;
        Ok(RoundingMode::from_bits(&mut self.prop.aig, &bits))
    }

    /// `r` where `rm` is a valid mode, fresh bits otherwise.
    fn guard_mode(&mut self, rm: &RoundingMode, r: Bv) -> Bv {
        let valid = rm.valid(&mut self.prop.aig);
        if valid == Lit::TRUE {
            return r;
        }
        let any = self.fresh(r.len());
        self.prop.aig.bv_ite(valid, &r, &any)
    }

    /// Float-valued and float-converting expressions (`None`: not one of them).
    pub(crate) fn float_bv(&mut self, env: Env<'_>, e: ExprId) -> Result<Option<Bv>, SolverError> {
        let s = env.s;
        let node = s.get(e);
        let ty = node.ty;
        let to_spec = self.float_spec(env, ty);
        let from_float = node
            .ops
            .first()
            .is_some_and(|&o| self.is_float_type(env, s.type_of(o)));
        Ok(Some(match node.kind {
            ExprKind::FloatbvPlus
            | ExprKind::FloatbvMinus
            | ExprKind::FloatbvMult
            | ExprKind::FloatbvDiv => {
                let Some(spec) = to_spec else {
                    return Err(self.unsupported(env, e, "floating-point arithmetic on this type"));
                };
                let (sa, a) = self.float_operand(env, e, 0)?;
                let (sb, b) = self.float_operand(env, e, 1)?;
                if sa != spec || sb != spec {
                    return Err(self.ill_formed(env, e, "operands of different float formats"));
                }
                let rm = self.rounding_mode(env, e, 2)?;
                let aig = &mut self.prop.aig;
                let r = match node.kind {
                    ExprKind::FloatbvPlus => aig.float_add(spec, &a, &b, false, &rm),
                    ExprKind::FloatbvMinus => aig.float_add(spec, &a, &b, true, &rm),
                    ExprKind::FloatbvMult => aig.float_mul(spec, &a, &b, &rm),
                    _ => aig.float_div(spec, &a, &b, &rm),
                };
                self.guard_mode(&rm, r)
            }
            ExprKind::FloatbvSqrt => {
                let Some(spec) = to_spec else {
                    return Err(self.unsupported(env, e, "floating-point arithmetic on this type"));
                };
                let (sa, a) = self.float_operand(env, e, 0)?;
                if sa != spec {
                    return Err(self.ill_formed(env, e, "operand of a different float format"));
                }
                let rm = self.rounding_mode(env, e, 1)?;
                let r = self.prop.aig.float_sqrt(spec, &a, &rm);
                self.guard_mode(&rm, r)
            }
            ExprKind::UnaryMinus | ExprKind::Abs if to_spec.is_some() => {
                let (spec, a) = self.float_operand(env, e, 0)?;
                if node.kind == ExprKind::UnaryMinus {
                    Aig::float_neg(spec, &a)
                } else {
                    Aig::float_abs(spec, &a)
                }
            }
            ExprKind::FloatbvTypecast => {
                let rm = self.rounding_mode(env, e, 1)?;
                let r = self.float_cast(env, e, Some(rm))?;
                self.guard_mode(&rm, r)
            }
            ExprKind::Typecast if to_spec.is_some() || from_float => {
                self.float_cast(env, e, None)?
            }
            _ => return Ok(None),
        }))
    }

    /// A conversion to, from or between floats; `rm: None` for a plain `typecast`, which is
    /// supported only where the rounding mode cannot matter.
    fn float_cast(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        rm: Option<RoundingMode>,
    ) -> Result<Bv, SolverError> {
        let s = env.s;
        let node = s.get(e);
        let op = node
            .ops
            .first()
            .copied()
            .ok_or_else(|| self.ill_formed(env, e, "missing operand 0"))?;
        let from = self.follow(env, s.type_of(op));
        let to = self.follow(env, node.ty);
        let int_like = |k: &TypeKind| {
            matches!(
                k,
                TypeKind::Signed(_)
                    | TypeKind::Unsigned(_)
                    | TypeKind::Bool
                    | TypeKind::CBool(_)
                    | TypeKind::CBitField { .. }
                    | TypeKind::CEnum { .. }
            )
        };
        let fs = self.float_spec(env, from);
        let ts = self.float_spec(env, to);
        let unsupported = |this: &Self| {
            this.unsupported(
                env,
                e,
                "this floating-point conversion (only IEEE formats, integers, and for plain typecasts only conversions the rounding mode cannot change)",
            )
        };
        match (fs, ts) {
            (Some(f), Some(t)) => {
                let (_, a) = self.float_operand(env, e, 0)?;
                let exact = t.exponent >= f.exponent && t.fraction >= f.fraction;
                let rm = match rm {
                    Some(rm) => rm,
                    None if exact => RoundingMode::nearest_even(),
                    None => return Err(unsupported(self)),
                };
                Ok(self.prop.aig.float_convert(f, t, &a, &rm))
            }
            (None, Some(t)) if int_like(s.ty(from)) => {
                let b = self.bv(env, op)?;
                let signed = self.is_signed(env, from);
                let rm = match rm {
                    Some(rm) => rm,
                    // every value fits exactly
                    None if b.len() <= t.fraction + 1 => RoundingMode::nearest_even(),
                    None => return Err(unsupported(self)),
                };
                Ok(self.prop.aig.float_from_int(t, &b, signed, &rm))
            }
            (Some(f), None) if int_like(s.ty(to)) => {
                if let Some(rm) = rm {
                    // only truncation (CBMC's float-to-integer casts round toward zero)
                    if !(rm.to_zero == Lit::TRUE && rm.to_even == Lit::FALSE) {
                        return Err(self.unsupported(
                            env,
                            e,
                            "float to integer conversion with a rounding mode other than toward zero",
                        ));
                    }
                }
                let (_, a) = self.float_operand(env, e, 0)?;
                let w = self.width(env, e, to)?;
                if matches!(s.ty(to), TypeKind::Bool | TypeKind::CBool(_)) {
                    // C: any nonzero value (NaN included) converts to 1
                    let nz = !self.prop.aig.float_is_zero(f, &a);
                    return Ok(Aig::bv_zext(&[nz], w));
                }
                let signed = self.is_signed(env, to);
                let (r, ok) = self.prop.aig.float_to_int_trunc(f, &a, w, signed);
                let any = self.fresh(w);
                Ok(self.prop.aig.bv_ite(ok, &r, &any))
            }
            _ => Err(unsupported(self)),
        }
    }
}
