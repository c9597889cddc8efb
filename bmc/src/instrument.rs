//! `rbmc-instrument`: goto-instrument's command line for the transformations proof
//! harnesses use (cbmc-starter-kit): `rbmc-instrument [options] IN [OUT]` reads a goto
//! binary, applies the transformations in goto-instrument's fixed order, and writes OUT or
//! prints what a `--show-*`/`--list-*` option asks for.
//!
//! - `--restrict-function-pointer CALLSITE/TARGET[,TARGET…]`,
//!   `--restrict-function-pointer-by-name NAME/TARGET[,…]`,
//!   `--function-pointer-restrictions-file FILE` (CBMC's function-pointer restrictions,
//!   `goto_instrument::function_pointer_restrictions`);
//! - `--nondet-static`, `--nondet-static-exclude NAME` (`goto_instrument::nondet_static`);
//! - `--remove-function-body F` (repeatable): F keeps its declaration, loses its body;
//! - `--generate-function-body REGEX` with `--generate-function-body-options`
//!   (`assert-false`, `assume-false`, `assert-false-assume-false`, `nondet-return` (the
//!   default), `havoc[,params:REGEX][,globals:REGEX]`): bodies for the body-less functions
//!   whose names REGEX matches in full;
//! - `--drop-unused-functions`, `--slice-global-inits`;
//! - `--add-library` and `--remove-function-pointers` are accepted: rbmc-cc links the C
//!   library models and removes function pointers when it builds a program, and rbmc does
//!   both when it loads a goto object;
//! - `--show-goto-functions`, `--list-goto-functions`, `--show-symbol-table`,
//!   `--show-loops` (also `--json-ui`/`--xml-ui`), `--show-properties`,
//!   `--list-undefined-functions`.
//!
//! goto-instrument's other options are "not supported yet" (exit 6); anything else is a
//! usage error (exit 1).

use crate::cli::Options;
use crate::error::BmcError;
use crate::exit;
use crate::load;
use crate::ui::Ui;
use goto_instrument::function_bodies::{self, Behaviour, BodyOptions};
use std::path::PathBuf;

/// What one `rbmc-instrument` call does.
#[derive(Debug, Default)]
pub struct InstrumentOptions {
    pub input: Option<PathBuf>,
    pub output: Option<PathBuf>,
    pub remove_bodies: Vec<String>,
    pub generate_body: Option<String>,
    pub generate_body_options: Option<String>,
    pub drop_unused_functions: bool,
    pub slice_global_inits: bool,
    pub list_undefined_functions: bool,
    /// The `--show-*` options, as rbmc's options (its printers do the work).
    pub show: Options,
    pub show_properties: bool,
    /// `--restrict-function-pointer`, `--restrict-function-pointer-by-name`,
    /// `--function-pointer-restrictions-file`.
    pub restrictions: Restrictions,
    /// `--nondet-static` (also implied by `--nondet-static-exclude`).
    pub nondet_static: bool,
    pub nondet_static_exclude: Vec<String>,
}

/// The function-pointer restrictions of a command line, as written.
#[derive(Debug, Default, Clone)]
pub struct Restrictions {
    pub by_call_site: Vec<String>,
    pub by_name: Vec<String>,
    pub files: Vec<PathBuf>,
}

/// goto-instrument options rbmc-instrument knows and does not support yet, with whether
/// they take a value.
const NOT_SUPPORTED_YET: &[(&str, bool)] = &[
    ("--unwind", true),
    ("--unwindset", true),
    ("--unwindset-file", true),
    ("--unwinding-assertions", false),
    ("--partial-loops", false),
    ("--k-induction", true),
    ("--enforce-contract", true),
    ("--replace-call-with-contract", true),
    ("--apply-loop-contracts", false),
    ("--dump-c", false),
    ("--dump-cpp", false),
    ("--inline", false),
    ("--partial-inline", false),
    ("--function-inline", true),
    ("--remove-calls-no-body", false),
    ("--model-argc-argv", true),
    ("--isr", true),
    ("--mm", true),
    ("--race-check", false),
    ("--call-graph", false),
    ("--reachable-call-graph", false),
    ("--show-reachable-properties", false),
    ("--string-abstraction", false),
    ("--havoc-loops", false),
    ("--accelerate", false),
    ("--splice-call", true),
    ("--undefined-function-is-assume-false", false),
    ("--generate-havocing-body", true),
    ("--stack-depth", true),
    ("--interval-analysis", false),
    ("--show-struct-alignment", false),
    ("--dump-c-type-header", true),
    ("--uninitialized-check", false),
    ("--malloc-may-fail", false),
    ("--bounds-check", false),
    ("--pointer-check", false),
    ("--div-by-zero-check", false),
    ("--signed-overflow-check", false),
    ("--unsigned-overflow-check", false),
    ("--pointer-overflow-check", false),
    ("--conversion-check", false),
    ("--undefined-shift-check", false),
    ("--float-overflow-check", false),
    ("--nan-check", false),
    ("--memory-leak-check", false),
    ("--error-label", true),
    ("--function", true),
];

const HELP: &str = "\
rbmc-instrument: goto-instrument's transformations for proof harnesses

Usage: rbmc-instrument [options] IN [OUT]

  --remove-function-body F           F keeps its declaration, loses its body (repeatable)
  --generate-function-body REGEX     a body for each body-less function REGEX matches
  --generate-function-body-options O assert-false, assume-false, assert-false-assume-false,
                                     nondet-return (default), havoc[,params:RE][,globals:RE]
  --restrict-function-pointer F.function_pointer_call.N/T[,T...]
                                     the N-th call through a pointer in F goes to one of
                                     the Ts only, asserted (also F.label; repeatable)
  --restrict-function-pointer-by-name NAME/T[,T...]
                                     calls through the pointer variable NAME go to one of
                                     the Ts only, asserted (repeatable)
  --function-pointer-restrictions-file FILE
                                     restrictions as JSON: { \"POINTER\": [\"T\", ...], ... }
  --nondet-static                    objects of static lifetime start nondeterministic
                                     (not constants, CPROVER's or the library's objects)
  --nondet-static-exclude NAME       with --nondet-static: keep NAME's (or FILE:NAME's)
                                     initial value (repeatable)
  --drop-unused-functions            remove the functions the entry point cannot reach
  --slice-global-inits               drop initialisations of objects no reachable code uses
  --add-library, --remove-function-pointers
                                     accepted (rbmc-cc and rbmc do both)
  --show-goto-functions, --list-goto-functions, --show-symbol-table, --show-loops,
  --show-properties, --list-undefined-functions
                                     print instead of writing OUT (--json-ui, --xml-ui)
";

/// Parses the command line (`args[0]` is the program name).
pub fn parse(args: &[String]) -> Result<InstrumentOptions, (i32, String)> {
    let usage = |m: String| (exit::USAGE_ERROR, m);
    let mut o = InstrumentOptions::default();
    let mut it = args.iter().skip(1);
    let mut files = Vec::new();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| usage(format!("missing argument to '{flag}'")))
        };
        match a.as_str() {
            "--help" | "-h" => return Err((exit::SUCCESS, HELP.to_string())),
            "--version" => {
                return Err((
                    exit::SUCCESS,
                    format!("rbmc-instrument {}\n", env!("CARGO_PKG_VERSION")),
                ))
            }
            "--remove-function-body" => o.remove_bodies.push(value(a)?),
            "--generate-function-body" => o.generate_body = Some(value(a)?),
            "--generate-function-body-options" => o.generate_body_options = Some(value(a)?),
            "--restrict-function-pointer" => o.restrictions.by_call_site.push(value(a)?),
            "--restrict-function-pointer-by-name" => o.restrictions.by_name.push(value(a)?),
            "--function-pointer-restrictions-file" => {
                o.restrictions.files.push(PathBuf::from(value(a)?))
            }
            "--nondet-static" => o.nondet_static = true,
            "--nondet-static-exclude" => {
                o.nondet_static = true;
                o.nondet_static_exclude.push(value(a)?)
            }
            "--drop-unused-functions" => o.drop_unused_functions = true,
            "--slice-global-inits" => o.slice_global_inits = true,
            "--add-library" | "--remove-function-pointers" => {}
            "--show-goto-functions" => o.show.show_goto_functions = true,
            "--list-goto-functions" => o.show.list_goto_functions = true,
            "--show-symbol-table" => o.show.show_symbol_table = true,
            "--show-loops" => o.show.show_loops = true,
            "--show-properties" => o.show_properties = true,
            "--list-undefined-functions" => o.list_undefined_functions = true,
            "--json-ui" => o.show.json_ui = true,
            "--xml-ui" => o.show.xml_ui = true,
            s if s.starts_with('-') && s.len() > 1 => {
                let flag = s.split('=').next().unwrap_or(s);
                return match NOT_SUPPORTED_YET.iter().find(|(n, _)| *n == flag) {
                    Some(_) => Err((
                        exit::INTERNAL_ERROR,
                        format!("{flag} is not supported yet"),
                    )),
                    None => Err(usage(format!("unknown option: {s}"))),
                };
            }
            _ => files.push(PathBuf::from(a)),
        }
    }
    let mut files = files.into_iter();
    o.input = files.next();
    o.output = files.next();
    if files.next().is_some() {
        return Err(usage("too many file arguments (expected IN [OUT])".into()));
    }
    if o.input.is_none() {
        return Err(usage("Please provide one binary input file".into()));
    }
    let shows = o.show.show_goto_functions
        || o.show.list_goto_functions
        || o.show.show_symbol_table
        || o.show.show_loops
        || o.show_properties
        || o.list_undefined_functions;
    if o.output.is_none() && !shows {
        return Err(usage(
            "Please provide one input and one output file (IN OUT)".into(),
        ));
    }
    Ok(o)
}

/// Runs `rbmc-instrument` with `args`; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let o = match parse(args) {
        Ok(o) => o,
        Err((code, text)) => {
            if code == exit::SUCCESS {
                print!("{text}");
            } else {
                eprintln!("rbmc-instrument: error: {text}");
            }
            return code;
        }
    };
    let mut ui = Ui::new(o.show.ui(), 6, "rbmc-instrument");
    match run_options(&mut ui, &o) {
        Ok(code) => code,
        Err(e) => {
            ui.error(&e.to_string(), e.location().as_ref());
            e.exit_code()
        }
    }
}

/// An anchored regular expression (goto-instrument matches names in full).
fn full_match(re: &str, what: &str) -> Result<regex::Regex, BmcError> {
    regex::Regex::new(&format!("^(?:{re})$")).map_err(|e| {
        BmcError::Usage(format!(
            "{what}: the regular expression '{re}' is not supported ({})",
            e.to_string().lines().last().unwrap_or("invalid")
        ))
    })
}

/// The parameters of `havoc,params:`: a name pattern, or positions (`0;2`, CBMC's form).
#[derive(Debug)]
enum Params {
    /// The pattern as given, and compiled.
    Names(String, regex::Regex),
    Positions(Vec<usize>),
}

fn body_options(spec: &str) -> Result<(Behaviour, Option<Params>, Option<regex::Regex>), BmcError> {
    let mut parts = spec.split(',');
    let first = parts.next().unwrap_or("");
    let behaviour = Behaviour::parse(first).ok_or_else(|| {
        BmcError::Usage(format!(
            "--generate-function-body-options: unknown behaviour '{first}'"
        ))
    })?;
    let (mut params, mut globals) = (None, None);
    for p in parts {
        if behaviour != Behaviour::Havoc {
            return Err(BmcError::Usage(format!(
                "--generate-function-body-options: '{p}' only goes with havoc"
            )));
        }
        if let Some(re) = p.strip_prefix("params:") {
            let positions: Option<Vec<usize>> = re.split(';').map(|n| n.parse().ok()).collect();
            params = Some(match positions {
                Some(ps) if !re.is_empty() => Params::Positions(ps),
                _ => Params::Names(
                    re.to_string(),
                    full_match(re, "--generate-function-body-options")?,
                ),
            });
        } else if let Some(re) = p.strip_prefix("globals:") {
            globals = Some(full_match(re, "--generate-function-body-options")?);
        } else {
            return Err(BmcError::Usage(format!(
                "--generate-function-body-options: unknown option '{p}'"
            )));
        }
    }
    Ok((behaviour, params, globals))
}

/// goto-instrument's (and cbmc's) function-pointer restrictions on `model` (a program whose
/// calls through pointers the front end has dispatched): with CBMC's messages, a wrong
/// restriction on the command line is a usage error (exit 1), one in a file an input error
/// (exit 6).
pub fn restrict_function_pointers(
    ui: &mut Ui,
    model: &mut goto_ir::GotoModel,
    r: &Restrictions,
) -> Result<(), BmcError> {
    use goto_instrument::function_pointer_restrictions::{self as fpr, RestrictionError};
    let mut options = fpr::RestrictionOptions {
        by_call_site: r.by_call_site.clone(),
        by_name: r.by_name.clone(),
        files: Vec::new(),
    };
    for path in &r.files {
        options.files.push(read_restrictions_file(path)?);
    }
    if options.is_empty() {
        return Ok(());
    }
    let file_loc = || {
        r.files
            .first()
            .map(|p| crate::error::file_loc(p))
            .unwrap_or_default()
    };
    match fpr::restrict_function_pointers(model, &options) {
        Ok(report) => {
            for (site, targets) in report.restricted {
                ui.status(&format!(
                    "Restricting {site} to {}",
                    targets.join(", ")
                ));
            }
            Ok(())
        }
        Err(e @ RestrictionError::Option { .. }) => Err(BmcError::Usage(e.to_string())),
        Err(e @ RestrictionError::File { .. }) => Err(BmcError::Input {
            message: e.to_string(),
            location: file_loc(),
        }),
        Err(RestrictionError::Unsupported { option, what }) => Err(BmcError::Unsupported {
            what: format!("{option}: {what}"),
            location: None,
        }),
    }
}

/// The restrictions of a `--function-pointer-restrictions-file`: a JSON object whose
/// members map a pointer name to an array of target names (CBMC's messages).
fn read_restrictions_file(path: &std::path::Path) -> Result<Vec<(String, Vec<String>)>, BmcError> {
    let loc = crate::error::file_loc(path);
    let failed = || BmcError::Input {
        message: format!(
            "failed to read function pointer restrictions from {}",
            path.display()
        ),
        location: loc.clone(),
    };
    let text = std::fs::read_to_string(path).map_err(|_| failed())?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|_| failed())?;
    let bad = |message: String| BmcError::Input {
        message,
        location: loc.clone(),
    };
    let serde_json::Value::Object(members) = json else {
        return Err(bad("top level item is not an object".into()));
    };
    let mut out = Vec::new();
    for (pointer, targets) in members {
        let serde_json::Value::Array(targets) = targets else {
            return Err(bad(format!("Value of {pointer} is not an array")));
        };
        let mut names = Vec::new();
        for t in targets {
            let serde_json::Value::String(t) = t else {
                // (sic: CBMC's text has no space before "contains")
                return Err(bad(format!(
                    "Value of {pointer}contains a non-string array element"
                )));
            };
            names.push(t);
        }
        out.push((pointer, names));
    }
    Ok(out)
}

/// goto-instrument's (and cbmc's) `--nondet-static` with the `--nondet-static-exclude`
/// names.
pub fn nondet_static(ui: &mut Ui, model: &mut goto_ir::GotoModel, exclude: &[String]) {
    ui.status("Adding nondeterministic initialization of static/global variables");
    goto_instrument::nondet_static::nondet_static(model, exclude);
}

/// goto-instrument's (and cbmc's) `--remove-function-body` and `--generate-function-body`
/// on `model`, in that order.
pub fn function_bodies(
    ui: &mut Ui,
    model: &mut goto_ir::GotoModel,
    remove: &[String],
    generate: Option<&str>,
    generate_options: Option<&str>,
) -> Result<(), BmcError> {
    if !remove.is_empty() {
        for f in function_bodies::remove_function_bodies(model, &|n| remove.iter().any(|x| x == n))
        {
            ui.status(&format!("Removing body of {f}"));
        }
    }
    if generate.is_none() && generate_options.is_some() {
        return Err(BmcError::Usage(
            "--generate-function-body-options needs --generate-function-body".into(),
        ));
    }
    let Some(re) = generate else {
        return Ok(());
    };
    let names = full_match(re, "--generate-function-body")?;
    let (behaviour, params, globals) = body_options(generate_options.unwrap_or("nondet-return"))?;
    let havoc_param = |n: &str| matches!(&params, Some(Params::Names(_, r)) if r.is_match(n));
    let havoc_global = |n: &str| globals.as_ref().is_some_and(|r| r.is_match(n));
    let havoc_params = match &params {
        Some(Params::Positions(ps)) => function_bodies::ParamSelection::Positions(ps),
        _ => function_bodies::ParamSelection::Names(&havoc_param),
    };
    let made = function_bodies::generate_function_bodies(
        model,
        &|n| names.is_match(n),
        &BodyOptions {
            behaviour,
            havoc_params,
            havoc_global: &havoc_global,
        },
    )
    .map_err(BmcError::Usage)?;
    let (made, havocked_param) = made;
    if let (false, false, Some(Params::Names(spec, _))) = (made.is_empty(), havocked_param, &params) {
        // a silent no-op would look like a proof
        ui.warning(&format!(
            "--generate-function-body-options: params:{spec} names no pointer parameter of the \
             functions given a body (a prototype's parameters are named $param0, $param1, …; \
             or select them by position: params:0;1)"
        ));
    }
    if made.is_empty() {
        ui.warning(&format!(
            "--generate-function-body: no function without a body matches '{re}'"
        ));
    }
    Ok(())
}

fn run_options(ui: &mut Ui, o: &InstrumentOptions) -> Result<i32, BmcError> {
    let input = o.input.clone().unwrap_or_default();
    let (format, bytes) = load::read_input(&input)?;
    if format == load::InputFormat::CSource {
        return Err(BmcError::Input {
            message: "rbmc-instrument reads goto binaries (compile C with rbmc-cc)".into(),
            location: crate::error::file_loc(&input),
        });
    }
    let mut model = load::read_goto(&input, format, &bytes)?;
    ui.status(&format!("Reading GOTO program from '{}'", input.display()));
    restrict_function_pointers(ui, &mut model, &o.restrictions)?;
    if o.nondet_static {
        nondet_static(ui, &mut model, &o.nondet_static_exclude);
    }
    function_bodies(
        ui,
        &mut model,
        &o.remove_bodies,
        o.generate_body.as_deref(),
        o.generate_body_options.as_deref(),
    )?;
    if o.drop_unused_functions {
        ui.status("Removing unused functions");
        if !model.functions.contains_key(&goto_ir::Ident::new(goto_ir::ENTRY_POINT)) {
            ui.warning(&format!(
                "the program has no entry point ({}): every function is unused (link with \
                 --function NAME or a main)",
                goto_ir::ENTRY_POINT
            ));
        }
        let total = model.functions.len();
        let dropped = goto_instrument::unused_functions::drop_unused_functions(
            &mut model,
            goto_ir::ENTRY_POINT,
        );
        if dropped > 0 {
            ui.status(&format!(
                "Dropping {dropped} of {total} functions ({} used)",
                total - dropped
            ));
        }
    }
    if o.slice_global_inits {
        ui.status("Slicing away initializations of unused global variables");
        goto_instrument::slice_global_inits::slice_global_inits(&mut model);
    }
    model.update();
    if o.list_undefined_functions {
        // the body-less functions the program calls or takes the address of (a goto
        // binary also declares every prototype its headers had)
        let mut roots = Vec::new();
        for f in model.functions.values() {
            for ins in &f.body {
                roots.extend(ins.kind.exprs());
            }
        }
        let mut names: Vec<&str> = Vec::new();
        let store = &model.store;
        store.post_order(&roots, |e| {
            if let goto_ir::ExprKind::Symbol(n) = store.kind(e) {
                if model.functions.get(n).is_some_and(|f| !f.has_body()) {
                    names.push(n.as_str());
                }
            }
        });
        names.sort_unstable();
        names.dedup();
        let mut text = String::new();
        for n in names {
            text.push_str(n);
            text.push('\n');
        }
        ui.plain(&text);
        return Ok(exit::SUCCESS);
    }
    if o.show_properties {
        crate::driver::show_properties_of(ui, &model);
        return Ok(exit::SUCCESS);
    }
    if o.show.show_goto_functions
        || o.show.list_goto_functions
        || o.show.show_symbol_table
        || o.show.show_loops
    {
        return crate::driver::show(ui, &o.show, &model);
    }
    let out = o.output.clone().unwrap_or_default();
    ui.status(&format!("Writing GOTO program to '{}'", out.display()));
    let bytes = crate::binfmt::write_model(&model)?;
    crate::output::write_atomic(&out, &bytes)?;
    Ok(exit::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        std::iter::once("rbmc-instrument")
            .chain(s.split_whitespace())
            .map(String::from)
            .collect()
    }

    #[test]
    fn parses_the_proof_flags() {
        let o = parse(&args(
            "--add-library --remove-function-body f --remove-function-body g \
             --generate-function-body h.* --generate-function-body-options havoc,params:.* \
             --drop-unused-functions --slice-global-inits in.goto out.goto",
        ))
        .expect("valid");
        assert_eq!(o.remove_bodies, vec!["f", "g"]);
        assert_eq!(o.generate_body.as_deref(), Some("h.*"));
        assert!(o.drop_unused_functions && o.slice_global_inits);
        assert_eq!(o.output, Some(PathBuf::from("out.goto")));
    }

    #[test]
    fn refuses_what_it_cannot_do() {
        assert_eq!(
            parse(&args("--unwind 3 in.goto out.goto")).err(),
            Some((exit::INTERNAL_ERROR, "--unwind is not supported yet".into()))
        );
        assert_eq!(
            parse(&args("--frob in.goto out.goto")).err(),
            Some((exit::USAGE_ERROR, "unknown option: --frob".into()))
        );
        assert!(parse(&args("in.goto")).is_err());
        assert!(parse(&args("--show-goto-functions in.goto")).is_ok());
    }

    #[test]
    fn body_options_by_behaviour() {
        assert!(body_options("havoc,params:.*,globals:g.*").is_ok());
        assert!(matches!(
            body_options("havoc,params:0;2"),
            Ok((_, Some(Params::Positions(p)), None)) if p == vec![0, 2]
        ));
        assert!(body_options("nondet-return,params:.*").is_err());
        assert!(body_options("explode").is_err());
        // goto-instrument's users write lookaheads, which the regex crate refuses clearly
        let e = body_options("havoc,globals:(?!__).*").expect_err("lookahead");
        assert!(e.to_string().contains("is not supported"), "{e}");
    }
}
