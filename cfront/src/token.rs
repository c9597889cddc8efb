//! Token kinds: keywords (with their GNU spellings folded together), punctuators, literals.

use crate::diag::Span;

/// One token of preprocessed C.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Where it is in the preprocessed text.
    pub span: Span,
}

/// The kind of a token; the text is recovered from the span.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// An identifier (possibly a typedef name: that is the parser's business).
    Ident,
    /// A keyword.
    Kw(Kw),
    /// An integer constant (pp-number without `.`/exponent).
    Int,
    /// A floating constant.
    Float,
    /// A character constant with its prefix.
    Char,
    /// A string literal with its prefix.
    Str,
    /// A punctuator.
    P(P),
    /// End of input.
    Eof,
}

macro_rules! keywords {
    ($($v:ident => [$($s:literal),+]),* $(,)?) => {
        /// C11 keywords plus GNU and CPROVER extensions; alternative GNU spellings
        /// (`__const__`, `__inline`, `__asm__`, ...) map to the same keyword.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Kw { $(#[allow(missing_docs)] $v),* }

        /// The keyword spelled `s`, if any.
        pub fn keyword(s: &str) -> Option<Kw> {
            match s {
                $($($s)|+ => Some(Kw::$v),)*
                _ => None,
            }
        }

        impl Kw {
            /// The canonical spelling.
            pub fn as_str(self) -> &'static str {
                match self { $(Kw::$v => keywords!(@first $($s),+)),* }
            }
        }
    };
    (@first $a:literal $(, $rest:literal)*) => { $a };
}

keywords! {
    Auto => ["auto"], Break => ["break"], Case => ["case"], Char => ["char"],
    Const => ["const", "__const", "__const__"], Continue => ["continue"],
    Default => ["default"], Do => ["do"], Double => ["double"], Else => ["else"],
    Enum => ["enum"], Extern => ["extern"], Float => ["float"], For => ["for"],
    Goto => ["goto"], If => ["if"], Inline => ["inline", "__inline", "__inline__"],
    Int => ["int"], Long => ["long"], Register => ["register"],
    Restrict => ["restrict", "__restrict", "__restrict__"], Return => ["return"],
    Short => ["short"], Signed => ["signed", "__signed", "__signed__"],
    Sizeof => ["sizeof"], Static => ["static"], Struct => ["struct"], Switch => ["switch"],
    Typedef => ["typedef"], Union => ["union"], Unsigned => ["unsigned"], Void => ["void"],
    Volatile => ["volatile", "__volatile", "__volatile__"], While => ["while"],
    Alignas => ["_Alignas"], Alignof => ["_Alignof", "__alignof", "__alignof__"],
    Atomic => ["_Atomic"], Bool => ["_Bool"], Complex => ["_Complex", "__complex", "__complex__"],
    Generic => ["_Generic"], Imaginary => ["_Imaginary"], Noreturn => ["_Noreturn"],
    StaticAssert => ["_Static_assert"],
    ThreadLocal => ["_Thread_local", "__CPROVER_thread_local"],
    GnuThread => ["__thread"],
    Asm => ["asm", "__asm", "__asm__"], Attribute => ["__attribute", "__attribute__"],
    Extension => ["__extension__"], Typeof => ["typeof", "__typeof", "__typeof__"],
    AutoType => ["__auto_type"], Label => ["__label__"], Int128 => ["__int128"],
    Real => ["__real", "__real__"], Imag => ["__imag", "__imag__"],
    Float16 => ["_Float16"], Float32 => ["_Float32"], Float32x => ["_Float32x"],
    Float64 => ["_Float64"], Float64x => ["_Float64x"], Float128 => ["_Float128"],
    Float128x => ["_Float128x"], GnuFloat128 => ["__float128"], GnuFloat80 => ["__float80"],
    BuiltinVaList => ["__builtin_va_list"], BuiltinVaArg => ["__builtin_va_arg"],
    BuiltinOffsetof => ["__builtin_offsetof"],
    BuiltinTypesCompatible => ["__builtin_types_compatible_p"],
    BuiltinConvertVector => ["__builtin_convertvector"],
    CproverBool => ["__CPROVER_bool"], CproverForall => ["__CPROVER_forall"],
    CproverExists => ["__CPROVER_exists"], CproverBitvector => ["__CPROVER_bitvector"],
    CproverFloatbv => ["__CPROVER_floatbv"], CproverFixedbv => ["__CPROVER_fixedbv"],
}

macro_rules! puncts {
    ($($v:ident => $s:literal),* $(,)?) => {
        /// Punctuators (digraphs are folded into their ordinary spelling).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum P { $(#[allow(missing_docs)] $v),* }

        impl P {
            /// The spelling.
            pub fn as_str(self) -> &'static str {
                match self { $(P::$v => $s),* }
            }
        }
    };
}

puncts! {
    LBracket => "[", RBracket => "]", LParen => "(", RParen => ")", LBrace => "{",
    RBrace => "}", Dot => ".", Arrow => "->", PlusPlus => "++", MinusMinus => "--",
    Amp => "&", Star => "*", Plus => "+", Minus => "-", Tilde => "~", Bang => "!",
    Slash => "/", Percent => "%", Shl => "<<", Shr => ">>", Lt => "<", Gt => ">",
    Le => "<=", Ge => ">=", EqEq => "==", Ne => "!=", Caret => "^", Pipe => "|",
    AmpAmp => "&&", PipePipe => "||", Question => "?", Colon => ":", Semi => ";",
    Ellipsis => "...", Eq => "=", StarEq => "*=", SlashEq => "/=", PercentEq => "%=",
    PlusEq => "+=", MinusEq => "-=", ShlEq => "<<=", ShrEq => ">>=", AmpEq => "&=",
    CaretEq => "^=", PipeEq => "|=", Comma => ",", Hash => "#", HashHash => "##",
    Implies => "==>", Equiv => "<==>", XorXor => "^^", AcslForall => "\\forall",
    AcslExists => "\\exists", AcslLambda => "\\lambda",
}

impl TokenKind {
    /// A human-readable description for error messages.
    pub fn describe(self) -> String {
        match self {
            TokenKind::Ident => "identifier".into(),
            TokenKind::Kw(k) => format!("'{}'", k.as_str()),
            TokenKind::Int | TokenKind::Float => "numeric constant".into(),
            TokenKind::Char => "character constant".into(),
            TokenKind::Str => "string literal".into(),
            TokenKind::P(p) => format!("'{}'", p.as_str()),
            TokenKind::Eof => "end of input".into(),
        }
    }
}
