//! The run of one `rbmc` invocation: command line → UI → load → action → exit code.
//!
//! Actions, in CBMC's precedence: `-o FILE` (write the program), `--show-symbol-table`,
//! `--show-goto-functions`, `--list-goto-functions`, `--show-loops`, `--show-properties`,
//! else verification. Every failure is reported through the UI (so JSON/XML stay
//! well-formed) and mapped to an exit code.

use crate::report::prelude::*;
use crate::cli::{self, CliOutcome, Options, UiKind};
use crate::error::BmcError;
use crate::exit;
use crate::load;
use crate::ui::{Level, Ui};
use crate::{binfmt, output};
use goto_ir::GotoModel;

/// `--xml-interface`/`--json-interface`: the options on standard input (or in FILE, for a
/// `< FILE` that reached rbmc as arguments) are added to the command line, which then runs
/// with `--xml-ui`/`--json-ui`. A malformed document or an unknown option is an error in
/// that UI with exit code 6 (CBMC clears its command line and then finds no program to
/// verify).
fn run_interface<S: AsRef<str>>(args: &[S], interface: crate::interface::Interface) -> i32 {
    use std::io::Read as _;
    let ui = match interface {
        crate::interface::Interface::Xml => UiKind::Xml,
        crate::interface::Interface::Json => UiKind::Json,
    };
    let (input, args) = match crate::interface::redirected_input(args) {
        Some((file, rest)) => (
            std::fs::read_to_string(&file)
                .map_err(|e| format!("failed to open input file '{file}': {e}")),
            rest,
        ),
        None => {
            let mut input = String::new();
            let read = std::io::stdin().read_to_string(&mut input).map(|_| input).map_err(|e| {
                format!("cannot read the interface options from standard input: {e}")
            });
            (read, args.iter().map(|a| a.as_ref().to_string()).collect())
        }
    };
    let expanded = input.and_then(|input| crate::interface::expand(&args, interface, &input));
    match expanded {
        Ok(args) => run(&args),
        Err(message) => {
            let mut ui = Ui::new(ui, 10, &cli::program_name());
            ui.error(&message, None);
            exit::INTERNAL_ERROR
        }
    }
}

/// Runs rbmc with `args` (`args[0]` is the program name); returns the exit code.
pub fn run<S: AsRef<str>>(args: &[S]) -> i32 {
    if let Some(interface) = crate::interface::requested(args) {
        return run_interface(args, interface);
    }
    match cli::parse(args) {
        CliOutcome::Help(text) => {
            print!("{text}");
            if !text.ends_with('\n') {
                println!();
            }
            exit::SUCCESS
        }
        CliOutcome::NotSupportedYet { ui, option } => {
            let mut ui = Ui::new(ui, 10, &cli::program_name());
            let e = BmcError::unsupported(option);
            ui.error(&e.to_string(), None);
            e.exit_code()
        }
        CliOutcome::Usage { ui, message } => {
            let mut ui = Ui::new(ui, 10, &cli::program_name());
            ui.message(Level::Error, "Usage error!\n", None);
            ui.message(Level::Error, &message, None);
            if ui.kind() == UiKind::Plain {
                ui.message(Level::Error, "To get help use: rbmc --help", None);
            }
            exit::USAGE_ERROR
        }
        CliOutcome::Run(options, given) => {
            if options.version {
                println!("{}", cli::version_line());
                return exit::SUCCESS;
            }
            let mut ui = Ui::new(options.ui(), options.verbosity(), &cli::program_name());
            // a panic (a bug of rbmc) is an internal error like any other: reported through
            // the UI, whose JSON array or XML document is then closed, with exit code 6
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                run_options(&mut ui, &options, &given)
            }))
            .unwrap_or_else(|panic| Err(BmcError::Panic(checker::engine::panic_message(&*panic))));
            match result {
                Ok(code) => code,
                Err(BmcError::Usage(message)) => {
                    ui.message(Level::Error, "Usage error!\n", None);
                    ui.message(Level::Error, &message, None);
                    exit::USAGE_ERROR
                }
                Err(e) => {
                    if let BmcError::Parse { message, stage } = &e {
                        // already located compiler-style lines (`file:line:col: error: …`),
                        // one message each with the lines that continue it (the linker's
                        // old and new definitions)
                        let mut messages: Vec<String> = Vec::new();
                        for line in message.lines() {
                            let head = line.starts_with("error: ") || line.contains(": error: ");
                            match messages.last_mut() {
                                Some(m) if !head => {
                                    m.push('\n');
                                    m.push_str(line);
                                }
                                _ => messages.push(line.to_string()),
                            }
                        }
                        for m in &messages {
                            ui.message(Level::Error, m, None);
                        }
                        if let Some(stage) = stage {
                            ui.message(Level::Error, stage, None);
                        }
                    } else {
                        ui.error(&e.to_string(), e.location().as_ref());
                    }
                    e.exit_code()
                }
            }
        }
    }
}

/// The first option in `given` whose feature is not built yet, as spelled by the user.
pub fn pending_option(given: &[String]) -> Option<String> {
    given
        .iter()
        .find(|g| cli::PENDING.contains(&g.as_str()))
        .map(|g| cli::spelling(g))
}

fn run_options(ui: &mut Ui, options: &Options, given: &[String]) -> Result<i32, BmcError> {
    if let Some(opt) = pending_option(given) {
        return Err(BmcError::unsupported(opt));
    }
    let task_options = crate::svcomp::apply_task(options)?;
    let options = task_options.as_ref().unwrap_or(options);
    if options.text && options.output.is_none() {
        return Err(BmcError::Usage("--text needs -o FILE".into()));
    }
    if options.little_endian && options.big_endian {
        // CBMC's `config.set` refuses the pair
        return Err(BmcError::Usage(
            "--little-endian and --big-endian cannot be used together".into(),
        ));
    }
    if let Some(bits) = options.object_bits {
        // CBMC's `config.set`: the object part needs a bit, the offset part at least one
        let width = if options.arch32 { 32 } else { 64 };
        if bits == 0 || bits >= width {
            return Err(BmcError::Usage(format!(
                "--object-bits: object-bits must be positive and less than the pointer width ({width})"
            )));
        }
    }
    if let Some(name) = options.sat_solver.as_deref() {
        if !solver::sat::SOLVER_NAMES.contains(&name) {
            return Err(BmcError::Usage(format!(
                "--sat-solver: unknown SAT solver '{name}' (choose one of: {})",
                solver::sat::SOLVER_NAMES.join(", ")
            )));
        }
    }
    check_reports(options)?;
    let started = std::time::Instant::now();
    // `--show-symex-strategies` and a bad `--paths` are handled with the options, before
    // the banner (as in CBMC)
    if options.show_symex_strategies {
        ui.status(SYMEX_STRATEGIES);
        return Ok(exit::SUCCESS);
    }
    let strategy = match options.paths.as_deref().map(symex::PathStrategy::parse) {
        Some(Err(message)) => {
            ui.message(Level::Error, &message, None);
            return Ok(exit::USAGE_ERROR);
        }
        Some(Ok(s)) => Some(s),
        None => None,
    };
    ui.status(&format!(
        "rbmc version {} {}-bit {} {}",
        cli::version_line(),
        usize::BITS,
        std::env::consts::ARCH,
        std::env::consts::OS
    ));
    let property_file = crate::svcomp::property_file(options)?;
    if property_file.is_none() {
        let witness = [
            (options.witness.is_some(), "--witness"),
            (options.graphml_witness.is_some(), "--graphml-witness"),
            (options.yaml_witness.is_some(), "--yaml-witness"),
        ];
        if let Some((_, o)) = witness.iter().find(|(given, _)| *given) {
            return Err(BmcError::unsupported(format!(
                "{o} without --propertyfile (witnesses are written in SV-COMP mode)"
            )));
        }
    }
    // SV-COMP's rules: memory allocation never fails
    let svcomp_options;
    let options = if property_file.is_some() {
        let mut o = options.clone();
        o.no_malloc_may_fail = true;
        svcomp_options = o;
        &svcomp_options
    } else {
        options
    };
    let loaded = load::load_program(options, &mut |level, m| ui.message(level, m, None))?;
    let mut model = loaded.model;
    if !options.validate_goto_model {
        // (with --validate-goto-model, `validate` below reports every problem)
        checkpoint(options, &model, "the front end")?;
    }
    // a goto program compiled for 32 bits is verified for 32 bits (CBMC takes the
    // configuration of a goto binary it loads)
    let program_options;
    let options = if !options.arch32
        && goto_ir::arch::recorded_pointer_width(&model.store, &model.symbols) == Some(32)
    {
        let mut o = options.clone();
        o.arch32 = true;
        program_options = o;
        &program_options
    } else {
        options
    };
    crate::instrument::restrict_function_pointers(
        ui,
        &mut model,
        &crate::instrument::Restrictions {
            by_call_site: options.restrict_function_pointer.clone(),
            by_name: options.restrict_function_pointer_by_name.clone(),
            files: options.function_pointer_restrictions_file.clone(),
        },
    )?;
    if options.nondet_static || !options.nondet_static_exclude.is_empty() {
        crate::instrument::nondet_static(ui, &mut model, &options.nondet_static_exclude);
    }
    crate::instrument::function_bodies(
        ui,
        &mut model,
        &options.remove_function_body,
        options.generate_function_body.as_deref(),
        options.generate_function_body_options.as_deref(),
    )?;
    if options.drop_unused_functions {
        ui.status("Removing unused functions");
        goto_instrument::unused_functions::drop_unused_functions(&mut model, goto_ir::ENTRY_POINT);
    }
    if options.validate_goto_model {
        validate(ui, &model)?;
    } else {
        checkpoint(options, &model, "the function-body passes")?;
    }
    if let Some(path) = &options.output {
        return write_model(&model, path, options.text);
    }
    if options.show_symbol_table
        || options.show_goto_functions
        || options.list_goto_functions
        || options.show_loops
    {
        return show(ui, options, &model);
    }
    if let Some(pf) = property_file {
        return svcomp(ui, options, given, &model, &pf, started);
    }
    verify(ui, options, given, &model, strategy, started)
}

/// SV-COMP mode (see [`crate::svcomp`]): instrument the property's checks, decide each
/// property by deepening the unwinding, print the result line.
fn svcomp(
    ui: &mut Ui,
    options: &Options,
    given: &[String],
    model: &GotoModel,
    pf: &crate::svcomp::PropertyFile,
    started: std::time::Instant,
) -> Result<i32, BmcError> {
    use crate::svcomp::{self, SvProperty, SvVerdict};
    let mut model = model.clone();
    let checks = svcomp::check_options(&pf.properties, &check_options(options, given));
    let endian = endianness(options, &model)?;
    goto_instrument::remove_vector::remove_vector(&mut model, endian);
    ui.status("Generic Property Instrumentation");
    svcomp::assertions_abort(&mut model);
    goto_instrument::goto_check::goto_check(&mut model, &checks)?;
    for p in &pf.properties {
        if let SvProperty::UnreachCall(f) = p {
            svcomp::instrument_unreach_call(&mut model, f);
        }
    }
    goto_instrument::properties::label_properties(&mut model);
    model.update();
    goto_instrument::quantifiers::instantiate_quantifiers(&mut model);
    goto_instrument::adjust_float_expressions(&mut model);
    let symex_cfg = base_symex_config(options, &model)?;
    let cfg = engine_config(options, symex_cfg, started);
    ui.status("Starting Bounded Model Checking");
    let mut verdict = SvVerdict::True;
    let mut counterexample = None;
    for p in &pf.properties {
        let (v, trace) = svcomp::decide(ui, &model, p, cfg.clone(), |ui, m| {
            ui.message(message_level(m.level), &m.text, None)
        })?;
        match (&verdict, v) {
            (SvVerdict::False(_), _) => {}
            (_, v @ SvVerdict::False(_)) => {
                verdict = v;
                counterexample = trace;
            }
            (SvVerdict::True, v) => verdict = v,
            _ => {}
        }
    }
    let specification = pf.witness_specification(&verdict);
    write_witnesses(ui, options, &specification, &verdict, counterexample.as_ref())?;
    let (status, code) = match &verdict {
        SvVerdict::True => ("VERIFICATION SUCCESSFUL", exit::SUCCESS),
        SvVerdict::False(_) => ("VERIFICATION FAILED", exit::VERIFICATION_FAILED),
        SvVerdict::Unknown(why) => {
            ui.status(&format!("SV-COMP: no verdict: {why}"));
            ("VERIFICATION INCONCLUSIVE", exit::SUCCESS)
        }
    };
    ui.status(status);
    ui.plain(&format!("{}\n", verdict.line()));
    Ok(code)
}

/// The SV-COMP witnesses requested with `--witness`, `--graphml-witness` and
/// `--yaml-witness`: a violation witness for FALSE, a correctness witness for TRUE, none for
/// UNKNOWN.
fn write_witnesses(
    ui: &mut Ui,
    options: &Options,
    specification: &str,
    verdict: &crate::svcomp::SvVerdict,
    trace: Option<&crate::report::trace::Trace>,
) -> Result<(), BmcError> {
    use crate::report::witness;
    use crate::svcomp::SvVerdict;
    let mut requests: Vec<(&std::path::PathBuf, bool)> = Vec::new();
    if let Some(p) = &options.witness {
        let yaml = p
            .extension()
            .is_some_and(|e| e == "yml" || e == "yaml");
        requests.push((p, yaml));
    }
    if let Some(p) = &options.graphml_witness {
        requests.push((p, false));
    }
    if let Some(p) = &options.yaml_witness {
        requests.push((p, true));
    }
    if requests.is_empty() || matches!(verdict, SvVerdict::Unknown(_)) {
        return Ok(());
    }
    let program = options.files.first().cloned().unwrap_or_default();
    let bytes = std::fs::read(&program).unwrap_or_default();
    let hash = sha256_hex(&bytes);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let seed = sha256_hex(format!("{hash}{now}{}", std::process::id()).as_bytes());
    let uuid = format!(
        "{}-{}-4{}-8{}-{}",
        &seed[0..8],
        &seed[8..12],
        &seed[13..16],
        &seed[17..20],
        &seed[20..32]
    );
    let info = witness::WitnessInfo {
        program_file: program.display().to_string(),
        program_hash: hash,
        specification: specification.to_string(),
        architecture: if options.arch32 { "32bit" } else { "64bit" },
        producer: format!("rbmc {}", cli::VERSION),
        creation_time: witness::iso8601(now),
        uuid,
    };
    for (path, yaml) in requests {
        let text = match (verdict, trace, yaml) {
            (SvVerdict::False(_), Some(t), false) => witness::graphml_violation(&info, t),
            (SvVerdict::False(_), Some(t), true) => witness::yaml_violation(&info, t),
            (SvVerdict::False(_), None, _) => continue,
            (_, _, false) => witness::graphml_correctness(&info),
            (_, _, true) => witness::yaml_correctness(&info),
        };
        // `-` (and /dev/stdout, which reopened would write over a redirected output from
        // its start) is the standard output
        if path.as_os_str() == "-" || path.as_os_str() == "/dev/stdout" {
            ui.plain(&text);
            continue;
        }
        std::fs::write(path, text).map_err(|source| BmcError::Write {
            path: path.clone(),
            source,
        })?;
    }
    Ok(())
}

/// SHA-256 of `bytes` in lower-case hex (the witnesses' program hash).
fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    let d = sha2::Sha256::digest(bytes);
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// The report files for CI (`--sarif` etc.) are written by verification runs only: with
/// another action they are a usage error, with `--cover` not supported yet. A file whose
/// directory does not exist is an error before the run starts (exit 6).
fn check_reports(options: &Options) -> Result<(), BmcError> {
    let reports = options.reports();
    let Some(option) = reports.first_option() else {
        return Ok(());
    };
    let actions = [
        (options.output.is_some(), "-o"),
        (options.show_symbol_table, "--show-symbol-table"),
        (options.show_goto_functions, "--show-goto-functions"),
        (options.list_goto_functions, "--list-goto-functions"),
        (options.show_loops, "--show-loops"),
        (options.show_properties, "--show-properties"),
        (options.show_vcc, "--show-vcc"),
        (options.program_only, "--program-only"),
        (options.dimacs, "--dimacs"),
        (options.show_symex_strategies, "--show-symex-strategies"),
    ];
    if let Some((_, action)) = actions.iter().find(|(given, _)| *given) {
        return Err(BmcError::Usage(format!(
            "{option} writes the results of a verification run; it cannot be combined with {action}"
        )));
    }
    if !options.cover.is_empty() {
        return Err(BmcError::unsupported(format!("{option} with --cover")));
    }
    for path in [
        &reports.sarif,
        &reports.junit,
        &reports.markdown,
        &reports.html,
    ]
    .into_iter()
    .flatten()
    {
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => std::path::Path::new("."),
        };
        if !dir.is_dir() {
            return Err(BmcError::Write {
                path: path.clone(),
                source: std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    format!("directory {} does not exist", dir.display()),
                ),
            });
        }
        if path.is_dir() {
            return Err(BmcError::Write {
                path: path.clone(),
                source: std::io::Error::other("it is a directory"),
            });
        }
    }
    Ok(())
}

/// Writes the report files for CI requested in `options` from the run's results.
fn write_reports(
    options: &Options,
    properties: &[crate::report::Property],
    traces: &crate::report::Traces,
    iterations: usize,
    started: std::time::Instant,
) -> Result<(), BmcError> {
    let requests = options.reports();
    if !requests.any() {
        return Ok(());
    }
    let run = crate::report::ci::RunReport {
        properties,
        traces,
        verdict: crate::report::Verdict::of(properties),
        iterations,
        elapsed: started.elapsed(),
        version: cli::VERSION,
    };
    crate::report::ci::write_reports(&requests, &run)
}

/// The byte order of the run: the one recorded in the program's symbol table (a goto binary
/// compiled for a target: CBMC's `config.set_from_symbol_table` wins over the command
/// line), else `--big-endian` / `--little-endian` (little endian by default).
pub fn endianness(options: &Options, model: &GotoModel) -> Result<goto_ir::Endian, BmcError> {
    let recorded = goto_ir::arch::recorded_endianness(&model.store, &model.symbols)?;
    Ok(recorded.unwrap_or(if options.big_endian {
        goto_ir::Endian::Big
    } else {
        goto_ir::Endian::Little
    }))
}

/// CBMC's `config.object_bits_info()`: how pointers are split into object and offset.
fn object_bits_info(options: &Options) -> String {
    let width: u32 = if options.arch32 { 32 } else { 64 };
    let bits = options.object_bits.unwrap_or(8);
    format!(
        "Running with {bits} object bits, {} offset bits ({})",
        width.saturating_sub(bits),
        if options.object_bits.is_some() {
            "user-specified"
        } else {
            "default"
        }
    )
}

/// `--show-symex-strategies`: the strategies of `--paths` (CBMC's text, in its order).
pub const SYMEX_STRATEGIES: &str = concat!(
    " fifo                         next instruction is pushed before\n",
    "                              goto target; paths are popped in\n",
    "                              first-in, first-out order. Explores\n",
    "                              the program tree breadth-first.\n",
    " lifo                         next instruction is pushed before\n",
    "                              goto target; paths are popped in\n",
    "                              last-in, first-out order. Explores\n",
    "                              the program tree depth-first.\n",
);

/// `--validate-goto-model`: runs the IR verifier; any violation is an error (exit 6).
fn validate(ui: &mut Ui, model: &GotoModel) -> Result<(), BmcError> {
    ui.status("Validating consistency of goto-model");
    let errors = goto_ir::verify::verify(model);
    match errors.first() {
        None => Ok(()),
        Some(first) => {
            for e in errors.iter().skip(1) {
                ui.message(Level::Error, &format!("error: {e}"), None);
            }
            Err(BmcError::InvalidModel {
                first: first.to_string(),
                count: errors.len(),
            })
        }
    }
}

/// `-o FILE` (`--text`): writes the program as a goto binary (or rbmc's text form),
/// atomically.
fn write_model(model: &GotoModel, path: &std::path::Path, text: bool) -> Result<i32, BmcError> {
    let bytes = if text {
        goto_formats::text::print(model).into_bytes()
    } else {
        binfmt::write_model(model)?
    };
    output::write_atomic(path, &bytes)?;
    Ok(exit::SUCCESS)
}

/// The `--show-*` listings (CBMC's plain layouts, printed by goto-ir's text printers).
pub fn show(ui: &mut Ui, options: &Options, model: &GotoModel) -> Result<i32, BmcError> {
    let (what, text) = if options.show_symbol_table {
        let cfg = goto_ir::c_syntax::CConfig::lp64();
        (
            "--show-symbol-table",
            goto_formats::text::show_symbol_table(model, &cfg),
        )
    } else if options.show_goto_functions {
        (
            "--show-goto-functions",
            goto_formats::text::show_goto_functions(model),
        )
    } else if options.list_goto_functions {
        (
            "--list-goto-functions",
            goto_formats::text::list_goto_functions(model),
        )
    } else {
        ("--show-loops", goto_formats::text::show_loops(model))
    };
    if ui.kind() != UiKind::Plain {
        if options.show_loops {
            show_loops_structured(ui, model);
            return Ok(exit::SUCCESS);
        }
        return Err(BmcError::unsupported(format!(
            "{what} with --json-ui or --xml-ui"
        )));
    }
    ui.plain(&text);
    Ok(exit::SUCCESS)
}

/// `--show-properties`: the labelled properties of `model`.
fn print_properties(ui: &mut Ui, model: &GotoModel, cconfig: &goto_ir::c_syntax::CConfig) {
    use crate::report;
    let props: Vec<report::Property> = goto_instrument::properties::collect_properties(model)
        .into_iter()
        .map(|p| {
            let mut q = report::Property::new(&p.id, &p.description, report::Loc::from(&p.location));
            q.class = p.class;
            q.expression =
                goto_ir::c_syntax::expr(&model.store, &model.symbols, cconfig, p.expression);
            q
        })
        .collect();
    report::show_properties(ui, &props);
}

/// goto-instrument's `--show-properties`: the assertions of the goto program as it is
/// (rbmc's built-in checks are added when it verifies), with their property ids.
pub fn show_properties_of(ui: &mut Ui, model: &GotoModel) {
    let mut model = model.clone();
    goto_instrument::properties::label_properties(&mut model);
    model.update();
    let cconfig = match goto_ir::arch::recorded_pointer_width(&model.store, &model.symbols) {
        Some(32) => goto_ir::c_syntax::CConfig::ilp32(),
        _ => goto_ir::c_syntax::CConfig::lp64(),
    };
    print_properties(ui, &model, &cconfig);
}

/// `--show-loops --json-ui` / `--xml-ui` as CBMC writes them (and cbmc-viewer reads them):
/// `{"loops": [{"name": "main.0", "sourceLocation": {…}}]}` or `<loop name="main.0">` with a
/// `<location>`; locations carry the working directory.
fn show_loops_structured(ui: &mut Ui, model: &GotoModel) {
    use crate::report::location::Loc;
    let loops: Vec<(String, Loc)> = goto_formats::text::loops(model)
        .into_iter()
        .map(|(id, l)| (id, Loc::from(&l)))
        .collect();
    if ui.kind() == UiKind::Json {
        let list = loops
            .iter()
            .map(|(id, loc)| {
                let mut m = serde_json::Map::new();
                m.insert("name".into(), serde_json::Value::String(id.clone()));
                m.insert("sourceLocation".into(), loc.to_json());
                serde_json::Value::Object(m)
            })
            .collect();
        let mut m = serde_json::Map::new();
        m.insert("loops".into(), serde_json::Value::Array(list));
        ui.json(serde_json::Value::Object(m));
    } else {
        for (id, loc) in &loops {
            let mut x = crate::report::xml::XmlElement::new("loop");
            x.set("name", id);
            x.push(loc.to_xml());
            ui.xml(&x);
        }
    }
}

/// The built-in checks selected on the command line (CBMC 6 defaults otherwise).
fn check_options(options: &Options, given: &[String]) -> goto_instrument::CheckOptions {
    let mut c = goto_instrument::CheckOptions::default();
    // the checks' pointer and size types are the target's (`--32`: 32-bit pointers)
    if options.arch32 {
        c = c.ilp32();
    }
    // `--no-standard-checks` first, so that explicit checks given with it still apply
    if given.iter().any(|g| g == "no_standard_checks") {
        c.apply_flag("--no-standard-checks");
    }
    for g in given {
        let flag = cli::spelling(g);
        if flag != "--no-standard-checks" {
            c.apply_flag(&flag);
        }
    }
    c
}

/// Verification (cbmc-behaviour.md §4–§5), stage by stage: load (done by the caller) →
/// instrument → adjust floats → symex → equation → decide → replay → verdicts. The goto
/// verifier runs between the goto-to-goto passes ([`checkpoint`]); symex, the equation
/// verifier, the decider and the replay run in the checker ([`checker::check`]).
fn verify(
    ui: &mut Ui,
    options: &Options,
    given: &[String],
    model: &GotoModel,
    strategy: Option<symex::PathStrategy>,
    started: std::time::Instant,
) -> Result<i32, BmcError> {
    let mut model = model.clone();
    let cover = instrument(ui, options, given, &mut model)?;
    if options.show_properties {
        print_properties(ui, &model, &c_config(options));
        return Ok(exit::SUCCESS);
    }
    adjust_floats(options, &mut model)?;
    let symex_cfg = symex_config(ui, options, &model, cover, strategy)?;
    if options.show_vcc || options.program_only {
        ui.status("Starting Bounded Model Checking");
        show_equations(ui, options, &mut model, &symex_cfg)?;
        return Ok(exit::SUCCESS);
    }
    let out = decide(ui, options, &mut model, &symex_cfg, started)?;
    verdicts(ui, options, &model, out, cover, &symex_cfg.unwindset, started)
}

/// The goto verifier between stages: after the front end and after each goto-to-goto
/// pass, in debug builds and with `--validate-goto-model`; a violation is an internal error
/// naming the pass that left it.
fn checkpoint(options: &Options, model: &GotoModel, after: &str) -> Result<(), BmcError> {
    if !(options.validate_goto_model || cfg!(debug_assertions)) {
        return Ok(());
    }
    let errors = goto_ir::verify::verify(model);
    match errors.first() {
        None => Ok(()),
        Some(first) => Err(BmcError::InvalidModel {
            first: format!("after {after}: {first}"),
            count: errors.len(),
        }),
    }
}

/// Stage "instrument": vectors removed, CBMC's built-in checks, `--cover` goals, property
/// ids and `--property` selection; whether the run is a coverage run.
fn instrument(
    ui: &mut Ui,
    options: &Options,
    given: &[String],
    model: &mut GotoModel,
) -> Result<bool, BmcError> {
    let mut checks = check_options(options, given);
    checks.error_labels = options.error_label.clone();
    let cconfig = c_config(options);
    let cover = cover_options(options, given)?;
    let endian = endianness(options, model)?;
    goto_instrument::remove_vector::remove_vector(model, endian);
    checkpoint(options, model, "remove_vector")?;
    ui.status("Generic Property Instrumentation");
    goto_instrument::goto_check::goto_check(model, &checks)?;
    checkpoint(options, model, "goto_check")?;
    if let Some(cover) = &cover {
        // CBMC: skips go first so that trivial jumps make no goals
        let goto_ir::GotoModel {
            store, functions, ..
        } = model;
        for f in functions.values_mut() {
            goto_instrument::remove_skip::remove_skip(store, f);
        }
        ui.status("Rewriting existing assertions as assumptions");
        goto_instrument::cover::instrument_cover_goals(model, cover, &cconfig);
        checkpoint(options, model, "cover")?;
    }
    goto_instrument::properties::label_properties(model);
    if !options.property.is_empty() {
        goto_instrument::properties::select_properties(model, &options.property).map_err(
            |e| match e {
                goto_instrument::properties::PropertyError::Unknown(id) => {
                    BmcError::UnknownProperty(id)
                }
            },
        )?;
    }
    model.update();
    checkpoint(options, model, "property instrumentation")?;
    ui.status(&object_bits_info(options));
    Ok(cover.is_some())
}

/// Stage "adjust floats": quantifiers instantiated, then C's float operators made IEEE
/// operators with the rounding mode (as CBMC: after the checks, which are written against
/// C's operators, before symex).
fn adjust_floats(options: &Options, model: &mut GotoModel) -> Result<(), BmcError> {
    goto_instrument::quantifiers::instantiate_quantifiers(model);
    checkpoint(options, model, "quantifiers")?;
    goto_instrument::adjust_float_expressions(model);
    checkpoint(options, model, "adjust_float")
}

/// The symex configuration of the options (unwinding, memory model, sensitivity, paths).
fn symex_config(
    ui: &mut Ui,
    options: &Options,
    model: &GotoModel,
    cover: bool,
    strategy: Option<symex::PathStrategy>,
) -> Result<symex::SymexConfig, BmcError> {
    let mut symex_cfg = base_symex_config(options, model)?;
    if let Some(mm) = &options.mm {
        symex_cfg.memory_model = symex::MemoryModel::parse(mm).ok_or_else(|| {
            BmcError::Verification(format!(
                "invalid memory model '{mm}': use one of sc, tso, pso"
            ))
        })?;
    }
    if let Some(n) = options.unwind {
        symex_cfg.unwindset.global = Some(u32::try_from(n).unwrap_or(u32::MAX));
    }
    for spec in &options.unwindset {
        let warnings = symex_cfg
            .unwindset
            .parse(spec, model)?;
        for w in warnings {
            ui.warning(&w);
        }
    }
    if let Some(f) = &options.unwindset_file {
        let text = std::fs::read_to_string(f).map_err(|source| BmcError::Open {
            path: f.clone(),
            source,
        })?;
        for spec in text
            .split([',', '\n'])
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let warnings = symex_cfg
                .unwindset
                .parse(spec, model)?;
            for w in warnings {
                ui.warning(&w);
            }
        }
    }
    symex_cfg.depth = options.depth;
    // coverage runs end loops in unwinding assumptions (CBMC forces the option off)
    symex_cfg.unwinding_assertions = !options.no_unwinding_assertions && !cover;
    symex_cfg.partial_loops = options.partial_loops;
    symex_cfg.propagation = !options.no_propagation;
    symex_cfg.simplify = !options.no_simplify;
    symex_cfg.havoc_undefined_functions = options.havoc_undefined_functions;
    if let Some(n) = options.max_field_sensitivity_array_size {
        symex_cfg.max_field_sensitivity_array_size = n;
    }
    if options.no_array_field_sensitivity {
        symex_cfg.max_field_sensitivity_array_size = 0;
    }
    // a coverage run decides its goals on one merged equation and keeps whole paths for
    // its tests: CBMC neither explores paths one by one nor slices there
    symex_cfg.paths = if cover { None } else { strategy };
    symex_cfg.simple_slice = !cover;
    if (options.unwind.is_some() || !options.unwindset.is_empty())
        && options.no_unwinding_assertions
    {
        ui.warning("**** WARNING: Use --unwinding-assertions to obtain sound verification results");
    }
    // CBMC's other two warnings of get_command_line_options, in its order
    if options.depth.is_some() {
        ui.warning("**** WARNING: Depth-bounded analysis may yield unsound verification results");
    }
    if options.partial_loops {
        ui.warning("**** WARNING: --partial-loops may yield unsound verification results");
    }
    Ok(symex_cfg)
}

/// Stages "symex" to "replay", run by the checker: the outcome with the replay's verdicts
/// applied (a trace the replay contradicts makes its property ERROR).
fn decide(
    ui: &mut Ui,
    options: &Options,
    model: &mut GotoModel,
    symex_cfg: &symex::SymexConfig,
    started: std::time::Instant,
) -> Result<checker::Outcome, BmcError> {
    if options.dimacs && ui.kind() != UiKind::Plain {
        return Err(BmcError::unsupported("--dimacs with --json-ui or --xml-ui"));
    }
    let mut cfg = engine_config(options, symex_cfg.clone(), started);
    // CBMC's --dimacs runs the stop-on-fail verifier
    cfg.stop_on_fail = options.stop_on_fail || options.dimacs;
    cfg.dimacs = options.dimacs;
    cfg.tests = !options.cover.is_empty() && options.show_test_suite;
    // the counterexamples are printed, written to reports, or not kept at all
    cfg.keep_traces = wants_traces(options, ui) || options.reports().any();
    ui.status("Starting Bounded Model Checking");
    let mut unbounded = UnboundedLoopHint::new(&cfg.symex.unwindset);
    let mut out = checker::check(model, &cfg, &mut |m| {
        ui.message(message_level(m.level), &m.text, None);
        if let Some(hint) = unbounded.observe(&m.text) {
            ui.warning(&hint);
        }
    })?;
    report_replays(ui, &checker::outcome::apply_replays(&mut out));
    Ok(out)
}

/// Stage "verdicts": the results (or the coverage report, or the `--dimacs` formula), the
/// verdict and the report files; the exit code.
fn verdicts(
    ui: &mut Ui,
    options: &Options,
    model: &GotoModel,
    mut out: checker::Outcome,
    cover: bool,
    unwindset: &symex::Unwindset,
    started: std::time::Instant,
) -> Result<i32, BmcError> {
    use crate::report::{self, trace::TraceOptions, trace::TraceStyle, Status, Verdict};
    if let Some(cnf) = &out.dimacs {
        // `--dimacs`: the formula instead of results (exit code 0, as CBMC)
        ui.plain(cnf);
        return Ok(exit::SUCCESS);
    }
    if let Some(reason) = &out.stopped {
        ui.warning(&format!(
            "{}: undecided properties are UNKNOWN",
            report::stop_message(reason)
        ));
    }
    if cover {
        // goals in the order CBMC prints them: `main` first, then the other functions in
        // the order they were defined, each by goal number
        let order: Vec<String> = model.functions.keys().map(|k| k.as_str().to_string()).collect();
        let rank = |id: &str| {
            let (f, n) = id.rsplit_once(".coverage.").unwrap_or((id, "0"));
            let pos = if f == "main" {
                0
            } else {
                order.iter().position(|o| o == f).map_or(usize::MAX, |p| p + 1)
            };
            (pos, n.parse::<u64>().unwrap_or(0))
        };
        let dir = report::location::run_directory();
        let mut goals: Vec<report::cover::Goal> = out
            .properties
            .iter()
            .map(|p| report::cover::Goal::of(p, dir.as_deref()))
            .collect();
        goals.sort_by_key(|g| rank(&g.id));
        report::cover::report_cover(ui, &goals, out.iterations.max(1));
        if options.show_test_suite {
            // a test's goals in the same order (CBMC keeps them in a set of ids)
            let mut tests = std::mem::take(&mut out.tests);
            for t in tests.iter_mut() {
                t.goals.sort_by_key(|g| rank(g));
            }
            report::cover::report_test_suite(ui, &tests);
        }
        return Ok(exit::SUCCESS);
    }
    let style = if options.compact_trace {
        TraceStyle::Compact
    } else if options.stack_trace {
        TraceStyle::Stack
    } else {
        TraceStyle::Full
    };
    let topts = TraceOptions {
        style,
        hex: options.trace_hex,
        show_function_calls: options.trace_show_function_calls,
        show_code: options.trace_show_code,
    };
    out.settle_stopped();
    let properties = out.properties;
    let traces: report::Traces = out.traces.into_iter().collect();
    if options.stop_on_fail {
        if let Some(p) = properties.iter().find(|p| p.status() == Status::Failure) {
            if let Some(t) = traces.get(&p.id) {
                report::report_counterexample(ui, p, t, topts);
            }
            report::report_verdict(ui, Verdict::Failed);
            write_reports(options, &properties, &traces, out.iterations.max(1), started)?;
            return Ok(Verdict::Failed.exit_code());
        }
    }
    let want_traces = wants_traces(options, ui);
    report::report_results(
        ui,
        &properties,
        out.iterations.max(1),
        want_traces.then_some(&traces),
        topts,
    );
    if ui.kind() == UiKind::Plain {
        if let Some(hint) = unwinding_hint(&properties, unwindset) {
            ui.status(&hint);
        }
    }
    let verdict = Verdict::of(&properties);
    report::report_verdict(ui, verdict);
    write_reports(options, &properties, &traces, out.iterations.max(1), started)?;
    Ok(verdict.exit_code())
}

/// Whether the results show counterexamples (`--trace` and its kinds, `--stop-on-fail`,
/// the JSON and XML interfaces).
fn wants_traces(options: &Options, ui: &Ui) -> bool {
    options.trace
        || options.compact_trace
        || options.stack_trace
        || options.stop_on_fail
        || ui.kind() != UiKind::Plain
}

/// The data model's C printing configuration (`--32` or the 64-bit default).
fn c_config(options: &Options) -> goto_ir::c_syntax::CConfig {
    if options.arch32 {
        goto_ir::c_syntax::CConfig::ilp32()
    } else {
        goto_ir::c_syntax::CConfig::lp64()
    }
}

/// The symex configuration every verification starts from: the entry point, the pointer
/// width and the byte order.
fn base_symex_config(options: &Options, model: &GotoModel) -> Result<symex::SymexConfig, BmcError> {
    Ok(symex::SymexConfig {
        entry_point: goto_ir::ENTRY_POINT.into(),
        pointer_width: if options.arch32 { 32 } else { 64 },
        endian: endianness(options, model)?,
        ..Default::default()
    })
}

/// The engine configuration of the options (no `--stop-on-fail`, no `--dimacs`).
fn engine_config(
    options: &Options,
    symex: symex::SymexConfig,
    started: std::time::Instant,
) -> checker::EngineConfig {
    checker::EngineConfig {
        symex,
        sat_solver: options
            .sat_solver
            .clone()
            .unwrap_or_else(|| "cadical".into()),
        external_sat_solver: options.external_sat_solver.clone(),
        object_bits: options.object_bits.unwrap_or(8),
        stop_on_fail: false,
        tests: false,
        timeout: options.timeout.map(std::time::Duration::from_secs),
        memory_limit: options.memory_limit,
        started,
        dimacs: false,
        keep_traces: true,
        c: c_config(options),
        validate_ssa_equation: options.validate_ssa_equation,
        debug_worker_panic: options.debug_worker_panic,
    }
}

/// The `--cover` criteria, checked as CBMC checks them (`None` without `--cover`).
fn cover_options(
    options: &Options,
    given: &[String],
) -> Result<Option<goto_instrument::cover::CoverOptions>, BmcError> {
    use goto_instrument::cover::{CoverError, CoverOptions};
    if options.cover.is_empty() {
        return Ok(None);
    }
    if given.iter().any(|g| g == "unwinding_assertions") {
        return Err(BmcError::Usage(
            "--cover and --unwinding-assertions must not be given together".into(),
        ));
    }
    CoverOptions::parse(&options.cover, options.cover_failed_assertions)
        .map(Some)
        .map_err(|CoverError::Usage(m)| BmcError::Usage(format!("--cover: {m}")))
}

/// The loops (`<f>.unwind.<n>`) and recursions (`<f>.recursion`) whose unwinding
/// assertion failed, with bounds one above this run's: the smallest `--unwindset` that can
/// cover them (a loop may need more; each failure shows it ran past its bound).
fn unwinding_hint(
    properties: &[crate::report::Property],
    unwindset: &symex::Unwindset,
) -> Option<String> {
    use crate::report::Status;
    let mut entries = Vec::new();
    for p in properties.iter().filter(|p| p.status() == Status::Failure) {
        let id = if let Some((f, n)) = p.id.rsplit_once(".unwind.") {
            format!("{f}.{n}")
        } else if let Some(f) = p.id.strip_suffix(".recursion") {
            f.to_string()
        } else {
            continue;
        };
        let bound = unwindset.limit(&id, 0).unwrap_or(0);
        let entry = format!("{id}:{}", bound.saturating_add(1));
        if !entries.contains(&entry) {
            entries.push(entry);
        }
    }
    if entries.is_empty() {
        return None;
    }
    Some(format!(
        "Unwinding assertions failed: these loops run longer than their bounds on some path; the smallest bounds that can cover them are --unwindset {} (raise them until the unwinding assertions hold)",
        entries.join(",")
    ))
}

/// `--show-vcc` / `--program-only`: symex only, then the equation (one per path with
/// `--paths`, as CBMC's single-path symex-only checker prints one per path).
fn show_equations(
    ui: &mut Ui,
    options: &Options,
    model: &mut GotoModel,
    symex_cfg: &symex::SymexConfig,
) -> Result<(), BmcError> {
    let err = |e: symex::SymexError| BmcError::Symex(Box::new(e));
    let show = |ui: &mut Ui, model: &GotoModel, r: &symex::SymexResult, seen: usize| {
        for m in r.messages.iter().skip(seen) {
            ui.message(message_level(m.level), &m.text, None);
        }
        if ui.kind() == UiKind::Json {
            ui.json(ssa::show::show_vcc_json(model, &r.equation));
        } else if options.program_only {
            ui.plain(&ssa::show::show_program(model, &r.equation, &c_config(options)));
        } else {
            ui.status("VERIFICATION CONDITIONS:\n");
            ui.plain(&ssa::show::show_vcc(model, &r.equation));
        }
        r.messages.len()
    };
    if symex_cfg.paths.is_none() {
        let r = symex::run(model, symex_cfg).map_err(err)?;
        checker::engine::check_equation(options.validate_ssa_equation, model, &r.names, &r.equation)?;
        show(ui, model, &r, 0);
        return Ok(());
    }
    let mut explorer = symex::paths::PathExplorer::new(model, symex_cfg).map_err(err)?;
    let mut seen = 0;
    while let Some(r) = explorer.next_path(model) {
        let r = r.map_err(err)?;
        checker::engine::check_equation(options.validate_ssa_equation, model, &r.names, &r.equation)?;
        seen = show(ui, model, &r, seen);
    }
    Ok(())
}

/// Tells the user, once, that symex has been unwinding a loop for a while with no bound on
/// it (no `--unwind`, no `--unwindset` entry): the run may never end.
struct UnboundedLoopHint<'a> {
    unwindset: &'a symex::Unwindset,
    started: std::time::Instant,
    given: bool,
}

/// How long symex unwinds an unbounded loop before the hint.
const UNBOUNDED_HINT_AFTER: std::time::Duration = std::time::Duration::from_secs(5);

impl<'a> UnboundedLoopHint<'a> {
    fn new(unwindset: &'a symex::Unwindset) -> Self {
        UnboundedLoopHint {
            unwindset,
            started: std::time::Instant::now(),
            given: false,
        }
    }

    /// The hint, if `text` (a symex statistics line `Unwinding loop main.0 iteration 7 …`)
    /// shows an unbounded loop still unwinding after [`UNBOUNDED_HINT_AFTER`].
    fn observe(&mut self, text: &str) -> Option<String> {
        if self.given || self.started.elapsed() < UNBOUNDED_HINT_AFTER {
            return None;
        }
        let mut words = text.split_whitespace();
        let kind = match (words.next(), words.next()) {
            (Some("Unwinding"), Some(k @ ("loop" | "recursion"))) => k,
            _ => return None,
        };
        let id = words.next()?;
        let iteration = match (words.next(), words.next()) {
            (Some("iteration"), Some(n)) => n,
            _ => return None,
        };
        if self.unwindset.limit(id, 0).is_some() {
            return None;
        }
        self.given = true;
        Some(format!(
            "still unwinding {kind} {id} (iteration {iteration}) after {} s with no bound: give --unwind N or --unwindset {id}:N (with --unwinding-assertions, on by default, a bound too small fails)",
            UNBOUNDED_HINT_AFTER.as_secs()
        ))
    }
}

/// Says what the replay of the counterexamples found: a disagreement is an internal error
/// (the property is ERROR now), a trace that could not be replayed a note at verbosity ≥ 9
/// (progress: above CBMC's default of 8, so that default output stays CBMC's).
fn report_replays(ui: &mut Ui, notes: &[checker::outcome::ReplayNote]) {
    use checker::outcome::ReplayNote;
    let mut not_replayed = 0;
    for n in notes {
        match n {
            ReplayNote::NotReplayed { property, why } => {
                not_replayed += 1;
                ui.message(
                    Level::Progress,
                    &format!("note: counterexample for {property} was not replayed: {why}"),
                    None,
                );
            }
            ReplayNote::Disagreed { property, why } => ui.error(
                &format!("internal error: counterexample for {property} does not replay: {why}"),
                None,
            ),
        }
    }
    if not_replayed > 0 {
        ui.message(
            Level::Progress,
            &format!("{not_replayed} counterexample(s) not replayed"),
            None,
        );
    }
}

fn message_level(l: symex::Level) -> Level {
    match l {
        symex::Level::Warning => Level::Warning,
        symex::Level::Status => Level::Status,
        symex::Level::Statistics => Level::Statistics,
        symex::Level::Debug => Level::Debug,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unwinding_hint_lists_the_failed_loops() {
        use crate::report::{Property, Status};
        let prop = |id: &str, status| Property::new(id, "", Default::default()).with_status(status);
        let mut u = symex::Unwindset {
            global: Some(3),
            ..Default::default()
        };
        u.by_id.insert("f.1".into(), Some(7));
        let props = [
            prop("main.unwind.0", Status::Failure),
            prop("f.unwind.1", Status::Failure),
            prop("g.recursion", Status::Failure),
            prop("main.assertion.1", Status::Failure),
            prop("h.unwind.2", Status::Success),
        ];
        assert_eq!(
            unwinding_hint(&props, &u).as_deref(),
            Some("Unwinding assertions failed: these loops run longer than their bounds on some path; the smallest bounds that can cover them are --unwindset main.0:4,f.1:8,g:4 (raise them until the unwinding assertions hold)")
        );
        assert_eq!(unwinding_hint(&props[3..], &u), None);
    }

    #[test]
    fn unbounded_loop_hint_names_the_loop_once() {
        let mut u = symex::Unwindset::default();
        let Some(long_ago) = std::time::Instant::now().checked_sub(UNBOUNDED_HINT_AFTER * 2)
        else {
            return;
        };
        let mut h = UnboundedLoopHint {
            unwindset: &u,
            started: long_ago,
            given: false,
        };
        assert_eq!(h.observe("Runtime Symex: 1s"), None);
        let hint = h.observe("Unwinding loop main.0 iteration 900 file t.c line 3 thread 0");
        assert!(
            hint.as_deref()
                .is_some_and(|t| t.contains("loop main.0 (iteration 900)")
                    && t.contains("--unwindset main.0:N")),
            "{hint:?}"
        );
        assert_eq!(h.observe("Unwinding loop main.0 iteration 901 file t.c"), None);
        // a bounded loop gets no hint
        u.global = Some(10);
        let mut h = UnboundedLoopHint {
            unwindset: &u,
            started: long_ago,
            given: false,
        };
        assert_eq!(h.observe("Unwinding loop main.0 iteration 3 file t.c"), None);
        // nor one observed early
        let mut h = UnboundedLoopHint::new(&u);
        assert_eq!(h.observe("Unwinding loop f.1 iteration 3 file t.c"), None);
    }

    #[test]
    fn pending_options_are_named_as_typed() {
        for id in cli::PENDING {
            let g = vec!["show_goto_functions".to_string(), id.to_string()];
            assert_eq!(pending_option(&g), Some(cli::spelling(id)));
        }
        assert_eq!(pending_option(&["define".to_string()]), None);
        assert_eq!(pending_option(&["big_endian".to_string()]), None);
        assert_eq!(pending_option(&["json_ui".to_string()]), None);
    }
}
