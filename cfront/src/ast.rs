//! The abstract syntax tree of a C translation unit.
//!
//! Every node carries a [`Span`] (bytes of the preprocessed text; map it to
//! `file:line:column` with [`crate::linemap::LineMap`]). The tree stays close to the source:
//! declaration specifiers are kept in order, GNU attributes are kept where they were written,
//! and declarators are flattened into a list of [`Derived`] steps read from the name outwards
//! (`int *a[3]` is `a: [Array(3), Pointer]`, i.e. "array of 3 pointers to int").

pub use crate::diag::Span;
pub use crate::lexer::Pragma;
pub use crate::literal::{CharsLiteral, FloatLiteral, IntLiteral, StrPrefix};

/// An identifier with its position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ident {
    /// The name.
    pub name: String,
    /// Where it is.
    pub span: Span,
}

/// A whole preprocessed file.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct TranslationUnit {
    /// Top-level declarations and definitions in order.
    pub items: Vec<ExternalDecl>,
    /// `#pragma` lines, in order.
    pub pragmas: Vec<Pragma>,
    /// CPROVER loop contracts, keyed by the span of the loop statement they belong to
    /// (a side table, so that loop statements stay plain C).
    pub loop_contracts: Vec<LoopContracts>,
}

/// The CPROVER contract clauses written on one loop.
#[derive(Clone, PartialEq, Debug)]
pub struct LoopContracts {
    /// Span of the `while`/`for`/`do` statement.
    pub loop_span: Span,
    /// The clauses in source order.
    pub contracts: Vec<Contract>,
}

/// The kinds of CPROVER contract clauses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ContractKind {
    /// `__CPROVER_requires(e)`
    Requires,
    /// `__CPROVER_ensures(e)`
    Ensures,
    /// `__CPROVER_assigns(targets)`
    Assigns,
    /// `__CPROVER_frees(pointers)`
    Frees,
    /// `__CPROVER_loop_invariant(e)`
    LoopInvariant,
    /// `__CPROVER_decreases(e, ...)`
    Decreases,
}

impl ContractKind {
    /// The clause's keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            ContractKind::Requires => "__CPROVER_requires",
            ContractKind::Ensures => "__CPROVER_ensures",
            ContractKind::Assigns => "__CPROVER_assigns",
            ContractKind::Frees => "__CPROVER_frees",
            ContractKind::LoopInvariant => "__CPROVER_loop_invariant",
            ContractKind::Decreases => "__CPROVER_decreases",
        }
    }

    /// The clause spelled `s`, if any.
    pub fn from_keyword(s: &str) -> Option<ContractKind> {
        Some(match s {
            "__CPROVER_requires" => ContractKind::Requires,
            "__CPROVER_ensures" => ContractKind::Ensures,
            "__CPROVER_assigns" => ContractKind::Assigns,
            "__CPROVER_frees" => ContractKind::Frees,
            "__CPROVER_loop_invariant" => ContractKind::LoopInvariant,
            "__CPROVER_decreases" => ContractKind::Decreases,
            _ => return None,
        })
    }
}

/// One CPROVER contract clause, e.g. `__CPROVER_requires(x > 0 ==> p != 0)`.
#[derive(Clone, PartialEq, Debug)]
pub struct Contract {
    /// Which clause.
    pub kind: ContractKind,
    /// Its comma-separated operands.
    pub args: Vec<Expr>,
    /// Extent.
    pub span: Span,
}

/// A top-level item.
#[derive(Clone, PartialEq, Debug)]
pub enum ExternalDecl {
    /// A declaration (possibly of several declarators).
    Declaration(Declaration),
    /// A function definition.
    FunctionDef(FunctionDef),
    /// `_Static_assert(e, "msg");`
    StaticAssert(StaticAssert),
    /// A top-level `asm("...");`
    Asm(AsmStmt),
}

/// `specs declarator = init, ... ;`
#[derive(Clone, PartialEq, Debug)]
pub struct Declaration {
    /// Storage class, qualifiers, type specifiers, attributes ...
    pub specs: DeclSpecs,
    /// The declarators (empty for `struct s { ... };`).
    pub declarators: Vec<InitDeclarator>,
    /// The whole declaration including `;`.
    pub span: Span,
}

/// Declaration specifiers in source order.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct DeclSpecs {
    /// The specifiers.
    pub items: Vec<DeclSpec>,
    /// Their extent.
    pub span: Span,
}

impl DeclSpecs {
    /// Whether a storage class `sc` is present.
    pub fn has_storage(&self, sc: StorageClass) -> bool {
        self.items
            .iter()
            .any(|s| matches!(s.kind, DeclSpecKind::Storage(x) if x == sc))
    }

    /// The type specifiers, in order.
    pub fn type_specifiers(&self) -> impl Iterator<Item = &TypeSpecifier> {
        self.items.iter().filter_map(|s| match &s.kind {
            DeclSpecKind::Type(t) => Some(t),
            _ => None,
        })
    }
}

/// One declaration specifier.
#[derive(Clone, PartialEq, Debug)]
pub struct DeclSpec {
    /// Which.
    pub kind: DeclSpecKind,
    /// Where.
    pub span: Span,
}

/// The kinds of declaration specifiers.
#[derive(Clone, PartialEq, Debug)]
pub enum DeclSpecKind {
    /// `typedef`, `static`, ...
    Storage(StorageClass),
    /// `const`, `volatile`, `restrict`, `_Atomic`.
    Qualifier(TypeQualifier),
    /// `int`, `struct s`, a typedef name, ...
    Type(TypeSpecifier),
    /// `inline`, `_Noreturn`.
    Function(FunctionSpecifier),
    /// `_Alignas(...)`.
    Alignas(AlignasArg),
    /// `__attribute__((...))`.
    Attributes(Vec<Attribute>),
}

/// Storage classes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StorageClass {
    /// `typedef`
    Typedef,
    /// `extern`
    Extern,
    /// `static`
    Static,
    /// `auto`
    Auto,
    /// `register`
    Register,
    /// `_Thread_local`
    ThreadLocal,
    /// GNU `__thread`
    GnuThread,
}

/// Type qualifiers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TypeQualifier {
    /// `const`
    Const,
    /// `volatile`
    Volatile,
    /// `restrict`
    Restrict,
    /// `_Atomic` (as a qualifier)
    Atomic,
}

/// Function specifiers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FunctionSpecifier {
    /// `inline`
    Inline,
    /// `_Noreturn`
    Noreturn,
}

/// The operand of `_Alignas`.
#[derive(Clone, PartialEq, Debug)]
pub enum AlignasArg {
    /// `_Alignas(type)`
    Type(Box<TypeName>),
    /// `_Alignas(constant-expression)`
    Expr(Box<Expr>),
}

/// Type specifiers.
#[derive(Clone, PartialEq, Debug)]
pub enum TypeSpecifier {
    /// `void`
    Void,
    /// `char`
    Char,
    /// `short`
    Short,
    /// `int`
    Int,
    /// `long`
    Long,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `signed`
    Signed,
    /// `unsigned`
    Unsigned,
    /// `_Bool`
    Bool,
    /// `_Complex`
    Complex,
    /// `_Imaginary`
    Imaginary,
    /// `__int128`
    Int128,
    /// `_Float16`
    Float16,
    /// `_Float32`
    Float32,
    /// `_Float32x`
    Float32x,
    /// `_Float64`
    Float64,
    /// `_Float64x`
    Float64x,
    /// `_Float128`
    Float128,
    /// `_Float128x`
    Float128x,
    /// GNU `__float128`
    GnuFloat128,
    /// GNU `__float80`
    GnuFloat80,
    /// `__CPROVER_bool`
    CproverBool,
    /// `__CPROVER_bitvector[width]` (unsigned unless `signed` is given too)
    CproverBitvector(Box<Expr>),
    /// `__CPROVER_floatbv[width][fraction]`
    CproverFloatbv(Box<Expr>, Box<Expr>),
    /// `__CPROVER_fixedbv[width][fraction]`
    CproverFixedbv(Box<Expr>, Box<Expr>),
    /// `__builtin_va_list`
    VaList,
    /// GNU `__auto_type`
    AutoType,
    /// `struct`/`union` specifier.
    Struct(StructSpec),
    /// `enum` specifier.
    Enum(EnumSpec),
    /// A typedef name.
    TypedefName(Ident),
    /// `typeof(expr)`
    TypeofExpr(Box<Expr>),
    /// `typeof(type)`
    TypeofType(Box<TypeName>),
    /// `_Atomic(type)`
    Atomic(Box<TypeName>),
}

/// `struct` or `union`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StructKind {
    /// `struct`
    Struct,
    /// `union`
    Union,
}

/// `struct tag { members } ` or a reference `struct tag`.
#[derive(Clone, PartialEq, Debug)]
pub struct StructSpec {
    /// Struct or union.
    pub kind: StructKind,
    /// The tag, if any.
    pub name: Option<Ident>,
    /// The member list when this is a definition (`{}` gives `Some(vec![])`).
    pub members: Option<Vec<StructMember>>,
    /// Attributes after the keyword and after the closing brace.
    pub attributes: Vec<Attribute>,
    /// Extent.
    pub span: Span,
}

/// A member declaration inside a struct/union.
#[derive(Clone, PartialEq, Debug)]
pub enum StructMember {
    /// `specs declarators;`
    Field(StructField),
    /// `_Static_assert` inside a struct.
    StaticAssert(StaticAssert),
}

/// `specs d1, d2 : width;` inside a struct.
#[derive(Clone, PartialEq, Debug)]
pub struct StructField {
    /// Specifiers.
    pub specs: DeclSpecs,
    /// Declarators; empty for an anonymous struct/union member.
    pub declarators: Vec<StructDeclarator>,
    /// Extent.
    pub span: Span,
}

/// One member declarator, possibly a bit-field.
#[derive(Clone, PartialEq, Debug)]
pub struct StructDeclarator {
    /// The declarator (absent for an unnamed bit-field `int : 3`).
    pub declarator: Option<Declarator>,
    /// Bit-field width.
    pub bit_width: Option<Expr>,
    /// Trailing attributes.
    pub attributes: Vec<Attribute>,
    /// Extent.
    pub span: Span,
}

/// `enum tag { A = 1, B }` or a reference `enum tag`.
#[derive(Clone, PartialEq, Debug)]
pub struct EnumSpec {
    /// The tag, if any.
    pub name: Option<Ident>,
    /// The enumerators when this is a definition.
    pub enumerators: Option<Vec<Enumerator>>,
    /// Attributes.
    pub attributes: Vec<Attribute>,
    /// Extent.
    pub span: Span,
}

/// `NAME = value`
#[derive(Clone, PartialEq, Debug)]
pub struct Enumerator {
    /// The constant's name.
    pub name: Ident,
    /// Explicit value.
    pub value: Option<Expr>,
    /// Attributes.
    pub attributes: Vec<Attribute>,
    /// Extent.
    pub span: Span,
}

/// A declarator with optional asm label, attributes and initializer.
#[derive(Clone, PartialEq, Debug)]
pub struct InitDeclarator {
    /// The declarator.
    pub declarator: Declarator,
    /// GNU `__asm__("symbol")` label.
    pub asm_label: Option<CharsLiteral>,
    /// Attributes after the declarator.
    pub attributes: Vec<Attribute>,
    /// `= initializer`
    pub init: Option<Initializer>,
    /// CPROVER function contract clauses written after a function declarator.
    pub contracts: Vec<Contract>,
    /// Extent.
    pub span: Span,
}

/// A (possibly abstract) declarator: a name and the derivation steps from it outwards.
#[derive(Clone, PartialEq, Debug)]
pub struct Declarator {
    /// The declared name; `None` for abstract declarators.
    pub name: Option<Ident>,
    /// Steps read from the name outwards: `int (*f)(void)` is `[Pointer, Function]`.
    pub derived: Vec<Derived>,
    /// Attributes written inside the declarator (after the name or inside parentheses).
    pub attributes: Vec<Attribute>,
    /// Extent.
    pub span: Span,
}

/// One derivation step of a declarator.
#[derive(Clone, PartialEq, Debug)]
pub struct Derived {
    /// Which.
    pub kind: DerivedKind,
    /// Where.
    pub span: Span,
}

/// Pointer, array or function.
#[derive(Clone, PartialEq, Debug)]
pub enum DerivedKind {
    /// `* qualifiers`
    Pointer {
        /// Qualifiers of the pointer itself.
        qualifiers: Vec<TypeQualifier>,
        /// Attributes after the `*`.
        attributes: Vec<Attribute>,
    },
    /// `[ qualifiers static size ]`
    Array {
        /// Qualifiers inside the brackets (parameters only).
        qualifiers: Vec<TypeQualifier>,
        /// `static` inside the brackets.
        is_static: bool,
        /// The size.
        size: ArraySize,
    },
    /// A prototype `( params )`.
    Function {
        /// Parameters; `(void)` is a single unnamed `void` parameter.
        params: Vec<ParamDecl>,
        /// `, ...`
        variadic: bool,
    },
    /// A K&R identifier list `(a, b)`, or `()`.
    KrFunction {
        /// The parameter names.
        names: Vec<Ident>,
    },
}

/// The size of an array declarator.
#[derive(Clone, PartialEq, Debug)]
pub enum ArraySize {
    /// `[]`
    Unspecified,
    /// `[*]`
    VlaStar,
    /// `[n]`
    Expr(Box<Expr>),
}

/// A function parameter.
#[derive(Clone, PartialEq, Debug)]
pub struct ParamDecl {
    /// Specifiers.
    pub specs: DeclSpecs,
    /// Declarator (possibly abstract), if any.
    pub declarator: Option<Declarator>,
    /// Extent.
    pub span: Span,
}

/// A type name as in casts and `sizeof`.
#[derive(Clone, PartialEq, Debug)]
pub struct TypeName {
    /// Specifiers and qualifiers.
    pub specs: DeclSpecs,
    /// Abstract declarator, if any.
    pub declarator: Option<Declarator>,
    /// Extent.
    pub span: Span,
}

/// A GNU attribute `name` or `name(args)`.
#[derive(Clone, PartialEq, Debug)]
pub struct Attribute {
    /// Attribute name as written (`__packed__` and `packed` are kept as written).
    pub name: Ident,
    /// Arguments, if parenthesised. Identifier arguments (`mode(DI)`) are `Ident` exprs.
    pub args: Option<Vec<Expr>>,
    /// Extent.
    pub span: Span,
}

/// A function definition.
#[derive(Clone, PartialEq, Debug)]
pub struct FunctionDef {
    /// Specifiers.
    pub specs: DeclSpecs,
    /// The declarator (its outermost step is the function).
    pub declarator: Declarator,
    /// Attributes and asm label written after the declarator.
    pub attributes: Vec<Attribute>,
    /// CPROVER function contract clauses (`__CPROVER_requires(...)` ...).
    pub contracts: Vec<Contract>,
    /// K&R parameter declarations between `)` and `{`.
    pub kr_decls: Vec<Declaration>,
    /// The body.
    pub body: Block,
    /// Extent.
    pub span: Span,
}

/// `_Static_assert(cond, "message")`
#[derive(Clone, PartialEq, Debug)]
pub struct StaticAssert {
    /// The condition.
    pub cond: Expr,
    /// The message (optional since C23).
    pub message: Option<CharsLiteral>,
    /// Extent.
    pub span: Span,
}

/// `{ items }`
#[derive(Clone, PartialEq, Debug)]
pub struct Block {
    /// The items.
    pub items: Vec<BlockItem>,
    /// Extent including braces.
    pub span: Span,
}

/// An item of a compound statement.
#[derive(Clone, PartialEq, Debug)]
pub enum BlockItem {
    /// A declaration.
    Declaration(Declaration),
    /// `_Static_assert`
    StaticAssert(StaticAssert),
    /// A GNU nested function.
    FunctionDef(FunctionDef),
    /// GNU `__label__ a, b;`
    LocalLabels(Vec<Ident>),
    /// A statement.
    Stmt(Stmt),
}

/// A statement.
#[derive(Clone, PartialEq, Debug)]
pub struct Stmt {
    /// Which.
    pub kind: StmtKind,
    /// Where.
    pub span: Span,
}

/// The kinds of statements.
#[derive(Clone, PartialEq, Debug)]
pub enum StmtKind {
    /// `label: attrs stmt`
    Labeled {
        /// The label.
        label: Ident,
        /// GNU attributes after the colon.
        attributes: Vec<Attribute>,
        /// The statement.
        stmt: Box<Stmt>,
    },
    /// `case lo: stmt` or GNU `case lo ... hi: stmt`
    Case {
        /// Value (or lower bound).
        lo: Expr,
        /// Upper bound of a case range.
        hi: Option<Expr>,
        /// The statement.
        stmt: Box<Stmt>,
    },
    /// `default: stmt`
    Default(Box<Stmt>),
    /// `{ ... }`
    Compound(Block),
    /// `expr;`
    Expr(Expr),
    /// `;`
    Empty,
    /// `if (cond) then else els`
    If {
        /// Condition.
        cond: Expr,
        /// Then branch.
        then: Box<Stmt>,
        /// Else branch.
        els: Option<Box<Stmt>>,
    },
    /// `switch (cond) body`
    Switch {
        /// Controlling expression.
        cond: Expr,
        /// Body.
        body: Box<Stmt>,
    },
    /// `while (cond) body`
    While {
        /// Condition.
        cond: Expr,
        /// Body.
        body: Box<Stmt>,
    },
    /// `do body while (cond);`
    DoWhile {
        /// Body.
        body: Box<Stmt>,
        /// Condition.
        cond: Expr,
    },
    /// `for (init; cond; step) body`
    For {
        /// Init clause.
        init: ForInit,
        /// Condition.
        cond: Option<Expr>,
        /// Step.
        step: Option<Expr>,
        /// Body.
        body: Box<Stmt>,
    },
    /// `goto label;`
    Goto(Ident),
    /// GNU `goto *expr;`
    GotoComputed(Expr),
    /// `continue;`
    Continue,
    /// `break;`
    Break,
    /// `return expr;`
    Return(Option<Expr>),
    /// `asm(...)`
    Asm(AsmStmt),
    /// GNU attributes before a statement (e.g. `__attribute__((fallthrough));`).
    Attributed {
        /// The attributes.
        attributes: Vec<Attribute>,
        /// The statement (often [`StmtKind::Empty`]).
        stmt: Box<Stmt>,
    },
}

/// The first clause of a `for`.
#[derive(Clone, PartialEq, Debug)]
pub enum ForInit {
    /// Nothing.
    None,
    /// An expression.
    Expr(Expr),
    /// A declaration.
    Declaration(Declaration),
    /// `_Static_assert`
    StaticAssert(StaticAssert),
}

/// A GNU `asm` statement (basic or extended).
#[derive(Clone, PartialEq, Debug)]
pub struct AsmStmt {
    /// `volatile`, `inline`, `goto` as written.
    pub qualifiers: Vec<String>,
    /// The template.
    pub template: CharsLiteral,
    /// Output operands.
    pub outputs: Vec<AsmOperand>,
    /// Input operands.
    pub inputs: Vec<AsmOperand>,
    /// Clobbers.
    pub clobbers: Vec<CharsLiteral>,
    /// `asm goto` labels.
    pub labels: Vec<Ident>,
    /// Visual Studio's `__asm { … }` block: the template is its tokens' text with `;`
    /// between instructions; it has no operands.
    pub msvc: bool,
    /// Extent.
    pub span: Span,
}

/// `[name] "constraint" (expr)`
#[derive(Clone, PartialEq, Debug)]
pub struct AsmOperand {
    /// Symbolic name.
    pub name: Option<Ident>,
    /// The constraint.
    pub constraint: CharsLiteral,
    /// The operand.
    pub expr: Expr,
}

/// An initializer.
#[derive(Clone, PartialEq, Debug)]
pub enum Initializer {
    /// `= expr`
    Expr(Expr),
    /// `= { ... }`
    List(InitList),
}

/// `{ [0] = 1, .x = 2, 3 }`
#[derive(Clone, PartialEq, Debug)]
pub struct InitList {
    /// Items.
    pub items: Vec<InitItem>,
    /// Extent including braces.
    pub span: Span,
}

/// One (optionally designated) initializer.
#[derive(Clone, PartialEq, Debug)]
pub struct InitItem {
    /// Designators (empty if none).
    pub designators: Vec<Designator>,
    /// The value.
    pub init: Initializer,
    /// Extent.
    pub span: Span,
}

/// A designator.
#[derive(Clone, PartialEq, Debug)]
pub enum Designator {
    /// `.member` (also GNU `member:`)
    Member(Ident),
    /// `[index]`
    Index(Expr),
    /// GNU `[lo ... hi]`
    Range(Expr, Expr),
}

/// An expression.
#[derive(Clone, PartialEq, Debug)]
pub struct Expr {
    /// Which.
    pub kind: ExprKind,
    /// Where.
    pub span: Span,
}

/// Unary operators.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UnaryOp {
    /// `++x`
    PreInc,
    /// `--x`
    PreDec,
    /// `x++`
    PostInc,
    /// `x--`
    PostDec,
    /// `&x`
    AddrOf,
    /// `*x`
    Deref,
    /// `+x`
    Plus,
    /// `-x`
    Minus,
    /// `~x`
    BitNot,
    /// `!x`
    Not,
    /// `__real__ x`
    Real,
    /// `__imag__ x`
    Imag,
}

/// Binary operators (not assignment).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `&`
    BitAnd,
    /// `^`
    BitXor,
    /// `|`
    BitOr,
    /// `&&`
    LogAnd,
    /// `||`
    LogOr,
    /// CPROVER `==>`
    Implies,
}

/// Quantifier kinds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Quantifier {
    /// `__CPROVER_forall`
    Forall,
    /// `__CPROVER_exists`
    Exists,
}

/// An association of `_Generic`.
#[derive(Clone, PartialEq, Debug)]
pub struct GenericAssoc {
    /// The type, or `None` for `default`.
    pub ty: Option<TypeName>,
    /// The result.
    pub expr: Expr,
    /// Extent.
    pub span: Span,
}

/// A step of a `__builtin_offsetof` member designator.
#[derive(Clone, PartialEq, Debug)]
pub enum OffsetofDesignator {
    /// `.member` (the first member has no dot)
    Member(Ident),
    /// `[index]`
    Index(Expr),
}

/// The kinds of expressions.
#[derive(Clone, PartialEq, Debug)]
pub enum ExprKind {
    /// A name (variable, function or enumerator).
    Ident(String),
    /// Integer constant.
    Int(IntLiteral),
    /// Floating constant.
    Float(FloatLiteral),
    /// Character constant.
    Char(CharsLiteral),
    /// String literal (adjacent literals already concatenated).
    String(CharsLiteral),
    /// `_Generic(control, T: e, default: e)`
    Generic {
        /// Controlling expression.
        control: Box<Expr>,
        /// Associations.
        assocs: Vec<GenericAssoc>,
    },
    /// `base.member` / `base->member`
    Member {
        /// The aggregate (or pointer).
        base: Box<Expr>,
        /// Member name.
        member: Ident,
        /// `->` instead of `.`.
        arrow: bool,
    },
    /// `base[index]`
    Index {
        /// Array or pointer.
        base: Box<Expr>,
        /// Subscript.
        index: Box<Expr>,
    },
    /// `callee(args)`
    Call {
        /// Function.
        callee: Box<Expr>,
        /// Arguments.
        args: Vec<Expr>,
    },
    /// `(type){ init }`
    CompoundLiteral {
        /// The type.
        ty: Box<TypeName>,
        /// The initializer list.
        init: InitList,
    },
    /// Unary operator.
    Unary {
        /// The operator.
        op: UnaryOp,
        /// Operand.
        operand: Box<Expr>,
    },
    /// `sizeof expr`
    SizeofExpr(Box<Expr>),
    /// `sizeof(type)`
    SizeofType(Box<TypeName>),
    /// `_Alignof expr` (GNU)
    AlignofExpr(Box<Expr>),
    /// `_Alignof(type)`
    AlignofType(Box<TypeName>),
    /// `(type) expr`
    Cast {
        /// Target type.
        ty: Box<TypeName>,
        /// Operand.
        expr: Box<Expr>,
    },
    /// Binary operator.
    Binary {
        /// The operator.
        op: BinOp,
        /// Left operand.
        lhs: Box<Expr>,
        /// Right operand.
        rhs: Box<Expr>,
    },
    /// `lhs = rhs` or `lhs op= rhs` (`op` is `None` for plain `=`).
    Assign {
        /// Compound operator.
        op: Option<BinOp>,
        /// Target.
        lhs: Box<Expr>,
        /// Value.
        rhs: Box<Expr>,
    },
    /// `cond ? then : els` (GNU: `then` may be omitted).
    Conditional {
        /// Condition.
        cond: Box<Expr>,
        /// Middle operand.
        then: Option<Box<Expr>>,
        /// Last operand.
        els: Box<Expr>,
    },
    /// `a, b, c`
    Comma(Vec<Expr>),
    /// GNU statement expression `({ ... })`
    StmtExpr(Block),
    /// GNU `&&label`
    LabelAddr(Ident),
    /// `__builtin_offsetof(type, member-designator)`
    Offsetof {
        /// The aggregate type.
        ty: Box<TypeName>,
        /// The designator path.
        designator: Vec<OffsetofDesignator>,
    },
    /// `__builtin_va_arg(ap, type)`
    VaArg {
        /// The `va_list`.
        ap: Box<Expr>,
        /// The argument type.
        ty: Box<TypeName>,
    },
    /// `__builtin_types_compatible_p(a, b)`
    TypesCompatible(Box<TypeName>, Box<TypeName>),
    /// `__builtin_convertvector(expr, type)`
    ConvertVector {
        /// The vector.
        expr: Box<Expr>,
        /// The target vector type.
        ty: Box<TypeName>,
    },
    /// ACSL's `\lambda decls; body` (applied to arguments: `(\lambda int i; i + 1)(1)`)
    Lambda {
        /// Bound variables.
        decls: Vec<Declaration>,
        /// Body.
        body: Box<Expr>,
    },
    /// `__CPROVER_forall { decls; body }` / `__CPROVER_exists { ... }`
    Quantifier {
        /// Which quantifier.
        kind: Quantifier,
        /// Bound variables.
        decls: Vec<Declaration>,
        /// Body.
        body: Box<Expr>,
    },
}
