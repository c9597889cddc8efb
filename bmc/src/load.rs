//! Loading the input program. The format is decided from the file's first bytes, never from
//! its name: a goto binary (`7F 'G' 'B' 'F'`), an ELF object with a `goto-cc` section, rbmc's
//! goto text form, or else C source.

use crate::error::{file_loc, BmcError};
use crate::report::Loc;
use goto_ir::GotoModel;
use std::path::Path;

/// The kind of an input file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// A CBMC goto binary.
    GotoBinary,
    /// An ELF object (goto-cc output carries the goto binary in a `goto-cc` section).
    Elf,
    /// rbmc's goto text form.
    GotoText,
    /// C source code.
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
    /// `#pragma CPROVER check …` of C sources (empty for goto programs).
    pub check_pragmas: cfront::check_pragmas::CheckPragmas,
}

/// Loads the program named on the command line: C sources (`.c`/`.i`, several files are
/// linked) through the C front end, anything else through [`load`].
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
    let mut c_sources = true;
    for p in files {
        let (format, _) = read_input(p)?;
        c_sources &= format == InputFormat::CSource;
    }
    if !c_sources {
        if options.nondet_static || !options.nondet_static_exclude.is_empty() {
            // goto binaries do not keep C's qualifiers here, so constants are not known
            return Err(BmcError::unsupported("--nondet-static with goto program input"));
        }
        return load(files);
    }
    let mut opts = cfront::convert::CompileOptions::default();
    opts.preprocess.defines = options.define.clone();
    opts.preprocess.include_dirs = options.include.clone();
    if options.arch32 {
        opts.preprocess.data_model = cfront::DataModel::Ilp32;
    }
    opts.big_endian = options.big_endian;
    opts.preprocess.unsigned_char = options.unsigned_char;
    if options.nondet_static || !options.nondet_static_exclude.is_empty() {
        opts.nondet_static = Some(options.nondet_static_exclude.clone());
    }
    opts.entry = options.function.clone();
    if let Some(d) = options.min_null_tree_depth {
        opts.nondet_tree.min_null_depth = d;
    }
    if let Some(d) = options.max_nondet_tree_depth {
        opts.nondet_tree.max_depth = d;
    }
    opts.malloc_may_fail = !options.no_malloc_may_fail;
    // enumerations are `c_enum` types only for the check (and, decided by the front end,
    // `__CPROVER_enum_is_in_range`) that need them
    opts.enum_types = options.enum_range_check && !options.no_enum_range_check;
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
    let compiled = cfront::convert::compile(files, &opts);
    let diags = match &compiled {
        Ok(c) => &c.warnings[..],
        Err(cfront::convert::CompileError::Convert(d)) => &d[..],
        Err(_) => &[],
    };
    for (is_error, w) in cfront::convert::render_warnings(diags) {
        let level = if is_error {
            crate::ui::Level::Error
        } else {
            crate::ui::Level::Warning
        };
        on_message(level, &w);
    }
    match compiled {
        Ok(c) => Ok(Loaded {
            model: c.model,
            format: InputFormat::CSource,
            check_pragmas: c.check_pragmas,
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

/// Loads the program in `paths` (one file for now).
pub fn load(paths: &[impl AsRef<Path>]) -> Result<Loaded, BmcError> {
    let path = match paths {
        [] => return Err(BmcError::NoInput),
        [p] => p.as_ref(),
        [_, second, ..] => {
            // Fail on a missing file first, as a user would expect.
            for p in paths {
                read_input(p.as_ref())?;
            }
            return Err(BmcError::Unsupported {
                what: "linking several input files".into(),
                location: Some(file_loc(second.as_ref())),
            });
        }
    };
    let (format, bytes) = read_input(path)?;
    match format {
        InputFormat::GotoBinary | InputFormat::Elf => {
            let model = crate::binfmt::read_model(&bytes).map_err(|e| e.at(path))?;
            Ok(Loaded {
                model,
                format,
                check_pragmas: Default::default(),
            })
        }
        InputFormat::GotoText => {
            let name = path.display().to_string();
            let src = std::str::from_utf8(&bytes).map_err(|e| BmcError::Input {
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
            Ok(Loaded {
                model,
                format,
                check_pragmas: Default::default(),
            })
        }
        InputFormat::CSource => Err(BmcError::Unsupported {
            what: "reading C sources (the C front end is not wired in)".into(),
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
        let e = load(&["/nonexistent/x.c"]).expect_err("missing");
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
            let e = load(&[&p]).expect_err("corrupt");
            assert_eq!(e.exit_code(), 6);
            assert!(!e.to_string().contains('\n'));
        }
    }
}
