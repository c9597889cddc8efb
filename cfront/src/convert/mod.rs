//! C → goto conversion: type checking and lowering of the AST into a [`GotoModel`], the way
//! CBMC's C type checker and goto-convert do it.
//!
//! - Declarations become symbols: globals `x`, locals `main::1::x` (function, then the path
//!   of block numbers), parameters `f::p`, struct tags `tag-s`.
//! - Function bodies become instruction lists ([`stmt`]); expressions are type-checked and
//!   their side effects hoisted into instructions before the instruction that uses them
//!   ([`expr`]).
//! - CPROVER built-ins and assertion hooks are lowered in [`builtins`]; the entry point
//!   `__CPROVER__start` and `__CPROVER_initialize` are made by [`finish`](Converter::finish).
//!
//! Anything not supported yet is an error diagnostic at the construct's location, never a
//! silent skip.

mod asm;
pub mod builtins;
pub mod consteval;
pub mod ctypes;
pub mod expr;
pub mod function_pointers;
pub mod gcc_builtins;
pub mod gotos;
pub mod init;
pub mod library;
pub mod linking;
pub mod objects;
pub mod preconditions;
pub mod stmt;
pub mod variadic;

use crate::ast;
use crate::diag::{Diagnostic, Location, Severity, Span};
use crate::linemap::LineMap;
use ctypes::{CommonTypes, Target};
use goto_ir::{
    Compound, ExprId, GotoFunction, GotoModel, Ident, InstrKind, InstrRef, Instruction, Parameter,
    SourceLocation, Symbol, TypeId, TypeKind,
};
use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

/// What a name in scope denotes.
#[derive(Clone, Debug)]
pub enum Entry {
    /// A variable or function symbol.
    Symbol(Ident),
    /// A typedef name, with the underlying type of the enumeration it names directly
    /// (`typedef enum A TA;`): a bit-field of type `TA` holds that type's bits.
    Typedef(TypeId, Option<TypeId>),
    /// An enumeration constant with its value (type `int`).
    EnumConst(BigInt, TypeId),
}

/// A jump label inside the function being converted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Label(pub u32);

/// State of the function being converted.
pub struct FunCtx {
    pub name: Ident,
    pub ret: TypeId,
    pub body: Vec<Instruction>,
    /// Instruction index each label is bound to.
    pub label_pos: Vec<Option<usize>>,
    /// Jumps waiting for their label: (instruction index, label).
    pub pending: Vec<(usize, Label)>,
    /// C labels by name.
    pub c_labels: FxHashMap<String, Label>,
    /// GNU local labels (`__label__ L;`) of the enclosing blocks, innermost last: a label
    /// of that name inside the block is the block's own.
    pub local_labels: Vec<FxHashMap<String, Label>>,
    /// C label names to attach to the next emitted instruction.
    pub pending_c_labels: Vec<Ident>,
    pub break_target: Option<(Label, usize)>,
    pub continue_target: Option<(Label, usize)>,
    /// Case labels of the innermost switch, in source order, consumed by `case`.
    pub switch_cases: Option<std::collections::VecDeque<Label>>,
    pub switch_default: Option<Label>,
    pub end: Label,
    /// Block path for local names (`1`, `1::2`, …) and the child counter of each level.
    pub block_path: Vec<u32>,
    pub block_children: Vec<u32>,
    /// Locals declared in each open block, for DEAD at scope exit.
    pub locals: Vec<Vec<ExprId>>,
    pub tmp_counter: u32,
    /// Pointers to the objects this function allocated with `alloca` (marked dead when
    /// it returns, as CBMC does).
    pub alloca_temps: Vec<ExprId>,
    /// The declaration tree of the function and the C `goto`s to fix up at its end.
    pub scopes: gotos::ScopeTree,
    /// Every C label of the body, in source order: the targets a computed `goto *p` may
    /// take.
    pub all_labels: Vec<String>,
}

impl FunCtx {
    /// The context for converting the body of function `name` returning `ret`.
    pub fn new(name: Ident, ret: TypeId) -> FunCtx {
        FunCtx {
            name,
            ret,
            body: Vec::new(),
            label_pos: vec![None],
            pending: Vec::new(),
            c_labels: FxHashMap::default(),
            local_labels: Vec::new(),
            pending_c_labels: Vec::new(),
            break_target: None,
            continue_target: None,
            switch_cases: None,
            switch_default: None,
            end: Label(0),
            block_path: vec![1],
            block_children: vec![0],
            locals: vec![Vec::new()],
            tmp_counter: 0,
            alloca_temps: Vec::new(),
            scopes: gotos::ScopeTree::default(),
            all_labels: Vec::new(),
        }
    }
}

/// The converter for a whole program (several translation units).
pub struct Converter<'m> {
    pub m: &'m mut GotoModel,
    pub target: Target,
    pub ct: CommonTypes,
    pub diags: Vec<Diagnostic>,
    pub linemap: Option<LineMap>,
    pub module: Ident,
    scopes: Vec<FxHashMap<String, Entry>>,
    tags: Vec<FxHashMap<String, Ident>>,
    pub fun: Option<FunCtx>,
    anon_counter: u32,
    /// Functions that got a body.
    pub defined: rustc_hash::FxHashSet<Ident>,
    /// Static-lifetime objects in definition order (initialised by `__CPROVER_initialize`).
    pub statics: Vec<Ident>,
    /// Names of functions called while not defined (candidates for library models).
    pub called: Vec<Ident>,
    /// Functions defined in K&R style (calls are not checked against their parameters).
    pub kr_functions: FxHashSet<String>,
    /// Functions whose definition is weak (`__attribute__((weak))`): a strong definition
    /// in any unit replaces it.
    pub weak_defined: FxHashSet<Ident>,
    /// Functions with `__attribute__((constructor))` / `((destructor))`, in definition
    /// order: called at the end of `__CPROVER_initialize` / after the entry function.
    /// GNU constructors and destructors in the order they run (by priority).
    pub constructors: Vec<Ident>,
    pub destructors: Vec<Ident>,
    /// The priorities of constructors and destructors (`constructor(101)`).
    pub init_priorities: FxHashMap<Ident, u32>,
    /// Diagnostics of system-header function bodies with errors, reported only if the
    /// function is reachable.
    pub deferred_errors: FxHashMap<Ident, Vec<crate::diag::Diagnostic>>,
    /// Functions defined `extern inline` (internal unless used).
    pub extern_inline: FxHashSet<Ident>,
    /// The `extern inline` definitions with `__attribute__((gnu_inline))` (a body for
    /// inlining only, under every C standard).
    pub gnu_inline: FxHashSet<Ident>,
    pub entry_function: String,
    /// malloc may fail, how, and the object bits (sets the `__CPROVER_malloc_*` globals).
    pub malloc: (bool, MallocFailure, u32),
    /// Enumerations as `c_enum` types (see [`CompileOptions::enum_types`]).
    pub enum_types: bool,
    /// The initial `__CPROVER_rounding_mode` (see [`CompileOptions::rounding_mode`]).
    pub rounding_mode: u8,
    /// `--function`'s argument trees (see [`CompileOptions::nondet_tree`]).
    pub nondet_tree: NondetTree,
    /// The underlying type of the enumeration that the last `enum` specifier named.
    last_enum_base: Option<TypeId>,
    /// Qualifiers (and plain `char`) of declared objects, which goto types drop: what
    /// `_Generic` needs to tell `const char *` from `char *`.
    pub(crate) decl_quals: FxHashMap<Ident, CQuals>,
    /// Objects declared constant or with constant components (C's qualifiers, which goto
    /// types do not keep): their symbols are marked `is_constant` (`--nondet-static`
    /// leaves them alone).
    pub(crate) const_objects: FxHashSet<Ident>,
    /// Typedef names of constant types (or types with constant components).
    const_typedefs: FxHashSet<String>,
    /// C11 `_Atomic`: typedef names of atomic types (`atomic_int`), objects declared
    /// atomic (an array: its elements), pointers declared to atomic objects, and the atomic
    /// members of struct and union tags. `++`, `--` and compound assignments of these are
    /// atomic read-modify-writes (C11 6.5.2.4p2, 6.5.16.2p3).
    atomic_typedefs: FxHashSet<String>,
    /// Typedef names declared with an alignment above their type's
    /// (`typedef int T __attribute__((aligned(8)))`), in bytes: a member of such a type is
    /// aligned so, and `_Alignof` says so (the type's size does not change).
    typedef_aligns: FxHashMap<String, u64>,
    /// Objects declared with an alignment above their type's, in bytes (`_Alignof` of them).
    pub(crate) object_aligns: FxHashMap<Ident, u64>,
    pub(crate) atomic_objects: FxHashSet<Ident>,
    pub(crate) atomic_pointees: FxHashSet<Ident>,
    pub(crate) atomic_members: FxHashSet<(Ident, Ident)>,
    /// The atomic members of the struct body converted last.
    last_atomic_members: Vec<Ident>,
    /// Definitions made for `__attribute__((alias("f")))` function declarations of the
    /// unit, converted at its end (the target may be defined after the alias).
    alias_defs: Vec<ast::FunctionDef>,
    /// Struct and union tags with a constant member.
    const_tags: FxHashSet<Ident>,
    /// Whether the members [`Converter::struct_members`] converted last include a constant.
    members_have_const: bool,
    /// The lvalue that the next (outermost) call may return into directly: CBMC converts
    /// `x = f(a)` and `T x = f(a);` into `CALL x := f(a)` when no conversion is needed.
    pub call_into: Option<ExprId>,
    /// Functions defined with `...`: their callers hand over the variadic arguments
    /// ([`variadic`]).
    pub variadic_defs: rustc_hash::FxHashSet<Ident>,
    /// Tag symbols of anonymous structs and unions by their body (without the tag).
    anon_tags: FxHashMap<TypeId, Ident>,
    /// The linking state of the translation unit being converted ([`linking`]).
    link: linking::UnitLink,
    /// The symbol of each name with external linkage (`name`, or `name$linkK` when a
    /// file-local symbol of some unit is called `name`).
    external_ids: FxHashMap<String, Ident>,
    /// Functions whose only declaration is implicit (a call without a declaration;
    /// CBMC's `#incomplete` code types).
    pub(crate) implicit_fns: FxHashSet<Ident>,
    /// Whether the program gets the C library models (not with `--no-library`).
    pub link_library_models: bool,
    /// The `#pragma CPROVER check …` lines of the library models converted, by the file
    /// name of each model (`<builtin-library-NAME>`): (line, text after `pragma`).
    pub library_pragmas: Vec<(String, Vec<(u32, String)>)>,
    /// `#pragma pack` of the current unit: from each pragma's offset on, the packing in
    /// force (`None`: natural alignment), in text order.
    pack_points: Vec<(u32, Option<u64>)>,
}

/// The error of a conversion step: the problem is already recorded as a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reported;

/// Result type of conversion steps.
pub type R<T> = Result<T, Reported>;

impl<'m> Converter<'m> {
    pub fn new(m: &'m mut GotoModel, target: Target) -> Converter<'m> {
        let ct = CommonTypes::new(&mut m.store, &target);
        let mut c = Converter {
            m,
            target,
            ct,
            diags: Vec::new(),
            linemap: None,
            module: Ident::new(""),
            scopes: vec![FxHashMap::default()],
            tags: vec![FxHashMap::default()],
            fun: None,
            anon_counter: 0,
            defined: Default::default(),
            statics: Vec::new(),
            called: Vec::new(),
            kr_functions: FxHashSet::default(),
            weak_defined: FxHashSet::default(),
            constructors: Vec::new(),
            destructors: Vec::new(),
            init_priorities: FxHashMap::default(),
            deferred_errors: FxHashMap::default(),
            extern_inline: FxHashSet::default(),
            gnu_inline: FxHashSet::default(),
            entry_function: "main".into(),
            malloc: (true, MallocFailure::ReturnNull, 8),
            enum_types: false,
            rounding_mode: 0,
            nondet_tree: NondetTree::default(),
            last_enum_base: None,
            decl_quals: FxHashMap::default(),
            const_objects: FxHashSet::default(),
            const_typedefs: FxHashSet::default(),
            atomic_typedefs: FxHashSet::default(),
            typedef_aligns: FxHashMap::default(),
            object_aligns: FxHashMap::default(),
            atomic_objects: FxHashSet::default(),
            atomic_pointees: FxHashSet::default(),
            atomic_members: FxHashSet::default(),
            last_atomic_members: Vec::new(),
            alias_defs: Vec::new(),
            const_tags: FxHashSet::default(),
            members_have_const: false,
            call_into: None,
            variadic_defs: Default::default(),
            anon_tags: FxHashMap::default(),
            link: linking::UnitLink::default(),
            external_ids: FxHashMap::default(),
            implicit_fns: FxHashSet::default(),
            link_library_models: true,
            library_pragmas: Vec::new(),
            pack_points: Vec::new(),
        };
        c.declare_cprover_globals();
        c
    }

    // ------------------------------------------------------------ diagnostics, locations

    pub fn location_of(&self, span: Span) -> Location {
        match &self.linemap {
            Some(lm) => lm.span_location(span),
            None => Location {
                file: "<input>".into(),
                line: 0,
                column: 0,
            },
        }
    }

    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        let location = self.location_of(span);
        self.diags.push(Diagnostic {
            location,
            severity: Severity::Error,
            message: msg.into(),
            converting_function: None,
        });
    }

    /// A warning shown to the user (see [`Severity::Warning`]); in rbmc's own C library
    /// models a remark.
    pub fn warning(&mut self, span: Span, msg: impl Into<String>) {
        let location = self.location_of(span);
        let severity = if self.module.as_str() == linking::LIBRARY_MODULE {
            Severity::Remark
        } else {
            Severity::Warning
        };
        self.diags.push(Diagnostic {
            location,
            severity,
            message: msg.into(),
            converting_function: None,
        });
    }

    /// A remark that is recorded but not shown (see [`Severity::Remark`]).
    pub fn remark(&mut self, span: Span, msg: impl Into<String>) {
        let location = self.location_of(span);
        self.diags.push(Diagnostic {
            location,
            severity: Severity::Remark,
            message: msg.into(),
            converting_function: None,
        });
    }

    /// An error at a goto source location (built after the AST is gone); a location
    /// without a file renders as `error: …`.
    pub fn error_at(&mut self, loc: &SourceLocation, msg: impl Into<String>) {
        self.diags.push(Diagnostic {
            location: Location {
                file: loc.file.map(|f| f.as_str()).unwrap_or("").into(),
                line: loc.line.unwrap_or(0),
                column: loc.column.unwrap_or(0),
            },
            severity: Severity::Error,
            message: msg.into(),
            converting_function: None,
        });
    }

    /// `error` and `Err(Reported)` in one.
    /// An error CBMC reports while converting the current function's body (printed in
    /// CBMC's `file F line L function FN: message` form).
    pub fn fail_converting<T>(&mut self, span: Span, msg: impl Into<String>) -> R<T> {
        let location = self.location_of(span);
        let function = self.fun.as_ref().map(|f| f.name.to_string());
        self.diags.push(Diagnostic {
            location,
            severity: Severity::Error,
            message: msg.into(),
            converting_function: function,
        });
        Err(Reported)
    }

    pub fn fail<T>(&mut self, span: Span, msg: impl Into<String>) -> R<T> {
        self.error(span, msg);
        Err(Reported)
    }

    /// The goto source location of `span` in the current function.
    pub fn loc(&self, span: Span) -> SourceLocation {
        let l = self.location_of(span);
        SourceLocation {
            file: Some(Ident::new(&l.file)),
            line: Some(l.line),
            column: Some(l.column),
            function: self.fun.as_ref().map(|f| f.name),
            ..Default::default()
        }
    }

    // ------------------------------------------------------------ scopes

    pub fn push_scope(&mut self) {
        self.scopes.push(FxHashMap::default());
        self.tags.push(FxHashMap::default());
    }

    pub fn pop_scope(&mut self) {
        self.scopes.pop();
        self.tags.pop();
    }

    /// Whether declaration specifiers name an enumeration: `enum A`, or a typedef name of
    /// one (`typedef enum A TA;`).
    fn names_enum(&self, specs: &ast::DeclSpecs) -> bool {
        specs.type_specifiers().any(|t| match t {
            ast::TypeSpecifier::Enum(_) => true,
            ast::TypeSpecifier::TypedefName(n) => {
                matches!(self.lookup(&n.name), Some(Entry::Typedef(_, Some(_))))
            }
            _ => false,
        })
    }

    pub fn lookup(&self, name: &str) -> Option<&Entry> {
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }

    pub fn bind(&mut self, name: &str, e: Entry) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.to_string(), e);
        }
    }

    /// Binds in the file scope (function declarations inside blocks are global).
    pub fn bind_global(&mut self, name: &str, e: Entry) {
        self.scopes[0].insert(name.to_string(), e);
    }

    pub fn at_file_scope(&self) -> bool {
        self.fun.is_none()
    }

    pub fn lookup_tag(&self, name: &str) -> Option<Ident> {
        self.tags.iter().rev().find_map(|s| s.get(name).copied())
    }

    /// A fresh number for anonymous entities.
    pub fn fresh(&mut self) -> u32 {
        self.anon_counter += 1;
        self.anon_counter
    }

    // ------------------------------------------------------------ emission

    pub fn f(&mut self) -> &mut FunCtx {
        self.fun.as_mut().expect("inside a function")
    }

    /// Appends an instruction to the current function; attaches pending C labels.
    pub fn emit(&mut self, mut ins: Instruction) -> usize {
        let f = self.f();
        ins.labels.append(&mut f.pending_c_labels);
        f.body.push(ins);
        f.body.len() - 1
    }

    pub fn new_label(&mut self) -> Label {
        let f = self.f();
        f.label_pos.push(None);
        Label(f.label_pos.len() as u32 - 1)
    }

    /// Binds `l` to the next instruction emitted.
    pub fn place(&mut self, l: Label) {
        let f = self.f();
        f.label_pos[l.0 as usize] = Some(f.body.len());
    }

    /// `IF cond THEN GOTO l`.
    pub fn emit_goto(&mut self, cond: ExprId, l: Label, loc: SourceLocation) {
        let ins = Instruction::goto(cond, InstrRef(u32::MAX), loc);
        let i = self.emit(ins);
        self.f().pending.push((i, l));
    }

    /// A fresh temporary local `<fn>::$tmp::<base>$<n>` of type `ty`, declared here.
    pub fn new_temp(&mut self, base: &str, ty: TypeId, span: Span) -> ExprId {
        let f = self.f();
        f.tmp_counter += 1;
        // the suffix is part of the base name too (CBMC's fresh auxiliary symbols), so
        // that printed expressions tell the temporaries apart
        let base = if f.tmp_counter == 1 {
            base.to_string()
        } else {
            format!("{}${}", base, f.tmp_counter - 1)
        };
        let name = format!("{}::$tmp::{}", f.name, base);
        self.declare_auxiliary_local(Ident::new(&name), &base, ty, span, false)
    }

    /// Registers the auxiliary local symbol `id` (base name `base`) and returns it as an
    /// expression; nothing is emitted.
    pub fn auxiliary_symbol(
        &mut self,
        id: Ident,
        base: &str,
        ty: TypeId,
        module: Ident,
        location: SourceLocation,
        file_local: bool,
    ) -> ExprId {
        let mut sym = Symbol::new(id, ty);
        sym.base_name = Ident::new(base);
        sym.pretty_name = sym.base_name;
        sym.is_lvalue = true;
        sym.is_thread_local = true;
        sym.is_auxiliary = true;
        sym.is_file_local = file_local;
        sym.module = module;
        sym.location = location;
        self.m.symbols.replace(sym);
        self.m.store.symbol(id, ty)
    }

    /// Declares the auxiliary local `id` (base name `base`) here: its symbol, a DECL and
    /// its scope entry (it is killed at the end of the current block).
    pub fn declare_auxiliary_local(
        &mut self,
        id: Ident,
        base: &str,
        ty: TypeId,
        span: Span,
        file_local: bool,
    ) -> ExprId {
        let loc = self.loc(span);
        let e = self.auxiliary_symbol(id, base, ty, self.module, loc, file_local);
        let at = self.emit(Instruction::new(InstrKind::Decl(e), loc));
        self.f().scopes.declare(e, at);
        if let Some(l) = self.f().locals.last_mut() {
            l.push(e);
        }
        e
    }

    // ------------------------------------------------------------ translation units

    /// Converts one parsed translation unit.
    pub fn unit(&mut self, tu: &ast::TranslationUnit, linemap: LineMap, module: &str) {
        self.linemap = Some(linemap);
        self.module = Ident::new(module);
        self.pack_points = pack_points(&tu.pragmas);
        // each unit sees only its own declarations, typedefs and tags; it is linked with
        // the earlier ones at its end, as CBMC's linker does
        self.begin_unit();
        for item in &tu.items {
            let _ = match item {
                ast::ExternalDecl::Declaration(d) => self.declaration(d),
                ast::ExternalDecl::FunctionDef(fd) => self.function_def(fd),
                ast::ExternalDecl::StaticAssert(sa) => self.static_assert(sa),
                ast::ExternalDecl::Asm(_) => Ok(()),
            };
        }
        for fd in std::mem::take(&mut self.alias_defs) {
            let _ = self.function_def(&fd);
        }
        self.pragma_weak(&tu.pragmas);
        self.end_unit();
    }

    /// `#pragma weak NAME` (gcc, Solaris): the unit's symbol NAME is weak, as with
    /// `__attribute__((weak))`; the alias form `#pragma weak NAME = TARGET` is not
    /// supported yet (a warning: NAME gets no definition from it).
    fn pragma_weak(&mut self, pragmas: &[crate::lexer::Pragma]) {
        for p in pragmas {
            let text = p.text.trim();
            let Some(rest) = text.strip_prefix("weak") else {
                continue;
            };
            if !rest.starts_with(char::is_whitespace) {
                continue;
            }
            let rest = rest.trim();
            if rest.contains('=') {
                self.warning(
                    p.span,
                    format!("#pragma weak with an alias is not supported yet: ignoring '{rest}'"),
                );
                continue;
            }
            let Some(Entry::Symbol(id)) = self.scopes.first().and_then(|s| s.get(rest)).cloned()
            else {
                continue;
            };
            if let Some(sym) = self.m.symbols.get_mut(id) {
                sym.is_weak = true;
            }
            if self.defined.contains(&id) {
                self.weak_defined.insert(id);
            }
        }
    }

    pub fn static_assert(&mut self, sa: &ast::StaticAssert) -> R<()> {
        let c = self.const_int(&sa.cond)?;
        if c == BigInt::from(0) {
            let msg = sa
                .message
                .as_ref()
                .map(|m| m.text())
                .unwrap_or_default();
            return self.fail(sa.span, format!("static assertion failed: {msg}"));
        }
        Ok(())
    }

    /// Evaluates an integer constant expression.
    pub fn const_int(&mut self, e: &ast::Expr) -> R<BigInt> {
        let v = self.rvalue_no_side_effects(e)?;
        let layout = consteval::Layout {
            symbols: &self.m.symbols,
            target: &self.target,
        };
        match consteval::eval_in(&self.m.store, v, Some(layout)) {
            Some(x) => Ok(x),
            None => self.fail(e.span, "expected an integer constant expression"),
        }
    }

    // ------------------------------------------------------------ declarations

    /// A declaration at file or block scope.
    pub fn declaration(&mut self, d: &ast::Declaration) -> R<()> {
        let auto_type = d
            .specs
            .type_specifiers()
            .any(|t| matches!(t, ast::TypeSpecifier::AutoType));
        self.last_enum_base = None;
        let base = if auto_type {
            self.ct.int
        } else {
            self.base_type(&d.specs)?
        };
        let is_typedef = d.specs.has_storage(ast::StorageClass::Typedef);
        // `typedef enum A TA;`: the enum's underlying type, for bit-fields of type TA
        let typedef_enum_base = self
            .last_enum_base
            .take()
            .filter(|_| is_typedef && self.names_enum(&d.specs));
        let is_extern = d.specs.has_storage(ast::StorageClass::Extern);
        let is_static = d.specs.has_storage(ast::StorageClass::Static);
        let is_thread = d.specs.has_storage(ast::StorageClass::ThreadLocal)
            || d.specs.has_storage(ast::StorageClass::GnuThread);
        for idecl in &d.declarators {
            let base = if auto_type {
                // GNU `__auto_type x = e;`: the type of `e` after array/function decay
                match (&idecl.init, idecl.declarator.derived.is_empty()) {
                    (Some(ast::Initializer::Expr(e)), true) => {
                        let t = self.type_of_expr(e)?;
                        let t = self.decay_type(t);
                        if t == goto_ir::BOOL {
                            self.ct.int
                        } else {
                            t
                        }
                    }
                    _ => return self.fail(
                        idecl.span,
                        "'__auto_type' requires a plain declarator with an initializer expression",
                    ),
                }
            } else {
                base
            };
            if let Some(a) = spec_attributes(&d.specs)
                .chain(idecl.attributes.iter())
                .chain(idecl.declarator.attributes.iter())
                .find(|a| a.name.name.trim_matches('_') == "cleanup")
            {
                return self.fail(a.span, "__attribute__((cleanup)) is not supported yet");
            }
            let base = self.attributed_type(base, idecl.attributes.iter())?;
            let (name, ty) = self.declarator(base, &idecl.declarator)?;
            let Some(name) = name else { continue };
            let is_const = self.decl_is_const(&d.specs, Some(&idecl.declarator), base);
            let (atomic, atomic_pointee) = self.decl_atomic(&d.specs, Some(&idecl.declarator));
            if is_typedef {
                let enum_base = typedef_enum_base.filter(|_| idecl.declarator.derived.is_empty());
                self.bind(&name.name, Entry::Typedef(ty, enum_base));
                let attrs = idecl.attributes.iter().chain(idecl.declarator.attributes.iter());
                let requested =
                    self.declared_alignment(&d.specs, attrs, &idecl.declarator.derived, false)?;
                match requested {
                    Some(n) if n > self.natural_align(ty) => {
                        self.typedef_aligns.insert(name.name.clone(), n);
                    }
                    _ => {
                        self.typedef_aligns.remove(&name.name);
                    }
                }
                if is_const {
                    self.const_typedefs.insert(name.name.clone());
                } else {
                    self.const_typedefs.remove(&name.name);
                }
                if atomic {
                    self.atomic_typedefs.insert(name.name.clone());
                } else {
                    self.atomic_typedefs.remove(&name.name);
                }
                continue;
            }
            let is_fn = matches!(self.m.store.ty(ty), TypeKind::Code { .. });
            // `__attribute__((weak))`: another unit's strong definition replaces it (on a
            // function's declaration it makes the unit's definition weak)
            let weak = spec_attributes(&d.specs)
                .chain(idecl.attributes.iter())
                .any(|a| a.name.name.trim_matches('_') == "weak");
            if let Some(a) = spec_attributes(&d.specs)
                .chain(idecl.attributes.iter())
                .find(|a| a.name.name.trim_matches('_') == "alias")
            {
                let returns_void = match self.m.store.ty(ty) {
                    TypeKind::Code { ret, .. } => matches!(self.m.store.ty(*ret), TypeKind::Empty),
                    _ => false,
                };
                match alias_definition(d, idecl, a, self.m.store.ty(ty), returns_void) {
                    Some(fd) if is_fn => self.alias_defs.push(fd),
                    _ => self.warning(
                        a.span,
                        format!(
                            "__attribute__((alias)) is not supported yet here: '{}' gets no definition from it",
                            name.name
                        ),
                    ),
                }
            }
            if is_fn {
                let id = self.declare_function(&name, ty, idecl.declarator.span, &d.specs);
                if weak {
                    if let Some(s) = self.m.symbols.get_mut(id) {
                        s.is_weak = true;
                    }
                }
                continue;
            }
            if self.at_file_scope() || is_extern {
                self.global_variable(&name, ty, idecl, is_extern, is_static)?;
                if is_thread {
                    self.update_symbol(&name.name, |s| s.is_thread_local = true);
                }
                if weak {
                    self.update_symbol(&name.name, |s| s.is_weak = true);
                }
            } else {
                // C11 6.7p3: an identifier with no linkage is declared once per scope
                if let Some(Entry::Symbol(old)) = self.scopes.last().and_then(|s| s.get(&name.name)) {
                    let old_is_object = self
                        .m
                        .symbols
                        .get(*old)
                        .is_some_and(|o| !o.is_function(&self.m.store) && !o.is_extern);
                    if old_is_object {
                        return self.fail(
                            name.span,
                            format!("redeclaration of '{}' with no linkage", name.name),
                        );
                    }
                }
                // C11 6.7p7: an object defined in a block has a complete type
                if idecl.init.is_none() || !self.is_unsized_array(ty) {
                    self.require_complete_object(&name, ty)?;
                }
                self.local_variable(&name, ty, idecl, is_static)?;
                if is_thread {
                    self.update_symbol(&name.name, |s| s.is_thread_local = true);
                }
            }
            if is_const {
                if let Some(Entry::Symbol(id)) = self.lookup(&name.name) {
                    self.const_objects.insert(*id);
                }
            }
            // an object declared with an alignment (its own or its typedef's): `_Alignof`
            // of it says so (every object's address is aligned far beyond it anyway)
            let attrs = idecl.attributes.iter().chain(idecl.declarator.attributes.iter());
            let requested =
                self.declared_alignment(&d.specs, attrs, &idecl.declarator.derived, true)?;
            if let (Some(n), Some(&Entry::Symbol(id))) = (requested, self.lookup(&name.name)) {
                if n > self.natural_align(ty) {
                    self.object_aligns.insert(id, n);
                }
            }
            if atomic || atomic_pointee {
                if let Some(&Entry::Symbol(id)) = self.lookup(&name.name) {
                    if atomic {
                        self.atomic_objects.insert(id);
                    }
                    if atomic_pointee {
                        self.atomic_pointees.insert(id);
                    }
                }
            }
            if let (Some(q), false) = (c_quals(&d.specs, Some(&idecl.declarator)), auto_type) {
                if let Some(Entry::Symbol(id)) = self.lookup(&name.name) {
                    self.decl_quals.insert(*id, q);
                }
            }
        }
        Ok(())
    }

    /// Whether an object declared with `specs` and declarator `d` (base type `base`) is
    /// constant or has constant components (CBMC's `is_constant_or_has_constant_components`):
    /// arrays are as constant as their elements, a pointer by its own qualifier, the base
    /// type by `const`, a constant typedef or a struct or union with a constant member.
    pub(crate) fn decl_is_const(
        &self,
        specs: &ast::DeclSpecs,
        d: Option<&ast::Declarator>,
        base: TypeId,
    ) -> bool {
        if let Some(d) = d {
            for der in &d.derived {
                match &der.kind {
                    ast::DerivedKind::Array { .. } => continue,
                    ast::DerivedKind::Pointer { qualifiers, .. } => {
                        return qualifiers.contains(&ast::TypeQualifier::Const)
                    }
                    _ => return false,
                }
            }
        }
        let const_spec = specs.items.iter().any(|s| {
            matches!(
                &s.kind,
                ast::DeclSpecKind::Qualifier(ast::TypeQualifier::Const)
            )
        });
        let const_typedef = specs.type_specifiers().any(|t| {
            matches!(t, ast::TypeSpecifier::TypedefName(n) if self.const_typedefs.contains(&n.name))
        });
        const_spec || const_typedef || self.has_const_members(base)
    }

    /// C11 `_Atomic` of a declaration: whether the declared object is atomic (for an
    /// array: its elements), and whether a declared pointer points to atomic objects.
    pub(crate) fn decl_atomic(
        &self,
        specs: &ast::DeclSpecs,
        d: Option<&ast::Declarator>,
    ) -> (bool, bool) {
        let spec = specs.items.iter().any(|s| {
            matches!(
                &s.kind,
                ast::DeclSpecKind::Qualifier(ast::TypeQualifier::Atomic)
                    | ast::DeclSpecKind::Type(ast::TypeSpecifier::Atomic(_))
            )
        }) || specs.type_specifiers().any(|t| {
            matches!(t, ast::TypeSpecifier::TypedefName(n) if self.atomic_typedefs.contains(&n.name))
        });
        let derived: Vec<&ast::DerivedKind> = d
            .map(|d| {
                d.derived
                    .iter()
                    .map(|x| &x.kind)
                    .filter(|k| !matches!(k, ast::DerivedKind::Array { .. }))
                    .collect()
            })
            .unwrap_or_default();
        let atomic_ptr = |q: &[ast::TypeQualifier]| q.contains(&ast::TypeQualifier::Atomic);
        match derived.as_slice() {
            [] => (spec, false),
            [ast::DerivedKind::Pointer { qualifiers, .. }] => (atomic_ptr(qualifiers), spec),
            [ast::DerivedKind::Pointer { qualifiers, .. }, ..] => (atomic_ptr(qualifiers), false),
            _ => (false, false),
        }
    }

    /// Whether the lvalue `lv` designates an atomic object (see `atomic_objects`).
    pub(crate) fn is_atomic_lvalue(&self, lv: ExprId) -> bool {
        let store = &self.m.store;
        match store.kind(lv) {
            goto_ir::ExprKind::Symbol(id) => self.atomic_objects.contains(id),
            goto_ir::ExprKind::Index => self.is_atomic_lvalue(store.op(lv, 0)),
            goto_ir::ExprKind::Member(m) => {
                let base = store.type_of(store.op(lv, 0));
                match store.ty(base) {
                    TypeKind::StructTag(t) | TypeKind::UnionTag(t) => {
                        self.atomic_members.contains(&(*t, *m))
                    }
                    _ => false,
                }
            }
            goto_ir::ExprKind::Dereference => {
                // `*p`, `p[i]` (`*(p + i)`) of a pointer declared to atomic objects
                let mut p = store.op(lv, 0);
                loop {
                    match store.kind(p) {
                        goto_ir::ExprKind::Plus | goto_ir::ExprKind::Minus | goto_ir::ExprKind::Typecast => p = store.op(p, 0),
                        goto_ir::ExprKind::Symbol(id) => return self.atomic_pointees.contains(id),
                        _ => return false,
                    }
                }
            }
            _ => false,
        }
    }

    /// Whether `t` (through arrays) is a struct or union with a constant member.
    fn has_const_members(&self, mut t: TypeId) -> bool {
        loop {
            match self.m.store.ty(t) {
                TypeKind::Array { elem, .. } => t = *elem,
                TypeKind::StructTag(id) | TypeKind::UnionTag(id) => {
                    return self.const_tags.contains(id)
                }
                _ => return false,
            }
        }
    }

    /// Declares (or re-declares) a function symbol.
    pub fn declare_function(
        &mut self,
        name: &ast::Ident,
        ty: TypeId,
        span: Span,
        specs: &ast::DeclSpecs,
    ) -> Ident {
        let is_static = specs.has_storage(ast::StorageClass::Static);
        // a file-local function of another unit (or a `static` one here while another unit
        // uses the name) is a different function
        let id = self.linked_ident(&name.name, is_static);
        self.implicit_fns.remove(&id);
        if let Some(old) = self.m.symbols.get(id) {
            let old_ty = old.ty;
            if old_ty != ty {
                let (old_has_params, new_has_params) =
                    (self.code_has_prototype(old_ty), self.code_has_prototype(ty));
                // keep the more informative declaration; K&R-style decls are compatible
                if new_has_params && !old_has_params {
                    if let Some(s) = self.m.symbols.get_mut(id) {
                        s.ty = ty;
                    }
                } else if old_has_params && new_has_params && !self.same_signature(old_ty, ty) {
                    self.remark(span, format!("conflicting types for '{}'", name.name));
                }
            }
        } else {
            let mut sym = Symbol::new(id, ty);
            sym.base_name = Ident::new(&name.name);
            sym.pretty_name = sym.base_name;
            sym.module = self.module;
            sym.location = self.loc_global(span);
            sym.is_file_local = is_static;
            sym.is_lvalue = true;
            self.m.symbols.insert(sym);
        }
        self.bind_global(&name.name, Entry::Symbol(id));
        if !self.at_file_scope() {
            self.bind(&name.name, Entry::Symbol(id));
        }
        id
    }

    fn is_unsized_array(&self, t: TypeId) -> bool {
        matches!(self.m.store.ty(t), TypeKind::Array { size: None, .. })
    }

    /// Whether `t` is an object type whose size is unknown: `void`, a struct or union
    /// that is declared but not defined, or an array of such elements.
    pub fn is_incomplete_object_type(&self, t: TypeId) -> bool {
        let t = self.m.symbols.follow(&self.m.store, t);
        match self.m.store.ty(t) {
            TypeKind::Empty => true,
            TypeKind::Struct(c) | TypeKind::Union(c) => c.incomplete,
            TypeKind::Array { elem, .. } => self.is_incomplete_object_type(*elem),
            _ => false,
        }
    }

    /// The error for a definition of an object of incomplete type (as gcc words it).
    fn require_complete_object(&mut self, name: &ast::Ident, t: TypeId) -> R<()> {
        if matches!(self.m.store.ty(t), TypeKind::Empty) {
            return self.fail(
                name.span,
                format!("variable or field '{}' declared void", name.name),
            );
        }
        if self.is_incomplete_object_type(t) {
            return self.fail(
                name.span,
                format!("storage size of '{}' isn't known", name.name),
            );
        }
        if self.is_unsized_array(t) {
            return self.fail(name.span, format!("array size missing in '{}'", name.name));
        }
        Ok(())
    }

    fn code_has_prototype(&self, t: TypeId) -> bool {
        matches!(self.m.store.ty(t), TypeKind::Code { params, variadic, .. } if !params.is_empty() || !*variadic)
    }

    fn same_signature(&self, a: TypeId, b: TypeId) -> bool {
        match (self.m.store.ty(a), self.m.store.ty(b)) {
            (
                TypeKind::Code {
                    params: pa,
                    ret: ra,
                    variadic: va,
                },
                TypeKind::Code {
                    params: pb,
                    ret: rb,
                    variadic: vb,
                },
            ) => {
                ra == rb
                    && va == vb
                    && pa.len() == pb.len()
                    && pa.iter().zip(pb).all(|(x, y)| x.ty == y.ty)
            }
            _ => false,
        }
    }

    /// Location without function (for file-scope entities).
    pub fn loc_global(&self, span: Span) -> SourceLocation {
        let mut l = self.loc(span);
        l.function = None;
        l
    }

    /// Applies `f` to the symbol `name` denotes in scope (`_Thread_local` / `__thread`:
    /// each thread has its own instance of the object, which symex gives the thread's L0
    /// index and initialises when the thread starts; `weak`: another unit's strong
    /// definition replaces it).
    fn update_symbol(&mut self, name: &str, f: impl FnOnce(&mut Symbol)) {
        if let Some(Entry::Symbol(id)) = self.lookup(name) {
            let id = *id;
            if let Some(s) = self.m.symbols.get_mut(id) {
                f(s);
            }
        }
    }

    fn global_variable(
        &mut self,
        name: &ast::Ident,
        mut ty: TypeId,
        idecl: &ast::InitDeclarator,
        is_extern: bool,
        is_static: bool,
    ) -> R<()> {
        // a file-local `static` whose name another unit already uses is a different object
        let id = self.linked_ident(&name.name, is_static);
        // `int a[2]; int a[] = {1};`: the earlier complete type wins (C11 6.9.2)
        if let (Some(old), TypeKind::Array { elem, size: None }) =
            (self.m.symbols.get(id), self.m.store.ty(ty).clone())
        {
            if matches!(self.m.store.ty(old.ty), TypeKind::Array { elem: e2, size: Some(_) } if *e2 == elem)
            {
                ty = old.ty;
            }
        }
        // the object is in scope in its own initializer (`struct s g = {&g};`)
        if !self.m.symbols.contains(id) {
            let mut s = Symbol::new(id, ty);
            s.base_name = Ident::new(&name.name);
            s.pretty_name = s.base_name;
            s.module = self.module;
            s.location = self.loc_global(idecl.span);
            s.is_static_lifetime = true;
            s.is_lvalue = true;
            s.is_extern = is_extern;
            s.is_file_local = is_static;
            s.is_state_var = true;
            self.statics.push(id);
            self.m.symbols.insert(s);
        }
        self.bind(&name.name, Entry::Symbol(id));
        // complete `T x[] = {…}` from the initializer
        let value = match &idecl.init {
            Some(init) => {
                let saved = self.fun.take();
                let v = self.initializer(&mut ty, init, idecl.span);
                self.fun = saved;
                Some(v?)
            }
            None => None,
        };
        let Some(mut sym) = self.m.symbols.get(id).cloned() else {
            return Ok(());
        };
        // a later definition completes `extern T x[];` or a tentative definition
        if matches!(self.m.store.ty(sym.ty), TypeKind::Array { size: None, .. })
            || sym.ty != ty && value.is_some()
        {
            sym.ty = ty;
        }
        if !is_extern {
            sym.is_extern = false;
        }
        if value.is_some() {
            sym.value = value;
        }
        self.m.symbols.replace(sym);
        Ok(())
    }

    fn local_variable(
        &mut self,
        name: &ast::Ident,
        mut ty: TypeId,
        idecl: &ast::InitDeclarator,
        is_static: bool,
    ) -> R<()> {
        let path = {
            let f = self.f();
            let p: Vec<String> = f.block_path.iter().map(|n| n.to_string()).collect();
            format!("{}::{}::{}", f.name, p.join("::"), name.name)
        };
        let id = Ident::new(&path);
        let mut sym = Symbol::new(id, ty);
        sym.base_name = Ident::new(&name.name);
        sym.pretty_name = sym.base_name;
        sym.module = self.module;
        sym.location = self.loc(idecl.span);
        sym.is_lvalue = true;
        sym.is_file_local = true;
        if is_static {
            sym.is_static_lifetime = true;
            sym.is_state_var = true;
            self.m.symbols.replace(sym);
            self.bind(&name.name, Entry::Symbol(id));
            let value = match &idecl.init {
                Some(init) => Some(self.initializer(&mut ty, init, idecl.span)?),
                None => None,
            };
            if let Some(s) = self.m.symbols.get_mut(id) {
                s.ty = ty;
                s.value = value;
            }
            self.statics.push(id);
            return Ok(());
        }
        sym.is_thread_local = true;
        self.m.symbols.replace(sym);
        self.bind(&name.name, Entry::Symbol(id));
        let loc = self.loc(idecl.span);
        // the initialisation is where its initializer is (CBMC's convert_decl gives the
        // assignment `initializer.find_source_location()`): a later line when the
        // declaration spans several
        let init_loc = match &idecl.init {
            Some(ast::Initializer::Expr(x)) => self.loc(x.span),
            Some(ast::Initializer::List(l)) => self.loc(l.span),
            None => loc.clone(),
        };
        if let Some(ast::Initializer::Expr(
            init @ ast::Expr {
                kind: ast::ExprKind::Call { .. },
                ..
            },
        )) = &idecl.init
        {
            if !matches!(self.m.store.ty(ty), TypeKind::Array { .. }) {
                // `T x = f(a);` is `DECL x; CALL return_value_f := f(a); ASSIGN x :=
                // return_value_f`: CBMC's convert_frontend_decl cleans the initializer
                // (hoisting the call into a temporary) before the assignment
                let e = self.m.store.symbol(id, ty);
                // CBMC hides a declaration that an initialisation follows: its trace
                // step would only show a meaningless value
                let decl_loc = SourceLocation { hide: true, ..loc };
                let at = self.emit(Instruction::new(InstrKind::Decl(e), decl_loc));
                self.f().scopes.declare(e, at);
                if let Some(l) = self.f().locals.last_mut() {
                    l.push(e);
                }
                let v = self.expr(init);
                self.call_into = None;
                let v = v?;
                if v != e {
                    let v = self.decay(v);
                    let v = self.implicit_cast(v, ty, init.span)?;
                    self.emit(Instruction::new(InstrKind::Assign { lhs: e, rhs: v }, init_loc));
                }
                return Ok(());
            }
        }
        // The initializer may complete the type (`int a[] = {1,2}`): convert it first into
        // a value, then declare.
        let value = match &idecl.init {
            Some(init) => Some(self.initializer(&mut ty, init, idecl.span)?),
            None => None,
        };
        if let Some(s) = self.m.symbols.get_mut(id) {
            s.ty = ty;
        }
        let e = self.m.store.symbol(id, ty);
        // hidden when an initialisation follows, as in CBMC
        let decl_loc = SourceLocation {
            hide: value.is_some(),
            ..loc
        };
        let at = self.emit(Instruction::new(InstrKind::Decl(e), decl_loc));
        self.f().scopes.declare(e, at);
        if let Some(l) = self.f().locals.last_mut() {
            l.push(e);
        }
        if let Some(v) = value {
            self.emit(Instruction::new(InstrKind::Assign { lhs: e, rhs: v }, init_loc));
        }
        Ok(())
    }

    // ------------------------------------------------------------ types

    /// The type named by declaration specifiers.
    pub fn base_type(&mut self, specs: &ast::DeclSpecs) -> R<TypeId> {
        use ast::TypeSpecifier as T;
        let mut signed = None::<bool>;
        let (mut short, mut long, mut char_, mut int, mut bool_) = (0, 0, false, false, false);
        let (mut float, mut double, mut complex, mut int128) = (false, false, false, false);
        let mut explicit: Option<TypeId> = None;
        let mut bitvector: Option<u32> = None;
        for s in specs.type_specifiers() {
            match s {
                T::CproverBitvector(w) => bitvector = Some(self.type_width(w, 1)?),
                T::CproverFloatbv(w, f) => {
                    let (w, f) = (self.type_width(w, 2)?, self.type_width(f, 1)?);
                    if f >= w - 1 {
                        return self.fail(
                            specs.span,
                            "__CPROVER_floatbv: the fraction must leave room for the sign and \
                             an exponent",
                        );
                    }
                    explicit = Some(self.float_type(w, f));
                }
                T::CproverFixedbv(..) => {
                    return self.fail(specs.span, "the __CPROVER_fixedbv type is not supported yet");
                }
                T::Void => explicit = Some(self.ct.void),
                T::Char => char_ = true,
                T::Short => short += 1,
                T::Int => int = true,
                T::Long => long += 1,
                T::Float => float = true,
                T::Double => double = true,
                T::Signed => signed = Some(true),
                T::Unsigned => signed = Some(false),
                T::Bool => bool_ = true,
                T::Complex => complex = true,
                T::Imaginary => complex = true,
                T::Int128 => int128 = true,
                T::Float16 => explicit = Some(self.float_type(16, 10)),
                T::Float32 => explicit = Some(self.ct.float),
                T::Float32x | T::Float64 => explicit = Some(self.ct.double),
                T::Float64x | T::GnuFloat80 => explicit = Some(self.ct.long_double),
                T::Float128 | T::Float128x | T::GnuFloat128 => explicit = Some(self.ct.float128),
                T::CproverBool => explicit = Some(goto_ir::BOOL),
                T::VaList => {
                    let p = self.ct.void_ptr;
                    explicit = Some(p)
                }
                T::AutoType => {
                    return self.fail(specs.span, "__auto_type is not supported yet");
                }
                T::Struct(ss) => explicit = Some(self.struct_type(ss)?),
                T::Enum(es) => explicit = Some(self.enum_type(es)?),
                T::TypedefName(id) => match self.lookup(&id.name) {
                    Some(&Entry::Typedef(t, enum_base)) => {
                        explicit = Some(t);
                        if enum_base.is_some() {
                            self.last_enum_base = enum_base;
                        }
                    }
                    _ => return self.fail(id.span, format!("unknown type name '{}'", id.name)),
                },
                T::TypeofExpr(e) => explicit = Some(self.c_type_of_expr(e)?),
                T::TypeofType(tn) => explicit = Some(self.type_name(tn)?),
                T::Atomic(tn) => explicit = Some(self.type_name(tn)?),
            }
        }
        let ct = self.ct;
        let t = if let Some(t) = explicit {
            t
        } else if let Some(w) = bitvector {
            if signed == Some(true) {
                self.m.store.mk_type(TypeKind::Signed(w))
            } else {
                self.m.store.mk_type(TypeKind::Unsigned(w))
            }
        } else if bool_ {
            ct.c_bool
        } else if float {
            ct.float
        } else if double {
            if long > 0 {
                ct.long_double
            } else {
                ct.double
            }
        } else if char_ {
            match signed {
                Some(false) => ct.uchar,
                Some(true) => ct.schar,
                None => ct.char_,
            }
        } else if int128 {
            if signed == Some(false) {
                ct.uint128
            } else {
                ct.int128
            }
        } else if short > 0 {
            if signed == Some(false) {
                ct.ushort
            } else {
                ct.short
            }
        } else if long >= 2 {
            if signed == Some(false) {
                ct.ullong
            } else {
                ct.llong
            }
        } else if long == 1 {
            if signed == Some(false) {
                ct.ulong
            } else {
                ct.long
            }
        } else if int || signed.is_some() {
            if signed == Some(false) {
                ct.uint
            } else {
                ct.int
            }
        } else {
            // no type specifier: implicit int (C89), diagnosed by compilers as a warning
            ct.int
        };
        if complex {
            return Ok(self.m.store.mk_type(TypeKind::Complex { elem: t }));
        }
        self.attributed_type(t, spec_attributes(specs))
    }

    /// The constant width in `[...]` of a CPROVER bit-vector type (at least `min`).
    fn type_width(&mut self, e: &ast::Expr, min: u32) -> R<u32> {
        let v = self.rvalue_no_side_effects(e)?;
        let layout = consteval::Layout {
            symbols: &self.m.symbols,
            target: &self.target,
        };
        let width = consteval::eval_in(&self.m.store, v, Some(layout))
            .and_then(|n| num_traits::ToPrimitive::to_u32(&n));
        match width {
            Some(n) if n >= min && n <= 1 << 16 => Ok(n),
            _ => self.fail(e.span, "a bit-vector width must be a positive integer constant"),
        }
    }

    fn float_type(&mut self, width: u32, fraction: u32) -> TypeId {
        self.m.store.mk_type(TypeKind::Floatbv { width, fraction })
    }

    /// Applies a declarator to a base type; returns the declared name and type.
    pub fn declarator(
        &mut self,
        base: TypeId,
        d: &ast::Declarator,
    ) -> R<(Option<ast::Ident>, TypeId)> {
        let mut t = self.attributed_type(base, d.attributes.iter())?;
        // derived is read from the name outwards: apply in reverse (innermost type first)
        for der in d.derived.iter().rev() {
            t = match &der.kind {
                ast::DerivedKind::Pointer { .. } => {
                    let w = self.target.pointer_width();
                    self.m.store.pointer_type(t, w)
                }
                ast::DerivedKind::Array { size, .. } => {
                    if self.has_infinite_array(t) {
                        return self.fail(
                            der.span,
                            "an array of elements holding an array of infinite size is not supported yet",
                        );
                    }
                    let size = match size {
                        ast::ArraySize::Unspecified | ast::ArraySize::VlaStar => None,
                        ast::ArraySize::Expr(e) => Some(self.array_size(e)?),
                    };
                    self.m.store.array_type(t, size)
                }
                ast::DerivedKind::Function { params, variadic } => {
                    self.function_type(t, params, *variadic)?
                }
                ast::DerivedKind::KrFunction { names } => {
                    let params = names
                        .iter()
                        .map(|_| Parameter {
                            identifier: None,
                            base_name: None,
                            ty: self.ct.int,
                        })
                        .collect();
                    self.m.store.mk_type(TypeKind::Code {
                        params,
                        ret: t,
                        variadic: names.is_empty(),
                    })
                }
            };
        }
        Ok((d.name.clone(), t))
    }

    /// Whether `t` is or holds (as an element or member) an array of infinite size.
    pub(crate) fn has_infinite_array(&self, t: TypeId) -> bool {
        let layout = goto_ir::layout::Layout::new(&self.m.store, &self.m.symbols);
        layout.bits_with(t, &mut |_, _| Ok(BigInt::from(1)))
            == Err(goto_ir::layout::LayoutError::Infinite)
    }

    fn array_size(&mut self, e: &ast::Expr) -> R<ExprId> {
        if is_constant_infinity(e) {
            // CBMC's `T a[__CPROVER_constant_infinity_uint]`: an array of infinite size
            let size_t = self.ct.size_t;
            return Ok(self.m.store.mk(goto_ir::ExprKind::Infinity, size_t, []));
        }
        let v = if self.fun.is_some() {
            self.rvalue(e)?
        } else {
            self.rvalue_no_side_effects(e)?
        };
        let layout = consteval::Layout {
            symbols: &self.m.symbols,
            target: &self.target,
        };
        let vt = self.m.store.type_of(v);
        if self.m.store.ty(vt).is_signed() {
            if let Some(n) = consteval::eval_in(&self.m.store, v, Some(layout)) {
                if n < num_bigint::BigInt::from(0) {
                    return self.fail(e.span, "size of array is negative");
                }
            }
        }
        let size_t = self.ct.size_t;
        let v = self.implicit_cast(v, size_t, e.span)?;
        let layout = consteval::Layout {
            symbols: &self.m.symbols,
            target: &self.target,
        };
        match consteval::eval_in(&self.m.store, v, Some(layout)) {
            Some(n) => Ok(self.m.store.int_const(n, size_t)),
            None if self.fun.is_some() => {
                // a variable-length array: its size is evaluated once, here (C11 6.7.6.2),
                // into a temporary, as CBMC does
                let tmp = self.new_temp("array_size", size_t, e.span);
                let loc = self.loc(e.span);
                self.emit(Instruction::new(
                    InstrKind::Assign { lhs: tmp, rhs: v },
                    loc,
                ));
                Ok(tmp)
            }
            None => self.fail(e.span, "array size is not a constant expression"),
        }
    }

    fn function_type(
        &mut self,
        ret: TypeId,
        params: &[ast::ParamDecl],
        variadic: bool,
    ) -> R<TypeId> {
        let mut ps = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let base = self.base_type(&p.specs)?;
            let (name, mut ty) = match &p.declarator {
                Some(d) => {
                    // the outermost array size of a parameter is dropped by the adjustment to
                    // a pointer, so it is not evaluated (it may name earlier parameters)
                    let mut d = d.clone();
                    if let Some(ast::Derived {
                        kind: ast::DerivedKind::Array { size, .. },
                        ..
                    }) = d.derived.first_mut()
                    {
                        *size = ast::ArraySize::Unspecified;
                    }
                    let saved = self.diags.len();
                    match self.declarator(base, &d) {
                        Ok(r) => r,
                        Err(e) => {
                            // inner sizes that name earlier parameters (`int a[][n]`) are
                            // unknown in the function's type; a definition evaluates them
                            // on entry (`vla_parameters`)
                            if !clear_inner_sizes(&mut d) {
                                return Err(e);
                            }
                            self.diags.truncate(saved);
                            self.declarator(base, &d)?
                        }
                    }
                }
                None => (None, base),
            };
            // `(void)`
            if ty == self.ct.void && name.is_none() && params.len() == 1 && i == 0 {
                break;
            }
            // parameter adjustment: arrays and functions decay to pointers
            let w = self.target.pointer_width();
            ty = match self.m.store.ty(ty).clone() {
                TypeKind::Array { elem, .. } => self.m.store.pointer_type(elem, w),
                TypeKind::Code { .. } => self.m.store.pointer_type(ty, w),
                _ => ty,
            };
            let _ = name;
            ps.push(Parameter {
                identifier: None,
                base_name: None,
                ty,
            });
        }
        Ok(self.m.store.mk_type(TypeKind::Code {
            params: ps,
            ret,
            variadic,
        }))
    }

    /// Parameters whose type has variable inner sizes (`int a[][n]`, `int (*a)[n]`): the
    /// function's type leaves those sizes unknown; here, on entry, the sizes are evaluated
    /// (C11 6.9.1p10) and the name is bound to a local copy `<f>::$vla::<name>` of the
    /// argument with the exact type, so that indexing steps by the evaluated sizes.
    fn vla_parameters(&mut self, fd: &ast::FunctionDef, param_ids: &[Ident]) -> R<()> {
        let Some(ast::DerivedKind::Function { params, .. }) =
            fd.declarator.derived.first().map(|d| &d.kind)
        else {
            return Ok(());
        };
        for (p, &pid) in params.iter().zip(param_ids) {
            let Some(d) = &p.declarator else { continue };
            let mut d = d.clone();
            if let Some(ast::Derived {
                kind: ast::DerivedKind::Array { size, .. },
                ..
            }) = d.derived.first_mut()
            {
                *size = ast::ArraySize::Unspecified;
            }
            let mut probe = d.clone();
            if !clear_inner_sizes(&mut probe) {
                continue;
            }
            let Some(sig_ty) = self.m.symbols.get(pid).map(|s| s.ty) else {
                continue;
            };
            // only parameters whose sizes were left unknown in the function's type
            if !has_unknown_inner_size(&self.m.store, sig_ty) {
                continue;
            }
            let base = self.base_type(&p.specs)?;
            let (name, ty) = self.declarator(base, &d)?;
            let Some(name) = name else { continue };
            let w = self.target.pointer_width();
            let ty = match self.m.store.ty(ty).clone() {
                TypeKind::Array { elem, .. } => self.m.store.pointer_type(elem, w),
                _ => ty,
            };
            if ty == sig_ty {
                continue;
            }
            let fname = self.f().name;
            let lid = Ident::new(&format!("{fname}::$vla::{}", name.name));
            let local = self.declare_auxiliary_local(lid, &name.name, ty, d.span, false);
            let param = self.m.store.symbol(pid, sig_ty);
            let value = self.m.store.typecast(param, ty);
            let loc = self.loc(d.span);
            self.emit(Instruction::new(
                InstrKind::Assign {
                    lhs: local,
                    rhs: value,
                },
                loc,
            ));
            self.bind(&name.name, Entry::Symbol(lid));
            if let Some(q) = self.decl_quals.get(&pid).cloned() {
                self.decl_quals.insert(lid, q);
            }
        }
        Ok(())
    }

    /// The type of a type name (`(int *)`, `sizeof(struct s)`).
    pub fn type_name(&mut self, tn: &ast::TypeName) -> R<TypeId> {
        let base = self.base_type(&tn.specs)?;
        match &tn.declarator {
            Some(d) => Ok(self.declarator(base, d)?.1),
            None => Ok(base),
        }
    }

    /// The type `base` becomes under the type-changing GNU attributes among `attrs`:
    /// `mode(QI|HI|SI|DI|TI|SF|DF|word|byte|pointer)` (an integer or floating type of that
    /// width, keeping the signedness) and `vector_size(N)` (a vector of `N` bytes of
    /// `base`). Other attributes leave it unchanged.
    pub fn attributed_type<'x>(
        &mut self,
        base: TypeId,
        attrs: impl Iterator<Item = &'x ast::Attribute>,
    ) -> R<TypeId> {
        let mut t = base;
        for a in attrs {
            match a.name.name.trim_matches('_') {
                "mode" => {
                    let mode = match a.args.as_deref() {
                        Some([ast::Expr {
                            kind: ast::ExprKind::Ident(m),
                            ..
                        }]) => m.trim_matches('_').to_string(),
                        _ => return self.fail(a.span, "malformed mode attribute"),
                    };
                    let st = &self.m.store;
                    let ft = self.m.symbols.follow(st, t);
                    let unsigned = matches!(st.ty(ft), TypeKind::Unsigned(_));
                    let integer = ctypes::is_integer(st, ft);
                    let bits = match mode.as_str() {
                        "QI" | "byte" => 8,
                        "HI" => 16,
                        "SI" => 32,
                        "DI" => 64,
                        "TI" => 128,
                        "word" | "pointer" => self.target.pointer_width(),
                        "SF" if !integer => {
                            t = self.ct.float;
                            continue;
                        }
                        "DF" if !integer => {
                            t = self.ct.double;
                            continue;
                        }
                        other => {
                            return self.fail(
                                a.span,
                                format!("mode({other}) is not supported yet"),
                            )
                        }
                    };
                    if !integer {
                        return self.fail(a.span, "an integer mode on a non-integer type");
                    }
                    t = if unsigned {
                        self.m.store.unsigned(bits)
                    } else {
                        self.m.store.signed(bits)
                    };
                }
                "vector_size" => {
                    let n = match a.args.as_deref() {
                        Some([e]) => self.const_int(e)?,
                        _ => return self.fail(a.span, "malformed vector_size attribute"),
                    };
                    let st = &self.m.store;
                    let ft = self.m.symbols.follow(st, t);
                    let scalar = ctypes::is_integer(st, ft)
                        || matches!(st.ty(ft), TypeKind::Floatbv { .. });
                    let es = ctypes::size_align(st, &self.m.symbols, &self.target, t)
                        .map_or(0, |x| x.0);
                    let n = num_traits::ToPrimitive::to_u64(&n).unwrap_or(0);
                    if !scalar || es == 0 || n == 0 || n % es != 0 || !(n / es).is_power_of_two() {
                        return self.fail(
                            a.span,
                            "vector_size needs an integer or floating-point element type and a power-of-two multiple of its size",
                        );
                    }
                    let size_t = self.ct.size_t;
                    let count = self.m.store.int_const(n / es, size_t);
                    t = self.m.store.mk_type(TypeKind::Vector {
                        elem: t,
                        size: count,
                    });
                }
                _ => {}
            }
        }
        Ok(t)
    }

    /// The alignment in bytes that `__attribute__((aligned(N)))` and `_Alignas(N)` ask for
    /// (the largest of them; `aligned` without argument is GCC's 16 on x86), each checked to
    /// be a power of two.
    fn requested_alignment<'x>(
        &mut self,
        attrs: impl Iterator<Item = &'x ast::Attribute>,
        alignas: impl Iterator<Item = (&'x ast::AlignasArg, ast::Span)>,
    ) -> R<Option<u64>> {
        let mut wanted: Vec<(BigInt, ast::Span)> = Vec::new();
        for a in attrs {
            if a.name.name.trim_matches('_') != "aligned" {
                continue;
            }
            match a.args.as_deref() {
                Some([e]) => wanted.push((self.const_int(e)?, a.span)),
                _ => wanted.push((BigInt::from(16), a.span)),
            }
        }
        for (arg, s) in alignas {
            let n = match arg {
                ast::AlignasArg::Expr(e) => self.const_int(e)?,
                ast::AlignasArg::Type(tn) => {
                    let t = self.type_name(tn)?;
                    BigInt::from(self.natural_align(t))
                }
            };
            // `_Alignas(0)` has no effect (C11 6.7.5p6)
            if n.is_zero() {
                continue;
            }
            wanted.push((n, s));
        }
        let mut out: Option<u64> = None;
        for (n, s) in wanted {
            match n.to_u64() {
                Some(v) if v.is_power_of_two() && v <= 1 << 28 => {
                    out = Some(out.map_or(v, |o| o.max(v)));
                }
                _ => return self.fail(s, format!("requested alignment {n} is not a positive power of 2")),
            }
        }
        Ok(out)
    }

    /// The alignment a declaration with specifiers `specs` asks for: `aligned` among its
    /// specifiers and in `attrs` (the declarator's), `_Alignas` among its specifiers where
    /// `alignas` (not for typedefs), and its typedef name's for an object of that type or
    /// an array of them (`derived`).
    fn declared_alignment<'x>(
        &mut self,
        specs: &'x ast::DeclSpecs,
        attrs: impl Iterator<Item = &'x ast::Attribute>,
        derived: &[ast::Derived],
        alignas: bool,
    ) -> R<Option<u64>> {
        let alignas_args = specs
            .items
            .iter()
            .filter(|_| alignas)
            .filter_map(|s| match &s.kind {
                ast::DeclSpecKind::Alignas(a) => Some((a, s.span)),
                _ => None,
            });
        let requested = self.requested_alignment(spec_attributes(specs).chain(attrs), alignas_args)?;
        Ok(requested.max(self.typedef_alignment(specs, derived)))
    }

    /// The alignment of type `ty` in bytes (1 for types without one).
    fn natural_align(&self, ty: TypeId) -> u64 {
        ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, ty).map_or(1, |x| x.1)
    }

    /// The alignment a typedef name among `specs` was declared with (`typedef int T
    /// __attribute__((aligned(8)))`), for a declarator that declares an object of that type
    /// or an array of them (`derived` holds no pointer or function step).
    pub(crate) fn typedef_alignment(&self, specs: &ast::DeclSpecs, derived: &[ast::Derived]) -> Option<u64> {
        if derived
            .iter()
            .any(|d| !matches!(d.kind, ast::DerivedKind::Array { .. }))
        {
            return None;
        }
        specs.type_specifiers().find_map(|t| match t {
            ast::TypeSpecifier::TypedefName(n) => self.typedef_aligns.get(&n.name).copied(),
            _ => None,
        })
    }

    /// How a struct or union with specifier `ss` is packed and aligned: its attributes and
    /// the `#pragma pack` in force.
    fn packing(&mut self, ss: &ast::StructSpec) -> R<ctypes::Packing> {
        let pack = self.pack_at(ss.span);
        let packed = ss
            .attributes
            .iter()
            .any(|a| a.name.name.trim_matches('_') == "packed")
            || pack == Some(1);
        let align = self.requested_alignment(ss.attributes.iter(), std::iter::empty())?;
        // GCC's scalar_storage_order: the target's own order changes nothing, the other one
        // would store every scalar member byte-swapped
        let native = if self.target.big_endian { "big-endian" } else { "little-endian" };
        if let Some(a) = ss.attributes.iter().find(|a| {
            a.name.name.trim_matches('_') == "scalar_storage_order"
                && !matches!(a.args.as_deref(), Some([e]) if matches!(&e.kind, ast::ExprKind::String(s) if s.units.iter().map(|&u| u as u8 as char).collect::<String>() == native))
        }) {
            return self.fail(a.span, "__attribute__((scalar_storage_order)) with the other byte order is not supported yet");
        }
        Ok(ctypes::Packing {
            packed,
            pack: pack.filter(|&n| n > 1),
            align,
        })
    }

    /// The `#pragma pack` value in force at `span` (`None`: natural alignment).
    fn pack_at(&self, span: Span) -> Option<u64> {
        self.pack_points
            .iter()
            .take_while(|(at, _)| *at < span.lo)
            .last()
            .and_then(|(_, v)| *v)
    }

    /// `#pragma pack(N)` (N > 1) caps the alignment of a struct's members, which the layout
    /// does; how it places bit-fields whose type aligns to more than N is not modelled yet
    /// (an error, never a wrong layout).
    fn refuse_packed_bit_fields(&mut self, span: Span, packing: ctypes::Packing, members: &[goto_ir::Component]) -> R<()> {
        let Some(n) = packing.pack else {
            return Ok(());
        };
        let over = members.iter().any(|c| match self.m.store.ty(c.ty) {
            TypeKind::CBitField { base, .. } => {
                ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, *base)
                    .map_or(true, |(_, a)| a > n)
            }
            _ => false,
        });
        if over {
            return self.fail(
                span,
                format!("#pragma pack({n}) below the alignment of a bit-field's type is not supported yet"),
            );
        }
        Ok(())
    }

    fn struct_type(&mut self, ss: &ast::StructSpec) -> R<TypeId> {
        let is_union = ss.kind == ast::StructKind::Union;
        let packing = self.packing(ss)?;
        let packed = packing.packed;
        let Some(name) = &ss.name else {
            return self.anonymous_struct_type(ss, is_union, packing);
        };
        let tag_name = name.name.clone();
        // find or create the tag symbol
        let existing = if ss.members.is_some() {
            self.tags.last().and_then(|t| t.get(&tag_name).copied())
        } else {
            self.lookup_tag(&tag_name)
        };
        let tag_id = match existing {
            Some(id) => id,
            None => {
                let mut name = format!("tag-{tag_name}");
                if self.m.symbols.contains(Ident::new(&name)) && ss.members.is_some() {
                    // a different struct with the same tag in another scope
                    let existing_sym = self.m.symbols.get(Ident::new(&name));
                    let incomplete = existing_sym.is_some_and(|s| {
                        matches!(self.m.store.ty(s.ty), TypeKind::Struct(c) | TypeKind::Union(c) if c.incomplete)
                    });
                    if !incomplete && self.fun.is_some() {
                        name = format!("tag-{tag_name}${}", self.fresh());
                    }
                }
                let id = Ident::new(&name);
                if !self.m.symbols.contains(id) {
                    let body = Compound {
                        tag: Some(Ident::new(&tag_name)),
                        components: Vec::new(),
                        packed,
                        incomplete: true,
                        align: None,
                    };
                    self.new_tag_symbol(id, &tag_name, body, is_union, ss.span);
                }
                if let Some(t) = self.tags.last_mut() {
                    t.insert(tag_name.clone(), id);
                }
                id
            }
        };
        let tag_ty = self.m.store.mk_type(if is_union {
            TypeKind::UnionTag(tag_id)
        } else {
            TypeKind::StructTag(tag_id)
        });
        if let Some(members) = &ss.members {
            let laid = self.struct_members(members, packing, is_union)?;
            for m in std::mem::take(&mut self.last_atomic_members) {
                self.atomic_members.insert((tag_id, m));
            }
            self.refuse_packed_bit_fields(ss.span, packing, &laid.components)?;
            let has_const = self.members_have_const;
            let body = Compound {
                tag: Some(Ident::new(&tag_name)),
                components: laid.components,
                packed,
                incomplete: false,
                align: laid.align,
            };
            let t = self.m.store.mk_type(if is_union {
                TypeKind::Union(body)
            } else {
                TypeKind::Struct(body)
            });
            let earlier = self.m.symbols.get(tag_id).map(|s| s.ty).filter(|&old| {
                old != t
                    && !matches!(self.m.store.ty(old), TypeKind::Struct(c) | TypeKind::Union(c) if c.incomplete)
            });
            if earlier.is_some() && !self.link.tags_completed.contains(&tag_id) {
                // an earlier translation unit defines this tag with other members: a
                // different type, renamed as CBMC's linker renames it
                let new_id = self.fresh_link_name(tag_id.as_str());
                let body = match self.m.store.ty(t).clone() {
                    TypeKind::Struct(mut c) | TypeKind::Union(mut c) => {
                        for m in &mut c.components {
                            m.ty = self.replace_tag(m.ty, tag_id, new_id);
                        }
                        c
                    }
                    _ => return Err(Reported),
                };
                self.new_tag_symbol(new_id, &tag_name, body, is_union, ss.span);
                if has_const {
                    self.const_tags.insert(new_id);
                }
                if let Some(t) = self.tags.last_mut() {
                    t.insert(tag_name.clone(), new_id);
                }
                self.link.tags_completed.insert(new_id);
                let tag_ty = self.m.store.mk_type(if is_union {
                    TypeKind::UnionTag(new_id)
                } else {
                    TypeKind::StructTag(new_id)
                });
                return Ok(tag_ty);
            }
            if let Some(s) = self.m.symbols.get_mut(tag_id) {
                s.ty = t;
            }
            if has_const {
                self.const_tags.insert(tag_id);
            }
            self.link.tags_completed.insert(tag_id);
        }
        Ok(tag_ty)
    }

    /// A struct or union without a tag. It cannot refer to itself, so its tag symbol is
    /// chosen after its members: identical bodies (a typedef'd `struct { … }` of a header
    /// that several units include) share one `tag-#anon#K`, as CBMC, which names anonymous
    /// tags by their structure, makes them one type.
    fn anonymous_struct_type(
        &mut self,
        ss: &ast::StructSpec,
        is_union: bool,
        packing: ctypes::Packing,
    ) -> R<TypeId> {
        let packed = packing.packed;
        let (components, align) = match &ss.members {
            Some(members) => {
                let laid = self.struct_members(members, packing, is_union)?;
                (laid.components, laid.align)
            }
            None => (Vec::new(), None),
        };
        let atomic_members = std::mem::take(&mut self.last_atomic_members);
        self.refuse_packed_bit_fields(ss.span, packing, &components)?;
        let has_const = ss.members.is_some() && self.members_have_const;
        let key_body = Compound {
            tag: None,
            components: components.clone(),
            packed,
            incomplete: ss.members.is_none(),
            align,
        };
        let key = self.m.store.mk_type(if is_union {
            TypeKind::Union(key_body)
        } else {
            TypeKind::Struct(key_body)
        });
        let id = match self.anon_tags.get(&key) {
            Some(&id) if ss.members.is_some() => id,
            _ => {
                let mut k = self.anon_tags.len() + 1;
                while self.m.symbols.contains(Ident::new(&format!("tag-#anon#{k}"))) {
                    k += 1;
                }
                let tag_name = format!("#anon#{k}");
                let id = Ident::new(&format!("tag-{tag_name}"));
                let body = Compound {
                    tag: Some(Ident::new(&tag_name)),
                    components,
                    packed,
                    incomplete: ss.members.is_none(),
                    align,
                };
                self.new_tag_symbol(id, &tag_name, body, is_union, ss.span);
                self.anon_tags.insert(key, id);
                id
            }
        };
        // bodies that differ only in qualifiers share the tag: constant if one is
        if has_const {
            self.const_tags.insert(id);
        }
        for m in atomic_members {
            self.atomic_members.insert((id, m));
        }
        let tag_ty = self.m.store.mk_type(if is_union {
            TypeKind::UnionTag(id)
        } else {
            TypeKind::StructTag(id)
        });
        Ok(tag_ty)
    }

    /// Adds the type symbol `id` of a struct or union with tag `tag_name` and `body`.
    fn new_tag_symbol(
        &mut self,
        id: Ident,
        tag_name: &str,
        body: Compound,
        is_union: bool,
        span: Span,
    ) {
        let prefix = if is_union { "union" } else { "struct" };
        let t = self.m.store.mk_type(if is_union {
            TypeKind::Union(body)
        } else {
            TypeKind::Struct(body)
        });
        let mut sym = Symbol::new(id, t);
        sym.is_type = true;
        sym.base_name = Ident::new(tag_name);
        sym.pretty_name = Ident::new(&format!("{prefix} {tag_name}"));
        sym.module = self.module;
        sym.location = self.loc_global(span);
        self.m.symbols.insert(sym);
    }

    /// The members of a struct or union body, laid out (padding members inserted).
    /// Unnamed members are numbered within the body (`$anon0`, `$bit_field_pad0`), so the
    /// same definition gives the same type in every translation unit.
    fn struct_members(
        &mut self,
        members: &[ast::StructMember],
        packing: ctypes::Packing,
        is_union: bool,
    ) -> R<ctypes::LaidOut> {
        let (mut anon_no, mut pad_no) = (0u32, 0u32);
        let mut fields = Vec::new();
        let mut has_const = false;
        let mut atomic_members = Vec::new();
        for m in members {
            match m {
                ast::StructMember::StaticAssert(sa) => self.static_assert(sa)?,
                ast::StructMember::Field(f) => {
                    self.last_enum_base = None;
                    let base = self.base_type(&f.specs)?;
                    // an enum bit-field written with its `enum` specifier holds the bits
                    // of the enum's underlying type (`unsigned int` without negative
                    // constants) even where enumerations are compiled as `int`
                    let direct_enum = self.names_enum(&f.specs);
                    let enum_base = self.last_enum_base.take().filter(|_| direct_enum);
                    if f.declarators.is_empty() && self.decl_is_const(&f.specs, None, base) {
                        has_const = true;
                    }
                    for sd in &f.declarators {
                        if self.decl_is_const(&f.specs, sd.declarator.as_ref(), base) {
                            has_const = true;
                        }
                    }
                    if f.declarators.is_empty() {
                        // anonymous struct/union member
                        fields.push(ctypes::MemberSpec {
                            name: Ident::new(&format!("$anon{anon_no}")),
                            ty: base,
                            bit_width: None,
                            align: None,
                        });
                        anon_no += 1;
                    }
                    for sd in &f.declarators {
                        if let Some(a) = sd
                            .attributes
                            .iter()
                            .find(|a| a.name.name.trim_matches('_') == "packed")
                        {
                            return self.fail(
                                a.span,
                                "__attribute__((packed)) on a struct member is not supported yet",
                            );
                        }
                        let base = self.attributed_type(base, sd.attributes.iter())?;
                        let (name, ty) = match &sd.declarator {
                            Some(d) => self.declarator(base, d)?,
                            None => (None, base),
                        };
                        let width = match &sd.bit_width {
                            Some(w) => Some(u32::try_from(self.const_int(w)?).map_err(|_| {
                                self.error(w.span, "invalid bit-field width");
                                Reported
                            })?),
                            None => None,
                        };
                        let name = match name {
                            Some(n) => Ident::new(&n.name),
                            None => {
                                pad_no += 1;
                                Ident::new(&format!("{}{}", ctypes::UNNAMED_BIT_FIELD, pad_no - 1))
                            }
                        };
                        if self.decl_atomic(&f.specs, sd.declarator.as_ref()).0 {
                            atomic_members.push(name);
                        }
                        if self.has_infinite_array(ty) {
                            return self.fail(
                                sd.span,
                                "an array of infinite size as a struct or union member is not supported yet",
                            );
                        }
                        let ty = match self.m.store.ty(ty).clone() {
                            // flexible array member: a zero-length array, as in CBMC
                            TypeKind::Array { elem, size: None } if !is_union => {
                                let zero = self.m.store.int_const(0, self.ct.size_t);
                                self.m.store.array_type(elem, Some(zero))
                            }
                            _ => ty,
                        };
                        // an enum bit-field holds its underlying type's bits (the
                        // enum-range check, as in CBMC, does not look at bit-fields)
                        let ty = match (width, self.enum_base(ty)) {
                            (Some(_), Some(base)) => base,
                            (Some(_), None) if ty == self.ct.int => enum_base.unwrap_or(ty),
                            _ => ty,
                        };
                        let attrs = sd
                            .attributes
                            .iter()
                            .chain(sd.declarator.iter().flat_map(|d| d.attributes.iter()));
                        let derived = sd.declarator.as_ref().map_or(&[][..], |d| &d.derived[..]);
                        let requested = self.declared_alignment(&f.specs, attrs, derived, true)?;
                        let align = self.member_alignment(ty, requested, packing, width, sd.span)?;
                        fields.push(ctypes::MemberSpec {
                            name,
                            ty,
                            bit_width: width,
                            align,
                        });
                    }
                }
            }
        }
        self.members_have_const = has_const;
        self.last_atomic_members = atomic_members;
        Ok(ctypes::layout_struct(
            &mut self.m.store,
            &self.m.symbols,
            &self.target,
            fields,
            packing,
            is_union,
        ))
    }

    /// The explicit alignment of a member of type `ty` whose declaration asks for
    /// `requested`: `None` where it does not raise the alignment the member has anyway (its
    /// type's, 1 in a packed struct). An array's elements must stay aligned (GCC's error);
    /// an over-aligned bit-field is not supported yet.
    fn member_alignment(
        &mut self,
        ty: TypeId,
        requested: Option<u64>,
        packing: ctypes::Packing,
        bit_width: Option<u32>,
        span: Span,
    ) -> R<Option<u64>> {
        let Some(n) = requested else {
            return Ok(None);
        };
        let natural = self.natural_align(ty);
        let has = if packing.packed { 1 } else { natural };
        if n <= has {
            return Ok(None);
        }
        if bit_width.is_some() {
            return self.fail(
                span,
                format!("an alignment of {n} above the natural alignment ({natural}) of a bit-field is not supported yet"),
            );
        }
        Ok(Some(n))
    }

    /// `enum tag { ... }` is a `c_enum` type symbol (CBMC's `tag-<name>`, or
    /// `#anon_enum$A=0$B=1` without a tag) and the type is a `c_enum_tag` naming it. The
    /// underlying type is CBMC's (and GCC's): `unsigned int` without negative constants,
    /// `int` otherwise, the smallest fitting type for packed enums. Values of enum type are
    /// promoted to `int` when read (see `decay`), so they behave as in CBMC everywhere but
    /// for the `--enum-range-check` checks on them. Only with `enum_types`
    /// (`--enum-range-check`): otherwise enumerations are `int`.
    // FIXME: c_enum types by default once traces print enum values as CBMC does (`IDLE`
    // with its bits; today `/*enum*/IDLE (?)`). The solver sizes c_enum objects.
    fn enum_type(&mut self, es: &ast::EnumSpec) -> R<TypeId> {
        let Some(list) = &es.enumerators else {
            // a reference: the enum if it is defined, `int` otherwise (CBMC's incomplete
            // enums have an `int` subtype)
            if let Some(n) = &es.name {
                if let Some(id) = self.lookup_tag(&n.name) {
                    let ty = self.m.symbols.get(id).map(|s| s.ty);
                    match ty.map(|t| self.m.store.ty(t).clone()) {
                        Some(TypeKind::CEnum { base, .. }) => {
                            self.last_enum_base = Some(base);
                            if !self.enum_types {
                                return Ok(self.plain_enum_type(base));
                            }
                            return Ok(self.m.store.mk_type(TypeKind::CEnumTag(id)));
                        }
                        Some(TypeKind::Struct(_) | TypeKind::Union(_)) => {
                            return self
                                .fail(n.span, format!("'{}' defined as wrong kind of tag", n.name))
                        }
                        _ => {}
                    }
                }
            }
            return Ok(self.ct.int);
        };
        let mut next = BigInt::from(0);
        let (mut min, mut max) = (BigInt::from(0), BigInt::from(0));
        let mut members = Vec::new();
        for en in list {
            if let Some(v) = &en.value {
                next = self.const_int(v)?;
            }
            min = min.min(next.clone());
            max = max.max(next.clone());
            let ct = self.enum_constant_type(&min, &max);
            self.bind(&en.name.name, Entry::EnumConst(next.clone(), ct));
            members.push(goto_ir::EnumMember {
                identifier: Ident::new(&en.name.name),
                base_name: Ident::new(&en.name.name),
                value: next.clone(),
            });
            next += 1;
        }
        let packed = es
            .attributes
            .iter()
            .any(|a| a.name.name.trim_matches('_') == "packed");
        let fits = |bits: u32, signed: bool| {
            if signed {
                min >= -(BigInt::from(1) << (bits - 1)) && max < (BigInt::from(1) << (bits - 1))
            } else {
                max < (BigInt::from(1) << bits)
            }
        };
        let signed = min < BigInt::from(0);
        let mut widths = vec![];
        if packed {
            widths.extend([8, 16]);
        }
        widths.push(32);
        let Some(width) = widths.into_iter().find(|&w| fits(w, signed)) else {
            return self.fail(
                es.span,
                "an enumeration with constants outside the range of int is not supported yet",
            );
        };
        let base = if signed {
            self.m.store.signed(width)
        } else {
            self.m.store.unsigned(width)
        };
        let tag_name = match &es.name {
            Some(n) => n.name.clone(),
            None => {
                let mut a = String::from("#anon_enum");
                for m in &members {
                    a.push_str(&format!("${}={}", m.base_name, m.value));
                }
                if packed {
                    a.push_str("#packed");
                }
                a
            }
        };
        let ty = self.m.store.mk_type(TypeKind::CEnum {
            tag: es.name.as_ref().map(|n| Ident::new(&n.name)),
            base,
            members,
        });
        let mut name = if es.name.is_some() {
            format!("tag-{tag_name}")
        } else {
            tag_name.clone()
        };
        // a different enum with the same tag (another scope or translation unit)
        if let Some(old) = self.m.symbols.get(Ident::new(&name)) {
            if old.ty != ty {
                name = format!("{name}${}", self.fresh());
            }
        }
        let id = Ident::new(&name);
        if !self.m.symbols.contains(id) {
            let mut sym = Symbol::new(id, ty);
            sym.is_type = true;
            sym.base_name = Ident::new(&tag_name);
            sym.pretty_name = Ident::new(&format!("enum {tag_name}"));
            sym.module = self.module;
            sym.location = self.loc_global(es.span);
            self.m.symbols.insert(sym);
        }
        if es.name.is_some() {
            if let Some(t) = self.tags.last_mut() {
                t.insert(tag_name, id);
            }
        }
        self.last_enum_base = Some(base);
        if !self.enum_types {
            return Ok(self.plain_enum_type(base));
        }
        Ok(self.m.store.mk_type(TypeKind::CEnumTag(id)))
    }

    /// An enumeration's type without `c_enum` types: `int`, or for a packed enumeration
    /// its narrower underlying type (gcc's size and layout: 1 or 2 bytes).
    fn plain_enum_type(&self, base: TypeId) -> TypeId {
        match self.m.store.ty(base) {
            TypeKind::Signed(w) | TypeKind::Unsigned(w) if *w < 32 => base,
            _ => self.ct.int,
        }
    }

    /// The type of an enumeration constant, given the least and greatest values of the
    /// constants so far (CBMC's `enum_constant_type`): `int` when they fit, else the first
    /// unsigned type that holds them (non-negative), else `long` or `long long`.
    fn enum_constant_type(&self, min: &BigInt, max: &BigInt) -> TypeId {
        let p = |b: u32| BigInt::from(1) << b;
        let lw = self.target.long_width();
        let ct = &self.ct;
        if *max < p(31) && *min >= -p(31) {
            ct.int
        } else if *min >= BigInt::from(0) && *max < p(32) {
            ct.uint
        } else if *min >= BigInt::from(0) && *max < p(lw) {
            ct.ulong
        } else if *min >= BigInt::from(0) && *max < p(64) {
            ct.ullong
        } else if *max < p(lw - 1) && *min >= -p(lw - 1) {
            ct.long
        } else {
            ct.llong
        }
    }

    /// The underlying integer type of an enum type (`None` for other types).
    pub fn enum_base(&self, t: TypeId) -> Option<TypeId> {
        let ft = self.m.symbols.follow(&self.m.store, t);
        match self.m.store.ty(ft) {
            TypeKind::CEnum { base, .. } => Some(*base),
            _ => None,
        }
    }

    // ------------------------------------------------------------ functions

    pub fn function_def(&mut self, fd: &ast::FunctionDef) -> R<()> {
        if is_gnu_inline_extern(fd)
            && fd
                .declarator
                .name
                .as_ref()
                .is_some_and(|n| library::modelled_functions().contains(&n.name))
        {
            // glibc's inline wrappers of library functions (`extern inline` gnu_inline
            // definitions, e.g. the fortified memcpy/printf/fread with -D_FORTIFY_SOURCE):
            // GCC uses such a body only for inlining and calls the library function
            // otherwise; so does rbmc, whose library model is that function. (The bodies
            // call `__builtin___memcpy_chk`, which is memcpy again, or forward `...` with
            // `__builtin_va_arg_pack()`.) The definition is a declaration here.
            let d = library::prototype_of(fd);
            return self.declaration(&d);
        }
        let base = self.base_type(&fd.specs)?;
        let (name, mut ty) = self.declarator(base, &fd.declarator)?;
        let Some(name) = name else {
            return self.fail(fd.span, "function definition without a name");
        };
        // K&R definitions: parameter types from the declaration list
        if let Some(ast::DerivedKind::KrFunction { names }) =
            fd.declarator.derived.first().map(|d| &d.kind)
        {
            self.kr_functions.insert(name.name.clone());
            let mut types: FxHashMap<String, TypeId> = FxHashMap::default();
            for d in &fd.kr_decls {
                let b = self.base_type(&d.specs)?;
                for idecl in &d.declarators {
                    let (n, t) = self.declarator(b, &idecl.declarator)?;
                    if let Some(n) = n {
                        types.insert(n.name, t);
                    }
                }
            }
            let ret = match self.m.store.ty(ty) {
                TypeKind::Code { ret, .. } => *ret,
                _ => self.ct.int,
            };
            let params = names
                .iter()
                .map(|n| Parameter {
                    identifier: None,
                    base_name: Some(Ident::new(&n.name)),
                    ty: types.get(&n.name).copied().unwrap_or(self.ct.int),
                })
                .collect();
            ty = self.m.store.mk_type(TypeKind::Code {
                params,
                ret,
                variadic: false,
            });
        }
        let TypeKind::Code {
            params,
            ret,
            variadic,
        } = self.m.store.ty(ty).clone()
        else {
            return self.fail(fd.span, "function definition with a non-function type");
        };
        let fname = name.name.clone();
        // parameter names as written (the declarator's innermost function step)
        let written: Vec<Option<String>> = match fd.declarator.derived.first().map(|d| &d.kind) {
            Some(ast::DerivedKind::Function { params, .. }) => params
                .iter()
                .map(|p| {
                    p.declarator
                        .as_ref()
                        .and_then(|d| d.name.as_ref())
                        .map(|n| n.name.clone())
                })
                .collect(),
            Some(ast::DerivedKind::KrFunction { names }) => {
                names.iter().map(|n| Some(n.name.clone())).collect()
            }
            _ => Vec::new(),
        };
        // parameters get identifiers `f::x`
        let params: Vec<Parameter> = params
            .into_iter()
            .enumerate()
            .map(|(i, mut p)| {
                let base = written
                    .get(i)
                    .cloned()
                    .flatten()
                    .map(|n| Ident::new(&n))
                    .unwrap_or_else(|| Ident::new(&format!("$param{i}")));
                p.identifier = Some(Ident::new(&format!("{fname}::{base}")));
                p.base_name = Some(base);
                p
            })
            .collect();
        let fty = self.m.store.mk_type(TypeKind::Code {
            params: params.clone(),
            ret,
            variadic,
        });
        let id = self.declare_function(&name, fty, fd.span, &fd.specs);
        self.set_aside_locals(id);
        if let Some(s) = self.m.symbols.get_mut(id) {
            s.ty = fty;
            s.location = SourceLocation {
                function: None,
                ..s.location
            };
        }
        let attrs = function_attributes(fd);
        // GNU `extern inline`: a definition for inlining only, the function's real one may
        // be in another unit (which replaces it, as a strong definition replaces a weak
        // one); unused, it is internal (CBMC makes it file-local)
        let extern_inline = is_extern_inline(fd);
        // weak by its own attribute or by one on an earlier declaration in this unit
        let declared_weak = self.m.symbols.get(id).is_some_and(|s| s.is_weak);
        let weak = attrs.contains(&"weak") || declared_weak || extern_inline;
        // goto objects keep the weakness on the symbol
        if let Some(s) = self.m.symbols.get_mut(id) {
            s.is_weak = weak;
        }
        if !self.defined.insert(id) {
            if weak {
                // a weak definition never replaces one seen before
                return Ok(());
            }
            if !self.weak_defined.remove(&id) {
                return self.fail(name.span, format!("redefinition of '{fname}'"));
            }
            // a strong definition replaces the weak one
            self.m.functions.shift_remove(&id);
            self.extern_inline.remove(&id);
        } else if weak {
            self.weak_defined.insert(id);
        }
        if extern_inline {
            self.extern_inline.insert(id);
            if is_gnu_inline_extern(fd) {
                self.gnu_inline.insert(id);
            }
        }
        if attrs.contains(&"constructor") && !self.constructors.contains(&id) {
            let p = self.init_priority(fd, "constructor")?;
            // by priority, lowest first; those without one (65535) last; ties in order
            let mut list = std::mem::take(&mut self.constructors);
            self.insert_by_priority(&mut list, id, p, |q| q > p);
            self.constructors = list;
        }
        if attrs.contains(&"destructor") && !self.destructors.contains(&id) {
            let p = self.init_priority(fd, "destructor")?;
            // the reverse: highest priority first, those without one before all others
            let mut list = std::mem::take(&mut self.destructors);
            self.insert_by_priority(&mut list, id, p, |q| q < p);
            self.destructors = list;
        }
        // the errors in the body of a system header's function wait until the function
        // is reachable ([`Converter::check_reachable`]): headers such as <immintrin.h>
        // define hundreds of inline functions over built-ins rbmc does not model
        let in_system_header = self
            .linemap
            .as_ref()
            .is_some_and(|m| m.is_system(fd.span.lo));
        let diags_before = self.diags.len();
        let end_label = Label(0);
        self.fun = Some(FunCtx::new(id, ret));
        self.push_scope();
        let mut param_ids = Vec::new();
        for p in &params {
            let pid = p.identifier.unwrap_or(id);
            let mut sym = Symbol::new(pid, p.ty);
            sym.base_name = p.base_name.unwrap_or(pid);
            sym.pretty_name = sym.base_name;
            sym.is_parameter = true;
            sym.is_lvalue = true;
            sym.is_thread_local = true;
            sym.is_file_local = true;
            sym.module = self.module;
            sym.location = self.loc(fd.declarator.span);
            self.m.symbols.replace(sym);
            if let Some(b) = p.base_name {
                self.bind(b.as_str(), Entry::Symbol(pid));
            }
            if let Some(ast::DerivedKind::Function { params, .. }) =
                fd.declarator.derived.first().map(|d| &d.kind)
            {
                if let Some(q) = params
                    .get(param_ids.len())
                    .and_then(|a| c_quals(&a.specs, a.declarator.as_ref()))
                {
                    self.decl_quals.insert(pid, q);
                }
                if let Some(a) = params.get(param_ids.len()) {
                    let (atomic, pointee) = self.decl_atomic(&a.specs, a.declarator.as_ref());
                    if atomic {
                        self.atomic_objects.insert(pid);
                    }
                    if pointee {
                        self.atomic_pointees.insert(pid);
                    }
                }
            }
            param_ids.push(pid);
        }
        self.vla_parameters(fd, &param_ids)?;
        // a function defined with `...` takes over the array of its variadic arguments
        if matches!(
            fd.declarator.derived.first().map(|d| &d.kind),
            Some(ast::DerivedKind::Function { variadic: true, .. })
        ) {
            self.variadic_defs.insert(id);
            self.va_capture(fd.declarator.span);
        }
        // SV-COMP's `__VERIFIER_atomic_*` functions run as one atomic section (as CBMC's
        // goto-convert makes them): ATOMIC_BEGIN first, ATOMIC_END where every return ends
        let atomic = id.as_str().starts_with("__VERIFIER_atomic_");
        if atomic {
            let loc = self.loc(fd.body.span);
            self.emit(Instruction::new(InstrKind::AtomicBegin, loc));
        }
        // the body's block is `1` and shares the parameters' scope in C, but gets its own
        // scope for block-local names
        self.f().all_labels = stmt::labels_of(&fd.body.items);
        let r = self.block_items(&fd.body.items);
        let end_reachable = self.falls_through();
        self.close_block_deads(fd.body.span);
        self.pop_scope();
        let end_loc = self.loc(Span::new(
            fd.body.span.hi.saturating_sub(1),
            fd.body.span.hi,
        ));
        // a non-void function that can run off its end returns a nondeterministic value
        // there (CBMC's goto-convert; `main` returns 0 in C99 and is left alone)
        let ret = self.f().ret;
        if end_reachable && ret != self.ct.void && id.as_str() != "main" {
            let v = self.m.store.mk(goto_ir::ExprKind::Nondet, ret, []);
            self.emit(Instruction::new(InstrKind::SetReturnValue(v), end_loc));
        }
        self.place(end_label);
        if atomic {
            self.emit(Instruction::new(InstrKind::AtomicEnd, end_loc));
        }
        self.alloca_objects_dead(end_loc);
        self.emit(Instruction::new(InstrKind::EndFunction, end_loc));
        self.finish_c_gotos();
        let f = self.fun.take().expect("function context");
        let mut body = f.body;
        for (i, l) in f.pending {
            match f.label_pos[l.0 as usize] {
                Some(p) => body[i].targets[0] = InstrRef(p as u32),
                None => {
                    let loc = body[i].location;
                    self.error_at(&loc, "jump to an undefined label");
                }
            }
        }
        self.declare_alloca_temps(&mut body, &f.alloca_temps);
        self.m.functions.insert(
            id,
            GotoFunction {
                parameters: param_ids,
                body,
                numbering: Vec::new(),
            },
        );
        if in_system_header
            && self.diags[diags_before..]
                .iter()
                .any(|d| d.severity == crate::diag::Severity::Error)
        {
            // (another unit's body of the same header function has the same errors)
            let deferred = self.diags.split_off(diags_before);
            self.deferred_errors.insert(id, deferred);
            return Ok(());
        }
        r
    }

    /// Emits DEAD for the locals of the innermost open block (at its normal end).
    /// Whether the code emitted so far can fall through to what comes next: it does not end
    /// in an unconditional jump (`return`, `break`, `goto`), or a label makes the next
    /// instruction reachable anyway.
    pub(crate) fn falls_through(&mut self) -> bool {
        let f = self.f();
        let here = f.body.len();
        let ends_in_jump = f.body.last().is_some_and(|i| {
            matches!(i.kind, InstrKind::Goto | InstrKind::IncompleteGoto(_)) && i.guard == goto_ir::TRUE
        });
        let labelled = !f.pending_c_labels.is_empty()
            || f.label_pos.contains(&Some(here));
        !ends_in_jump || labelled
    }

    pub fn close_block_deads(&mut self, span: Span) {
        // as CBMC's goto-convert: no DEADs in dead code
        if !self.falls_through() {
            return;
        }
        let loc = self.loc(Span::new(span.hi.saturating_sub(1), span.hi));
        let locals = self.f().locals.last().cloned().unwrap_or_default();
        for e in locals.into_iter().rev() {
            self.emit(Instruction::new(InstrKind::Dead(e), loc));
        }
    }

    // ------------------------------------------------------------ CPROVER globals

    fn declare_cprover_globals(&mut self) {
        let vp = self.ct.void_ptr;
        let int = self.ct.int;
        let size_t = self.ct.size_t;
        let cbool = goto_ir::BOOL;
        let globals: [(&str, TypeId); 8] = [
            ("__CPROVER_dead_object", vp),
            ("__CPROVER_deallocated", vp),
            ("__CPROVER_memory_leak", vp),
            ("__CPROVER_malloc_is_new_array", cbool),
            ("__CPROVER_max_malloc_size", size_t),
            ("__CPROVER_rounding_mode", int),
            ("__CPROVER_malloc_may_fail", cbool),
            ("__CPROVER_malloc_failure_mode", int),
        ];
        for (name, ty) in globals {
            let id = Ident::new(name);
            let mut s = Symbol::new(id, ty);
            s.is_static_lifetime = true;
            s.is_lvalue = true;
            s.is_state_var = true;
            s.module = Ident::new("<built-in-additions>");
            s.location = SourceLocation {
                file: Some(Ident::new("<built-in-additions>")),
                ..Default::default()
            };
            self.m.symbols.insert(s);
            self.bind(name, Entry::Symbol(id));
        }
        // the byte order, recorded for goto binaries as CBMC does
        // (`const int __CPROVER_architecture_endianness`, not initialised at run time)
        let endian = if self.target.big_endian {
            goto_ir::Endian::Big
        } else {
            goto_ir::Endian::Little
        };
        let mut s = Symbol::new(Ident::new(goto_ir::arch::ENDIANNESS_SYMBOL), int);
        s.value = Some(
            self.m
                .store
                .int_const(goto_ir::arch::endianness_value(endian), int),
        );
        s.is_static_lifetime = true;
        s.is_lvalue = true;
        s.is_state_var = true;
        s.module = Ident::new("<built-in-additions>");
        s.location = SourceLocation {
            file: Some(Ident::new("<builtin-architecture-strings>")),
            ..Default::default()
        };
        self.m.symbols.insert(s);
        let (size_t, ssize_t) = (self.ct.size_t, self.ct.ssize_t);
        self.bind("__CPROVER_size_t", Entry::Typedef(size_t, None));
        self.bind("__CPROVER_ssize_t", Entry::Typedef(ssize_t, None));
        // GCC's predefined names of the 128-bit integers
        let (int128, uint128) = (self.ct.int128, self.ct.uint128);
        self.bind("__int128_t", Entry::Typedef(int128, None));
        self.bind("__uint128_t", Entry::Typedef(uint128, None));
    }
}

/// How `malloc` may fail (`__CPROVER_malloc_failure_mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MallocFailure {
    /// `--malloc-fail-null` (CBMC 6 default): failing `malloc` returns NULL.
    #[default]
    ReturnNull,
    /// `--malloc-fail-assert`: an assertion fails instead.
    Assert,
}

/// Options for compiling C files into a goto model.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    pub preprocess: crate::PreprocessConfig,
    pub big_endian: bool,
    /// Entry function (`--function`); `main` when `None`.
    pub entry: Option<String>,
    /// `--malloc-may-fail` (default on) / `--no-malloc-may-fail`.
    pub malloc_may_fail: bool,
    pub malloc_failure: MallocFailure,
    /// Object bits of the pointer encoding (`--object-bits`, default 8): allocations above
    /// `2^(pointer width - object bits)` bytes are too large.
    pub object_bits: u32,
    /// Enumerations as CBMC's `c_enum` types with their members (what `--enum-range-check`
    /// checks); otherwise, as before, their values and objects are plain `int`.
    pub enum_types: bool,
    /// The rounding mode floating-point operations start with (`--round-to-nearest` 0,
    /// `--round-to-minus-inf` 1, `--round-to-plus-inf` 2, `--round-to-zero` 3; CBMC's
    /// `__CPROVER_rounding_mode` values).
    pub rounding_mode: u8,
    /// How `--function`'s pointer arguments are built (`--min-null-tree-depth`,
    /// `--max-nondet-tree-depth`).
    pub nondet_tree: NondetTree,
    /// `--no-library`: no C library models for the functions the program calls without
    /// defining them.
    pub no_library: bool,
}

/// CBMC's object factory parameters for `--function`'s arguments: pointers above
/// `min_null_depth` levels are never NULL; a recursive struct type stops (NULL) from
/// `max_depth` pointer levels on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NondetTree {
    pub min_null_depth: usize,
    pub max_depth: usize,
}

impl Default for NondetTree {
    fn default() -> Self {
        NondetTree {
            min_null_depth: 0,
            max_depth: 5,
        }
    }
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            preprocess: Default::default(),
            big_endian: false,
            entry: None,
            malloc_may_fail: true,
            malloc_failure: MallocFailure::ReturnNull,
            object_bits: 8,
            enum_types: false,
            rounding_mode: 0,
            nondet_tree: NondetTree::default(),
            no_library: false,
        }
    }
}

/// Why compilation failed.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// Reading, preprocessing or parsing failed (CBMC exit code 2 for syntax errors).
    #[error("{0}")]
    Frontend(#[from] crate::FrontendError),
    /// Type checking or conversion failed: the located errors.
    #[error("{}", render_errors(.0))]
    Convert(Vec<Diagnostic>),
}

/// The errors among `diags`, one per line; diagnostics without a location print as
/// `error: …`.
pub fn render_errors(diags: &[Diagnostic]) -> String {
    diags
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            if d.location.file.is_empty() {
                format!("error: {}", d.message)
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The messages among `diags` that are shown although they do not stop the conversion
/// (warnings and [`Severity::Recovered`] errors), in order, each with whether it is an
/// error; a message may span several lines (the linker's old and new definitions).
pub fn render_warnings(diags: &[Diagnostic]) -> Vec<(bool, String)> {
    diags
        .iter()
        .filter(|d| matches!(d.severity, Severity::Warning | Severity::Recovered))
        .map(|d| {
            let text = if d.location.file.is_empty() {
                // never `warning: …` at the start of a line without a location: CBMC's
                // messages carry their location in front
                let sev = if d.severity == Severity::Recovered {
                    "error"
                } else {
                    "warning"
                };
                format!("<input>: {sev}: {}", d.message)
            } else {
                d.to_string()
            };
            (d.severity == Severity::Recovered, text)
        })
        .collect()
}

/// A compiled program and the warnings found on the way.
#[derive(Debug)]
pub struct Compiled {
    pub model: GotoModel,
    pub warnings: Vec<Diagnostic>,
}

/// Preprocesses, parses and converts C files into one goto model with the entry point
/// `__CPROVER__start`.
pub fn compile(
    files: &[std::path::PathBuf],
    opts: &CompileOptions,
) -> Result<Compiled, CompileError> {
    let inputs = files.iter().cloned().map(LinkInput::C).collect();
    compile_and_link(inputs, opts, Stage::Program)
}

/// One input of [`compile_and_link`].
#[derive(Debug)]
pub enum LinkInput {
    /// A C source file.
    C(std::path::PathBuf),
    /// A goto object, read into a model of its own.
    Goto(Box<GotoModel>),
}

/// The data model (from the width of `void *` in the object's `__CPROVER_dead_object`)
/// and the recorded byte order of a goto object.
fn object_target(obj: &GotoModel) -> Option<(crate::DataModel, Option<bool>)> {
    let width = goto_ir::arch::recorded_pointer_width(&obj.store, &obj.symbols)?;
    let data_model = match width {
        32 => crate::DataModel::Ilp32,
        _ => crate::DataModel::Lp64,
    };
    let endian = goto_ir::arch::recorded_endianness(&obj.store, &obj.symbols)
        .ok()
        .flatten()
        .map(|e| e == goto_ir::Endian::Big);
    Some((data_model, endian))
}

/// Replaces the entry point `__CPROVER__start` of the goto program `model` by one that calls
/// `entry` (CBMC's `--function` on a goto binary): its arguments made as for a C program.
pub fn regenerate_entry_point(
    model: &mut GotoModel,
    entry: &str,
    opts: &CompileOptions,
) -> Result<Vec<Diagnostic>, CompileError> {
    let (data_model, big_endian) = object_target(model)
        .map(|(d, e)| (d, e.unwrap_or(opts.big_endian)))
        .unwrap_or((opts.preprocess.data_model, opts.big_endian));
    let target = Target {
        data_model,
        big_endian,
        unsigned_char: opts.preprocess.unsigned_char,
    };
    let mut c = Converter::new(model, target);
    c.entry_function = entry.to_string();
    c.nondet_tree = opts.nondet_tree;
    let ok = c.make_start().is_ok();
    c.m.update();
    let diags = std::mem::take(&mut c.diags);
    if !ok || diags.iter().any(|d| d.severity == Severity::Error) {
        return Err(CompileError::Convert(diags));
    }
    Ok(diags)
}

/// The value of `__CPROVER_malloc_failure_mode` for the options: CBMC's "none" (0) with
/// `--no-malloc-may-fail` (an allocation above the maximum size then neither returns NULL
/// nor fails an assertion), 1 for `--malloc-fail-null`, 2 for `--malloc-fail-assert`.
pub fn malloc_failure_mode(may_fail: bool, mode: MallocFailure) -> u8 {
    match mode {
        _ if !may_fail => 0,
        MallocFailure::ReturnNull => 1,
        MallocFailure::Assert => 2,
    }
}

/// The checker's `--malloc-may-fail`/`--no-malloc-may-fail` and `--malloc-fail-*` options
/// on a goto program compiled earlier, as CBMC's `add_malloc_may_fail_variable_initializations`
/// does: `__CPROVER_initialize` ends by assigning `__CPROVER_malloc_may_fail` and
/// `__CPROVER_malloc_failure_mode` their values for these options. A program without the
/// two globals (no C library) or without `__CPROVER_initialize` is left as it is.
pub fn set_malloc_failure_options(model: &mut GotoModel, opts: &CompileOptions) {
    let init = Ident::new("__CPROVER_initialize");
    let globals = ["__CPROVER_malloc_may_fail", "__CPROVER_malloc_failure_mode"]
        .map(|n| model.symbols.get(Ident::new(n)).map(|s| (s.name, s.ty)));
    let [Some(may_fail), Some(mode)] = globals else {
        return;
    };
    if !model.functions.get(&init).is_some_and(|f| f.has_body()) {
        return;
    }
    let values = [
        (may_fail, i64::from(opts.malloc_may_fail)),
        (
            mode,
            i64::from(malloc_failure_mode(opts.malloc_may_fail, opts.malloc_failure)),
        ),
    ];
    let mut assigns = Vec::new();
    for ((name, ty), v) in values {
        let lhs = model.store.symbol(name, ty);
        let rhs = if matches!(model.store.ty(ty), goto_ir::TypeKind::Bool) {
            model.store.bool_const(v != 0)
        } else {
            model.store.int_const(v, ty)
        };
        assigns.push(goto_ir::Instruction::new(
            InstrKind::Assign { lhs, rhs },
            SourceLocation::default(),
        ));
    }
    let Some(f) = model.functions.get_mut(&init) else {
        return;
    };
    let mut before = vec![Vec::new(); f.body.len()];
    if let Some(last) = before.last_mut() {
        *last = assigns;
    }
    goto_ir::insert::insert_before(&mut f.body, before);
    model.update();
}

/// A translation unit to convert, or a goto object to link.
enum Unit {
    C(Box<crate::ParsedFile>, std::path::PathBuf),
    Goto(Box<GotoModel>),
}

/// How far [`compile_and_link`] goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// A goto object (`goto-cc -c`): the linked units as they are, without the C library,
    /// `__CPROVER_initialize` or an entry point, and without the whole-program steps
    /// (function-pointer removal, variadic argument passing, library preconditions), which
    /// need every unit.
    Object,
    /// A program: the library models the units call, the whole-program steps,
    /// `__CPROVER_initialize` and the entry point `__CPROVER__start`.
    Program,
    /// A program if the entry function is defined (goto-cc's link step), else an object.
    Executable,
}

/// Preprocesses, parses and converts the C files among `inputs`, links them and the goto
/// objects among them in order with CBMC's linking rules, and builds `stage` of the result.
pub fn compile_and_link(
    inputs: Vec<LinkInput>,
    opts: &CompileOptions,
    stage: Stage,
) -> Result<Compiled, CompileError> {
    // goto objects were compiled for a target: the program is built for theirs, as CBMC
    // takes the configuration of a goto binary it loads
    let mut own = None;
    let target_of = |i: &LinkInput| match i {
        LinkInput::Goto(m) => object_target(m),
        LinkInput::C(_) => None,
    };
    // objects compiled for different targets do not link (as a linker refuses them)
    let targets: Vec<_> = inputs.iter().filter_map(target_of).collect();
    let name = |(d, e): (crate::DataModel, Option<bool>)| {
        let model = match d {
            crate::DataModel::Ilp32 => "ILP32 (-m32)",
            crate::DataModel::Lp64 => "LP64 (-m64)",
        };
        match e {
            Some(true) => format!("{model}, big-endian"),
            Some(false) => format!("{model}, little-endian"),
            None => model.to_string(),
        }
    };
    if let Some(&first) = targets.first() {
        let differs = |&(d, e): &(crate::DataModel, Option<bool>)| {
            d != first.0 || matches!((e, first.1), (Some(a), Some(b)) if a != b)
        };
        if let Some(&other) = targets.iter().find(|t| differs(t)) {
            return Err(CompileError::Convert(vec![Diagnostic {
                location: crate::diag::Location {
                    file: "".into(),
                    line: 0,
                    column: 0,
                },
                severity: Severity::Error,
                message: format!(
                    "goto objects compiled for different targets cannot be linked: {} and {}",
                    name(first),
                    name(other)
                ),
                converting_function: None,
            }]));
        }
    }
    if let Some((data_model, big_endian)) = targets.first().copied() {
        let mut o = opts.clone();
        o.preprocess.data_model = data_model;
        o.big_endian = big_endian.unwrap_or(o.big_endian);
        own = Some(o);
    }
    let opts = own.as_ref().unwrap_or(opts);
    let mut check_pragmas = crate::check_pragmas::CheckPragmas::default();
    let mut units = Vec::new();
    for input in inputs {
        let f = match input {
            LinkInput::C(f) => f,
            LinkInput::Goto(m) => {
                units.push(Unit::Goto(m));
                continue;
            }
        };
        let f = &f;
        let p = crate::parse_file(f, &opts.preprocess)?;
        // pragma lines by the file their line markers name
        let mut by_file: Vec<(String, Vec<(u32, &str)>)> = Vec::new();
        for pragma in &p.unit.pragmas {
            let l = p.location(pragma.span);
            match by_file.iter_mut().find(|(f, _)| f.as_str() == &*l.file) {
                Some((_, v)) => v.push((l.line, pragma.text.as_str())),
                None => by_file.push((l.file.to_string(), vec![(l.line, pragma.text.as_str())])),
            }
        }
        for (file, lines) in &by_file {
            check_pragmas.replay(file, lines);
        }
        units.push(Unit::C(Box::new(p), f.clone()));
    }
    let target = Target {
        data_model: opts.preprocess.data_model,
        big_endian: opts.big_endian,
        unsigned_char: opts.preprocess.unsigned_char,
    };
    let entry = opts.entry.clone().unwrap_or_else(|| "main".into());
    let (malloc_may_fail, malloc_failure, object_bits) =
        (opts.malloc_may_fail, opts.malloc_failure, opts.object_bits);
    // `__CPROVER_enum_is_in_range` needs the enumerations' constants: a program using it
    // (seen after preprocessing, so also through headers and macros) gets `c_enum` types
    let enum_types = opts.enum_types
        || units
            .iter()
            .any(|u| matches!(u, Unit::C(p, _) if p.text.contains("__CPROVER_enum_is_in_range")));
    let rounding_mode = opts.rounding_mode;
    let nondet_tree = opts.nondet_tree;
    let no_library = opts.no_library;
    // conversion recurses over the AST: run it on a thread with a large stack
    let run = move || -> Result<Compiled, CompileError> {
        let mut model = GotoModel::new();
        let mut c = Converter::new(&mut model, target);
        c.entry_function = entry;
        c.malloc = (malloc_may_fail, malloc_failure, object_bits);
        c.enum_types = enum_types;
        c.rounding_mode = rounding_mode;
        c.nondet_tree = nondet_tree;
        c.link_library_models = !no_library;
        for unit in units {
            let (p, path) = match unit {
                Unit::C(p, path) => (p, path),
                Unit::Goto(obj) => {
                    c.link_goto_object(&obj);
                    continue;
                }
            };
            let module = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            c.unit(&p.unit, p.line_map, &module);
        }
        let ok = match stage {
            Stage::Program => c.finish().is_ok(),
            Stage::Object => c.finish_object().is_ok(),
            Stage::Executable => {
                if c.defined.contains(&goto_ir::Ident::new(&c.entry_function)) {
                    c.finish().is_ok()
                } else {
                    c.finish_object().is_ok()
                }
            }
        };
        let diags = std::mem::take(&mut c.diags);
        let library_pragmas = std::mem::take(&mut c.library_pragmas);
        drop(c);
        if !ok {
            return Err(CompileError::Convert(diags));
        }
        let mut check_pragmas = check_pragmas;
        for (file, lines) in &library_pragmas {
            let lines: Vec<(u32, &str)> = lines.iter().map(|(l, t)| (*l, t.as_str())).collect();
            check_pragmas.replay(file, &lines);
        }
        // the `#pragma CPROVER check …` in force go on the instructions' locations
        check_pragmas.stamp(&mut model);
        Ok(Compiled {
            model,
            warnings: diags,
        })
    };
    goto_ir::stack::run("cfront-convert", run).unwrap_or_else(|_| {
        Err(CompileError::Convert(vec![Diagnostic {
            location: Location {
                file: "".into(),
                line: 0,
                column: 0,
            },
            severity: Severity::Error,
            message: "internal error: the C converter crashed".into(),
            converting_function: None,
        }]))
    })
}

/// The C qualifiers of a declared type that goto types do not keep: `const`/`volatile`
/// (bits 1 and 2) per level, from the innermost pointee out to the declared object itself,
/// and whether the innermost type is plain `char` (not `signed char`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct CQuals {
    pub(crate) levels: Vec<u8>,
    pub(crate) plain_char: bool,
}

impl CQuals {
    /// After lvalue conversion: without the object's own qualifiers.
    pub(crate) fn unqualified(mut self) -> CQuals {
        if let Some(l) = self.levels.last_mut() {
            *l = 0;
        }
        self
    }
}

/// [`CQuals`] of `specs` with declarator `d`, for built-in base types with pointer
/// declarators (an outermost array counts as the pointer it decays to); `None` for typedef
/// names, `typeof` and other declarators, whose qualifiers are not known here.
/// The definition gcc makes of a function declared `__attribute__((alias("f")))`: the
/// same function as `f` (C has no way to say so: a body that calls `f` with the
/// parameters and returns its value stands in). `None` when the alias names no function
/// declarator with a prototype, is variadic, or the attribute has no string argument.
fn alias_definition(
    d: &ast::Declaration,
    idecl: &ast::InitDeclarator,
    alias: &ast::Attribute,
    ty: &TypeKind,
    returns_void: bool,
) -> Option<ast::FunctionDef> {
    let TypeKind::Code { variadic, .. } = ty else {
        return None;
    };
    if *variadic {
        return None;
    }
    let target = match alias.args.as_deref() {
        Some([ast::Expr {
            kind: ast::ExprKind::String(lit),
            ..
        }]) => lit.text(),
        _ => return None,
    };
    let span = alias.span;
    let ident = |name: String| ast::Ident { name, span };
    let expr = |kind: ast::ExprKind| ast::Expr { kind, span };
    let mut declarator = idecl.declarator.clone();
    let mut args = Vec::new();
    match declarator.derived.first_mut().map(|x| &mut x.kind) {
        Some(ast::DerivedKind::Function { params, .. }) => {
            let only_void = params.len() == 1
                && params[0].declarator.as_ref().is_none_or(|d| d.name.is_none() && d.derived.is_empty())
                && params[0]
                    .specs
                    .type_specifiers()
                    .any(|t| matches!(t, ast::TypeSpecifier::Void));
            if !only_void {
                for (k, p) in params.iter_mut().enumerate() {
                    let name = match p.declarator.as_ref().and_then(|d| d.name.clone()) {
                        Some(n) => n.name,
                        None => {
                            let n = format!("__rbmc_alias_arg{k}");
                            match &mut p.declarator {
                                Some(pd) => pd.name = Some(ident(n.clone())),
                                None => {
                                    p.declarator = Some(ast::Declarator {
                                        name: Some(ident(n.clone())),
                                        derived: Vec::new(),
                                        attributes: Vec::new(),
                                        span,
                                    })
                                }
                            }
                            n
                        }
                    };
                    args.push(expr(ast::ExprKind::Ident(name)));
                }
            }
        }
        Some(ast::DerivedKind::KrFunction { names }) if names.is_empty() => {}
        _ => return None,
    }
    let call = expr(ast::ExprKind::Call {
        callee: Box::new(expr(ast::ExprKind::Ident(target))),
        args,
    });
    let stmt = |kind: ast::StmtKind| ast::BlockItem::Stmt(ast::Stmt { kind, span });
    let items = if returns_void {
        vec![stmt(ast::StmtKind::Expr(call)), stmt(ast::StmtKind::Return(None))]
    } else {
        vec![stmt(ast::StmtKind::Return(Some(call)))]
    };
    let attributes = idecl
        .attributes
        .iter()
        .filter(|a| a.name.name.trim_matches('_') != "alias")
        .cloned()
        .collect();
    let mut specs = d.specs.clone();
    specs.items.retain(|s| match &s.kind {
        ast::DeclSpecKind::Attributes(list) => {
            !list.iter().any(|a| a.name.name.trim_matches('_') == "alias")
        }
        _ => true,
    });
    Some(ast::FunctionDef {
        specs,
        declarator,
        attributes,
        contracts: Vec::new(),
        kr_decls: Vec::new(),
        body: ast::Block { items, span },
        span,
    })
}

pub(crate) fn c_quals(specs: &ast::DeclSpecs, d: Option<&ast::Declarator>) -> Option<CQuals> {
    use ast::TypeSpecifier as T;
    let tss: Vec<&T> = specs.type_specifiers().collect();
    if tss.iter().any(|t| {
        matches!(
            t,
            T::TypedefName(_) | T::TypeofExpr(_) | T::TypeofType(_) | T::Atomic(_) | T::AutoType
        )
    }) {
        return None;
    }
    let bits = |qs: &mut dyn Iterator<Item = &ast::TypeQualifier>| {
        qs.fold(0u8, |a, q| {
            a | match q {
                ast::TypeQualifier::Const => 1,
                ast::TypeQualifier::Volatile => 2,
                _ => 0,
            }
        })
    };
    let base = bits(&mut specs.items.iter().filter_map(|s| match &s.kind {
        ast::DeclSpecKind::Qualifier(q) => Some(q),
        _ => None,
    }));
    let mut levels = vec![base];
    if let Some(d) = d {
        for (i, der) in d.derived.iter().enumerate().rev() {
            match &der.kind {
                ast::DerivedKind::Pointer { qualifiers, .. } => {
                    levels.push(bits(&mut qualifiers.iter()))
                }
                ast::DerivedKind::Array { qualifiers, .. } if i == 0 => {
                    levels.push(bits(&mut qualifiers.iter()))
                }
                _ => return None,
            }
        }
    }
    Some(CQuals {
        levels,
        plain_char: tss.len() == 1 && matches!(tss[0], T::Char),
    })
}

/// CBMC's built-in name for the size of an infinite array.
pub(crate) const CONSTANT_INFINITY: &str = "__CPROVER_constant_infinity_uint";

/// Whether `e` is `__CPROVER_constant_infinity_uint`, possibly cast (CBMC's simplifier
/// drops casts of infinity).
fn is_constant_infinity(e: &ast::Expr) -> bool {
    match &e.kind {
        ast::ExprKind::Ident(n) => n == CONSTANT_INFINITY,
        ast::ExprKind::Cast { expr, .. } => is_constant_infinity(expr),
        _ => false,
    }
}

/// Makes every array size of `d` after the outermost derivation unspecified; whether there
/// was one to clear.
fn clear_inner_sizes(d: &mut ast::Declarator) -> bool {
    let mut any = false;
    for der in d.derived.iter_mut().skip(1) {
        if let ast::DerivedKind::Array { size, .. } = &mut der.kind {
            if matches!(size, ast::ArraySize::Expr(_)) {
                *size = ast::ArraySize::Unspecified;
                any = true;
            }
        }
    }
    any
}

/// Whether a pointer or array type has an array of unknown size below its top level.
fn has_unknown_inner_size(store: &goto_ir::Store, t: TypeId) -> bool {
    let mut t = match store.ty(t) {
        TypeKind::Pointer { base, .. } => *base,
        TypeKind::Array { elem, .. } => *elem,
        _ => return false,
    };
    loop {
        match store.ty(t) {
            TypeKind::Array { size: None, .. } => return true,
            TypeKind::Array { elem, .. } => t = *elem,
            TypeKind::Pointer { base, .. } => t = *base,
            _ => return false,
        }
    }
}

/// The `__attribute__((…))` lists among declaration specifiers.
fn spec_attributes(specs: &ast::DeclSpecs) -> impl Iterator<Item = &ast::Attribute> {
    specs
        .items
        .iter()
        .filter_map(|s| match &s.kind {
            ast::DeclSpecKind::Attributes(a) => Some(a.iter()),
            _ => None,
        })
        .flatten()
}

/// The GNU attribute names of a function definition (leading and trailing underscores
/// removed): in its specifiers, on its declarator and after it.
fn attribute_names(fd: &ast::FunctionDef) -> impl Iterator<Item = &str> {
    spec_attributes(&fd.specs)
        .chain(fd.attributes.iter())
        .chain(fd.declarator.attributes.iter())
        .map(|a| a.name.name.trim_matches('_'))
}

/// The change points of `#pragma pack` (`pack(n)`, `pack()`, `pack(push[, n])`,
/// `pack(pop)`) as (offset, packing in force from there on).
fn pack_points(pragmas: &[crate::lexer::Pragma]) -> Vec<(u32, Option<u64>)> {
    let mut out = Vec::new();
    let mut current: Option<u64> = None;
    let mut stack: Vec<Option<u64>> = Vec::new();
    for p in pragmas {
        let text: String = p.text.chars().filter(|c| !c.is_whitespace()).collect();
        let Some(args) = text
            .strip_prefix("pack(")
            .and_then(|r| r.strip_suffix(')'))
        else {
            continue;
        };
        let parts: Vec<&str> = args.split(',').filter(|s| !s.is_empty()).collect();
        let num = |s: &str| s.parse::<u64>().ok();
        match parts.as_slice() {
            [] => current = None,
            ["push"] => stack.push(current),
            ["push", n] => {
                stack.push(current);
                current = num(n);
            }
            ["pop"] | ["pop", _] => current = stack.pop().unwrap_or(None),
            [n] => current = num(n),
            _ => continue,
        }
        out.push((p.span.lo, current));
    }
    out
}

/// The linkage-related attributes rbmc acts on (`weak`, `constructor`, `destructor`).
/// GCC's priority of a constructor or destructor without one.
const DEFAULT_INIT_PRIORITY: u32 = 65535;

impl Converter<'_> {
    /// Inserts `id` of priority `p` into the run order `list`, before the first function
    /// whose priority `before` holds for.
    fn insert_by_priority(&mut self, list: &mut Vec<Ident>, id: Ident, p: u32, before: impl Fn(u32) -> bool) {
        let at = list
            .iter()
            .position(|c| before(self.init_priorities.get(c).copied().unwrap_or(DEFAULT_INIT_PRIORITY)))
            .unwrap_or(list.len());
        list.insert(at, id);
        self.init_priorities.insert(id, p);
    }

    /// The priority of `fd`'s `constructor(N)` / `destructor(N)` attribute (`kind`): N, 101
    /// to 65535 (0 to 100 are the implementation's, as gcc allows with a warning).
    fn init_priority(&mut self, fd: &ast::FunctionDef, kind: &str) -> R<u32> {
        let attr = spec_attributes(&fd.specs)
            .chain(fd.attributes.iter())
            .chain(fd.declarator.attributes.iter())
            .find(|a| a.name.name.trim_matches('_') == kind && a.args.as_deref().is_some_and(|x| !x.is_empty()))
            .cloned();
        let Some(a) = attr else {
            return Ok(DEFAULT_INIT_PRIORITY);
        };
        let [e] = a.args.as_deref().unwrap_or(&[]) else {
            return self.fail(a.span, format!("wrong number of arguments to the {kind} attribute"));
        };
        match u32::try_from(self.const_int(e)?) {
            Ok(p) if p <= DEFAULT_INIT_PRIORITY => Ok(p),
            _ => self.fail(a.span, format!("{kind} priorities must be integers from 0 to 65535 inclusive")),
        }
    }
}

fn function_attributes(fd: &ast::FunctionDef) -> Vec<&'static str> {
    const KNOWN: [&str; 3] = ["weak", "constructor", "destructor"];
    attribute_names(fd)
        .filter_map(|n| KNOWN.iter().copied().find(|k| *k == n))
        .collect()
}

/// Whether `fd` is an `extern inline` GNU-inline definition (`__extern_always_inline`,
/// glibc's `__fortify_function`): a body for inlining only.
fn is_gnu_inline_extern(fd: &ast::FunctionDef) -> bool {
    is_extern_inline(fd) && attribute_names(fd).any(|n| n == "gnu_inline")
}

/// Whether a definition is `extern inline`.
fn is_extern_inline(fd: &ast::FunctionDef) -> bool {
    fd.specs.has_storage(ast::StorageClass::Extern)
        && fd.specs.items.iter().any(|s| {
            matches!(s.kind, ast::DeclSpecKind::Function(ast::FunctionSpecifier::Inline))
        })
}
