//! The run of one `rbmc` invocation: command line → UI → load → action → exit code.
//!
//! Actions, in CBMC's precedence: `-o FILE` (write the program), `--show-symbol-table`,
//! `--show-goto-functions`, `--list-goto-functions`, `--show-loops`, `--show-properties`,
//! else verification. Every failure is reported through the UI (so JSON/XML stay
//! well-formed) and mapped to an exit code.

use crate::cli::{self, CliOutcome, Options, UiKind};
use crate::error::BmcError;
use crate::exit;
use crate::load;
use crate::ui::{Level, Ui};
use crate::{binfmt, output};
use goto_ir::GotoModel;

/// Runs rbmc with `args` (`args[0]` is the program name); returns the exit code.
pub fn run<S: AsRef<str>>(args: &[S]) -> i32 {
    match cli::parse(args) {
        CliOutcome::Help(text) => {
            print!("{text}");
            exit::SUCCESS
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
            match run_options(&mut ui, &options, &given) {
                Ok(code) => code,
                Err(e) => {
                    ui.error(&e.to_string(), e.location().as_ref());
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
    if options.text && options.output.is_none() {
        return Err(BmcError::unsupported("--text without -o"));
    }
    ui.status(&format!(
        "rbmc version {} {}-bit {} {}",
        cli::version_line(),
        usize::BITS,
        std::env::consts::ARCH,
        std::env::consts::OS
    ));
    let loaded = load::load(&options.files)?;
    let model = loaded.model;
    if options.validate_goto_model {
        validate(ui, &model)?;
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
    verify(ui, options, &model)
}

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
        goto_ir::text::print(model).into_bytes()
    } else {
        binfmt::write_model(model)?
    };
    output::write_atomic(path, &bytes)?;
    Ok(exit::SUCCESS)
}

/// The `--show-*` listings (CBMC's plain layouts, printed by goto-ir's text printers).
fn show(ui: &mut Ui, options: &Options, model: &GotoModel) -> Result<i32, BmcError> {
    let (what, text) = if options.show_symbol_table {
        let cfg = goto_ir::c_syntax::CConfig::lp64();
        (
            "--show-symbol-table",
            goto_ir::text::show_symbol_table(model, &cfg),
        )
    } else if options.show_goto_functions {
        (
            "--show-goto-functions",
            goto_ir::text::show_goto_functions(model),
        )
    } else if options.list_goto_functions {
        (
            "--list-goto-functions",
            goto_ir::text::list_goto_functions(model),
        )
    } else {
        ("--show-loops", goto_ir::text::show_loops(model))
    };
    if ui.kind() != UiKind::Plain {
        return Err(BmcError::unsupported(format!(
            "{what} with --json-ui or --xml-ui"
        )));
    }
    ui.plain(&text);
    Ok(exit::SUCCESS)
}

/// Verification: instrument → symex → solve → report. The pipeline is wired in by the
/// lead; until then this is a clear error.
fn verify(_ui: &mut Ui, _options: &Options, _model: &GotoModel) -> Result<i32, BmcError> {
    Err(BmcError::unsupported(
        "verification (symbolic execution and the solver are not wired in)",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pending_options_are_named_as_typed() {
        let g = vec!["show_goto_functions".to_string(), "unwind".to_string()];
        assert_eq!(pending_option(&g).as_deref(), Some("--unwind"));
        assert_eq!(
            pending_option(&["define".to_string()]).as_deref(),
            Some("-D")
        );
        assert_eq!(pending_option(&["json_ui".to_string()]), None);
    }
}
