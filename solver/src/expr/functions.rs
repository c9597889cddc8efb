//! Uninterpreted functions (`function_application`) by Ackermann's reduction.
//!
//! Each application gets fresh result bits. For every pair of applications of the same
//! function, "equal arguments ⇒ equal results" is asserted as soon as the second one is
//! converted. The constraints hold unconditionally (they only state that the symbol is a
//! function), so asserting them at top level is sound with incremental solving.

use super::{Env, Solver};
use crate::aig::Lit;
use crate::bv::Bv;
use crate::error::SolverError;
use goto_ir::{ExprId, Ident};
use rustc_hash::FxHashMap;

/// One converted application: argument bits and result bits.
#[derive(Clone, Debug)]
pub(crate) struct Application {
    args: Vec<Bv>,
    result: Bv,
}

/// The applications converted so far, per function name.
#[derive(Default)]
pub(crate) struct Functions {
    apps: FxHashMap<Ident, Vec<Application>>,
}

impl Functions {
    /// Number of applications converted.
    pub(crate) fn len(&self) -> usize {
        self.apps.values().map(Vec::len).sum()
    }
}

impl Solver {
    /// The result bits of `function_application(f, args…)`; `w` is the result width.
    pub(crate) fn function_application(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let ops = env.s.ops(e).to_vec();
        let Some((&f, args)) = ops.split_first() else {
            return Err(self.ill_formed(env, e, "function application without a function"));
        };
        let Some(name) = env.s.symbol_name(f) else {
            return Err(self.unsupported(env, e, "application of a function that is not a symbol"));
        };
        let args: Vec<Bv> = args
            .iter()
            .map(|&a| self.bv(env, a))
            .collect::<Result<_, _>>()?;
        let result = self.fresh(w);
        let earlier = self.functions.apps.entry(name).or_default().clone();
        for other in &earlier {
            if other.args.len() != args.len()
                || other.result.len() != w
                || other
                    .args
                    .iter()
                    .zip(&args)
                    .any(|(x, y)| x.len() != y.len())
            {
                return Err(self.ill_formed(
                    env,
                    e,
                    "applications of one function with different signatures",
                ));
            }
            let aig = &mut self.prop.aig;
            let eqs: Vec<Lit> = other
                .args
                .iter()
                .zip(&args)
                .map(|(x, y)| aig.bv_eq(x, y))
                .collect();
            let same_args = aig.and_all(&eqs);
            let same_result = aig.bv_eq(&other.result, &result);
            let c = aig.implies(same_args, same_result);
            self.prop.assert(c);
        }
        self.functions
            .apps
            .entry(name)
            .or_default()
            .push(Application {
                args,
                result: result.clone(),
            });
        Ok(result)
    }
}
