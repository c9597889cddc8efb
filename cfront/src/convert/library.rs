//! The C library models (`cfront/library/*.c`): C source compiled by cfront itself, on
//! demand. After the user's units are converted, every function that is called but not
//! defined and has a model is converted from the library; this repeats until no new
//! function is needed (models call each other, e.g. `realloc` → `malloc`). Each model is
//! a translation unit linked with the program like any other ([`super::linking`]); one
//! whose type cannot be linked with the program's declaration is reported and left out.

use super::Converter;
use crate::ast;
use crate::linemap::LineMap;
use goto_ir::Ident;

/// The library sources, embedded in the binary.
const SOURCES: &[(&str, &str)] = &[
    ("stdlib", include_str!("../../library/stdlib.c")),
    ("atexit", include_str!("../../library/atexit.c")),
    ("free", include_str!("../../library/free.c")),
    ("string", include_str!("../../library/string.c")),
    ("stdio", include_str!("../../library/stdio.c")),
    ("unistd", include_str!("../../library/unistd.c")),
    ("getopt", include_str!("../../library/getopt.c")),
    ("ctype", include_str!("../../library/ctype.c")),
    ("math", include_str!("../../library/math.c")),
    (
        "transcendental",
        include_str!("../../library/transcendental.c"),
    ),
    ("misc", include_str!("../../library/misc.c")),
    ("pthread", include_str!("../../library/pthread.c")),
    ("pthread_keys", include_str!("../../library/pthread_keys.c")),
    ("threads", include_str!("../../library/threads.c")),
    ("x86", include_str!("../../library/x86.c")),
    ("arm_neon", include_str!("../../library/arm_neon.c")),
];

/// When a model's variant stands in for it (under its name).
#[derive(Clone, Copy)]
enum VariantWhen {
    /// The program declares the function with an integer result: glibc's `<string.h>`
    /// declares the POSIX `int strerror_r(...)` (without `_GNU_SOURCE`) with the asm label
    /// `__xpg_strerror_r`, which cfront does not follow, so a call of `strerror_r` that
    /// returns an integer gets the POSIX model instead of the GNU one.
    IntegerResult,
    /// The program calls this function: `exit` calls the handlers registered with
    /// `atexit` only in a program that registers some.
    Calls(&'static str),
}

/// Models and the variants that stand in for them.
const VARIANTS: &[(&str, &str, VariantWhen)] = &[
    ("strerror_r", "__xpg_strerror_r", VariantWhen::IntegerResult),
    ("exit", "__rbmc_exit_with_handlers", VariantWhen::Calls("atexit")),
    (
        "quick_exit",
        "__rbmc_quick_exit_with_handlers",
        VariantWhen::Calls("at_quick_exit"),
    ),
];

/// One library source, parsed.
struct ParsedSource {
    name: &'static str,
    text: &'static str,
    unit: ast::TranslationUnit,
    diagnostics: Vec<crate::diag::Diagnostic>,
}

/// The library sources parsed once per process (the front end and
/// [`modelled_functions`] share them).
fn parsed_sources() -> &'static [ParsedSource] {
    static PARSED: std::sync::OnceLock<Vec<ParsedSource>> = std::sync::OnceLock::new();
    PARSED.get_or_init(|| {
        SOURCES
            .iter()
            .map(|(name, text)| {
                let out = crate::parse_text(text, &format!("<builtin-library-{name}>"));
                ParsedSource {
                    name,
                    text,
                    unit: out.unit,
                    diagnostics: out.diagnostics,
                }
            })
            .collect()
    })
}

/// The parsed library source `name` (`"x86"` for `cfront/library/x86.c`) and its text.
pub(super) fn library_source(name: &str) -> Option<(&'static ast::TranslationUnit, &'static str)> {
    parsed_sources()
        .iter()
        .find(|p| p.name == name)
        .map(|p| (&p.unit, p.text))
}

/// The names of the functions the library models define.
pub fn modelled_functions() -> &'static std::collections::HashSet<String> {
    static NAMES: std::sync::OnceLock<std::collections::HashSet<String>> =
        std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        parsed_sources()
            .iter()
            .flat_map(|p| p.unit.items.iter())
            .filter_map(|item| match item {
                ast::ExternalDecl::FunctionDef(fd) => fd.declarator.name.as_ref(),
                _ => None,
            })
            .map(|n| n.name.clone())
            .collect()
    })
}

impl Converter<'_> {
    /// Adds library models for called-but-undefined functions.
    pub fn link_library(&mut self) {
        let mut units: Vec<(&ast::TranslationUnit, &str)> = Vec::new();
        for p in parsed_sources() {
            if !p.diagnostics.is_empty() {
                // a broken model is a bug in rbmc: report it instead of verifying without it
                self.diags.extend(p.diagnostics.iter().cloned());
                continue;
            }
            units.push((&p.unit, p.text));
        }
        let saved_module = self.module;
        // models converted so far: one that does not link with the program's declaration
        // (a conflict, reported) is not tried again
        let mut tried: rustc_hash::FxHashSet<Ident> = Default::default();
        loop {
            let needed: Vec<Ident> = self
                .called
                .iter()
                .copied()
                .filter(|f| !self.defined.contains(f) && !tried.contains(f))
                .collect();
            // names whose variant stands in: their own models' prototypes are not
            // declared in the other models' units (they would conflict)
            let variant_names: Vec<&str> = VARIANTS
                .iter()
                .filter(|(n, _, when)| self.wants_variant(Ident::new(n), *when))
                .map(|(n, _, _)| *n)
                .collect();
            let mut progress = false;
            for (unit, text) in &units {
                for item in &unit.items {
                    let ast::ExternalDecl::FunctionDef(fd) = item else {
                        continue;
                    };
                    let Some(name) = fd.declarator.name.as_ref() else {
                        continue;
                    };
                    let id = Ident::new(&name.name);
                    if !needed.contains(&id) || self.defined.contains(&id) || !tried.insert(id) {
                        continue;
                    }
                    // the variant model, renamed, when the program's declaration wants it
                    let variant: Option<ast::FunctionDef> = VARIANTS
                        .iter()
                        .find(|(n, _, when)| *n == name.name && self.wants_variant(id, *when))
                        .and_then(|(_, v, _)| {
                            unit.items.iter().find_map(|item| match item {
                                ast::ExternalDecl::FunctionDef(other)
                                    if other.declarator.name.as_ref().map(|n| n.name.as_str())
                                        == Some(*v) =>
                                {
                                    let mut renamed = other.clone();
                                    if let Some(n) = renamed.declarator.name.as_mut() {
                                        n.name = name.name.clone();
                                    }
                                    Some(renamed)
                                }
                                _ => None,
                            })
                        });
                    let fd: &ast::FunctionDef = variant.as_ref().unwrap_or(fd);
                    let file = format!("<builtin-library-{}>", name.name);
                    let map = LineMap::new(text, &file);
                    // the model's `#pragma CPROVER check …` apply as in a user's file
                    if !unit.pragmas.is_empty() {
                        let lines = unit
                            .pragmas
                            .iter()
                            .map(|p| (map.span_location(p.span).line, p.text.clone()))
                            .collect();
                        self.library_pragmas.push((file, lines));
                    }
                    self.linemap = Some(map);
                    self.module = Ident::new(super::linking::LIBRARY_MODULE);
                    // a translation unit of its own, linked with the program as CBMC
                    // links its library: the declarations of the model file (prototypes)
                    // first
                    self.begin_unit();
                    for d in &unit.items {
                        match d {
                            ast::ExternalDecl::Declaration(decl) => {
                                let _ = self.declaration(decl);
                            }
                            // the file's other models are declared too (their prototypes)
                            ast::ExternalDecl::FunctionDef(other)
                                if !std::ptr::eq(other, fd)
                                    && other.declarator.name.as_ref().map(|n| &n.name)
                                        != fd.declarator.name.as_ref().map(|n| &n.name)
                                    && !other.declarator.name.as_ref().is_some_and(|n| {
                                        variant_names.contains(&n.name.as_str())
                                    })
                                    && !matches!(
                                        other.declarator.derived.first().map(|d| &d.kind),
                                        Some(ast::DerivedKind::KrFunction { .. })
                                    ) =>
                            {
                                let _ = self.declaration(&prototype_of(other));
                            }
                            _ => {}
                        }
                    }
                    let _ = self.function_def(fd);
                    self.end_unit();
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
        self.module = saved_module;
    }
}

impl Converter<'_> {
    /// Whether the variant of model `id` stands in for it.
    fn wants_variant(&self, id: Ident, when: VariantWhen) -> bool {
        match when {
            VariantWhen::IntegerResult => self.declared_integer_result(id),
            VariantWhen::Calls(f) => {
                let f = Ident::new(f);
                self.called.contains(&f)
            }
        }
    }

    /// Whether the program declares function `id` with an integer result.
    fn declared_integer_result(&self, id: Ident) -> bool {
        let Some(sym) = self.m.symbols.get(id) else {
            return false;
        };
        let goto_ir::TypeKind::Code { ret, .. } = self.m.store.ty(sym.ty).clone() else {
            return false;
        };
        let ret = self.m.symbols.follow(&self.m.store, ret);
        matches!(
            self.m.store.ty(ret),
            goto_ir::TypeKind::Signed(_) | goto_ir::TypeKind::Unsigned(_)
        )
    }
}

/// The declaration (prototype) of a function definition.
pub(super) fn prototype_of(fd: &ast::FunctionDef) -> ast::Declaration {
    ast::Declaration {
        specs: fd.specs.clone(),
        declarators: vec![ast::InitDeclarator {
            declarator: fd.declarator.clone(),
            asm_label: None,
            attributes: Vec::new(),
            init: None,
            contracts: Vec::new(),
            span: fd.declarator.span,
        }],
        span: fd.span,
    }
}
