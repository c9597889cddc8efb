//! Statements and compound statements.

use super::decl::{DeclCtx, DeclOrDef};
use super::{PResult, Parser};
use crate::ast::*;
use crate::token::{Kw, TokenKind, P};

impl<'a> Parser<'a> {
    /// `{ block-items }`; `new_scope` is false for function bodies (parameters share it).
    pub(crate) fn block(&mut self, new_scope: bool) -> PResult<Block> {
        let start = self.expect(P::LBrace)?;
        if new_scope {
            self.push_scope();
        }
        let mut items = Vec::new();
        while !self.is(P::RBrace) && !self.at_eof() && self.errors.len() < super::MAX_ERRORS {
            let before = self.pos;
            match self.block_item() {
                Ok(Some(item)) => items.push(item),
                Ok(None) => {}
                Err(super::Fail) => {
                    if self.depth_exhausted() {
                        break;
                    }
                    self.recover(before, true)
                }
            }
        }
        if new_scope {
            self.pop_scope();
        }
        self.expect(P::RBrace)?;
        Ok(Block {
            items,
            span: self.since(start),
        })
    }

    fn depth_exhausted(&self) -> bool {
        self.at_eof()
    }

    fn block_item(&mut self) -> PResult<Option<BlockItem>> {
        if self.is_kw(Kw::Label) {
            self.bump();
            let mut names = vec![self.ident()?];
            while self.eat(P::Comma) {
                names.push(self.ident()?);
            }
            self.expect(P::Semi)?;
            return Ok(Some(BlockItem::LocalLabels(names)));
        }
        if self.is_kw(Kw::Attribute) {
            let start = self.span();
            let attrs = self.attributes()?;
            if self.is_decl_start() {
                return self.decl_item(attrs).map(Some);
            }
            let stmt = self.stmt()?;
            return Ok(Some(BlockItem::Stmt(Stmt {
                kind: StmtKind::Attributed {
                    attributes: attrs,
                    stmt: Box::new(stmt),
                },
                span: self.since(start),
            })));
        }
        if self.is_decl_start() {
            return self.decl_item(Vec::new()).map(Some);
        }
        self.stmt_is_block_item = true;
        Ok(Some(BlockItem::Stmt(self.stmt()?)))
    }

    fn decl_item(&mut self, attrs: Vec<Attribute>) -> PResult<BlockItem> {
        Ok(match self.declaration(DeclCtx::Block, attrs)? {
            DeclOrDef::Decl(d) => BlockItem::Declaration(d),
            DeclOrDef::Def(f) => BlockItem::FunctionDef(f),
            DeclOrDef::StaticAssert(s) => BlockItem::StaticAssert(s),
        })
    }

    /// A statement.
    pub(crate) fn stmt(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = self.stmt_inner();
        self.leave();
        r
    }

    /// The statement after a label. A label right before `}` or before a declaration (C23,
    /// GNU) labels an empty statement; when the labeled statement is a block item the
    /// declaration is left for the enclosing block, so its scope is unchanged.
    fn labeled_body(&mut self, is_block_item: bool) -> PResult<Stmt> {
        let sp = self.span();
        let empty = Stmt {
            kind: StmtKind::Empty,
            span: crate::diag::Span::new(sp.lo, sp.lo),
        };
        if self.is(P::RBrace) || (is_block_item && self.is_decl_start()) {
            return Ok(empty);
        }
        self.stmt()
    }

    /// A declaration where a statement is expected (`if (c) int x = 0;`, accepted by CBMC):
    /// a sub-statement is a scope of its own, so it becomes a one-item compound statement.
    fn decl_as_stmt(&mut self) -> PResult<StmtKind> {
        let start = self.span();
        let item = self.decl_item(Vec::new())?;
        Ok(StmtKind::Compound(Block {
            items: vec![item],
            span: self.since(start),
        }))
    }

    fn stmt_inner(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let is_block_item = std::mem::replace(&mut self.stmt_is_block_item, false);
        let kind = match self.peek() {
            TokenKind::Ident if self.peek_at(1) == TokenKind::P(P::Colon) => {
                let label = self.ident()?;
                self.bump();
                let attributes = self.attributes()?;
                let stmt = Box::new(self.labeled_body(is_block_item)?);
                StmtKind::Labeled {
                    label,
                    attributes,
                    stmt,
                }
            }
            TokenKind::Kw(Kw::Case) => {
                self.bump();
                let lo = self.conditional()?;
                let hi = if self.eat(P::Ellipsis) {
                    Some(self.conditional()?)
                } else {
                    None
                };
                self.expect(P::Colon)?;
                StmtKind::Case {
                    lo,
                    hi,
                    stmt: Box::new(self.labeled_body(is_block_item)?),
                }
            }
            TokenKind::Kw(Kw::Default) => {
                self.bump();
                self.expect(P::Colon)?;
                StmtKind::Default(Box::new(self.labeled_body(is_block_item)?))
            }
            TokenKind::P(P::LBrace) => StmtKind::Compound(self.block(true)?),
            TokenKind::P(P::Semi) => {
                self.bump();
                StmtKind::Empty
            }
            TokenKind::Kw(Kw::If) => {
                self.bump();
                let cond = self.paren_expr()?;
                let then = Box::new(self.stmt()?);
                let els = if self.eat_kw(Kw::Else) {
                    Some(Box::new(self.stmt()?))
                } else {
                    None
                };
                StmtKind::If { cond, then, els }
            }
            TokenKind::Kw(Kw::Switch) => {
                self.bump();
                let cond = self.paren_expr()?;
                StmtKind::Switch {
                    cond,
                    body: Box::new(self.stmt()?),
                }
            }
            TokenKind::Kw(Kw::While) => {
                self.bump();
                let cond = self.paren_expr()?;
                self.loop_contracts(start)?;
                StmtKind::While {
                    cond,
                    body: Box::new(self.stmt()?),
                }
            }
            TokenKind::Kw(Kw::Do) => {
                self.bump();
                let body = Box::new(self.stmt()?);
                if !self.eat_kw(Kw::While) {
                    return Err(self.error_expected("'while'"));
                }
                let cond = self.paren_expr()?;
                self.loop_contracts(start)?;
                self.expect(P::Semi)?;
                StmtKind::DoWhile { body, cond }
            }
            TokenKind::Kw(Kw::For) => {
                self.bump();
                self.push_scope();
                let r = self.for_rest(start);
                self.pop_scope();
                r?
            }
            TokenKind::Kw(Kw::Goto) => {
                self.bump();
                let k = if self.eat(P::Star) {
                    StmtKind::GotoComputed(self.expr()?)
                } else {
                    StmtKind::Goto(self.ident()?)
                };
                self.expect(P::Semi)?;
                k
            }
            TokenKind::Kw(Kw::Continue) => {
                self.bump();
                self.expect(P::Semi)?;
                StmtKind::Continue
            }
            TokenKind::Kw(Kw::Break) => {
                self.bump();
                self.expect(P::Semi)?;
                StmtKind::Break
            }
            TokenKind::Kw(Kw::Return) => {
                self.bump();
                let e = if self.is(P::Semi) {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(P::Semi)?;
                StmtKind::Return(e)
            }
            TokenKind::Kw(Kw::Asm) => {
                let a = self.asm_stmt()?;
                if a.msvc {
                    self.eat(P::Semi);
                } else {
                    self.expect(P::Semi)?;
                }
                StmtKind::Asm(a)
            }
            TokenKind::Kw(Kw::Attribute) => {
                let attributes = self.attributes()?;
                StmtKind::Attributed {
                    attributes,
                    stmt: Box::new(self.stmt()?),
                }
            }
            _ => {
                if self.is_decl_start() {
                    let kind = self.decl_as_stmt()?;
                    return Ok(Stmt {
                        kind,
                        span: self.since(start),
                    });
                }
                let e = self.expr()?;
                self.expect(P::Semi)?;
                StmtKind::Expr(e)
            }
        };
        let span = self.since(start);
        if let Some((lo, _)) = self.pending_loop_contracts.last() {
            if *lo == start.lo
                && matches!(
                    kind,
                    StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. }
                )
            {
                if let Some((_, contracts)) = self.pending_loop_contracts.pop() {
                    self.loop_contracts.push(LoopContracts {
                        loop_span: span,
                        contracts,
                    });
                }
            }
        }
        Ok(Stmt { kind, span })
    }

    /// Contract clauses after a loop header, recorded against the loop starting at `start`.
    fn loop_contracts(&mut self, start: crate::diag::Span) -> PResult<()> {
        let mut contracts = Vec::new();
        while let Some(c) = self.contract_clause()? {
            contracts.push(c);
        }
        if !contracts.is_empty() {
            self.pending_loop_contracts.push((start.lo, contracts));
        }
        Ok(())
    }

    fn paren_expr(&mut self) -> PResult<Expr> {
        self.expect(P::LParen)?;
        let e = self.expr()?;
        self.expect(P::RParen)?;
        Ok(e)
    }

    fn for_rest(&mut self, start: crate::diag::Span) -> PResult<StmtKind> {
        self.expect(P::LParen)?;
        let init = if self.eat(P::Semi) {
            ForInit::None
        } else if self.is_decl_start() {
            match self.declaration(DeclCtx::Plain, Vec::new())? {
                DeclOrDef::Decl(d) => ForInit::Declaration(d),
                DeclOrDef::StaticAssert(s) => ForInit::StaticAssert(s),
                DeclOrDef::Def(f) => {
                    return Err(self.error_at(f.span, "function definition in 'for'"))
                }
            }
        } else {
            let e = self.expr()?;
            self.expect(P::Semi)?;
            ForInit::Expr(e)
        };
        let cond = if self.is(P::Semi) {
            None
        } else {
            Some(self.expr()?)
        };
        self.expect(P::Semi)?;
        let step = if self.is(P::RParen) {
            None
        } else {
            Some(self.expr()?)
        };
        self.expect(P::RParen)?;
        self.loop_contracts(start)?;
        let body = Box::new(self.stmt()?);
        Ok(StmtKind::For {
            init,
            cond,
            step,
            body,
        })
    }
}
