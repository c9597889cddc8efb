//! Declarations, declarators, struct/enum specifiers, attributes, initializers.

use super::{PResult, Parser};
use crate::ast::*;
use crate::token::{Kw, TokenKind, P};

/// Whether a declarator may or must omit its name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclMode {
    /// A name is required.
    Concrete,
    /// No name (type names).
    Abstract,
    /// Either (parameters).
    Either,
}

/// Where a declaration is being parsed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclCtx {
    /// File scope: function definitions and implicit `int` allowed.
    File,
    /// Block scope: GNU nested functions allowed.
    Block,
    /// `for` init clause or quantifier: plain declarations only.
    Plain,
}

/// The result of parsing something that starts like a declaration.
pub(crate) enum DeclOrDef {
    Decl(Declaration),
    Def(FunctionDef),
    StaticAssert(StaticAssert),
}

impl<'a> Parser<'a> {
    /// One external declaration (or `None` for a stray `;`-like item).
    pub(crate) fn external_decl(&mut self) -> PResult<Option<ExternalDecl>> {
        while self.eat_kw(Kw::Extension) {}
        if self.is_kw(Kw::Asm) {
            let a = self.asm_stmt()?;
            self.expect(P::Semi)?;
            return Ok(Some(ExternalDecl::Asm(a)));
        }
        if self.eat(P::Semi) {
            return Ok(None);
        }
        Ok(Some(match self.declaration(DeclCtx::File, Vec::new())? {
            DeclOrDef::Decl(d) => ExternalDecl::Declaration(d),
            DeclOrDef::Def(f) => ExternalDecl::FunctionDef(f),
            DeclOrDef::StaticAssert(s) => ExternalDecl::StaticAssert(s),
        }))
    }

    /// Can the current token start a declaration (not a statement)?
    pub(crate) fn is_decl_start(&self) -> bool {
        match self.peek() {
            TokenKind::Kw(k) => {
                is_decl_kw(k)
                    || k == Kw::StaticAssert
                    || k == Kw::Extension && {
                        // `__extension__` before a declaration or an expression.
                        let mut n = 1;
                        while self.peek_at(n) == TokenKind::Kw(Kw::Extension) {
                            n += 1;
                        }
                        match self.peek_at(n) {
                            TokenKind::Kw(k) => is_decl_kw(k),
                            TokenKind::Ident => {
                                self.is_typedef_at(n)
                                    && self.peek_at(n + 1) != TokenKind::P(P::Colon)
                            }
                            _ => false,
                        }
                    }
            }
            TokenKind::Ident => self.is_typedef_at(0) && self.peek_at(1) != TokenKind::P(P::Colon),
            _ => false,
        }
    }

    /// Can the token `n` ahead start a type name?
    pub(crate) fn is_type_start_at(&self, n: usize) -> bool {
        match self.peek_at(n) {
            TokenKind::Kw(k) => is_type_kw(k) || is_qualifier_kw(k) || k == Kw::Attribute,
            TokenKind::Ident => self.is_typedef_at(n),
            _ => false,
        }
    }

    /// A declaration or function definition; `attrs` were parsed before it.
    pub(crate) fn declaration(
        &mut self,
        ctx: DeclCtx,
        attrs: Vec<Attribute>,
    ) -> PResult<DeclOrDef> {
        let start = self.span();
        while self.eat_kw(Kw::Extension) {}
        if self.is_kw(Kw::StaticAssert) {
            return Ok(DeclOrDef::StaticAssert(self.static_assert()?));
        }
        let mut specs = self.decl_specs()?;
        if !attrs.is_empty() {
            let sp = attrs[0].span.to(attrs[attrs.len() - 1].span);
            specs.items.insert(
                0,
                DeclSpec {
                    kind: DeclSpecKind::Attributes(attrs),
                    span: sp,
                },
            );
            specs.span = sp.to(specs.span);
        }
        if specs.items.is_empty() {
            // Implicit `int` (C90): `main() { ... }` or `x;` at file scope.
            let implicit = ctx == DeclCtx::File && self.peek() == TokenKind::Ident;
            if !implicit {
                return Err(self.error_expected("declaration specifiers"));
            }
        }
        let is_typedef = specs.has_storage(StorageClass::Typedef);
        if self.eat(P::Semi) {
            return Ok(DeclOrDef::Decl(Declaration {
                specs,
                declarators: vec![],
                span: self.since(start),
            }));
        }
        let mut declarators = Vec::new();
        loop {
            let dstart = self.span();
            let declarator = self.declarator(DeclMode::Concrete)?;
            if let Some(n) = &declarator.name {
                let name = self.src_str(n.span);
                self.declare(name, is_typedef);
            }
            let mut attributes = Vec::new();
            let mut asm_label = None;
            let mut contracts = Vec::new();
            loop {
                if let Some(c) = self.contract_clause()? {
                    contracts.push(c);
                } else if self.is_kw(Kw::Attribute) {
                    attributes.extend(self.attributes()?);
                } else if self.is_kw(Kw::Asm) {
                    self.bump();
                    self.expect(P::LParen)?;
                    asm_label = Some(self.string_literal()?);
                    self.expect(P::RParen)?;
                } else {
                    break;
                }
            }
            let is_fn = matches!(
                declarator.derived.first().map(|d| &d.kind),
                Some(DerivedKind::Function { .. } | DerivedKind::KrFunction { .. })
            );
            let is_kr = matches!(
                declarator.derived.first().map(|d| &d.kind),
                Some(DerivedKind::KrFunction { names }) if !names.is_empty()
            );
            if declarators.is_empty()
                && is_fn
                && ctx != DeclCtx::Plain
                && (self.is(P::LBrace) || (is_kr && self.is_decl_start()))
            {
                return Ok(DeclOrDef::Def(self.function_def(
                    start,
                    specs,
                    declarator,
                    (attributes, contracts),
                )?));
            }
            let init = if self.eat(P::Eq) {
                Some(self.initializer()?)
            } else {
                None
            };
            declarators.push(InitDeclarator {
                declarator,
                asm_label,
                attributes,
                init,
                contracts,
                span: self.since(dstart),
            });
            if !self.eat(P::Comma) {
                break;
            }
        }
        self.expect(P::Semi)?;
        Ok(DeclOrDef::Decl(Declaration {
            specs,
            declarators,
            span: self.since(start),
        }))
    }

    fn function_def(
        &mut self,
        start: crate::diag::Span,
        specs: DeclSpecs,
        declarator: Declarator,
        trailer: (Vec<Attribute>, Vec<Contract>),
    ) -> PResult<FunctionDef> {
        self.push_scope();
        let r = self.function_def_inner(start, specs, declarator, trailer);
        self.pop_scope();
        r
    }

    fn function_def_inner(
        &mut self,
        start: crate::diag::Span,
        specs: DeclSpecs,
        declarator: Declarator,
        (attributes, contracts): (Vec<Attribute>, Vec<Contract>),
    ) -> PResult<FunctionDef> {
        if let Some(d) = declarator.derived.first() {
            match &d.kind {
                DerivedKind::Function { params, .. } => {
                    for p in params {
                        if let Some(n) = p.declarator.as_ref().and_then(|d| d.name.as_ref()) {
                            let name = self.src_str(n.span);
                            self.declare(name, false);
                        }
                    }
                }
                DerivedKind::KrFunction { names } => {
                    for n in names {
                        let name = self.src_str(n.span);
                        self.declare(name, false);
                    }
                }
                _ => {}
            }
        }
        let mut kr_decls = Vec::new();
        while !self.is(P::LBrace) && !self.at_eof() {
            match self.declaration(DeclCtx::Plain, Vec::new())? {
                DeclOrDef::Decl(d) => kr_decls.push(d),
                DeclOrDef::StaticAssert(s) => {
                    return Err(
                        self.error_at(s.span, "static assertion in K&R parameter declarations")
                    )
                }
                DeclOrDef::Def(f) => {
                    return Err(self.error_at(f.span, "unexpected function definition"))
                }
            }
        }
        let body = self.block(false)?;
        Ok(FunctionDef {
            specs,
            declarator,
            attributes,
            contracts,
            kr_decls,
            body,
            span: self.since(start),
        })
    }

    /// A CPROVER contract clause `__CPROVER_requires(...)` etc., if one starts here.
    pub(crate) fn contract_clause(&mut self) -> PResult<Option<Contract>> {
        let t = self.tok();
        if t.kind != TokenKind::Ident || self.peek_at(1) != TokenKind::P(P::LParen) {
            return Ok(None);
        }
        let Some(kind) = ContractKind::from_keyword(self.text(t)) else {
            return Ok(None);
        };
        self.bump();
        self.bump();
        let mut args = Vec::new();
        while !self.is(P::RParen) {
            args.push(self.assign()?);
            if !self.eat(P::Comma) {
                break;
            }
        }
        self.expect(P::RParen)?;
        Ok(Some(Contract {
            kind,
            args,
            span: self.since(t.span),
        }))
    }

    /// `_Static_assert(cond, "msg");`
    pub(crate) fn static_assert(&mut self) -> PResult<StaticAssert> {
        let start = self.bump().span;
        self.expect(P::LParen)?;
        let cond = self.conditional()?;
        let message = if self.eat(P::Comma) {
            Some(self.string_literal()?)
        } else {
            None
        };
        self.expect(P::RParen)?;
        self.expect(P::Semi)?;
        Ok(StaticAssert {
            cond,
            message,
            span: self.since(start),
        })
    }

    /// Declaration specifiers (possibly none).
    pub(crate) fn decl_specs(&mut self) -> PResult<DeclSpecs> {
        let start = self.span();
        let mut items = Vec::new();
        let mut seen_type = false;
        loop {
            let sp = self.span();
            let kind = match self.peek() {
                TokenKind::Kw(k) => {
                    if let Some(sc) = storage_class(k) {
                        self.bump();
                        DeclSpecKind::Storage(sc)
                    } else if k == Kw::Atomic && self.peek_at(1) == TokenKind::P(P::LParen) {
                        self.bump();
                        self.bump();
                        let t = self.type_name()?;
                        self.expect(P::RParen)?;
                        seen_type = true;
                        DeclSpecKind::Type(TypeSpecifier::Atomic(Box::new(t)))
                    } else if let Some(q) = qualifier(k) {
                        self.bump();
                        DeclSpecKind::Qualifier(q)
                    } else if k == Kw::Inline {
                        self.bump();
                        DeclSpecKind::Function(FunctionSpecifier::Inline)
                    } else if k == Kw::Noreturn {
                        self.bump();
                        DeclSpecKind::Function(FunctionSpecifier::Noreturn)
                    } else if k == Kw::Alignas {
                        self.bump();
                        self.expect(P::LParen)?;
                        let arg = if self.is_type_start_at(0) {
                            AlignasArg::Type(Box::new(self.type_name()?))
                        } else {
                            AlignasArg::Expr(Box::new(self.conditional()?))
                        };
                        self.expect(P::RParen)?;
                        DeclSpecKind::Alignas(arg)
                    } else if k == Kw::Attribute {
                        DeclSpecKind::Attributes(self.attributes()?)
                    } else if k == Kw::Extension {
                        self.bump();
                        continue;
                    } else if let Some(ts) = simple_type(k) {
                        self.bump();
                        seen_type = true;
                        DeclSpecKind::Type(ts)
                    } else if k == Kw::Struct || k == Kw::Union {
                        seen_type = true;
                        DeclSpecKind::Type(TypeSpecifier::Struct(self.struct_spec()?))
                    } else if k == Kw::Enum {
                        seen_type = true;
                        DeclSpecKind::Type(TypeSpecifier::Enum(self.enum_spec()?))
                    } else if matches!(
                        k,
                        Kw::CproverBitvector | Kw::CproverFloatbv | Kw::CproverFixedbv
                    ) {
                        // CBMC's bit-vector types: `__CPROVER_bitvector[w]`,
                        // `__CPROVER_floatbv[w][f]`, `__CPROVER_fixedbv[w][f]`
                        seen_type = true;
                        self.bump();
                        let mut sizes = Vec::new();
                        let count = if k == Kw::CproverBitvector { 1 } else { 2 };
                        for _ in 0..count {
                            self.expect(P::LBracket)?;
                            sizes.push(Box::new(self.conditional()?));
                            self.expect(P::RBracket)?;
                        }
                        let first = sizes.remove(0);
                        DeclSpecKind::Type(match (k, sizes.pop()) {
                            (Kw::CproverFloatbv, Some(f)) => TypeSpecifier::CproverFloatbv(first, f),
                            (Kw::CproverFixedbv, Some(f)) => TypeSpecifier::CproverFixedbv(first, f),
                            _ => TypeSpecifier::CproverBitvector(first),
                        })
                    } else if k == Kw::Typeof {
                        seen_type = true;
                        self.bump();
                        self.expect(P::LParen)?;
                        let ts = if self.is_type_start_at(0) {
                            TypeSpecifier::TypeofType(Box::new(self.type_name()?))
                        } else {
                            TypeSpecifier::TypeofExpr(Box::new(self.expr()?))
                        };
                        self.expect(P::RParen)?;
                        DeclSpecKind::Type(ts)
                    } else {
                        break;
                    }
                }
                TokenKind::Ident if !seen_type && self.is_typedef_at(0) => {
                    seen_type = true;
                    let id = self.ident()?;
                    DeclSpecKind::Type(TypeSpecifier::TypedefName(id))
                }
                _ => break,
            };
            items.push(DeclSpec {
                kind,
                span: self.since(sp),
            });
        }
        let span = if items.is_empty() {
            crate::diag::Span::new(start.lo, start.lo)
        } else {
            self.since(start)
        };
        Ok(DeclSpecs { items, span })
    }

    /// A type name (`int *`, `struct s[3]`, ...).
    pub(crate) fn type_name(&mut self) -> PResult<TypeName> {
        let start = self.span();
        let specs = self.decl_specs()?;
        if specs.items.is_empty() {
            return Err(self.error_expected("type name"));
        }
        let declarator = if self.is(P::Star)
            || self.is(P::LParen)
            || self.is(P::LBracket)
            || self.is_kw(Kw::Attribute)
        {
            Some(self.declarator(DeclMode::Abstract)?)
        } else {
            None
        };
        Ok(TypeName {
            specs,
            declarator,
            span: self.since(start),
        })
    }

    /// A declarator; see [`Declarator`] for the order of `derived`.
    pub(crate) fn declarator(&mut self, mode: DeclMode) -> PResult<Declarator> {
        self.enter()?;
        let r = self.declarator_inner(mode);
        self.leave();
        r
    }

    fn declarator_inner(&mut self, mode: DeclMode) -> PResult<Declarator> {
        let start = self.span();
        let mut pointers = Vec::new();
        let mut attributes = Vec::new();
        loop {
            if self.is(P::Star) {
                let sp = self.bump().span;
                let mut qualifiers = Vec::new();
                let mut attrs = Vec::new();
                loop {
                    match self.peek() {
                        TokenKind::Kw(Kw::Attribute) => attrs.extend(self.attributes()?),
                        TokenKind::Kw(k) if qualifier(k).is_some() => {
                            self.bump();
                            if let Some(q) = qualifier(k) {
                                qualifiers.push(q);
                            }
                        }
                        _ => break,
                    }
                }
                pointers.push(Derived {
                    kind: DerivedKind::Pointer {
                        qualifiers,
                        attributes: attrs,
                    },
                    span: self.since(sp),
                });
            } else if self.is_kw(Kw::Attribute) {
                attributes.extend(self.attributes()?);
            } else {
                break;
            }
        }
        let mut name = None;
        let mut derived = Vec::new();
        if self.peek() == TokenKind::Ident && mode != DeclMode::Abstract {
            name = Some(self.ident()?);
        } else if self.is(P::LParen) && self.is_nested_declarator(mode) {
            self.bump();
            if self.is_kw(Kw::Attribute) {
                attributes.extend(self.attributes()?);
            }
            let inner = self.declarator(mode)?;
            self.expect(P::RParen)?;
            name = inner.name;
            derived = inner.derived;
            attributes.extend(inner.attributes);
        } else if mode == DeclMode::Concrete {
            return Err(self.error_expected("identifier or '('"));
        }
        loop {
            if self.is(P::LBracket) {
                derived.push(self.array_suffix()?);
            } else if self.is(P::LParen) {
                derived.push(self.function_suffix()?);
            } else {
                break;
            }
        }
        while self.is_kw(Kw::Attribute) && mode != DeclMode::Concrete {
            attributes.extend(self.attributes()?);
        }
        pointers.reverse();
        derived.extend(pointers);
        Ok(Declarator {
            name,
            derived,
            attributes,
            span: self.since(start),
        })
    }

    fn is_nested_declarator(&self, mode: DeclMode) -> bool {
        match mode {
            DeclMode::Concrete => true,
            DeclMode::Abstract | DeclMode::Either => match self.peek_at(1) {
                TokenKind::P(P::Star | P::LParen | P::LBracket) => true,
                TokenKind::Kw(Kw::Attribute) => true,
                TokenKind::Ident => mode == DeclMode::Either && !self.is_typedef_at(1),
                _ => false,
            },
        }
    }

    fn array_suffix(&mut self) -> PResult<Derived> {
        let sp = self.bump().span;
        let mut qualifiers = Vec::new();
        let mut is_static = false;
        loop {
            match self.peek() {
                TokenKind::Kw(Kw::Static) => {
                    self.bump();
                    is_static = true;
                }
                TokenKind::Kw(k) if qualifier(k).is_some() => {
                    self.bump();
                    if let Some(q) = qualifier(k) {
                        qualifiers.push(q);
                    }
                }
                _ => break,
            }
        }
        let size = if self.is(P::RBracket) {
            ArraySize::Unspecified
        } else if self.is(P::Star) && self.peek_at(1) == TokenKind::P(P::RBracket) {
            self.bump();
            ArraySize::VlaStar
        } else {
            ArraySize::Expr(Box::new(self.assign()?))
        };
        self.expect(P::RBracket)?;
        Ok(Derived {
            kind: DerivedKind::Array {
                qualifiers,
                is_static,
                size,
            },
            span: self.since(sp),
        })
    }

    fn function_suffix(&mut self) -> PResult<Derived> {
        let sp = self.bump().span;
        self.push_scope();
        let r = self.function_suffix_inner();
        self.pop_scope();
        let kind = r?;
        Ok(Derived {
            kind,
            span: self.since(sp),
        })
    }

    fn function_suffix_inner(&mut self) -> PResult<DerivedKind> {
        if self.eat(P::RParen) {
            return Ok(DerivedKind::KrFunction { names: vec![] });
        }
        if self.peek() == TokenKind::Ident && !self.is_typedef_at(0) {
            let mut names = vec![self.ident()?];
            while self.eat(P::Comma) {
                names.push(self.ident()?);
            }
            self.expect(P::RParen)?;
            return Ok(DerivedKind::KrFunction { names });
        }
        let mut params = Vec::new();
        let mut variadic = false;
        loop {
            if self.eat(P::Ellipsis) {
                variadic = true;
                break;
            }
            let start = self.span();
            let specs = self.decl_specs()?;
            if specs.items.is_empty() {
                return Err(self.error_expected("declaration specifiers or '...'"));
            }
            let declarator = if self.is(P::Comma) || self.is(P::RParen) {
                None
            } else {
                let d = self.declarator(DeclMode::Either)?;
                if let Some(n) = &d.name {
                    let name = self.src_str(n.span);
                    self.declare(name, false);
                }
                Some(d)
            };
            params.push(ParamDecl {
                specs,
                declarator,
                span: self.since(start),
            });
            if !self.eat(P::Comma) {
                break;
            }
        }
        self.expect(P::RParen)?;
        Ok(DerivedKind::Function { params, variadic })
    }

    /// Zero or more `__attribute__((...))`.
    pub(crate) fn attributes(&mut self) -> PResult<Vec<Attribute>> {
        let mut out = Vec::new();
        while self.eat_kw(Kw::Attribute) {
            self.expect(P::LParen)?;
            self.expect(P::LParen)?;
            loop {
                if self.is(P::RParen) {
                    break;
                }
                if self.eat(P::Comma) {
                    continue;
                }
                let t = self.tok();
                let name = match t.kind {
                    TokenKind::Ident | TokenKind::Kw(_) => {
                        self.bump();
                        Ident {
                            name: self.text(t).to_string(),
                            span: t.span,
                        }
                    }
                    _ => return Err(self.error_expected("attribute name")),
                };
                let args = if self.eat(P::LParen) {
                    let mut args = Vec::new();
                    while !self.is(P::RParen) {
                        args.push(self.assign()?);
                        if !self.eat(P::Comma) {
                            break;
                        }
                    }
                    self.expect(P::RParen)?;
                    Some(args)
                } else {
                    None
                };
                out.push(Attribute {
                    name,
                    args,
                    span: self.since(t.span),
                });
                if !self.eat(P::Comma) {
                    break;
                }
            }
            self.expect(P::RParen)?;
            self.expect(P::RParen)?;
        }
        Ok(out)
    }

    fn struct_spec(&mut self) -> PResult<StructSpec> {
        self.enter()?;
        let r = self.struct_spec_inner();
        self.leave();
        r
    }

    fn struct_spec_inner(&mut self) -> PResult<StructSpec> {
        let start = self.bump();
        let kind = if start.kind == TokenKind::Kw(Kw::Union) {
            StructKind::Union
        } else {
            StructKind::Struct
        };
        let mut attributes = self.attributes()?;
        let name = if self.peek() == TokenKind::Ident {
            Some(self.ident()?)
        } else {
            None
        };
        let mut members = None;
        if self.eat(P::LBrace) {
            let mut list = Vec::new();
            while !self.is(P::RBrace) {
                if self.at_eof() {
                    return Err(self.error_expected("'}'"));
                }
                if self.eat(P::Semi) {
                    continue;
                }
                while self.eat_kw(Kw::Extension) {}
                if self.is_kw(Kw::StaticAssert) {
                    list.push(StructMember::StaticAssert(self.static_assert()?));
                    continue;
                }
                list.push(StructMember::Field(self.struct_field()?));
            }
            self.bump();
            members = Some(list);
        } else if name.is_none() {
            return Err(self.error_expected("'{'"));
        }
        attributes.extend(self.attributes()?);
        Ok(StructSpec {
            kind,
            name,
            members,
            attributes,
            span: self.since(start.span),
        })
    }

    fn struct_field(&mut self) -> PResult<StructField> {
        let start = self.span();
        let specs = self.decl_specs()?;
        if specs.items.is_empty() {
            return Err(self.error_expected("specifier-qualifier-list"));
        }
        let mut declarators = Vec::new();
        if !self.is(P::Semi) {
            loop {
                let dstart = self.span();
                let declarator = if self.is(P::Colon) {
                    None
                } else {
                    Some(self.declarator(DeclMode::Concrete)?)
                };
                let bit_width = if self.eat(P::Colon) {
                    Some(self.conditional()?)
                } else {
                    None
                };
                let attributes = self.attributes()?;
                declarators.push(StructDeclarator {
                    declarator,
                    bit_width,
                    attributes,
                    span: self.since(dstart),
                });
                if !self.eat(P::Comma) {
                    break;
                }
            }
        }
        // GCC accepts a missing `;` before the closing brace (with a warning).
        if !self.is(P::RBrace) {
            self.expect(P::Semi)?;
        }
        Ok(StructField {
            specs,
            declarators,
            span: self.since(start),
        })
    }

    fn enum_spec(&mut self) -> PResult<EnumSpec> {
        let start = self.bump().span;
        let mut attributes = self.attributes()?;
        let name = if self.peek() == TokenKind::Ident {
            Some(self.ident()?)
        } else {
            None
        };
        let mut enumerators = None;
        if self.eat(P::LBrace) {
            let mut list = Vec::new();
            while !self.is(P::RBrace) {
                let estart = self.span();
                let n = self.ident()?;
                let attrs = self.attributes()?;
                let value = if self.eat(P::Eq) {
                    Some(self.conditional()?)
                } else {
                    None
                };
                let name = self.src_str(n.span);
                self.declare(name, false);
                list.push(Enumerator {
                    name: n,
                    value,
                    attributes: attrs,
                    span: self.since(estart),
                });
                if !self.eat(P::Comma) {
                    break;
                }
            }
            self.expect(P::RBrace)?;
            enumerators = Some(list);
        } else if name.is_none() {
            return Err(self.error_expected("'{'"));
        }
        attributes.extend(self.attributes()?);
        Ok(EnumSpec {
            name,
            enumerators,
            attributes,
            span: self.since(start),
        })
    }

    /// `= initializer` (after the `=`).
    pub(crate) fn initializer(&mut self) -> PResult<Initializer> {
        self.enter()?;
        let r = if self.is(P::LBrace) {
            self.init_list().map(Initializer::List)
        } else {
            self.assign().map(Initializer::Expr)
        };
        self.leave();
        r
    }

    /// `{ designators = init, ... }`
    pub(crate) fn init_list(&mut self) -> PResult<InitList> {
        let start = self.expect(P::LBrace)?;
        let mut items = Vec::new();
        while !self.is(P::RBrace) {
            let istart = self.span();
            let mut designators = Vec::new();
            if self.peek() == TokenKind::Ident && self.peek_at(1) == TokenKind::P(P::Colon) {
                designators.push(Designator::Member(self.ident()?));
                self.bump();
            } else {
                loop {
                    if self.eat(P::Dot) {
                        designators.push(Designator::Member(self.ident()?));
                    } else if self.eat(P::LBracket) {
                        let lo = self.conditional()?;
                        if self.eat(P::Ellipsis) {
                            let hi = self.conditional()?;
                            designators.push(Designator::Range(lo, hi));
                        } else {
                            designators.push(Designator::Index(lo));
                        }
                        self.expect(P::RBracket)?;
                    } else {
                        break;
                    }
                }
                if !designators.is_empty() {
                    self.eat(P::Eq);
                }
            }
            let init = self.initializer()?;
            items.push(InitItem {
                designators,
                init,
                span: self.since(istart),
            });
            if !self.eat(P::Comma) {
                break;
            }
        }
        self.expect(P::RBrace)?;
        Ok(InitList {
            items,
            span: self.since(start),
        })
    }

    /// `asm qualifiers ( template : outputs : inputs : clobbers : labels )` (no `;`).
    pub(crate) fn asm_stmt(&mut self) -> PResult<AsmStmt> {
        let start = self.bump().span;
        if self.is(P::LBrace) {
            return self.msvc_asm_block(start);
        }
        let mut qualifiers = Vec::new();
        while let TokenKind::Kw(Kw::Volatile | Kw::Inline | Kw::Goto) = self.peek() {
            let t = self.bump();
            qualifiers.push(self.text(t).to_string());
        }
        self.expect(P::LParen)?;
        let template = self.string_literal()?;
        let mut outputs = Vec::new();
        let mut inputs = Vec::new();
        let mut clobbers = Vec::new();
        let mut labels = Vec::new();
        if self.eat(P::Colon) {
            outputs = self.asm_operands()?;
            if self.eat(P::Colon) {
                inputs = self.asm_operands()?;
                if self.eat(P::Colon) {
                    while self.peek() == TokenKind::Str {
                        clobbers.push(self.string_literal()?);
                        if !self.eat(P::Comma) {
                            break;
                        }
                    }
                    if self.eat(P::Colon) {
                        while self.peek() == TokenKind::Ident {
                            labels.push(self.ident()?);
                            if !self.eat(P::Comma) {
                                break;
                            }
                        }
                    }
                }
            }
        }
        self.expect(P::RParen)?;
        Ok(AsmStmt {
            qualifiers,
            template,
            outputs,
            inputs,
            clobbers,
            labels,
            msvc: false,
            span: self.since(start),
        })
    }

    /// Visual Studio's `__asm { instr; instr … }` (after the keyword): the instructions'
    /// tokens as text, one instruction per `;` or line.
    fn msvc_asm_block(&mut self, start: Span) -> PResult<AsmStmt> {
        self.expect(P::LBrace)?;
        let mut text = String::new();
        let mut prev_end: Option<u32> = None;
        loop {
            if self.eat(P::RBrace) {
                break;
            }
            if self.peek() == TokenKind::Eof {
                return Err(self.error_expected("'}'"));
            }
            let t = self.bump();
            if let Some(end) = prev_end {
                let gap = &self.src[end as usize..t.span.lo as usize];
                text.push(if gap.contains('\n') { '\n' } else { ' ' });
            }
            prev_end = Some(t.span.hi);
            text.push_str(self.text(t));
        }
        Ok(AsmStmt {
            qualifiers: Vec::new(),
            template: CharsLiteral {
                prefix: StrPrefix::None,
                units: text.chars().map(u32::from).collect(),
            },
            outputs: Vec::new(),
            inputs: Vec::new(),
            clobbers: Vec::new(),
            labels: Vec::new(),
            msvc: true,
            span: self.since(start),
        })
    }

    fn asm_operands(&mut self) -> PResult<Vec<AsmOperand>> {
        let mut out = Vec::new();
        while self.is(P::LBracket) || self.peek() == TokenKind::Str {
            let name = if self.eat(P::LBracket) {
                let n = self.ident()?;
                self.expect(P::RBracket)?;
                Some(n)
            } else {
                None
            };
            let constraint = self.string_literal()?;
            self.expect(P::LParen)?;
            let expr = self.expr()?;
            self.expect(P::RParen)?;
            out.push(AsmOperand {
                name,
                constraint,
                expr,
            });
            if !self.eat(P::Comma) {
                break;
            }
        }
        Ok(out)
    }

    /// One or more adjacent string literal tokens, concatenated.
    pub(crate) fn string_literal(&mut self) -> PResult<CharsLiteral> {
        if self.peek() != TokenKind::Str {
            return Err(self.error_expected("string literal"));
        }
        let first = self.pos;
        let mut prefix = StrPrefix::None;
        while self.peek() == TokenKind::Str {
            let t = self.bump();
            let (p, _) = crate::literal::split_prefix(self.text(t));
            if p != StrPrefix::None && p != prefix {
                if prefix != StrPrefix::None && !(p == StrPrefix::Utf8 || prefix == StrPrefix::Utf8)
                {
                    return Err(self.error_at(
                        t.span,
                        "unsupported non-standard concatenation of string literals",
                    ));
                }
                if prefix == StrPrefix::None || prefix == StrPrefix::Utf8 {
                    prefix = p;
                }
            }
        }
        let mut units = Vec::new();
        for i in first..self.pos {
            let t = self.toks[i];
            let (_, body) = crate::literal::split_prefix(self.text(t));
            if let Err(m) = crate::literal::decode_chars(body, prefix, &mut units) {
                return Err(self.error_at(t.span, m));
            }
        }
        Ok(CharsLiteral { prefix, units })
    }
}

fn is_decl_kw(k: Kw) -> bool {
    storage_class(k).is_some()
        || is_type_kw(k)
        || is_qualifier_kw(k)
        || matches!(k, Kw::Inline | Kw::Noreturn | Kw::Alignas | Kw::Attribute)
}

fn is_qualifier_kw(k: Kw) -> bool {
    qualifier(k).is_some()
}

fn is_type_kw(k: Kw) -> bool {
    simple_type(k).is_some()
        || matches!(
            k,
            Kw::Struct
                | Kw::Union
                | Kw::Enum
                | Kw::Typeof
                | Kw::Atomic
                | Kw::CproverBitvector
                | Kw::CproverFloatbv
                | Kw::CproverFixedbv
        )
}

fn storage_class(k: Kw) -> Option<StorageClass> {
    Some(match k {
        Kw::Typedef => StorageClass::Typedef,
        Kw::Extern => StorageClass::Extern,
        Kw::Static => StorageClass::Static,
        Kw::Auto => StorageClass::Auto,
        Kw::Register => StorageClass::Register,
        Kw::ThreadLocal => StorageClass::ThreadLocal,
        Kw::GnuThread => StorageClass::GnuThread,
        _ => return None,
    })
}

fn qualifier(k: Kw) -> Option<TypeQualifier> {
    Some(match k {
        Kw::Const => TypeQualifier::Const,
        Kw::Volatile => TypeQualifier::Volatile,
        Kw::Restrict => TypeQualifier::Restrict,
        Kw::Atomic => TypeQualifier::Atomic,
        _ => return None,
    })
}

fn simple_type(k: Kw) -> Option<TypeSpecifier> {
    use TypeSpecifier as T;
    Some(match k {
        Kw::Void => T::Void,
        Kw::Char => T::Char,
        Kw::Short => T::Short,
        Kw::Int => T::Int,
        Kw::Long => T::Long,
        Kw::Float => T::Float,
        Kw::Double => T::Double,
        Kw::Signed => T::Signed,
        Kw::Unsigned => T::Unsigned,
        Kw::Bool => T::Bool,
        Kw::Complex => T::Complex,
        Kw::Imaginary => T::Imaginary,
        Kw::Int128 => T::Int128,
        Kw::Float16 => T::Float16,
        Kw::Float32 => T::Float32,
        Kw::Float32x => T::Float32x,
        Kw::Float64 => T::Float64,
        Kw::Float64x => T::Float64x,
        Kw::Float128 => T::Float128,
        Kw::Float128x => T::Float128x,
        Kw::GnuFloat128 => T::GnuFloat128,
        Kw::GnuFloat80 => T::GnuFloat80,
        Kw::CproverBool => T::CproverBool,
        Kw::BuiltinVaList => T::VaList,
        Kw::AutoType => T::AutoType,
        _ => return None,
    })
}
