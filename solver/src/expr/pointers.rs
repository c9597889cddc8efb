//! Pointers as CBMC encodes them: the upper `object_bits` bits are an object number, the
//! rest a byte offset. Objects are numbered in first-use order, 0 = NULL, 1 = INVALID.
//! `object_size` and `is_dynamic_object` are postponed: fresh values constrained at each
//! solve against every object numbered so far.

use super::convert::{ext, RED_ZONE, STACK_CHUNK};
use super::{Env, Solver};
use crate::aig::{Aig, Lit};
use crate::bv::Bv;
use crate::error::SolverError;
use goto_ir::{ExprId, ExprKind, TypeKind};
use num_traits::ToPrimitive;
use rustc_hash::FxHashMap;

/// What is known about a numbered object.
#[derive(Clone, Debug)]
pub(crate) struct ObjectInfo {
    /// The root expression (`None` for NULL and INVALID).
    pub(crate) root: Option<ExprId>,
    /// Size in bytes (64 bits), if known.
    pub(crate) size: Option<Bv>,
    /// Whether the object is dynamically allocated.
    pub(crate) dynamic: bool,
}

/// A postponed constraint on the object number of a pointer.
#[derive(Clone, Debug)]
enum Postponed {
    Size {
        object: Bv,
        result: Bv,
        done: usize,
    },
    Dynamic {
        object: Bv,
        result: Lit,
        done: usize,
    },
}

/// The object numbering.
#[derive(Debug)]
pub(crate) struct Objects {
    numbers: FxHashMap<ExprId, u64>,
    pub(crate) info: Vec<ObjectInfo>,
    postponed: Vec<Postponed>,
}

impl Objects {
    pub(crate) fn new() -> Objects {
        let none = ObjectInfo {
            root: None,
            size: None,
            dynamic: false,
        };
        Objects {
            numbers: FxHashMap::default(),
            info: vec![none.clone(), none],
            postponed: Vec::new(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.info.len()
    }
}

/// Whether a symbol names a dynamically allocated object (symex's `symex_dynamic::…`).
fn is_dynamic_name(name: &str) -> bool {
    name.starts_with("symex_dynamic::") || name.contains("dynamic_object")
}

impl Solver {
    fn object_bits(&self, ptr_width: usize) -> usize {
        (self.config.object_bits as usize).min(ptr_width)
    }

    /// The object-number bits of a pointer.
    pub(crate) fn object_part(&self, p: &[Lit]) -> Bv {
        let ob = self.object_bits(p.len());
        p[p.len() - ob..].to_vec()
    }

    /// The offset bits of a pointer.
    pub(crate) fn offset_part(&self, p: &[Lit]) -> Bv {
        let ob = self.object_bits(p.len());
        p[..p.len() - ob].to_vec()
    }

    /// A pointer of `width` bits from object number and offset bits.
    fn make_pointer(&self, object: u64, offset: &[Lit], width: usize) -> Bv {
        let ob = self.object_bits(width);
        let mut p = Aig::bv_sext(offset, width - ob);
        p.extend(Aig::bv_const(ob, object as u128));
        p
    }

    /// Whether pointer `p` points into object number `k`.
    pub(crate) fn pointer_is_object(&mut self, p: &[Lit], k: u64) -> Lit {
        let obj = self.object_part(p);
        let kc = Aig::bv_const(obj.len(), k as u128);
        self.prop.aig.bv_eq(&obj, &kc)
    }

    /// The number of root object `root`, numbering it on first use.
    fn object_number(
        &mut self,
        env: Env<'_>,
        root: ExprId,
        ptr_width: usize,
    ) -> Result<u64, SolverError> {
        if let Some(&n) = self.objects.numbers.get(&root) {
            return Ok(n);
        }
        let n = self.objects.info.len() as u64;
        let ob = self.object_bits(ptr_width);
        if ob < 64 && n >= 1u64 << ob {
            return Err(self.unsupported(
                env,
                root,
                // CBMC's words
                format!(
                    "too many addressed objects: maximum number of objects is set to 2^n={} \
                     (with n={ob}); use the `--object-bits n` option to increase the maximum number",
                    1u64 << ob
                ),
            ));
        }
        let ty = env.s.type_of(root);
        let off_w = ptr_width - ob;
        if let Some(bytes) = self.byte_size(env, ty) {
            // every offset into the object, and one past its end, must be a
            // non-negative offset: otherwise offsets wrap and bounds checks pass
            // that must fail
            if off_w < 64 && (bytes as u128) >= (1u128 << (off_w.saturating_sub(1))) {
                return Err(self.unsupported(
                    env,
                    root,
                    format!(
                        "an object of {bytes} bytes does not fit the {off_w} offset bits that {ob} object bits leave (use a smaller --object-bits)"
                    ),
                ));
            }
        }
        let ft = self.follow(env, ty);
        let size = if env.s.is_infinite_array(ft) {
            // an infinite array spans every non-negative offset a pointer can hold
            Some(Aig::bv_const(64, 1u128 << off_w.saturating_sub(1).min(63)))
        } else {
            match self.byte_size(env, ty) {
                Some(bytes) => Some(Aig::bv_const(64, bytes as u128)),
                None => self.symbolic_size(env, ty)?,
            }
        };
        let dynamic = match env.s.kind(root) {
            ExprKind::Symbol(name) => is_dynamic_name(name.as_str()),
            _ => false,
        };
        self.objects.numbers.insert(root, n);
        self.objects.info.push(ObjectInfo {
            root: Some(root),
            size,
            dynamic,
        });
        Ok(n)
    }

    /// Size in bytes (64 bits) of an array type with a symbolic size.
    fn symbolic_size(
        &mut self,
        env: Env<'_>,
        ty: goto_ir::TypeId,
    ) -> Result<Option<Bv>, SolverError> {
        let t = self.follow(env, ty);
        let TypeKind::Array {
            elem,
            size: Some(size),
        } = env.s.ty(t)
        else {
            return Ok(None);
        };
        let Some(es) = self.byte_size(env, *elem) else {
            return Ok(None);
        };
        let n = self.bv(env, *size)?;
        let signed = self.is_signed(env, env.s.type_of(*size));
        let n = ext(&n, signed, 64);
        let c = num_bigint::BigUint::from(es);
        Ok(Some(self.prop.aig.bv_mul_const(&n, &c)))
    }

    /// `&obj` as a pointer of `width` bits.
    pub(crate) fn address_of(
        &mut self,
        env: Env<'_>,
        obj: ExprId,
        width: usize,
    ) -> Result<Bv, SolverError> {
        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || {
            self.address_of_inner(env, obj, width)
        })
    }

    fn address_of_inner(
        &mut self,
        env: Env<'_>,
        obj: ExprId,
        width: usize,
    ) -> Result<Bv, SolverError> {
        let s = env.s;
        let node = s.get(obj);
        match &node.kind {
            ExprKind::Index => {
                let (a, i) = (node.ops[0], node.ops[1]);
                let base = self.address_of(env, a, width)?;
                let es = self.byte_size(env, node.ty).ok_or_else(|| {
                    self.unsupported(env, obj, "address of an element of unknown size")
                })?;
                let ib = self.bv(env, i)?;
                let signed = self.is_signed(env, s.type_of(i));
                let off_w = width - self.object_bits(width);
                let ib = ext(&ib, signed, off_w);
                let delta = self
                    .prop
                    .aig
                    .bv_mul_const(&ib, &num_bigint::BigUint::from(es));
                Ok(self.add_to_offset(&base, &delta))
            }
            ExprKind::Member(name) => {
                let st = node.ops[0];
                let base = self.address_of(env, st, width)?;
                let Some((bytes, _)) = self.byte_component(env, s.type_of(st), *name) else {
                    return Err(self.ill_formed(env, obj, "no such component"));
                };
                let off_w = width - self.object_bits(width);
                let delta = Aig::bv_const(off_w, bytes as u128);
                Ok(self.add_to_offset(&base, &delta))
            }
            ExprKind::ByteExtract(_) => {
                let (op, off) = (node.ops[0], node.ops[1]);
                let base = self.address_of(env, op, width)?;
                let ob = self.bv(env, off)?;
                let signed = self.is_signed(env, s.type_of(off));
                let off_w = width - self.object_bits(width);
                let delta = ext(&ob, signed, off_w);
                Ok(self.add_to_offset(&base, &delta))
            }
            ExprKind::Dereference => {
                let p = self.bv(env, node.ops[0])?;
                Ok(Aig::bv_zext(&p, width))
            }
            ExprKind::Typecast => self.address_of(env, node.ops[0], width),
            ExprKind::If => {
                let c = self.lit(env, node.ops[0])?;
                let t = self.address_of(env, node.ops[1], width)?;
                let f = self.address_of(env, node.ops[2], width)?;
                Ok(self.prop.aig.bv_ite(c, &t, &f))
            }
            ExprKind::NullObject => Ok(Aig::bv_const(width, 0)),
            ExprKind::Symbol(_)
            | ExprKind::NondetSymbol(_)
            | ExprKind::StringConstant(_)
            | ExprKind::Array
            | ExprKind::Struct
            | ExprKind::Constant(_) => {
                let n = self.object_number(env, obj, width)?;
                Ok(self.make_pointer(n, &[], width))
            }
            _ => Err(self.unsupported(env, obj, "address of this kind of expression")),
        }
    }

    /// Adds `delta` (offset width) to the offset part of `p`.
    fn add_to_offset(&mut self, p: &[Lit], delta: &[Lit]) -> Bv {
        let ob = self.object_bits(p.len());
        let off = p[..p.len() - ob].to_vec();
        let d = Aig::bv_sext(delta, off.len());
        let mut r = self.prop.aig.bv_add(&off, &d);
        r.extend_from_slice(&p[p.len() - ob..]);
        r
    }

    /// The size in bytes of the objects a pointer of type `ptr_ty` points to, as `w` bits:
    /// a constant, or for a variable-length array type (`int (*)[n]`) the product of its
    /// renamed size expressions and the element size. `None` when there is no size.
    fn pointee_size_bv(
        &mut self,
        env: Env<'_>,
        ptr_ty: goto_ir::TypeId,
        w: usize,
    ) -> Result<Option<Bv>, SolverError> {
        let t = self.follow(env, ptr_ty);
        match env.s.ty(t) {
            TypeKind::Pointer { base, .. } => self.type_size_bv(env, *base, w, 0),
            _ => Ok(None),
        }
    }

    fn type_size_bv(
        &mut self,
        env: Env<'_>,
        ty: goto_ir::TypeId,
        w: usize,
        depth: u32,
    ) -> Result<Option<Bv>, SolverError> {
        if let Some(n) = self.byte_size(env, ty) {
            return Ok(Some(Aig::bv_const(w, u128::from(n))));
        }
        let t = self.follow(env, ty);
        let (elem, n) = match env.s.ty(t) {
            TypeKind::Array {
                elem,
                size: Some(n),
            } if depth < 64 && !env.s.is_infinity(*n) => (*elem, *n),
            _ => return Ok(None),
        };
        let Some(elem) = self.type_size_bv(env, elem, w, depth + 1)? else {
            return Ok(None);
        };
        let count = self.bv(env, n)?;
        let signed = self.is_signed(env, env.s.type_of(n));
        let count = ext(&count, signed, w);
        Ok(Some(self.prop.aig.bv_mul(&count, &elem)))
    }

    /// `p + i…` and `p - i` with pointer type.
    pub(crate) fn pointer_arith(&mut self, env: Env<'_>, e: ExprId) -> Result<Bv, SolverError> {
        let s = env.s;
        let node = s.get(e);
        let ops = &node.ops;
        let Some(pi) = ops.iter().position(|&o| self.is_pointer(env, s.type_of(o))) else {
            return Err(self.ill_formed(env, e, "pointer arithmetic without a pointer operand"));
        };
        let p = self.bv(env, ops[pi])?;
        let off_w = p.len() - self.object_bits(p.len());
        let Some(size) = self.pointee_size_bv(env, s.type_of(ops[pi]), off_w)? else {
            return Err(self.unsupported(env, e, "arithmetic on pointers to objects of unknown size"));
        };
        let mut delta = Aig::bv_const(off_w, 0);
        for (k, &o) in ops.iter().enumerate() {
            if k == pi {
                continue;
            }
            let b = self.bv(env, o)?;
            let signed = self.is_signed(env, s.type_of(o));
            let b = ext(&b, signed, off_w);
            // (a constant size multiplies by shifts and adds)
            let scaled = self.prop.aig.bv_mul(&b, &size);
            delta = if node.kind == ExprKind::Minus {
                self.prop.aig.bv_sub(&delta, &scaled)
            } else {
                self.prop.aig.bv_add(&delta, &scaled)
            };
        }
        Ok(self.add_to_offset(&p, &delta))
    }

    /// `p - q` for pointers: offset difference divided by the element size.
    pub(crate) fn pointer_difference(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let s = env.s;
        let (a, b) = (s.op(e, 0), s.op(e, 1));
        let pa = self.bv(env, a)?;
        let pb = self.bv(env, b)?;
        let oa = self.offset_part(&pa);
        let ob = self.offset_part(&pb);
        let n = oa.len().max(w);
        let diff = {
            let x = Aig::bv_sext(&oa, n);
            let y = Aig::bv_sext(&ob, n);
            self.prop.aig.bv_sub(&x, &y)
        };
        let Some(size) = self.pointee_size_bv(env, s.type_of(a), n)? else {
            return Err(self.unsupported(env, e, "a difference of pointers to objects of unknown size"));
        };
        let q = match Aig::bv_as_u128(&size) {
            // `void *` and function pointers: bytes, as GCC's arithmetic on them
            Some(0 | 1) => diff,
            Some(_) => self.prop.aig.bv_sdiv(&diff, &size),
            // a variable-length array type: divide by its run-time size (0 reads as 1)
            None => {
                let nonzero = self.prop.aig.bv_any(&size);
                let one = Aig::bv_const(n, 1);
                let size = self.prop.aig.bv_ite(nonzero, &size, &one);
                self.prop.aig.bv_sdiv(&diff, &size)
            }
        };
        Ok(Aig::bv_sext(&q, w))
    }

    /// `object_size(p)` as a fresh value constrained at solve time.
    pub(crate) fn object_size(&mut self, p: &[Lit], w: usize) -> Bv {
        let result = self.fresh(w);
        let object = self.object_part(p);
        self.objects.postponed.push(Postponed::Size {
            object,
            result: result.clone(),
            done: 0,
        });
        result
    }

    /// `is_dynamic_object(p)` as a fresh literal constrained at solve time.
    pub(crate) fn is_dynamic_object(&mut self, p: &[Lit]) -> Lit {
        let result = self.prop.aig.input();
        let object = self.object_part(p);
        self.objects.postponed.push(Postponed::Dynamic {
            object,
            result,
            done: 0,
        });
        result
    }

    /// Adds the constraints of postponed expressions for all objects numbered so far.
    /// Returns the literals to assume in the coming solve: the size of an object number
    /// that no object has is 0 (a pointer to no object is readable nowhere, as the replay
    /// executes it). Only assumed, as more objects may be numbered before a later solve.
    pub(crate) fn finish_postponed(&mut self) -> Vec<Lit> {
        let mut postponed = std::mem::take(&mut self.objects.postponed);
        let count = self.objects.info.len();
        let mut closures = Vec::new();
        for p in &mut postponed {
            match p {
                Postponed::Size {
                    object,
                    result,
                    done,
                } => {
                    if object.len() >= 64 || (count as u128) < (1u128 << object.len()) {
                        let aig = &mut self.prop.aig;
                        let numbered = aig.bv_ult(object, &Aig::bv_const(object.len(), count as u128));
                        let zero = Aig::bv_const(result.len(), 0);
                        let empty = aig.bv_eq(result, &zero);
                        closures.push(aig.or(numbered, empty));
                    }
                    for k in *done..count {
                        let Some(size) = self.objects.info[k].size.clone() else {
                            continue;
                        };
                        if object.len() < 64 && (k as u128) >= (1u128 << object.len()) {
                            continue;
                        }
                        let kc = Aig::bv_const(object.len(), k as u128);
                        let aig = &mut self.prop.aig;
                        let is_k = aig.bv_eq(object, &kc);
                        let sz = Aig::bv_zext(&size, result.len());
                        let eq = aig.bv_eq(result, &sz);
                        let c = aig.implies(is_k, eq);
                        self.prop.assert(c);
                    }
                    *done = count;
                }
                Postponed::Dynamic {
                    object,
                    result,
                    done,
                } => {
                    for k in *done..count {
                        if object.len() < 64 && (k as u128) >= (1u128 << object.len()) {
                            continue;
                        }
                        let kc = Aig::bv_const(object.len(), k as u128);
                        let aig = &mut self.prop.aig;
                        let is_k = aig.bv_eq(object, &kc);
                        let value = Lit::constant(self.objects.info[k].dynamic);
                        let eq = aig.xnor(*result, value);
                        let c = aig.implies(is_k, eq);
                        self.prop.assert(c);
                    }
                    *done = count;
                }
            }
        }
        postponed.append(&mut self.objects.postponed);
        self.objects.postponed = postponed;
        closures
    }

    /// The root object numbered `k`, if any.
    pub(crate) fn object_root(&self, k: u64) -> Option<ExprId> {
        self.objects.info.get(k.to_usize()?)?.root
    }
}
