//! The command line: CBMC's option names, parsed with clap.
//!
//! [`parse`] turns `argv` into [`Options`] or a [`CliOutcome`] that the binary acts on (help
//! text, version line, usage error). Options whose feature is not built yet are listed in
//! [`PENDING`]; giving one is a clear error ("--xyz is not supported yet", exit 6), never
//! silently ignored. Wiring a feature in means removing its options from [`PENDING`].

use clap::parser::ValueSource;
use clap::{ArgAction, CommandFactory, FromArgMatches, Parser};
use std::path::PathBuf;

/// The version printed by `--version` and in the banner.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The `--version` line (CBMC prints `<version> (cbmc-<version>)`).
pub fn version_line() -> String {
    format!("{VERSION} (rbmc-{VERSION})")
}

/// Program name for the UI framing (`"program"` in JSON, `<program>` in XML).
pub fn program_name() -> String {
    format!("rbmc {}", version_line())
}

/// All command-line options, with CBMC's names.
#[derive(Parser, Debug, Clone, Default)]
#[command(
    name = "rbmc",
    about = "rbmc: a CBMC-compatible bounded model checker for C and goto programs",
    override_usage = "rbmc [options] FILE...",
    disable_version_flag = true,
    // a flag given twice is given (CBMC's command line allows repeats)
    args_override_self = true,
    max_term_width = 100,
    after_help = not_supported_help()
)]
pub struct Options {
    /// Input files: C sources, goto binaries (also inside ELF objects) or rbmc goto text.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    // ---- information -------------------------------------------------------------------
    /// Print the version and exit.
    #[arg(long, help_heading = "Information")]
    pub version: bool,
    /// Print the goto functions (CBMC's layout) and exit.
    #[arg(long, help_heading = "Program representations")]
    pub show_goto_functions: bool,
    /// List the goto functions (with their bodies' status) and exit.
    #[arg(long, help_heading = "Program representations")]
    pub list_goto_functions: bool,
    /// Print the loops with their ids (`main.0`, …) and exit.
    #[arg(long, help_heading = "Program representations")]
    pub show_loops: bool,
    /// Print the symbol table and exit.
    #[arg(long, help_heading = "Program representations")]
    pub show_symbol_table: bool,
    /// Print the properties (assertions and built-in checks) and exit.
    #[arg(long, help_heading = "Program representations")]
    pub show_properties: bool,
    /// Check the invariants of the loaded goto model.
    #[arg(long, help_heading = "Program representations")]
    pub validate_goto_model: bool,
    /// Check the invariants of the SSA equation (Boolean guards, L2 reads defined
    /// earlier, no program symbol left, array sizes constants or L2 names).
    #[arg(long, help_heading = "Program representations")]
    pub validate_ssa_equation: bool,
    /// Test hook: the verification worker panics (debug builds only).
    #[arg(long, hide = true)]
    pub debug_worker_panic: bool,
    /// Write the loaded program as a goto binary to FILE and exit.
    #[arg(
        short = 'o',
        value_name = "FILE",
        help_heading = "Program representations"
    )]
    pub output: Option<PathBuf>,
    /// With -o: write rbmc's goto text form instead of a goto binary.
    #[arg(long, help_heading = "Program representations")]
    pub text: bool,

    // ---- C front end ---------------------------------------------------------------------
    /// Define a preprocessor macro.
    #[arg(short = 'D', value_name = "MACRO", action = ArgAction::Append, help_heading = "C front end")]
    pub define: Vec<String>,
    /// Add an include directory.
    #[arg(short = 'I', value_name = "DIR", action = ArgAction::Append, help_heading = "C front end")]
    pub include: Vec<PathBuf>,
    /// 32-bit target (ILP32; also `--ILP32`, `--i386-linux`).
    #[arg(long = "32", visible_aliases = ["ILP32", "i386-linux"], help_heading = "C front end")]
    pub arch32: bool,
    /// 64-bit target (LP64, the default; also `--LP64`).
    #[arg(long = "64", visible_alias = "LP64", help_heading = "C front end")]
    pub arch64: bool,
    /// Target architecture, as CBMC names it: sets the data model, the byte order and the
    /// signedness of `char` (i386, x86_64, arm64/aarch64, riscv64, mips64, sparc64, s390x,
    /// none; other architectures are not supported yet).
    #[arg(long, value_name = "ARCH", help_heading = "C front end")]
    pub arch: Option<String>,
    /// Plain `char` is unsigned.
    #[arg(long, help_heading = "C front end")]
    pub unsigned_char: bool,
    /// Little-endian target (the default).
    #[arg(long, help_heading = "C front end")]
    pub little_endian: bool,
    /// Big-endian target.
    #[arg(long, help_heading = "C front end")]
    pub big_endian: bool,
    /// Entry function (default `main`).
    #[arg(long, value_name = "NAME", help_heading = "C front end")]
    pub function: Option<String>,

    // ---- checks ----------------------------------------------------------------------------
    /// Enable array bounds checks (default on).
    #[arg(long, help_heading = "Checks")]
    pub bounds_check: bool,
    /// Disable array bounds checks.
    #[arg(long, help_heading = "Checks")]
    pub no_bounds_check: bool,
    /// Enable pointer checks (default on).
    #[arg(long, help_heading = "Checks")]
    pub pointer_check: bool,
    /// Disable pointer checks.
    #[arg(long, help_heading = "Checks")]
    pub no_pointer_check: bool,
    /// Enable pointer primitive checks (default on).
    #[arg(long, help_heading = "Checks")]
    pub pointer_primitive_check: bool,
    /// Disable pointer primitive checks.
    #[arg(long, help_heading = "Checks")]
    pub no_pointer_primitive_check: bool,
    /// Enable division by zero checks (default on).
    #[arg(long, help_heading = "Checks")]
    pub div_by_zero_check: bool,
    /// Disable division by zero checks.
    #[arg(long, help_heading = "Checks")]
    pub no_div_by_zero_check: bool,
    /// Enable floating-point division by zero checks.
    #[arg(long, help_heading = "Checks")]
    pub float_div_by_zero_check: bool,
    /// Disable floating-point division by zero checks (default).
    #[arg(long, help_heading = "Checks")]
    pub no_float_div_by_zero_check: bool,
    /// Enable signed arithmetic overflow checks (default on).
    #[arg(long, help_heading = "Checks")]
    pub signed_overflow_check: bool,
    /// Disable signed arithmetic overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub no_signed_overflow_check: bool,
    /// Enable undefined shift checks (default on).
    #[arg(long, help_heading = "Checks")]
    pub undefined_shift_check: bool,
    /// Disable undefined shift checks.
    #[arg(long, help_heading = "Checks")]
    pub no_undefined_shift_check: bool,
    /// Enable unsigned arithmetic overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub unsigned_overflow_check: bool,
    /// Disable unsigned arithmetic overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub no_unsigned_overflow_check: bool,
    /// Enable pointer arithmetic overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub pointer_overflow_check: bool,
    /// Disable pointer arithmetic overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub no_pointer_overflow_check: bool,
    /// Enable type conversion overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub conversion_check: bool,
    /// Disable type conversion overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub no_conversion_check: bool,
    /// Enable floating-point overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub float_overflow_check: bool,
    /// Disable floating-point overflow checks.
    #[arg(long, help_heading = "Checks")]
    pub no_float_overflow_check: bool,
    /// Enable NaN checks.
    #[arg(long, help_heading = "Checks")]
    pub nan_check: bool,
    /// Disable NaN checks.
    #[arg(long, help_heading = "Checks")]
    pub no_nan_check: bool,
    /// Enable memory leak checks.
    #[arg(long, help_heading = "Checks")]
    pub memory_leak_check: bool,
    /// Disable memory leak checks.
    #[arg(long, help_heading = "Checks")]
    pub no_memory_leak_check: bool,
    /// Enable memory cleanup checks (at exit/abort).
    #[arg(long, help_heading = "Checks")]
    pub memory_cleanup_check: bool,
    /// Disable memory cleanup checks.
    #[arg(long, help_heading = "Checks")]
    pub no_memory_cleanup_check: bool,
    /// Enable enum range checks.
    #[arg(long, help_heading = "Checks")]
    pub enum_range_check: bool,
    /// Disable enum range checks.
    #[arg(long, help_heading = "Checks")]
    pub no_enum_range_check: bool,
    /// Disable all standard checks (those on by default).
    #[arg(long, help_heading = "Checks")]
    pub no_standard_checks: bool,
    /// Ignore user assertions.
    #[arg(long, help_heading = "Checks")]
    pub no_assertions: bool,
    /// Ignore assertions that are not the user's (the C library's preconditions and
    /// assertions; the checks rbmc adds stay).
    #[arg(long, help_heading = "Checks")]
    pub no_built_in_assertions: bool,
    /// Ignore user assumptions.
    #[arg(long, help_heading = "Checks")]
    pub no_assumptions: bool,
    /// Keep checks that are trivially true.
    #[arg(long, help_heading = "Checks")]
    pub retain_trivial_checks: bool,
    /// Allow malloc to fail (default).
    #[arg(long, help_heading = "Checks")]
    pub malloc_may_fail: bool,
    /// Malloc never fails.
    #[arg(long, help_heading = "Checks")]
    pub no_malloc_may_fail: bool,
    /// A failing malloc returns NULL (default).
    #[arg(long, help_heading = "Checks")]
    pub malloc_fail_null: bool,
    /// A failing malloc is an assertion failure.
    #[arg(long, help_heading = "Checks")]
    pub malloc_fail_assert: bool,
    /// Check that label L is unreachable.
    #[arg(long, value_name = "L", action = ArgAction::Append, help_heading = "Checks")]
    pub error_label: Vec<String>,

    // ---- symex --------------------------------------------------------------------------
    /// Unwind every loop N times.
    #[arg(long, value_name = "N", help_heading = "Symbolic execution")]
    pub unwind: Option<u64>,
    /// Per-loop unwinding limits: [T:]ID:N,… (repeatable).
    #[arg(long, value_name = "L", action = ArgAction::Append, help_heading = "Symbolic execution")]
    pub unwindset: Vec<String>,
    /// Read --unwindset entries from FILE.
    #[arg(long, value_name = "FILE", help_heading = "Symbolic execution")]
    pub unwindset_file: Option<PathBuf>,
    /// Limit the number of instructions executed per path.
    #[arg(long, value_name = "N", help_heading = "Symbolic execution")]
    pub depth: Option<u64>,
    /// Assert that loops are fully unwound (default).
    #[arg(long, help_heading = "Symbolic execution")]
    pub unwinding_assertions: bool,
    /// Do not generate unwinding assertions.
    #[arg(long, help_heading = "Symbolic execution")]
    pub no_unwinding_assertions: bool,
    /// Allow paths through loops that were not fully unwound.
    #[arg(long, help_heading = "Symbolic execution")]
    pub partial_loops: bool,
    /// Explore paths one at a time with STRATEGY (lifo, fifo).
    #[arg(long, value_name = "STRATEGY", help_heading = "Symbolic execution")]
    pub paths: Option<String>,
    /// List the path exploration strategies and exit.
    #[arg(long, help_heading = "Symbolic execution")]
    pub show_symex_strategies: bool,
    /// Print the verification conditions and exit.
    #[arg(long, help_heading = "Symbolic execution")]
    pub show_vcc: bool,
    /// Print the program (SSA equation) only, no solving.
    #[arg(long, help_heading = "Symbolic execution")]
    pub program_only: bool,
    /// Disable constant propagation in symex.
    #[arg(long, help_heading = "Symbolic execution")]
    pub no_propagation: bool,
    /// Disable expression simplification.
    #[arg(long, help_heading = "Symbolic execution")]
    pub no_simplify: bool,
    /// Bits used for the object part of a pointer.
    #[arg(long, value_name = "N", help_heading = "Symbolic execution")]
    pub object_bits: Option<u32>,
    /// Havoc the return value and pointer arguments of body-less functions.
    #[arg(long, help_heading = "Symbolic execution")]
    pub havoc_undefined_functions: bool,
    /// Arrays of at most N elements are tracked element by element in symex (default 64).
    #[arg(long, value_name = "N", help_heading = "Symbolic execution")]
    pub max_field_sensitivity_array_size: Option<u64>,
    /// Track no array element by element (`--max-field-sensitivity-array-size 0`).
    #[arg(long, help_heading = "Symbolic execution")]
    pub no_array_field_sensitivity: bool,
    /// Objects of static lifetime start with nondeterministic values (except constants
    /// and the library's and CPROVER's own objects).
    #[arg(long, help_heading = "C front end")]
    pub nondet_static: bool,
    /// With --nondet-static: keep the initial value of this object (`name` or
    /// `file:name`; repeatable).
    #[arg(long, value_name = "NAME", action = ArgAction::Append, help_heading = "C front end")]
    pub nondet_static_exclude: Vec<String>,
    /// Calls through the function pointer at call site POINTER
    /// (`function.function_pointer_call.N`, the N-th call through a pointer in function,
    /// or `function.label`) go to one of the TARGETs only, asserted (repeatable).
    #[arg(long, value_name = "POINTER/TARGET[,TARGET...]", action = ArgAction::Append, help_heading = "Program transformations")]
    pub restrict_function_pointer: Vec<String>,
    /// Calls through the function-pointer variable NAME (`fp`, `function::fp`,
    /// `function::1::fp`) go to one of the TARGETs only, asserted (repeatable).
    #[arg(long, value_name = "NAME/TARGET[,TARGET...]", action = ArgAction::Append, help_heading = "Program transformations")]
    pub restrict_function_pointer_by_name: Vec<String>,
    /// Function-pointer restrictions from a JSON file `{ "POINTER": ["TARGET", ...], ... }`
    /// (repeatable).
    #[arg(long, value_name = "FILE", action = ArgAction::Append, help_heading = "Program transformations")]
    pub function_pointer_restrictions_file: Vec<std::path::PathBuf>,
    /// Remove the functions the entry point cannot reach (and their properties).
    #[arg(long, help_heading = "Symbolic execution")]
    pub drop_unused_functions: bool,
    /// Slice the formula (accepted: rbmc always removes the assignments no property
    /// depends on; also `--reachability-slice`, `--reachability-slice-fb`, `--full-slice`,
    /// which CBMC applies to the program with the same effect on the results).
    #[arg(long, help_heading = "Symbolic execution")]
    pub slice_formula: bool,
    #[arg(long, hide = true)]
    pub reachability_slice: bool,
    #[arg(long, hide = true)]
    pub reachability_slice_fb: bool,
    #[arg(long, hide = true)]
    pub full_slice: bool,
    /// Remove the body of function F (calls of it are calls of a body-less function;
    /// repeatable).
    #[arg(long, value_name = "F", help_heading = "Symbolic execution")]
    pub remove_function_body: Vec<String>,
    /// Give each body-less function REGEX matches a body by --generate-function-body-options.
    #[arg(long, value_name = "REGEX", help_heading = "Symbolic execution")]
    pub generate_function_body: Option<String>,
    /// assert-false, assume-false, assert-false-assume-false, nondet-return (the default),
    /// havoc[,params:RE][,globals:RE].
    #[arg(long, value_name = "OPTIONS", help_heading = "Symbolic execution")]
    pub generate_function_body_options: Option<String>,
    /// No C library models for called functions without a body.
    #[arg(long, help_heading = "C front end")]
    pub no_library: bool,
    /// GCC's C dialect (accepted: it is rbmc's; also `--c99`, `--c11`).
    #[arg(long, help_heading = "C front end")]
    pub gcc: bool,
    #[arg(long, hide = true)]
    pub c99: bool,
    #[arg(long, hide = true)]
    pub c11: bool,

    // ---- back end ---------------------------------------------------------------------
    /// Check only property ID (repeatable).
    #[arg(long, value_name = "ID", action = ArgAction::Append, help_heading = "Verification")]
    pub property: Vec<String>,
    /// Stop at the first failed property and print its counterexample.
    #[arg(long, help_heading = "Verification")]
    pub stop_on_fail: bool,
    /// Check every property (the default; accepted for CBMC compatibility).
    #[arg(long, help_heading = "Verification")]
    pub all_properties: bool,
    /// SV-COMP mode: decide the property of this property file (`.prp`) as an unbounded
    /// truth (deepening the unwinding) and end with `TRUE`, `FALSE(…)` or `UNKNOWN`.
    #[arg(long = "propertyfile", visible_alias = "property-file", value_name = "FILE", help_heading = "Verification")]
    pub propertyfile: Option<PathBuf>,
    /// SV-COMP mode for a task definition (`.yml`, format 2.0): its input files, its first
    /// property file that rbmc decides (unless `--propertyfile` is given) and its data model.
    #[arg(long, value_name = "TASK", help_heading = "Verification")]
    pub svcomp: Option<PathBuf>,
    /// SV-COMP mode: write the witness of the verdict to FILE (a violation witness for
    /// FALSE, a correctness witness for TRUE): YAML 2.0 for a `.yml`/`.yaml` file name,
    /// GraphML 1.0 otherwise.
    #[arg(long, value_name = "FILE", help_heading = "Verification")]
    pub witness: Option<PathBuf>,
    /// SV-COMP mode: write the witness in GraphML (format 1.0) to FILE.
    #[arg(long, value_name = "FILE", help_heading = "Verification")]
    pub graphml_witness: Option<PathBuf>,
    /// SV-COMP mode: write the witness in YAML (format 2.0) to FILE.
    #[arg(long, value_name = "FILE", help_heading = "Verification")]
    pub yaml_witness: Option<PathBuf>,
    /// Memory model of concurrent programs: `sc` (sequential consistency, the default),
    /// `tso` (total store order, x86) or `pso` (partial store order).
    #[arg(long, value_name = "MODEL", help_heading = "Verification")]
    pub mm: Option<String>,
    /// CBMC refuses writes of shared pointers while threads run ("pointer handling for
    /// concurrency is unsound") unless given this; rbmc's value sets follow other threads'
    /// pointer writes, so it never refuses them: accepted, without effect.
    #[arg(long, help_heading = "Verification")]
    pub allow_pointer_unsoundness: bool,
    /// Stop after SECONDS; undecided properties become UNKNOWN.
    #[arg(long, value_name = "SECONDS", help_heading = "Verification")]
    pub timeout: Option<u64>,
    /// Stop when the resident memory exceeds MB; undecided properties become UNKNOWN.
    #[arg(long, value_name = "MB", help_heading = "Verification")]
    pub memory_limit: Option<u64>,
    /// SAT solver to use.
    #[arg(long, value_name = "NAME", help_heading = "Verification")]
    pub sat_solver: Option<String>,
    /// Run CMD as the SAT solver on each query: CMD FILE, the formula in DIMACS in FILE,
    /// the answer in the SAT competition's format (`s SATISFIABLE`, `v` lines) on its
    /// standard output.
    #[arg(long, value_name = "CMD", help_heading = "Verification")]
    pub external_sat_solver: Option<String>,
    /// Print the CNF of the formula in DIMACS format instead of solving it.
    #[arg(long, help_heading = "Verification")]
    pub dimacs: bool,
    /// CBMC's refinement decision procedure (also `--refine-arrays`,
    /// `--refine-arithmetic`, `--refine-concurrency`; and the SAT preprocessing and array
    /// encoding switches): accepted, since they
    /// change how CBMC solves the formula, not its verdict; rbmc bit-blasts it exactly.
    #[arg(long, help_heading = "Verification")]
    pub refine: bool,
    #[arg(long, hide = true)]
    pub refine_arrays: bool,
    #[arg(long, hide = true)]
    pub refine_arithmetic: bool,
    /// CBMC's lazy encoding of the memory model's constraints: rbmc encodes them all.
    #[arg(long, hide = true)]
    pub refine_concurrency: bool,
    /// `--arrays-uf-always`/`--arrays-uf-never`: how CBMC encodes arrays (accepted, as
    /// `--refine`).
    #[arg(long, hide = true)]
    pub arrays_uf_always: bool,
    #[arg(long, hide = true)]
    pub arrays_uf_never: bool,
    #[arg(long, hide = true)]
    pub sat_preprocessor: bool,
    #[arg(long, hide = true)]
    pub no_sat_preprocessor: bool,
    /// Check each trace before printing it (accepted: rbmc replays every counterexample
    /// on the program and reports a trace it cannot confirm).
    #[arg(long, help_heading = "Verification")]
    pub validate_trace: bool,

    // ---- output ------------------------------------------------------------------------
    /// Print counterexample traces of failed properties.
    #[arg(long, help_heading = "Output")]
    pub trace: bool,
    /// Print compact traces.
    #[arg(long, help_heading = "Output")]
    pub compact_trace: bool,
    /// Print the call stack of failed properties.
    #[arg(long, help_heading = "Output")]
    pub stack_trace: bool,
    /// Print trace values in hexadecimal.
    #[arg(long, help_heading = "Output")]
    pub trace_hex: bool,
    /// Show function calls and returns in the trace.
    #[arg(long, help_heading = "Output")]
    pub trace_show_function_calls: bool,
    /// Show the code of each state's instruction in the trace.
    #[arg(long, help_heading = "Output")]
    pub trace_show_code: bool,
    /// Machine-readable output in JSON.
    #[arg(long, help_heading = "Output")]
    pub json_ui: bool,
    /// Machine-readable output in XML.
    #[arg(long, help_heading = "Output")]
    pub xml_ui: bool,
    /// Read more options from an XML `<options>` document on standard input
    /// (`valueOption`/`flagOption` elements, as CBMC's); output in XML.
    #[arg(long, help_heading = "Output")]
    pub xml_interface: bool,
    /// Read more options from a JSON object on standard input (`{"arguments": [...],
    /// "options": {...}}`, as CBMC's); output in JSON.
    #[arg(long, help_heading = "Output")]
    pub json_interface: bool,
    /// Also write the results as SARIF 2.1.0 to FILE (for GitHub code scanning): one
    /// result per failed property, its trace as a code flow.
    #[arg(long, value_name = "FILE", help_heading = "Reports for CI")]
    pub sarif: Option<PathBuf>,
    /// Also write the results as JUnit XML to FILE: one testcase per property.
    #[arg(long, value_name = "FILE", help_heading = "Reports for CI")]
    pub junit: Option<PathBuf>,
    /// Also write a Markdown summary to FILE (verdict, counts, failed properties), e.g.
    /// for $GITHUB_STEP_SUMMARY.
    #[arg(long, value_name = "FILE", help_heading = "Reports for CI")]
    pub markdown: Option<PathBuf>,
    /// Also write a self-contained HTML page to FILE: properties, counterexamples and the
    /// source with failed lines marked.
    #[arg(long, value_name = "FILE", help_heading = "Reports for CI")]
    pub html: Option<PathBuf>,
    /// Message verbosity: 1 errors … 6 status … 8 statistics (default) … 10 debug.
    #[arg(long, value_name = "N", help_heading = "Output")]
    pub verbosity: Option<u8>,
    /// Print per-phase times and sizes (the statistics messages, as --verbosity 8).
    #[arg(long, help_heading = "Output")]
    pub stats: bool,
    /// IEEE floating-point arithmetic (the default; accepted as in CBMC).
    #[arg(long, help_heading = "C front end")]
    pub floatbv: bool,
    /// Floating-point operations start rounding to nearest, ties to even (the default).
    #[arg(long, help_heading = "C front end")]
    pub round_to_nearest: bool,
    /// Floating-point operations start rounding toward +infinity.
    #[arg(long, help_heading = "C front end")]
    pub round_to_plus_inf: bool,
    /// Floating-point operations start rounding toward -infinity.
    #[arg(long, help_heading = "C front end")]
    pub round_to_minus_inf: bool,
    /// Floating-point operations start rounding toward zero.
    #[arg(long, help_heading = "C front end")]
    pub round_to_zero: bool,
    /// Coverage instead of verification: goals of criterion CC (location, branch,
    /// decision, condition, path, assertion, cover, assume); repeatable. Each goal is
    /// SATISFIED when some execution within the bounds reaches it.
    #[arg(long, value_name = "CC", help_heading = "Coverage")]
    pub cover: Vec<String>,
    /// With --cover: assertions become SKIPs instead of assumptions.
    #[arg(long, help_heading = "Coverage")]
    pub cover_failed_assertions: bool,
    /// With --function: pointer arguments are never NULL above this many pointer
    /// levels (CBMC's object factory; default 0).
    #[arg(long, value_name = "N", help_heading = "Coverage")]
    pub min_null_tree_depth: Option<usize>,
    /// With --function: a recursive structure behind pointer arguments ends (NULL) at
    /// this many pointer levels (default 5).
    #[arg(long, value_name = "N", help_heading = "Coverage")]
    pub max_nondet_tree_depth: Option<usize>,
    /// With --cover: after the goals, the test suite: the inputs of each execution that
    /// covered goals (`__CPROVER_input`s and --function's arguments), one line per test.
    #[arg(long, help_heading = "Coverage")]
    pub show_test_suite: bool,
    /// Flush the output after every message (rbmc always does; accepted for CBMC
    /// compatibility: cbmc-starter-kit passes it).
    #[arg(long, help_heading = "Output")]
    pub flush: bool,
}

/// CBMC 6 options that rbmc does not support yet, as CBMC spells them: giving one stops the
/// run with "`<option>` is not supported yet" (exit 6) rather than a usage error, since it
/// is no typo. They are listed at the end of `--help`.
pub const NOT_SUPPORTED_YET: &[&str] = &[
    // front end and architecture
    "--16", "--ILP64", "--LLP64", "--LP32", "--os",
    "--i386-macos", "--i386-win32", "--win32", "--winx64", "--ppc-macos",
    "--no-arch", "--c89", "--cpp98", "--cpp03", "--cpp11",
    "--fixedbv", "--preprocess", "--test-preprocessor",
    "--show-parse-tree", "--export-file-local-symbols", "--mangle-suffix",
    "--string-abstraction", "--classpath", "--cp", "--main-class", "--jar",
    // program transformations
    "--no-self-loops-to-assumptions",
    "--show-reachable-properties", "--unwind-min", "--unwind-max",
    "--ignore-properties-before-unwind-min", "--incremental-loop",
    "--symex-complexity-limit", "--symex-complexity-failed-child-loops-limit",
    "--symex-coverage-report", "--symex-cache-dereferences",
    
    "--max-nondet-string-length", "--string-printable",
    "--enforce-contract", "--replace-call-with-contract", "--apply-loop-contracts",
    // decision procedures
    "--wide-pointer-encoding",
    "--smt2", "--smt1", "--boolector", "--bitwuzla", "--cvc3",
    "--cvc4", "--cvc5", "--mathsat", "--yices", "--z3", "--cprover-smt2", "--fpa",
    "--refine-strings",
    "--max-node-refinement", "--outfile", "--dump-smt-formula", "--write-solver-stats-to",
    "--beautify", "--localize-faults", 
    // output and diagnostics
    "--show-goto-symex-steps", "--show-points-to-sets", "--show-array-constraints",
    "--show-byte-ops",
    "--trace-json-extended",
    "--slice-by-trace", "--show-reachable", "--solver-hardness",
];

/// The `--help` section listing [`NOT_SUPPORTED_YET`].
fn not_supported_help() -> String {
    let mut text = String::from("Not supported yet (CBMC options that stop with exit code 6):\n");
    let mut line = String::from(" ");
    for o in NOT_SUPPORTED_YET {
        if line.len() + o.len() + 1 > 96 {
            text.push_str(&line);
            text.push('\n');
            line = String::from(" ");
        }
        line.push(' ');
        line.push_str(o);
    }
    text.push_str(&line);
    text
}

/// The first argument that names a CBMC option rbmc does not support yet (`--smt2`), as
/// spelled in [`NOT_SUPPORTED_YET`].
pub fn not_supported_yet<S: AsRef<str>>(args: &[S]) -> Option<&'static str> {
    args.iter().skip(1).find_map(|a| {
        let a = a.as_ref();
        let name = a.split('=').next().unwrap_or("");
        NOT_SUPPORTED_YET.iter().copied().find(|o| *o == name)
    })
}

/// Options accepted by the parser whose feature is not built yet. Giving one is an error with
/// exit code 6. Remove an entry when its feature is wired into the driver.
pub const PENDING: &[&str] = &[];

/// The user interface selected by `--json-ui` / `--xml-ui`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UiKind {
    /// Human-readable text.
    #[default]
    Plain,
    /// A JSON array of message and result objects on stdout.
    Json,
    /// An XML document on stdout.
    Xml,
}

/// What the command line asks for, when it is not a run with [`Options`].
#[derive(Debug)]
pub enum CliOutcome {
    /// Run with these options; `given` names the options set on the command line (clap ids),
    /// in command-line order.
    Run(Box<Options>, Vec<String>),
    /// `--help`: print this text on stdout, exit 0.
    Help(String),
    /// A CBMC option rbmc does not support yet: an error naming it, exit 6.
    NotSupportedYet {
        /// The UI to report in.
        ui: UiKind,
        /// The option as CBMC spells it.
        option: &'static str,
    },
    /// A usage error: print `message` (and the hint), exit 1.
    Usage {
        /// The UI to report in (scanned from the raw arguments).
        ui: UiKind,
        /// The error, e.g. `Unknown option: --foo`.
        message: String,
    },
}

/// The command-line spelling of an option id (`no_bounds_check` → `--no-bounds-check`,
/// `define` → `-D`).
pub fn spelling(id: &str) -> String {
    let cmd = Options::command();
    if let Some(arg) = cmd.get_arguments().find(|a| a.get_id().as_str() == id) {
        if let Some(l) = arg.get_long() {
            return format!("--{l}");
        }
        if let Some(s) = arg.get_short() {
            return format!("-{s}");
        }
    }
    format!("--{}", id.replace('_', "-"))
}

/// The UI the raw arguments ask for (used to report usage errors in the right format).
pub fn scan_ui<S: AsRef<str>>(args: &[S]) -> UiKind {
    let mut ui = UiKind::Plain;
    for a in args {
        match a.as_ref() {
            "--json-ui" => ui = UiKind::Json,
            "--xml-ui" => ui = UiKind::Xml,
            _ => {}
        }
    }
    ui
}

/// CBMC's command line takes a multi-letter option after one dash too (`-win32`,
/// `-no-standard-checks`): a `-xyz` whose first letter is no short option and whose rest is
/// a long option (rbmc's, or one of CBMC's that rbmc reports as not supported yet) is
/// read as `--xyz`.
fn single_dash_long_options<S: AsRef<str>>(args: &[S]) -> Vec<String> {
    let cmd = Options::command();
    let shorts: Vec<char> = cmd.get_arguments().filter_map(|a| a.get_short()).collect();
    let longs = long_option_names();
    let is_long = |name: &str| longs.iter().any(|l| l == name);
    let mut out = Vec::with_capacity(args.len());
    let mut files_only = false;
    for (i, a) in args.iter().enumerate() {
        let a = a.as_ref();
        if a == "--" {
            files_only = true;
        }
        let rest = a.strip_prefix('-').filter(|r| !r.starts_with('-') && r.len() > 1);
        match rest {
            Some(r) if i > 0 && !files_only => {
                let first = r.chars().next().unwrap_or('-');
                let name = r.split('=').next().unwrap_or(r);
                if !shorts.contains(&first) && is_long(name) {
                    out.push(format!("-{a}"));
                } else {
                    out.push(a.to_string());
                }
            }
            _ => out.push(a.to_string()),
        }
    }
    out
}

/// The long option names (without `--`) rbmc knows, including CBMC's that it refuses as
/// not supported yet.
pub fn long_option_names() -> Vec<String> {
    let mut names: Vec<String> = Options::command()
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_string))
        .collect();
    names.extend(NOT_SUPPORTED_YET.iter().map(|o| o.trim_start_matches('-').to_string()));
    names
}

/// Parses `args` (including the program name in `args[0]`).
pub fn parse<S: AsRef<str>>(args: &[S]) -> CliOutcome {
    let argv = single_dash_long_options(args);
    let args = &argv[..];
    let ui = scan_ui(args);
    if let Some(option) = not_supported_yet(args) {
        return CliOutcome::NotSupportedYet { ui, option };
    }
    let matches = match Options::command().try_get_matches_from(&argv) {
        Ok(m) => m,
        Err(e) => {
            use clap::error::{ContextKind, ContextValue, ErrorKind};
            return match e.kind() {
                ErrorKind::DisplayHelp => CliOutcome::Help(e.to_string()),
                ErrorKind::UnknownArgument => {
                    let arg = match e.get(ContextKind::InvalidArg) {
                        Some(ContextValue::String(s)) => s.clone(),
                        _ => String::from("?"),
                    };
                    CliOutcome::Usage {
                        ui,
                        message: format!("Unknown option: {arg}"),
                    }
                }
                _ => {
                    let text = e.to_string();
                    let first = text
                        .lines()
                        .next()
                        .unwrap_or("invalid command line")
                        .trim_start_matches("error: ")
                        .to_string();
                    CliOutcome::Usage { ui, message: first }
                }
            };
        }
    };
    let cmd = Options::command();
    let mut given: Vec<(usize, String)> = Vec::new();
    for id in matches.ids() {
        let name = id.as_str();
        // Skip the positional files and argument groups (clap adds one per struct).
        if name == "files" || !cmd.get_arguments().any(|a| a.get_id() == name) {
            continue;
        }
        if matches.value_source(name) == Some(ValueSource::CommandLine) {
            let pos = matches.index_of(name).unwrap_or(usize::MAX);
            given.push((pos, name.to_string()));
        }
    }
    given.sort();
    let given = given.into_iter().map(|(_, n)| n).collect();
    match Options::from_arg_matches(&matches) {
        Ok(mut o) => {
            if let Some(arch) = o.arch.clone() {
                if let Err(option) = apply_arch(&mut o, &arch) {
                    return CliOutcome::NotSupportedYet { ui, option };
                }
            }
            standard_checks_defaults(&mut o);
            CliOutcome::Run(Box::new(o), given)
        }
        Err(e) => CliOutcome::Usage {
            ui,
            message: e.to_string().trim().to_string(),
        },
    }
}

/// CBMC 6's `set_default_analysis_flags`: `--no-standard-checks` also turns off malloc
/// failure and unwinding assertions, the two other defaults of CBMC 6, unless
/// `--malloc-may-fail` or `--unwinding-assertions` is given as well.
fn standard_checks_defaults(o: &mut Options) {
    // CBMC's get_command_line_options: --unwinding-assertions wins over
    // --no-unwinding-assertions, whatever their order
    if o.unwinding_assertions {
        o.no_unwinding_assertions = false;
    }
    if !o.no_standard_checks {
        return;
    }
    if !o.malloc_may_fail {
        o.no_malloc_may_fail = true;
    }
    if !o.unwinding_assertions {
        o.no_unwinding_assertions = true;
    }
}

/// `--arch NAME` as CBMC's configuration sets it: 64-bit (LP64) or 32-bit (ILP32), big
/// or little endian, plain `char` unsigned or signed. Architectures whose types rbmc's
/// targets do not have (32-bit ARM's 64-bit long double, x32, ...) are "not supported yet".
fn apply_arch(o: &mut Options, arch: &str) -> Result<(), &'static str> {
    // (64-bit, big endian, unsigned char)
    let (wide, big, unsigned) = match arch {
        "i386" => (false, false, false),
        "x86_64" | "none" => (true, false, false),
        "arm64" | "aarch64" | "riscv64" => (true, false, true),
        "s390x" => (true, true, true),
        "mips64" | "sparc64" => (true, true, false),
        _ => return Err(Box::leak(format!("--arch {arch}").into_boxed_str())),
    };
    if wide {
        o.arch64 = true;
        o.arch32 = false;
    } else {
        o.arch32 = true;
        o.arch64 = false;
    }
    if big && !o.little_endian {
        o.big_endian = true;
    }
    o.unsigned_char |= unsigned;
    Ok(())
}

impl Options {
    /// The report files for CI requested with `--sarif`, `--junit`, `--markdown`, `--html`.
    pub fn reports(&self) -> crate::report::ci::Requests {
        crate::report::ci::Requests {
            sarif: self.sarif.clone(),
            junit: self.junit.clone(),
            markdown: self.markdown.clone(),
            html: self.html.clone(),
        }
    }

    /// The selected UI (`--xml-ui` wins over `--json-ui` if both are given, as in CBMC).
    pub fn ui(&self) -> UiKind {
        if self.xml_ui {
            UiKind::Xml
        } else if self.json_ui {
            UiKind::Json
        } else {
            UiKind::Plain
        }
    }

    /// Message verbosity: 8 (statistics: per-phase sizes and times, loop unwinding) by
    /// default, as CBMC's `eval_verbosity(…, M_STATISTICS, …)`; `--stats` shows the
    /// statistics messages at any verbosity.
    pub fn verbosity(&self) -> u8 {
        let v = self.verbosity.unwrap_or(8).min(10);
        if self.stats {
            v.max(8)
        } else {
            v
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> (Options, Vec<String>) {
        match parse(args) {
            CliOutcome::Run(o, g) => (*o, g),
            other => panic!("expected a run, got {other:?}"),
        }
    }

    #[test]
    fn cbmc_style_options_parse() {
        let (o, given) = run(&[
            "rbmc",
            "--unwind",
            "3",
            "--unwindset",
            "main.0:2",
            "--unwindset=f.1:4",
            "-DFOO=1",
            "-I",
            "inc",
            "--32",
            "--no-bounds-check",
            "--property",
            "main.assertion.1",
            "t.c",
        ]);
        assert_eq!(o.unwind, Some(3));
        assert_eq!(o.unwindset, vec!["main.0:2", "f.1:4"]);
        assert_eq!(o.define, vec!["FOO=1"]);
        assert_eq!(o.include, vec![PathBuf::from("inc")]);
        assert!(o.arch32 && o.no_bounds_check);
        assert_eq!(o.files, vec![PathBuf::from("t.c")]);
        assert_eq!(
            given,
            vec![
                "unwind",
                "unwindset",
                "define",
                "include",
                "arch32",
                "no_bounds_check",
                "property"
            ]
        );
    }

    #[test]
    fn unknown_option_is_a_usage_error() {
        match parse(&["rbmc", "--frobnicate", "x.c"]) {
            CliOutcome::Usage { message, ui } => {
                assert_eq!(message, "Unknown option: --frobnicate");
                assert_eq!(ui, UiKind::Plain);
            }
            other => panic!("{other:?}"),
        }
        match parse(&["rbmc", "--json-ui", "--unwind", "x"]) {
            CliOutcome::Usage { ui, message } => {
                assert_eq!(ui, UiKind::Json);
                assert!(message.contains("--unwind"), "{message}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn cbmc_options_not_supported_yet_are_named() {
        match parse(&["rbmc", "--show-reachable-properties", "x.c"]) {
            CliOutcome::NotSupportedYet { option, ui } => {
                assert_eq!(option, "--show-reachable-properties");
                assert_eq!(ui, UiKind::Plain);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(parse(&["rbmc", "--mm=tso", "x.c"]), CliOutcome::Run(..)));
        // none of them is an option rbmc has
        let cmd = Options::command();
        for o in NOT_SUPPORTED_YET {
            let long = o.trim_start_matches("--");
            assert!(
                !cmd.get_arguments().any(|a| a.get_long() == Some(long)),
                "{o} is supported"
            );
        }
        // --flush is accepted
        assert!(matches!(parse(&["rbmc", "--flush", "x.c"]), CliOutcome::Run(..)));
        assert!(matches!(
            parse(&["rbmc", "--allow-pointer-unsoundness", "x.c"]),
            CliOutcome::Run(..)
        ));
    }

    #[test]
    fn help_and_spelling() {
        assert!(matches!(parse(&["rbmc", "--help"]), CliOutcome::Help(_)));
        assert_eq!(spelling("no_bounds_check"), "--no-bounds-check");
        assert_eq!(spelling("define"), "-D");
        assert_eq!(spelling("arch32"), "--32");
        assert_eq!(spelling("output"), "-o");
    }

    #[test]
    fn every_pending_option_exists() {
        let cmd = Options::command();
        for id in PENDING {
            assert!(
                cmd.get_arguments().any(|a| a.get_id().as_str() == *id),
                "{id} is not an option"
            );
        }
    }
}
