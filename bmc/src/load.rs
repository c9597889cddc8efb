//! Loading the input program. The format is decided from the file's first bytes, never from
//! its name: a goto binary (`7F 'G' 'B' 'F'`), an ELF object with a `goto-cc` section, rbmc's
//! goto text form, or else C source.

use crate::error::{file_loc, BmcError};
use crate::report::Loc;
use goto_ir::GotoModel;
use std::path::{Path, PathBuf};

/// The kind of an input file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InputFormat {
    /// A CBMC goto binary.
    GotoBinary,
    /// An ELF object (goto-cc output carries the goto binary in a `goto-cc` section).
    Elf,
    /// rbmc's goto text form.
    GotoText,
    /// C source code.
    #[default]
    CSource,
}

impl InputFormat {
    /// Human-readable name.
    pub fn name(self) -> &'static str {
        match self {
            InputFormat::GotoBinary => "goto binary",
            InputFormat::Elf => "ELF object",
            InputFormat::GotoText => "goto text",
            InputFormat::CSource => "C source",
        }
    }
}

/// Decides the format of `bytes`.
pub fn sniff(bytes: &[u8]) -> InputFormat {
    if bytes.starts_with(b"\x7fELF") {
        InputFormat::Elf
    } else if bytes.starts_with(b"\x7fGBF") || bytes.starts_with(b"GBF") {
        InputFormat::GotoBinary
    } else if bytes.first() == Some(&0x7f) || bytes.iter().take(512).any(|&b| b == 0) {
        // Not text: C sources and the text form never start with DEL or contain NUL. Let the
        // goto-binary reader name the problem (bad magic).
        InputFormat::GotoBinary
    } else if is_goto_text(bytes) {
        InputFormat::GotoText
    } else {
        InputFormat::CSource
    }
}

/// Whether `bytes` look like rbmc's goto text form: its header line `// rbmc goto text`, or
/// the line of carets that separates the declarations from the listing (no C source has
/// a line of twenty or more carets only).
fn is_goto_text(bytes: &[u8]) -> bool {
    if bytes.starts_with(b"// rbmc goto text") {
        return true;
    }
    bytes
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .any(|l| l.len() >= 20 && l.iter().all(|&b| b == b'^'))
}

/// A loaded program.
#[derive(Debug)]
pub struct Loaded {
    /// The program.
    pub model: GotoModel,
    /// The format it was read from.
    pub format: InputFormat,
}

/// Loads the program named on the command line:
/// - C sources (`.c`/`.i`; several files are linked) through the C front end;
/// - one goto program that has an entry point (`__CPROVER__start`) as it is;
/// - goto objects (goto binaries without an entry point, as `rbmc-cc -c` and `goto-cc -c`
///   write them), with C sources or not: linked, then made a program (C library models,
///   `__CPROVER_initialize`, the entry point of `--function` or `main`).
///
/// The C front end's messages that do not stop it (warnings, and errors it recovers from;
/// each possibly several lines) go to `on_message` before the program or the error is
/// returned.
pub fn load_program(
    options: &crate::cli::Options,
    on_message: &mut dyn FnMut(crate::ui::Level, &str),
) -> Result<Loaded, BmcError> {
    let files = &options.files;
    if files.is_empty() {
        return Err(BmcError::NoInput);
    }
    let mut inputs = read_inputs(files)?;
    if let Some((path, _)) = inputs.programs.first() {
        // a goto program is taken alone, as it is
        if files.len() > 1 {
            return Err(link_program_error(path));
        }
        let (_, mut model) = inputs.programs.swap_remove(0);
        let has_entry = model
            .functions
            .contains_key(&goto_ir::Ident::new(goto_ir::ENTRY_POINT));
        if let (Some(f), true) = (&options.function, has_entry) {
            // CBMC's --function on a goto program: a new entry point
            let opts = compile_options(options);
            let diags = cfront::convert::regenerate_entry_point(&mut model, f, &opts)
                .map_err(|e| BmcError::Parse {
                    message: e.to_string(),
                    stage: None,
                })?;
            report_messages(&diags, on_message);
        }
        cfront::convert::set_malloc_failure_options(&mut model, &compile_options(options));
        return Ok(Loaded {
            model,
            format: inputs.format,
        });
    }
    let opts = compile_options(options);
    let format = inputs.format;
    let mut loaded = compile_and_link(
        inputs.in_order(),
        &opts,
        cfront::convert::Stage::Program,
        on_message,
    )?;
    loaded.format = format;
    Ok(loaded)
}

/// Hands the front end's messages that do not stop it to `on_message`.
fn report_messages(
    diags: &[cfront::Diagnostic],
    on_message: &mut dyn FnMut(crate::ui::Level, &str),
) {
    for (is_error, w) in cfront::convert::render_warnings(diags) {
        let level = if is_error {
            crate::ui::Level::Error
        } else {
            crate::ui::Level::Warning
        };
        on_message(level, &w);
    }
}

/// A goto program with an entry point cannot be linked with more input.
pub fn link_program_error(path: &Path) -> BmcError {
    BmcError::Unsupported {
        what: format!(
            "linking the goto program {} (it has an entry point, `{}`) with other input; \
             link goto objects (`rbmc-cc -c`) instead",
            path.display(),
            goto_ir::ENTRY_POINT
        ),
        location: Some(file_loc(path)),
    }
}

/// The input files of a run, read and sorted.
#[derive(Default)]
pub struct Inputs {
    /// C sources, with their positions on the command line.
    pub c_files: Vec<(usize, PathBuf)>,
    /// Goto programs without an entry point (objects), with their positions.
    pub objects: Vec<(usize, PathBuf, GotoModel)>,
    /// Goto programs with an entry point, and goto text.
    pub programs: Vec<(PathBuf, GotoModel)>,
    /// The format of the first goto input, else C source.
    pub format: InputFormat,
}

impl Inputs {
    /// The C sources and goto objects in command-line order, for linking.
    pub fn in_order(self) -> Vec<cfront::convert::LinkInput> {
        let mut v: Vec<(usize, cfront::convert::LinkInput)> = Vec::new();
        v.extend(
            self.c_files
                .into_iter()
                .map(|(i, p)| (i, cfront::convert::LinkInput::C(p))),
        );
        v.extend(
            self.objects
                .into_iter()
                .map(|(i, _, m)| (i, cfront::convert::LinkInput::Goto(Box::new(m)))),
        );
        v.sort_by_key(|(i, _)| *i);
        v.into_iter().map(|(_, x)| x).collect()
    }
}

/// Reads every input file: C sources are only named (the front end reads them), goto
/// binaries and goto text are loaded.
pub fn read_inputs(files: &[PathBuf]) -> Result<Inputs, BmcError> {
    let mut inputs = Inputs::default();
    let mut first_goto = None;
    for (i, p) in files.iter().enumerate() {
        let (format, bytes) = read_input(p)?;
        if format == InputFormat::CSource {
            inputs.c_files.push((i, p.clone()));
            continue;
        }
        first_goto.get_or_insert(format);
        let model = read_goto(p, format, &bytes)?;
        // rbmc's goto text is a program as written (entry point or not)
        if format == InputFormat::GotoText
            || model.functions.contains_key(&goto_ir::Ident::new(goto_ir::ENTRY_POINT))
        {
            inputs.programs.push((p.clone(), model));
        } else {
            inputs.objects.push((i, p.clone(), model));
        }
    }
    inputs.format = first_goto.unwrap_or(InputFormat::CSource);
    Ok(inputs)
}

/// The C front end's options from the command line.
pub fn compile_options(options: &crate::cli::Options) -> cfront::convert::CompileOptions {
    let mut opts = cfront::convert::CompileOptions::default();
    opts.preprocess.defines = options.define.clone();
    opts.preprocess.include_dirs = options.include.clone();
    if options.arch32 {
        opts.preprocess.data_model = cfront::DataModel::Ilp32;
    }
    opts.big_endian = options.big_endian;
    opts.preprocess.unsigned_char = options.unsigned_char;
    opts.entry = options.function.clone();
    opts.no_library = options.no_library;
    if let Some(d) = options.min_null_tree_depth {
        opts.nondet_tree.min_null_depth = d;
    }
    if let Some(d) = options.max_nondet_tree_depth {
        opts.nondet_tree.max_depth = d;
    }
    opts.malloc_may_fail = !options.no_malloc_may_fail;
    // enumerations are `c_enum` types only for the checks (and, decided by the front end,
    // `__CPROVER_enum_is_in_range`) that need them: the range check, and the conversion
    // check, which leaves conversions to and from enumerations alone
    opts.enum_types = (options.enum_range_check && !options.no_enum_range_check)
        || (options.conversion_check && !options.no_conversion_check);
    if options.malloc_fail_assert {
        opts.malloc_failure = cfront::convert::MallocFailure::Assert;
    }
    if let Some(b) = options.object_bits {
        opts.object_bits = b;
    }
    // the last of the --round-to-* options wins (CBMC checks them in this order)
    if options.round_to_nearest {
        opts.rounding_mode = 0;
    }
    if options.round_to_plus_inf {
        opts.rounding_mode = 2;
    }
    if options.round_to_minus_inf {
        opts.rounding_mode = 1;
    }
    if options.round_to_zero {
        opts.rounding_mode = 3;
    }
    opts
}

/// Compiles the C sources among `inputs`, links them and the goto objects among them in
/// order and builds `stage` of the result; the front end's messages that do not stop it go to `on_message`.
pub fn compile_and_link(
    inputs: Vec<cfront::convert::LinkInput>,
    opts: &cfront::convert::CompileOptions,
    stage: cfront::convert::Stage,
    on_message: &mut dyn FnMut(crate::ui::Level, &str),
) -> Result<Loaded, BmcError> {
    let compiled = cfront::convert::compile_and_link(inputs, opts, stage);
    let diags = match &compiled {
        Ok(c) => &c.warnings[..],
        Err(cfront::convert::CompileError::Convert(d)) => &d[..],
        Err(_) => &[],
    };
    report_messages(diags, on_message);
    match compiled {
        Ok(c) => Ok(Loaded {
            model: c.model,
            format: InputFormat::CSource,
        }),
        Err(cfront::convert::CompileError::Frontend(cfront::FrontendError::Parse {
            diagnostics,
        })) => Err(BmcError::Parse {
            message: cfront::convert::render_errors(&diagnostics),
            stage: Some("PARSING ERROR"),
        }),
        Err(cfront::convert::CompileError::Convert(diags)) => Err(BmcError::Parse {
            message: cfront::convert::render_errors(&diags),
            stage: Some("CONVERSION ERROR"),
        }),
        Err(cfront::convert::CompileError::Frontend(e)) => Err(BmcError::Parse {
            message: e.to_string(),
            stage: None,
        }),
    }
}

/// Reads the file at `path` and returns its format and contents.
pub fn read_input(path: &Path) -> Result<(InputFormat, Vec<u8>), BmcError> {
    let bytes = std::fs::read(path).map_err(|source| BmcError::Open {
        path: path.to_path_buf(),
        source,
    })?;
    let mut format = sniff(&bytes);
    // A file named like C source that is not a goto binary (no magic) but contains NUL
    // bytes is C, as gcc takes it ("null character(s) ignored"), not a corrupt binary.
    let has_magic = bytes.starts_with(b"\x7fELF")
        || bytes.starts_with(b"\x7fGBF")
        || bytes.starts_with(b"GBF");
    let c_named = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| matches!(e, "c" | "i" | "h"));
    if format == InputFormat::GotoBinary && !has_magic && c_named {
        format = InputFormat::CSource;
    }
    Ok((format, bytes))
}

/// Reads the goto program (binary, ELF object or goto text) `bytes` of the file `path`.
pub fn read_goto(path: &Path, format: InputFormat, bytes: &[u8]) -> Result<GotoModel, BmcError> {
    match format {
        InputFormat::GotoBinary | InputFormat::Elf => {
            crate::binfmt::read_model(bytes).map_err(|e| e.at(path))
        }
        InputFormat::GotoText => {
            let name = path.display().to_string();
            let src = std::str::from_utf8(bytes).map_err(|e| BmcError::Input {
                message: format!("goto text is not valid UTF-8 (byte {})", e.valid_up_to()),
                location: file_loc(path),
            })?;
            let mut model = goto_formats::text::parse(src, &name).map_err(|e| BmcError::Input {
                message: e.message,
                location: Loc {
                    file: Some(name.clone()),
                    line: u32::try_from(e.line).ok(),
                    column: u32::try_from(e.column).ok(),
                    ..Loc::default()
                },
            })?;
            model.update();
            Ok(model)
        }
        InputFormat::CSource => Err(BmcError::Unsupported {
            what: "reading C sources as a goto program".into(),
            location: Some(file_loc(path)),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_from_content() {
        assert_eq!(sniff(b"\x7fGBF\x06"), InputFormat::GotoBinary);
        assert_eq!(sniff(b"\x7fELF\x02\x01"), InputFormat::Elf);
        assert_eq!(sniff(b"int main() { return 0; }"), InputFormat::CSource);
        assert_eq!(sniff(b"\x7fGBX\x06"), InputFormat::GotoBinary);
        assert_eq!(sniff(b"ab\0cd"), InputFormat::GotoBinary);
        assert_eq!(sniff(b"// rbmc goto text 1\n"), InputFormat::GotoText);
        let hand = b"symbol main : code() -> empty\n^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n";
        assert_eq!(sniff(hand), InputFormat::GotoText);
        assert_eq!(sniff(b"// a C comment\nint x;\n"), InputFormat::CSource);
    }

    #[test]
    fn missing_file_is_an_open_error() {
        let e = read_inputs(&["/nonexistent/x.c".into()])
            .err()
            .expect("missing");
        assert_eq!(
            e.to_string(),
            "failed to open input file: No such file or directory"
        );
        assert_eq!(e.exit_code(), 6);
    }

    #[test]
    fn corrupt_binaries_are_one_line_errors() {
        let dir = tempfile::tempdir().expect("temp dir");
        let cases: [&[u8]; 3] = [b"\x7fGBF\x05", b"\x7fGBF\x07", b"\x7fGBF\x06\x81"];
        for bytes in cases {
            let p = dir.path().join("bad.gb");
            std::fs::write(&p, bytes).expect("write");
            let e = read_inputs(std::slice::from_ref(&p)).err().expect("corrupt");
            assert_eq!(e.exit_code(), 6);
            assert!(!e.to_string().contains('\n'));
        }
    }
}
