//! The goto binary at the irep level: symbol table and goto functions whose expressions,
//! types and locations are still generic ireps.

use super::irep::{IrepId, IrepStore, StrId};

/// Flags of a CBMC symbol, in the bit order of the goto-binary flags word.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SymbolFlags {
    /// Bit 16: weak symbol.
    pub is_weak: bool,
    /// Bit 15: the symbol is a type (e.g. `tag-S`).
    pub is_type: bool,
    /// Bit 14: property.
    pub is_property: bool,
    /// Bit 13: macro (e.g. an enum constant or a typedef).
    pub is_macro: bool,
    /// Bit 12: exported.
    pub is_exported: bool,
    /// Bit 11: input.
    pub is_input: bool,
    /// Bit 10: output.
    pub is_output: bool,
    /// Bit 9: state variable.
    pub is_state_var: bool,
    /// Bit 8: function parameter.
    pub is_parameter: bool,
    /// Bit 7: auxiliary (compiler-generated) variable.
    pub is_auxiliary: bool,
    /// Bit 5: lvalue.
    pub is_lvalue: bool,
    /// Bit 4: static lifetime.
    pub is_static_lifetime: bool,
    /// Bit 3: thread local.
    pub is_thread_local: bool,
    /// Bit 2: file local (`static` at file scope).
    pub is_file_local: bool,
    /// Bit 1: `extern`.
    pub is_extern: bool,
    /// Bit 0: `volatile`.
    pub is_volatile: bool,
}

/// Accessor of one flag field.
type FlagField = fn(&mut SymbolFlags) -> &mut bool;

impl SymbolFlags {
    const BITS: [(u32, FlagField); 16] = [
        (16, |f| &mut f.is_weak),
        (15, |f| &mut f.is_type),
        (14, |f| &mut f.is_property),
        (13, |f| &mut f.is_macro),
        (12, |f| &mut f.is_exported),
        (11, |f| &mut f.is_input),
        (10, |f| &mut f.is_output),
        (9, |f| &mut f.is_state_var),
        (8, |f| &mut f.is_parameter),
        (7, |f| &mut f.is_auxiliary),
        (5, |f| &mut f.is_lvalue),
        (4, |f| &mut f.is_static_lifetime),
        (3, |f| &mut f.is_thread_local),
        (2, |f| &mut f.is_file_local),
        (1, |f| &mut f.is_extern),
        (0, |f| &mut f.is_volatile),
    ];

    /// The flags word as CBMC writes it (bit 6, the obsolete "binding", is always 0).
    pub fn to_word(self) -> u64 {
        let mut copy = self;
        Self::BITS
            .iter()
            .filter(|(_, field)| *field(&mut copy))
            .fold(0, |w, (bit, _)| w | (1u64 << bit))
    }

    /// Decodes a flags word; unknown bits are ignored, as CBMC does.
    pub fn from_word(word: u64) -> Self {
        let mut flags = SymbolFlags::default();
        for (bit, field) in Self::BITS {
            *field(&mut flags) = word & (1u64 << bit) != 0;
        }
        flags
    }
}

/// One symbol-table entry, fields in the order the goto binary stores them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BinarySymbol {
    /// The symbol's type (a `code` type for functions).
    pub ty: IrepId,
    /// The initial value (or `nil`).
    pub value: IrepId,
    /// The declaration's source location.
    pub location: IrepId,
    /// Unique identifier, e.g. `main::1::x`.
    pub name: StrId,
    /// Module (translation unit), may be empty.
    pub module: StrId,
    /// Base name, e.g. `x`.
    pub base_name: StrId,
    /// Language mode (`C`, ...), may be empty.
    pub mode: StrId,
    /// Display name, may be empty.
    pub pretty_name: StrId,
    /// Flags.
    pub flags: SymbolFlags,
}

/// Goto instruction kinds with CBMC's numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum InstructionKind {
    /// 0: no instruction type (never produced by goto conversion).
    NoInstructionType = 0,
    /// 1: (conditional) jump.
    Goto = 1,
    /// 2: assumption.
    Assume = 2,
    /// 3: assertion.
    Assert = 3,
    /// 4: other statement (expression, array_set, printf, fence, ...).
    Other = 4,
    /// 5: no-op.
    Skip = 5,
    /// 6: start a thread.
    StartThread = 6,
    /// 7: end a thread.
    EndThread = 7,
    /// 8: location marker.
    Location = 8,
    /// 9: end of function (always last).
    EndFunction = 9,
    /// 10: begin atomic section.
    AtomicBegin = 10,
    /// 11: end atomic section.
    AtomicEnd = 11,
    /// 12: set return value (formerly RETURN).
    SetReturnValue = 12,
    /// 13: assignment.
    Assign = 13,
    /// 14: declaration.
    Decl = 14,
    /// 15: end of a variable's lifetime.
    Dead = 15,
    /// 16: function call.
    FunctionCall = 16,
    /// 17: throw.
    Throw = 17,
    /// 18: catch (push/pop/landing pad).
    Catch = 18,
    /// 19: unresolved goto (should not occur in a written binary).
    IncompleteGoto = 19,
}

impl InstructionKind {
    /// All kinds, in numbering order.
    pub const ALL: [InstructionKind; 20] = [
        InstructionKind::NoInstructionType,
        InstructionKind::Goto,
        InstructionKind::Assume,
        InstructionKind::Assert,
        InstructionKind::Other,
        InstructionKind::Skip,
        InstructionKind::StartThread,
        InstructionKind::EndThread,
        InstructionKind::Location,
        InstructionKind::EndFunction,
        InstructionKind::AtomicBegin,
        InstructionKind::AtomicEnd,
        InstructionKind::SetReturnValue,
        InstructionKind::Assign,
        InstructionKind::Decl,
        InstructionKind::Dead,
        InstructionKind::FunctionCall,
        InstructionKind::Throw,
        InstructionKind::Catch,
        InstructionKind::IncompleteGoto,
    ];

    /// The kind with CBMC number `n`.
    pub fn from_number(n: u64) -> Option<Self> {
        usize::try_from(n)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }

    /// CBMC's number of this kind.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// CBMC's upper-case name (`GOTO`, `ASSIGN`, ...).
    pub fn name(self) -> &'static str {
        use InstructionKind::*;
        match self {
            NoInstructionType => "NO_INSTRUCTION_TYPE",
            Goto => "GOTO",
            Assume => "ASSUME",
            Assert => "ASSERT",
            Other => "OTHER",
            Skip => "SKIP",
            StartThread => "START_THREAD",
            EndThread => "END_THREAD",
            Location => "LOCATION",
            EndFunction => "END_FUNCTION",
            AtomicBegin => "ATOMIC_BEGIN",
            AtomicEnd => "ATOMIC_END",
            SetReturnValue => "SET_RETURN_VALUE",
            Assign => "ASSIGN",
            Decl => "DECL",
            Dead => "DEAD",
            FunctionCall => "FUNCTION_CALL",
            Throw => "THROW",
            Catch => "CATCH",
            IncompleteGoto => "INCOMPLETE_GOTO",
        }
    }
}

/// One goto instruction at the irep level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BinaryInstruction {
    /// The `code` irep (`nil` for kinds without code).
    pub code: IrepId,
    /// Source location irep.
    pub source_location: IrepId,
    /// Instruction kind.
    pub kind: InstructionKind,
    /// Guard (the writer of CBMC stores `true` for kinds without a condition).
    pub guard: IrepId,
    /// Jump targets as indices into the function body.
    pub targets: Vec<u32>,
    /// Labels attached to the instruction.
    pub labels: Vec<StrId>,
}

/// One goto function with a body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BinaryFunction {
    /// Function name (a symbol name).
    pub name: StrId,
    /// Instructions in program order.
    pub body: Vec<BinaryInstruction>,
}

/// A goto binary at the irep level: one irep store shared by symbols and functions.
#[derive(Debug, Clone, Default)]
pub struct GotoBinary {
    /// The store holding all ireps and strings of the binary.
    pub store: IrepStore,
    /// Symbol table in file order.
    pub symbols: Vec<BinarySymbol>,
    /// Functions with bodies, in file order. The writer skips functions with an empty body
    /// (as CBMC does: their declaration lives in the symbol table).
    pub functions: Vec<BinaryFunction>,
}

impl GotoBinary {
    /// An empty binary.
    pub fn new() -> Self {
        Self::default()
    }

    /// Structural equality: same symbols and functions in the same order with equal ireps,
    /// even when the two binaries use different stores.
    pub fn same_as(&self, other: &GotoBinary) -> bool {
        let (a, b) = (&self.store, &other.store);
        let irep = |x: IrepId, y: IrepId| a.eq_across(x, b, y);
        let string = |x: StrId, y: StrId| a.bytes(x) == b.bytes(y);
        self.symbols.len() == other.symbols.len()
            && self.functions.len() == other.functions.len()
            && self.symbols.iter().zip(&other.symbols).all(|(x, y)| {
                irep(x.ty, y.ty)
                    && irep(x.value, y.value)
                    && irep(x.location, y.location)
                    && string(x.name, y.name)
                    && string(x.module, y.module)
                    && string(x.base_name, y.base_name)
                    && string(x.mode, y.mode)
                    && string(x.pretty_name, y.pretty_name)
                    && x.flags == y.flags
            })
            && self.functions.iter().zip(&other.functions).all(|(f, g)| {
                string(f.name, g.name)
                    && f.body.len() == g.body.len()
                    && f.body.iter().zip(&g.body).all(|(i, j)| {
                        i.kind == j.kind
                            && i.targets == j.targets
                            && i.labels.len() == j.labels.len()
                            && i.labels.iter().zip(&j.labels).all(|(&l, &m)| string(l, m))
                            && irep(i.code, j.code)
                            && irep(i.source_location, j.source_location)
                            && irep(i.guard, j.guard)
                    })
            })
    }
}
