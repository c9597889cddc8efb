//! Expressions: precedence climbing for binary operators, casts vs parenthesised
//! expressions, compound literals, GNU and CPROVER expression forms.

use super::decl::DeclCtx;
use super::decl::DeclOrDef;
use super::{PResult, Parser};
use crate::ast::*;
use crate::token::{Kw, TokenKind, P};

/// A binary operator: a C one, or ACSL's `<==>` and logical xor, which the parser spells
/// with C's (`!!a == !!b`, `!!a != !!b`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bin {
    C(BinOp),
    Equiv,
    LogXor,
}

/// Binary operator and precedence (higher binds tighter) of a token. ACSL's operators
/// bind as in CBMC's grammar: `<==>` weakest (left-associative), then `==>`
/// (right-associative), `||`, logical xor, `&&`.
fn binop(k: TokenKind) -> Option<(Bin, u8)> {
    let TokenKind::P(p) = k else { return None };
    let c = |op| Bin::C(op);
    Some(match p {
        P::Equiv => (Bin::Equiv, 1),
        P::Implies => (c(BinOp::Implies), 2),
        P::PipePipe => (c(BinOp::LogOr), 3),
        P::XorXor => (Bin::LogXor, 4),
        P::AmpAmp => (c(BinOp::LogAnd), 5),
        P::Pipe => (c(BinOp::BitOr), 6),
        P::Caret => (c(BinOp::BitXor), 7),
        P::Amp => (c(BinOp::BitAnd), 8),
        P::EqEq => (c(BinOp::Eq), 9),
        P::Ne => (c(BinOp::Ne), 9),
        P::Lt => (c(BinOp::Lt), 10),
        P::Gt => (c(BinOp::Gt), 10),
        P::Le => (c(BinOp::Le), 10),
        P::Ge => (c(BinOp::Ge), 10),
        P::Shl => (c(BinOp::Shl), 11),
        P::Shr => (c(BinOp::Shr), 11),
        P::Plus => (c(BinOp::Add), 12),
        P::Minus => (c(BinOp::Sub), 12),
        P::Star => (c(BinOp::Mul), 13),
        P::Slash => (c(BinOp::Div), 13),
        P::Percent => (c(BinOp::Rem), 13),
        _ => return None,
    })
}

/// `!!e`: a truth value as `int`.
fn truth(e: Expr) -> Expr {
    let span = e.span;
    let not = |operand: Expr| {
        mk(
            ExprKind::Unary {
                op: UnaryOp::Not,
                operand: Box::new(operand),
            },
            span,
        )
    };
    not(not(e))
}

fn assign_op(k: TokenKind) -> Option<Option<BinOp>> {
    let TokenKind::P(p) = k else { return None };
    Some(match p {
        P::Eq => None,
        P::StarEq => Some(BinOp::Mul),
        P::SlashEq => Some(BinOp::Div),
        P::PercentEq => Some(BinOp::Rem),
        P::PlusEq => Some(BinOp::Add),
        P::MinusEq => Some(BinOp::Sub),
        P::ShlEq => Some(BinOp::Shl),
        P::ShrEq => Some(BinOp::Shr),
        P::AmpEq => Some(BinOp::BitAnd),
        P::CaretEq => Some(BinOp::BitXor),
        P::PipeEq => Some(BinOp::BitOr),
        _ => return None,
    })
}

fn mk(kind: ExprKind, span: Span) -> Expr {
    Expr { kind, span }
}

impl<'a> Parser<'a> {
    /// `expression` (with commas).
    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        let first = self.assign()?;
        if !self.is(P::Comma) {
            return Ok(first);
        }
        let start = first.span;
        let mut list = vec![first];
        while self.eat(P::Comma) {
            list.push(self.assign()?);
        }
        Ok(mk(ExprKind::Comma(list), self.since(start)))
    }

    /// `assignment-expression`.
    pub(crate) fn assign(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.assign_inner();
        self.leave();
        r
    }

    fn assign_inner(&mut self) -> PResult<Expr> {
        let lhs = self.conditional()?;
        if let Some(op) = assign_op(self.peek()) {
            self.bump();
            let rhs = self.assign()?;
            let span = lhs.span.to(rhs.span);
            return Ok(mk(
                ExprKind::Assign {
                    op,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
                span,
            ));
        }
        Ok(lhs)
    }

    /// `conditional-expression` (also used for constant expressions).
    pub(crate) fn conditional(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.conditional_inner();
        self.leave();
        r
    }

    fn conditional_inner(&mut self) -> PResult<Expr> {
        let cond = self.binary(1)?;
        if !self.eat(P::Question) {
            return Ok(cond);
        }
        let then = if self.is(P::Colon) {
            None
        } else {
            Some(Box::new(self.expr()?))
        };
        self.expect(P::Colon)?;
        let els = self.conditional()?;
        let span = cond.span.to(els.span);
        Ok(mk(
            ExprKind::Conditional {
                cond: Box::new(cond),
                then,
                els: Box::new(els),
            },
            span,
        ))
    }

    fn binary(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.cast()?;
        while let Some((op, prec)) = binop(self.peek()) {
            if prec < min_prec {
                break;
            }
            self.bump();
            // `==>` is right-associative, everything else left-associative.
            let implies = op == Bin::C(BinOp::Implies);
            let next = if implies { prec } else { prec + 1 };
            let rhs = if implies {
                self.enter()?;
                let r = self.binary(next);
                self.leave();
                r?
            } else {
                self.binary(next)?
            };
            let span = lhs.span.to(rhs.span);
            let (op, l, r) = match op {
                Bin::C(op) => (op, lhs, rhs),
                Bin::Equiv => (BinOp::Eq, truth(lhs), truth(rhs)),
                Bin::LogXor => (BinOp::Ne, truth(lhs), truth(rhs)),
            };
            lhs = mk(
                ExprKind::Binary {
                    op,
                    lhs: Box::new(l),
                    rhs: Box::new(r),
                },
                span,
            );
        }
        Ok(lhs)
    }

    /// `cast-expression`.
    pub(crate) fn cast(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.cast_inner();
        self.leave();
        r
    }

    fn cast_inner(&mut self) -> PResult<Expr> {
        if self.is(P::LParen) && self.is_type_start_at(1) {
            let start = self.bump().span;
            let ty = self.type_name()?;
            self.expect(P::RParen)?;
            if self.is(P::LBrace) {
                let init = self.init_list()?;
                let e = mk(
                    ExprKind::CompoundLiteral {
                        ty: Box::new(ty),
                        init,
                    },
                    self.since(start),
                );
                return self.postfix(e);
            }
            let expr = self.cast()?;
            let span = start.to(expr.span);
            return Ok(mk(
                ExprKind::Cast {
                    ty: Box::new(ty),
                    expr: Box::new(expr),
                },
                span,
            ));
        }
        self.unary()
    }

    fn unary(&mut self) -> PResult<Expr> {
        let start = self.span();
        let op = match self.peek() {
            TokenKind::P(P::PlusPlus) => Some((UnaryOp::PreInc, false)),
            TokenKind::P(P::MinusMinus) => Some((UnaryOp::PreDec, false)),
            TokenKind::P(P::Amp) => Some((UnaryOp::AddrOf, true)),
            TokenKind::P(P::Star) => Some((UnaryOp::Deref, true)),
            TokenKind::P(P::Plus) => Some((UnaryOp::Plus, true)),
            TokenKind::P(P::Minus) => Some((UnaryOp::Minus, true)),
            TokenKind::P(P::Tilde) => Some((UnaryOp::BitNot, true)),
            TokenKind::P(P::Bang) => Some((UnaryOp::Not, true)),
            TokenKind::Kw(Kw::Real) => Some((UnaryOp::Real, true)),
            TokenKind::Kw(Kw::Imag) => Some((UnaryOp::Imag, true)),
            _ => None,
        };
        if let Some((op, takes_cast)) = op {
            self.bump();
            let operand = if takes_cast {
                self.cast()?
            } else {
                self.unary_guarded()?
            };
            let span = start.to(operand.span);
            return Ok(mk(
                ExprKind::Unary {
                    op,
                    operand: Box::new(operand),
                },
                span,
            ));
        }
        match self.peek() {
            TokenKind::P(P::AmpAmp) if self.peek_at(1) == TokenKind::Ident => {
                self.bump();
                let id = self.ident()?;
                Ok(mk(ExprKind::LabelAddr(id), self.since(start)))
            }
            TokenKind::Kw(Kw::Extension) => {
                self.bump();
                self.cast()
            }
            TokenKind::Kw(k @ (Kw::Sizeof | Kw::Alignof)) => {
                self.bump();
                let is_sizeof = k == Kw::Sizeof;
                if self.is(P::LParen) && self.is_type_start_at(1) {
                    let lp = self.bump().span;
                    let ty = self.type_name()?;
                    self.expect(P::RParen)?;
                    if self.is(P::LBrace) {
                        let init = self.init_list()?;
                        let lit = mk(
                            ExprKind::CompoundLiteral {
                                ty: Box::new(ty),
                                init,
                            },
                            self.since(lp),
                        );
                        let e = Box::new(self.postfix(lit)?);
                        let kind = if is_sizeof {
                            ExprKind::SizeofExpr(e)
                        } else {
                            ExprKind::AlignofExpr(e)
                        };
                        return Ok(mk(kind, self.since(start)));
                    }
                    let ty = Box::new(ty);
                    let kind = if is_sizeof {
                        ExprKind::SizeofType(ty)
                    } else {
                        ExprKind::AlignofType(ty)
                    };
                    return Ok(mk(kind, self.since(start)));
                }
                let e = Box::new(self.unary_guarded()?);
                let kind = if is_sizeof {
                    ExprKind::SizeofExpr(e)
                } else {
                    ExprKind::AlignofExpr(e)
                };
                Ok(mk(kind, self.since(start)))
            }
            _ => {
                let e = self.primary()?;
                self.postfix(e)
            }
        }
    }

    fn unary_guarded(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.unary();
        self.leave();
        r
    }

    fn postfix(&mut self, mut e: Expr) -> PResult<Expr> {
        loop {
            let start = e.span;
            match self.peek() {
                TokenKind::P(P::LBracket) => {
                    self.bump();
                    let index = self.expr()?;
                    self.expect(P::RBracket)?;
                    e = mk(
                        ExprKind::Index {
                            base: Box::new(e),
                            index: Box::new(index),
                        },
                        self.since(start),
                    );
                }
                TokenKind::P(P::LParen) => {
                    self.bump();
                    let mut args = Vec::new();
                    while !self.is(P::RParen) {
                        args.push(self.assign()?);
                        if !self.eat(P::Comma) {
                            break;
                        }
                    }
                    self.expect(P::RParen)?;
                    e = mk(
                        ExprKind::Call {
                            callee: Box::new(e),
                            args,
                        },
                        self.since(start),
                    );
                }
                TokenKind::P(p @ (P::Dot | P::Arrow)) => {
                    self.bump();
                    let member = self.ident()?;
                    e = mk(
                        ExprKind::Member {
                            base: Box::new(e),
                            member,
                            arrow: p == P::Arrow,
                        },
                        self.since(start),
                    );
                }
                TokenKind::P(p @ (P::PlusPlus | P::MinusMinus)) => {
                    self.bump();
                    let op = if p == P::PlusPlus {
                        UnaryOp::PostInc
                    } else {
                        UnaryOp::PostDec
                    };
                    e = mk(
                        ExprKind::Unary {
                            op,
                            operand: Box::new(e),
                        },
                        self.since(start),
                    );
                }
                _ => return Ok(e),
            }
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let t = self.tok();
        let start = t.span;
        match t.kind {
            TokenKind::Ident => {
                self.bump();
                Ok(mk(ExprKind::Ident(self.text(t).to_string()), t.span))
            }
            TokenKind::Int => {
                self.bump();
                match crate::literal::parse_int(self.text(t)) {
                    Ok(v) => Ok(mk(ExprKind::Int(v), t.span)),
                    Err(m) => Err(self.error_at(t.span, m)),
                }
            }
            TokenKind::Float => {
                self.bump();
                match crate::literal::parse_float(self.text(t)) {
                    Ok(v) => Ok(mk(ExprKind::Float(v), t.span)),
                    Err(m) => Err(self.error_at(t.span, m)),
                }
            }
            TokenKind::Char => {
                self.bump();
                let (prefix, body) = crate::literal::split_prefix(self.text(t));
                let mut units = Vec::new();
                if let Err(m) = crate::literal::decode_chars(body, prefix, &mut units) {
                    return Err(self.error_at(t.span, m));
                }
                if units.is_empty() {
                    return Err(self.error_at(t.span, "empty character constant"));
                }
                Ok(mk(ExprKind::Char(CharsLiteral { prefix, units }), t.span))
            }
            TokenKind::Str => {
                let s = self.string_literal()?;
                Ok(mk(ExprKind::String(s), self.since(start)))
            }
            TokenKind::P(P::LParen) => {
                self.bump();
                if self.is(P::LBrace) {
                    let block = self.block(true)?;
                    self.expect(P::RParen)?;
                    return Ok(mk(ExprKind::StmtExpr(block), self.since(start)));
                }
                let e = self.expr()?;
                self.expect(P::RParen)?;
                Ok(e)
            }
            TokenKind::Kw(Kw::Generic) => self.generic(),
            TokenKind::Kw(Kw::BuiltinVaArg) => {
                self.bump();
                self.expect(P::LParen)?;
                let ap = self.assign()?;
                self.expect(P::Comma)?;
                let ty = self.type_name()?;
                self.expect(P::RParen)?;
                Ok(mk(
                    ExprKind::VaArg {
                        ap: Box::new(ap),
                        ty: Box::new(ty),
                    },
                    self.since(start),
                ))
            }
            TokenKind::Kw(Kw::BuiltinConvertVector) => {
                self.bump();
                self.expect(P::LParen)?;
                let expr = self.assign()?;
                self.expect(P::Comma)?;
                let ty = self.type_name()?;
                self.expect(P::RParen)?;
                Ok(mk(
                    ExprKind::ConvertVector {
                        expr: Box::new(expr),
                        ty: Box::new(ty),
                    },
                    self.since(start),
                ))
            }
            TokenKind::Kw(Kw::BuiltinTypesCompatible) => {
                self.bump();
                self.expect(P::LParen)?;
                let a = self.type_name()?;
                self.expect(P::Comma)?;
                let b = self.type_name()?;
                self.expect(P::RParen)?;
                Ok(mk(
                    ExprKind::TypesCompatible(Box::new(a), Box::new(b)),
                    self.since(start),
                ))
            }
            TokenKind::Kw(Kw::BuiltinOffsetof) => {
                self.bump();
                self.expect(P::LParen)?;
                let ty = self.type_name()?;
                self.expect(P::Comma)?;
                let mut designator = vec![OffsetofDesignator::Member(self.ident()?)];
                loop {
                    if self.eat(P::Dot) {
                        designator.push(OffsetofDesignator::Member(self.ident()?));
                    } else if self.eat(P::LBracket) {
                        designator.push(OffsetofDesignator::Index(self.expr()?));
                        self.expect(P::RBracket)?;
                    } else {
                        break;
                    }
                }
                self.expect(P::RParen)?;
                Ok(mk(
                    ExprKind::Offsetof {
                        ty: Box::new(ty),
                        designator,
                    },
                    self.since(start),
                ))
            }
            TokenKind::Kw(k @ (Kw::CproverForall | Kw::CproverExists)) => {
                self.bump();
                let kind = if k == Kw::CproverForall {
                    Quantifier::Forall
                } else {
                    Quantifier::Exists
                };
                self.expect(P::LBrace)?;
                self.push_scope();
                let r = self.quantifier_body();
                self.pop_scope();
                let (decls, body) = r?;
                self.expect(P::RBrace)?;
                Ok(mk(
                    ExprKind::Quantifier {
                        kind,
                        decls,
                        body: Box::new(body),
                    },
                    self.since(start),
                ))
            }
            TokenKind::P(p @ (P::AcslForall | P::AcslExists | P::AcslLambda)) => {
                // ACSL's binders: `∀ int i; body`, `∃ …`, `\lambda int i; body`; the body
                // extends as far as it can (it binds very weakly)
                self.bump();
                self.push_scope();
                let r = self.quantifier_decls().and_then(|d| Ok((d, self.conditional()?)));
                self.pop_scope();
                let (decls, body) = r?;
                let body = Box::new(body);
                let kind = match p {
                    P::AcslForall => ExprKind::Quantifier {
                        kind: Quantifier::Forall,
                        decls,
                        body,
                    },
                    P::AcslExists => ExprKind::Quantifier {
                        kind: Quantifier::Exists,
                        decls,
                        body,
                    },
                    _ => ExprKind::Lambda { decls, body },
                };
                Ok(mk(kind, self.since(start)))
            }
            _ => Err(self.error_expected("expression")),
        }
    }

    fn quantifier_body(&mut self) -> PResult<(Vec<Declaration>, Expr)> {
        let decls = self.quantifier_decls()?;
        let body = self.expr()?;
        Ok((decls, body))
    }

    /// The declarations of a binder's bound variables.
    fn quantifier_decls(&mut self) -> PResult<Vec<Declaration>> {
        let mut decls = Vec::new();
        while self.is_decl_start() {
            match self.declaration(DeclCtx::Plain, Vec::new())? {
                DeclOrDef::Decl(d) => decls.push(d),
                DeclOrDef::StaticAssert(s) => {
                    return Err(self.error_at(s.span, "static assertion in quantifier"))
                }
                DeclOrDef::Def(f) => {
                    return Err(self.error_at(f.span, "function definition in quantifier"))
                }
            }
        }
        if decls.is_empty() {
            return Err(self.error_expected("declaration of a bound variable"));
        }
        Ok(decls)
    }

    fn generic(&mut self) -> PResult<Expr> {
        let start = self.bump().span;
        self.expect(P::LParen)?;
        let control = self.assign()?;
        let mut assocs = Vec::new();
        while self.eat(P::Comma) {
            let astart = self.span();
            let ty = if self.eat_kw(Kw::Default) {
                None
            } else {
                Some(self.type_name()?)
            };
            self.expect(P::Colon)?;
            let expr = self.assign()?;
            assocs.push(GenericAssoc {
                ty,
                expr,
                span: self.since(astart),
            });
        }
        self.expect(P::RParen)?;
        Ok(mk(
            ExprKind::Generic {
                control: Box::new(control),
                assocs,
            },
            self.since(start),
        ))
    }
}
