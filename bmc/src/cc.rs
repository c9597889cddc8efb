//! `rbmc-cc`: a goto-cc-compatible compiler. It takes gcc's command line, compiles C files
//! to goto objects (`-c`), and links C files and goto objects into one goto program, as
//! CBMC's goto-cc does, so that build systems (cbmc-starter-kit's Makefiles) can call it
//! where they call goto-cc or gcc.
//!
//! - `-c`: one goto object per C file (`x.c` → `x.o`, or `-o FILE` for one file): the
//!   linked units without the C library, `__CPROVER_initialize` or an entry point.
//! - otherwise every input (C files and goto objects) is linked with CBMC's rules into
//!   `-o FILE` (default `a.out`): a program with the C library models, `__CPROVER_initialize`
//!   and the entry point `__CPROVER__start` when the entry function (`--function NAME`, by
//!   default `main`) is defined, else a goto object.
//! - `-E` prints the preprocessed text of each C file.
//!
//! Output files are goto binaries (CBMC's format, version 6), read by rbmc and by CBMC.
//! Messages go to stderr in gcc's form; the exit code is 0 on success, 1 for errors in the
//! input or on the command line, 6 for what is not supported yet.

use crate::error::BmcError;
use crate::exit;
use crate::load;
use cfront::convert::{CompileOptions, Stage};
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// What one `rbmc-cc` call does.
#[derive(Debug, Default)]
pub struct CcOptions {
    /// `-c`: compile only.
    pub compile_only: bool,
    /// `-E`: preprocess only.
    pub preprocess_only: bool,
    /// `-o FILE`.
    pub output: Option<PathBuf>,
    /// The input files, in order.
    pub inputs: Vec<PathBuf>,
    /// The front end's options (`-I`, `-D`, `-U`, `-include`, `-m32`, `--function`, …).
    pub compile: CompileOptions,
}

/// Why the command line cannot be run.
#[derive(Debug, PartialEq, Eq)]
pub enum CcUsage {
    /// A malformed command line (exit 1).
    Error(String),
    /// An option rbmc-cc knows but does not support yet (exit 6).
    NotSupported(String),
    /// `--help` or `--version`: print this and exit 0.
    Info(String),
}

const HELP: &str = "\
rbmc-cc: a goto-cc-compatible compiler (C to goto binaries)

Usage: rbmc-cc [options] FILE...

  -c                   compile each C file to a goto object (x.c -> x.o)
  -o FILE              write the output to FILE (default a.out; with -c, x.o)
  -E                   print the preprocessed C files
  -I DIR, -isystem DIR add an include directory
  -D NAME[=VALUE]      define a macro; -U NAME undefines one
  -include FILE        include FILE before each source
  -m32, --32           32-bit target (ILP32); -m64, --64: 64-bit (LP64, the default)
  -funsigned-char      plain char is unsigned (-fsigned-char: signed, the default)
  --function NAME      entry function of the linked program (default main)
  --object-bits N      bits of a pointer's object part (default 8)
  --little-endian, --big-endian
                       byte order of the target (default little-endian)
  -std=…, -ansi, -O…, -g…, -W…, -w, -pedantic, -pipe, -f… (other than below)
                       accepted; they do not change the program's semantics here

Not supported yet (exit 6): -fshort-enums, -fshort-wchar, -fpack-struct, -shared,
  -funsigned-bitfields, -fms-extensions, -fplan9-extensions, -fsingle-precision-constant,
  -S, -M/-MM/-MD/-MMD (dependency files), --export-file-local-symbols, --mangle-suffix,
  --native-compiler, --native-linker, -x LANG other than c
";

/// gcc's `-f` flags that change the meaning of C code in ways rbmc's front end does not
/// follow: refused rather than accepted and ignored. (`-fwrapv` and `-ftrapv` stay accepted,
/// as goto-cc accepts them: the goto program's arithmetic wraps either way, and signed
/// overflow is a property chosen at verification time.)
const SEMANTIC_F_FLAGS: &[&str] = &[
    "-funsigned-bitfields",
    "-fms-extensions",
    "-fplan9-extensions",
    "-fsingle-precision-constant",
];

/// Parses `rbmc-cc`'s command line (`args[0]` is the program name).
pub fn parse(args: &[String]) -> Result<CcOptions, CcUsage> {
    let mut o = CcOptions::default();
    let mut it = args.iter().skip(1).peekable();
    let value = |flag: &str,
                 it: &mut std::iter::Peekable<std::iter::Skip<std::slice::Iter<'_, String>>>|
     -> Result<String, CcUsage> {
        it.next()
            .cloned()
            .ok_or_else(|| CcUsage::Error(format!("missing argument to '{flag}'")))
    };
    while let Some(a) = it.next() {
        let a = a.as_str();
        if !a.starts_with('-') || a == "-" {
            if a == "-" {
                return Err(CcUsage::NotSupported("reading C from standard input".into()));
            }
            o.inputs.push(PathBuf::from(a));
            continue;
        }
        match a {
            "--help" | "-h" | "-?" => return Err(CcUsage::Info(HELP.to_string())),
            "--version" => {
                return Err(CcUsage::Info(format!(
                    "rbmc-cc version {} (goto-cc compatible)\n",
                    env!("CARGO_PKG_VERSION")
                )))
            }
            "-c" => o.compile_only = true,
            "-E" => o.preprocess_only = true,
            "-o" => o.output = Some(PathBuf::from(value(a, &mut it)?)),
            "-I" | "-isystem" | "-iquote" | "-idirafter" => {
                o.compile.preprocess.include_dirs.push(value(a, &mut it)?.into())
            }
            "-D" => o.compile.preprocess.defines.push(value(a, &mut it)?),
            "-U" => o.compile.preprocess.undefines.push(value(a, &mut it)?),
            "-include" | "--include" => {
                o.compile.preprocess.includes.push(value(a, &mut it)?.into())
            }
            "-m32" | "--32" | "--i386-linux" => {
                o.compile.preprocess.data_model = cfront::DataModel::Ilp32
            }
            "-m64" | "--64" => o.compile.preprocess.data_model = cfront::DataModel::default(),
            "-funsigned-char" | "-fno-signed-char" | "--unsigned-char" => o.compile.preprocess.unsigned_char = true,
            "-fsigned-char" | "-fno-unsigned-char" => o.compile.preprocess.unsigned_char = false,
            "--little-endian" => o.compile.big_endian = false,
            "--big-endian" => o.compile.big_endian = true,
            "--function" => o.compile.entry = Some(value(a, &mut it)?),
            "--object-bits" => {
                let v = value(a, &mut it)?;
                o.compile.object_bits = v
                    .parse()
                    .ok()
                    .filter(|b| (1..64).contains(b))
                    .ok_or_else(|| {
                        CcUsage::Error(format!("invalid --object-bits value '{v}'"))
                    })?;
            }
            "-x" => {
                let lang = value(a, &mut it)?;
                if lang != "c" {
                    return Err(CcUsage::NotSupported(format!("-x {lang}")));
                }
            }
            "-l" | "-L" | "-MF" | "-MT" | "-MQ" => {
                let v = value(a, &mut it)?;
                if a.starts_with("-M") {
                    return Err(CcUsage::NotSupported(a.to_string()));
                }
                // libraries are linked by name only when they are goto objects given as
                // files; `-l`/`-L` name native libraries, which have no goto code
                let _ = v;
            }
            "-fshort-enums" | "-fshort-wchar" | "-shared" | "-S" | "-M" | "-MM" | "-MD"
            | "-MMD" | "-MP" | "--export-file-local-symbols" | "--mangle-suffix"
            | "--native-compiler" | "--native-linker" => {
                return Err(CcUsage::NotSupported(a.to_string()))
            }
            "-ansi" | "-w" | "-pedantic" | "-pedantic-errors" | "-pipe" | "-v" | "-static"
            | "-nostdlib" | "-nostdinc" | "-rdynamic" | "-pthread" | "--verbosity" => {
                if a == "--verbosity" {
                    value(a, &mut it)?;
                }
            }
            _ => {
                if let Some(v) = a.strip_prefix("-I") {
                    o.compile.preprocess.include_dirs.push(v.into());
                } else if let Some(v) = a.strip_prefix("-D") {
                    o.compile.preprocess.defines.push(v.to_string());
                } else if let Some(v) = a.strip_prefix("-U") {
                    o.compile.preprocess.undefines.push(v.to_string());
                } else if let Some(v) = a.strip_prefix("-o") {
                    o.output = Some(v.into());
                } else if let Some(v) = a.strip_prefix("--function=") {
                    o.compile.entry = Some(v.to_string());
                } else if a.starts_with("-fpack-struct")
                    || a.starts_with("-fshort-")
                    || SEMANTIC_F_FLAGS.contains(&a)
                {
                    return Err(CcUsage::NotSupported(a.to_string()));
                } else if a.starts_with("-std=")
                    || a.starts_with("-O")
                    || a.starts_with("-g")
                    || a.starts_with("-W")
                    || a.starts_with("-f")
                    || a.starts_with("-l")
                    || a.starts_with("-L")
                    || a.starts_with("-march=")
                    || a.starts_with("-mtune=")
                {
                    // no effect on the goto program
                } else {
                    return Err(CcUsage::Error(format!("unrecognized command-line option '{a}'")));
                }
            }
        }
    }
    if o.inputs.is_empty() {
        return Err(CcUsage::Error("no input files".into()));
    }
    if o.compile_only && o.output.is_some() && o.inputs.len() > 1 {
        return Err(CcUsage::Error(
            "cannot specify '-o' with '-c' and multiple files".into(),
        ));
    }
    // gcc's check: `-o a.c` must not overwrite a source
    if let Some(out) = &o.output {
        let same = |f: &PathBuf| {
            f == out
                || matches!(
                    (std::fs::canonicalize(f), std::fs::canonicalize(out)),
                    (Ok(a), Ok(b)) if a == b
                )
        };
        if let Some(f) = o.inputs.iter().find(|f| same(f)) {
            return Err(CcUsage::Error(format!(
                "input file '{}' is the same as output file",
                f.display()
            )));
        }
    }
    Ok(o)
}

/// Runs `rbmc-cc` with `args`; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let o = match parse(args) {
        Ok(o) => o,
        Err(CcUsage::Info(text)) => {
            print!("{text}");
            return exit::SUCCESS;
        }
        Err(CcUsage::Error(m)) => {
            eprintln!("rbmc-cc: error: {m}");
            return exit::USAGE_ERROR;
        }
        Err(CcUsage::NotSupported(what)) => {
            eprintln!("rbmc-cc: error: {what} is not supported yet");
            return exit::INTERNAL_ERROR;
        }
    };
    match run_options(&o) {
        Ok(()) => exit::SUCCESS,
        Err(e) => {
            match &e {
                BmcError::Parse { message, .. } => eprintln!("{message}"),
                _ => eprintln!("rbmc-cc: error: {e}"),
            }
            match e {
                BmcError::Unsupported { .. } => exit::INTERNAL_ERROR,
                _ => exit::USAGE_ERROR,
            }
        }
    }
}

fn run_options(o: &CcOptions) -> Result<(), BmcError> {
    let mut warn = |_: crate::ui::Level, m: &str| eprintln!("{m}");
    if o.preprocess_only {
        let mut out = std::io::stdout().lock();
        for f in &o.inputs {
            let p = cfront::preprocess(f, &o.compile.preprocess).map_err(|e| BmcError::Parse {
                message: e.to_string(),
                stage: None,
            })?;
            eprint!("{}", p.warnings);
            out.write_all(p.text.as_bytes())
                .map_err(|e| BmcError::Verification(format!("cannot write the output: {e}")))?;
        }
        return Ok(());
    }
    if o.compile_only {
        for f in &o.inputs {
            let (format, _) = load::read_input(f)?;
            if format != load::InputFormat::CSource {
                // gcc: a linker input file is unused when not linking
                eprintln!(
                    "rbmc-cc: warning: {}: linker input file unused because linking not done",
                    f.display()
                );
                continue;
            }
            let loaded = load::compile_and_link(
                vec![cfront::convert::LinkInput::C(f.clone())],
                &o.compile,
                Stage::Object,
                &mut warn,
            )?;
            let mut model = loaded.model;
            record_working_directory(&mut model);
            let out = match &o.output {
                Some(p) => p.clone(),
                None => object_name(f),
            };
            write(&out, &model)?;
        }
        return Ok(());
    }
    let mut inputs = load::read_inputs(&o.inputs)?;
    let out = o.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
    if let Some((path, _)) = inputs.programs.first() {
        if o.inputs.len() == 1 && o.compile.entry.is_none() {
            // a program alone is written as it is
            let (_, model) = inputs.programs.swap_remove(0);
            return write(&out, &model);
        }
        return Err(load::link_program_error(path));
    }
    let loaded = load::compile_and_link(
        inputs.in_order(),
        &o.compile,
        Stage::Executable,
        &mut warn,
    )?;
    let mut model = loaded.model;
    // a named entry function must exist (goto-cc: ansi_c_entry_point); `main` may be
    // missing, and then the output is a goto object
    if let Some(entry) = &o.compile.entry {
        if !model.functions.contains_key(&goto_ir::Ident::new("__CPROVER__start")) {
            return Err(BmcError::Usage(format!("main symbol '{entry}' not found")));
        }
    }
    record_working_directory(&mut model);
    write(&out, &model)
}

/// `dir/x.c` → `x.o` (in the current directory, as gcc names it).
fn object_name(f: &Path) -> PathBuf {
    let stem = f.file_stem().map(|s| s.to_os_string()).unwrap_or_default();
    let mut name = PathBuf::from(stem);
    name.set_extension("o");
    name
}

/// Writes `model` as a goto binary to `path`, atomically (a failed write leaves nothing
/// half-written).
fn write(path: &Path, model: &goto_ir::GotoModel) -> Result<(), BmcError> {
    let bytes = crate::binfmt::write_model(model)?;
    crate::output::write_atomic(path, &bytes)
}

/// Records the directory of the compilation on every location that names a file, as
/// goto-cc does: tools that read the binary elsewhere (cbmc-viewer) resolve files against
/// it.
fn record_working_directory(model: &mut goto_ir::GotoModel) {
    let Some(dir) = crate::report::location::run_directory() else {
        return;
    };
    let dir = goto_ir::Ident::new(&dir);
    let stamp = |l: &mut goto_ir::SourceLocation| {
        if l.file.is_some() && l.working_directory.is_none() {
            l.working_directory = Some(dir);
        }
    };
    for f in model.functions.values_mut() {
        for ins in &mut f.body {
            stamp(&mut ins.location);
        }
    }
    let names: Vec<goto_ir::Ident> = model.symbols.iter().map(|s| s.name).collect();
    for n in names {
        if let Some(s) = model.symbols.get_mut(n) {
            stamp(&mut s.location);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        std::iter::once("rbmc-cc")
            .chain(s.split_whitespace())
            .map(String::from)
            .collect()
    }

    #[test]
    fn parses_gcc_style_flags() {
        let o = parse(&args(
            "-c -Iinc -I other -DX=1 -D Y -UZ -std=gnu11 -O2 -g -Wall -Werror -m32 a.c -o a.o",
        ))
        .expect("valid");
        assert!(o.compile_only);
        assert_eq!(o.output, Some(PathBuf::from("a.o")));
        assert_eq!(o.inputs, vec![PathBuf::from("a.c")]);
        assert_eq!(
            o.compile.preprocess.include_dirs,
            vec![PathBuf::from("inc"), PathBuf::from("other")]
        );
        assert_eq!(o.compile.preprocess.defines, vec!["X=1", "Y"]);
        assert_eq!(o.compile.preprocess.undefines, vec!["Z"]);
        assert_eq!(o.compile.preprocess.data_model, cfront::DataModel::Ilp32);
    }

    #[test]
    fn refuses_what_it_cannot_do() {
        assert_eq!(
            parse(&args("-fshort-enums a.c")).err(),
            Some(CcUsage::NotSupported("-fshort-enums".into()))
        );
        assert_eq!(
            parse(&args("-funsigned-bitfields a.c")).err(),
            Some(CcUsage::NotSupported("-funsigned-bitfields".into()))
        );
        assert!(parse(&args("-fno-signed-char a.c")).is_ok_and(|o| o.compile.preprocess.unsigned_char));
        assert!(parse(&args("-fwrapv -fno-strict-aliasing a.c")).is_ok());
        assert_eq!(
            parse(&args("--frobnicate a.c")).err(),
            Some(CcUsage::Error(
                "unrecognized command-line option '--frobnicate'".into()
            ))
        );
        assert_eq!(parse(&args("-c")).err(), Some(CcUsage::Error("no input files".into())));
        assert!(matches!(
            parse(&args("-c a.c b.c -o x.o")).err(),
            Some(CcUsage::Error(_))
        ));
    }

    #[test]
    fn objects_are_named_after_the_source() {
        assert_eq!(object_name(Path::new("src/dir/x.c")), PathBuf::from("x.o"));
    }
}
