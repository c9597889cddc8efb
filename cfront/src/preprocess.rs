//! Running the system C preprocessor (`cc -E`) the way CBMC does.
//!
//! `.c` files are preprocessed with CBMC's predefined macros (`__CPROVER__`, `__CPROVER`)
//! plus the user's `-D`/`-U`/`-I`/`--include` options; `.i` files are read as they are.
//! The data model (`--32`/`--64`) selects the target's predefined macros. When the host
//! compiler cannot preprocess for the other model with its own headers (typically a 64-bit
//! host without 32-bit multilib headers), the target's predefined macros are taken from
//! `cc -m32 -dM -E` and applied with `-undef` over the host's (bi-arch) glibc headers, with an
//! empty `gnu/stubs-32.h` supplied, which is what those headers expect.

use crate::FrontendError;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};

/// The C data model: widths of `int`, `long` and pointers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum DataModel {
    /// `int`, `long` and pointers are 32 bits (`--32`, i386).
    Ilp32,
    /// `int` is 32 bits, `long` and pointers are 64 bits (`--64`, x86-64; the default).
    #[default]
    Lp64,
}

impl DataModel {
    /// Pointer width in bits.
    pub fn pointer_width(self) -> u32 {
        match self {
            DataModel::Ilp32 => 32,
            DataModel::Lp64 => 64,
        }
    }

    fn gcc_flag(self) -> &'static str {
        match self {
            DataModel::Ilp32 => "-m32",
            DataModel::Lp64 => "-m64",
        }
    }
}

/// Options for preprocessing one `.c` file.
#[derive(Clone, Debug)]
pub struct PreprocessConfig {
    /// The preprocessor driver (`cc` by default).
    pub compiler: String,
    /// `-D` arguments, each `NAME` or `NAME=VALUE`.
    pub defines: Vec<String>,
    /// `-U` arguments.
    pub undefines: Vec<String>,
    /// `-I` directories.
    pub include_dirs: Vec<PathBuf>,
    /// `--include` files, processed before the source.
    pub includes: Vec<PathBuf>,
    /// Target data model.
    pub data_model: DataModel,
    /// Plain `char` is unsigned (`--unsigned-char`): GCC's `-funsigned-char`, which
    /// defines `__CHAR_UNSIGNED__` (and so `CHAR_MIN` 0 in `<limits.h>`).
    pub unsigned_char: bool,
}

impl Default for PreprocessConfig {
    fn default() -> Self {
        PreprocessConfig {
            compiler: "cc".to_string(),
            defines: Vec::new(),
            undefines: Vec::new(),
            include_dirs: Vec::new(),
            includes: Vec::new(),
            data_model: DataModel::default(),
            unsigned_char: false,
        }
    }
}

/// The macros CBMC predefines for every C file it preprocesses.
pub const CPROVER_DEFINES: &[&str] = &["__CPROVER__", "__CPROVER"];

/// Result of preprocessing: the text (with line markers) and the preprocessor's warnings.
#[derive(Clone, Debug)]
pub struct Preprocessed {
    /// Preprocessed source text.
    pub text: String,
    /// Whatever the preprocessor printed on stderr while succeeding (warnings).
    pub warnings: String,
}

/// Preprocess `path`: `.i` files are read verbatim, anything else goes through `cc -E`.
pub fn preprocess(path: &Path, config: &PreprocessConfig) -> Result<Preprocessed, FrontendError> {
    if path.extension().is_some_and(|e| e == "i") {
        let text = std::fs::read_to_string(path).map_err(|source| FrontendError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        return Ok(Preprocessed {
            text,
            warnings: String::new(),
        });
    }
    if !path.exists() {
        return Err(FrontendError::Read {
            path: path.to_path_buf(),
            source: std::io::Error::new(std::io::ErrorKind::NotFound, "file not found"),
        });
    }
    let mut cmd = Command::new(&config.compiler);
    cmd.arg("-E");
    // Kept alive until the preprocessor has finished.
    let mut _shim = None;
    if native_model(&config.compiler) == Some(config.data_model) {
        cmd.arg(config.data_model.gcc_flag());
    } else {
        let shim = foreign_model_shim(&config.compiler, config.data_model)?;
        cmd.arg("-undef");
        cmd.arg("-include").arg(shim.path().join("predef.h"));
        cmd.arg("-idirafter").arg(shim.path());
        _shim = Some(shim);
    }
    if config.unsigned_char {
        cmd.arg("-funsigned-char");
        if _shim.is_some() {
            // the target's predefined macros come from the shim, taken without the flag
            cmd.arg("-D__CHAR_UNSIGNED__=1");
        }
    }
    for d in CPROVER_DEFINES {
        cmd.arg(format!("-D{d}"));
    }
    for d in &config.defines {
        cmd.arg(format!("-D{d}"));
    }
    for u in &config.undefines {
        cmd.arg(format!("-U{u}"));
    }
    for i in &config.include_dirs {
        cmd.arg("-I").arg(i);
    }
    for i in &config.includes {
        cmd.arg("-include").arg(i);
    }
    cmd.arg("-x").arg("c").arg(path);
    let out = cmd
        .output()
        .map_err(|source| FrontendError::PreprocessorSpawn {
            compiler: config.compiler.clone(),
            source,
        })?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        return Err(FrontendError::Preprocessor {
            file: path.to_path_buf(),
            status: out.status.code(),
            stderr,
        });
    }
    let text = match String::from_utf8(out.stdout) {
        Ok(t) => t,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    Ok(Preprocessed {
        text,
        warnings: stderr,
    })
}

/// The data model the compiler targets without flags (cached per compiler).
fn native_model(compiler: &str) -> Option<DataModel> {
    /// (compiler, its native model) pairs already probed.
    type Cache = Mutex<Vec<(String, Option<DataModel>)>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
    if let Ok(c) = cache.lock() {
        if let Some((_, m)) = c.iter().find(|(n, _)| n == compiler) {
            return *m;
        }
    }
    let model = predefined_macros(compiler, None).ok().and_then(|m| {
        if m.contains("#define __SIZEOF_POINTER__ 8") {
            Some(DataModel::Lp64)
        } else if m.contains("#define __SIZEOF_POINTER__ 4") {
            Some(DataModel::Ilp32)
        } else {
            None
        }
    });
    if let Ok(mut c) = cache.lock() {
        c.push((compiler.to_string(), model));
    }
    model
}

fn predefined_macros(compiler: &str, model: Option<DataModel>) -> Result<String, FrontendError> {
    let mut cmd = Command::new(compiler);
    if let Some(m) = model {
        cmd.arg(m.gcc_flag());
    }
    cmd.args(["-dM", "-E", "-x", "c", "-"]);
    cmd.stdin(std::process::Stdio::null());
    let out = cmd
        .output()
        .map_err(|source| FrontendError::PreprocessorSpawn {
            compiler: compiler.to_string(),
            source,
        })?;
    if !out.status.success() {
        return Err(FrontendError::Preprocessor {
            file: PathBuf::from("<predefined macros>"),
            status: out.status.code(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        });
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A temporary directory with `predef.h` (the target's predefined macros, minus the
/// standard ones that `-undef` keeps) and the glibc stub header the target expects.
fn foreign_model_shim(
    compiler: &str,
    model: DataModel,
) -> Result<tempfile::TempDir, FrontendError> {
    let macros = predefined_macros(compiler, Some(model))?;
    let filtered: String = macros
        .lines()
        .filter(|l| !l.starts_with("#define __STDC") && !l.starts_with("#define _STDC_PREDEF_H"))
        .map(|l| format!("{l}\n"))
        .collect();
    let io_err = |source| FrontendError::Read {
        path: PathBuf::from("<temporary directory>"),
        source,
    };
    let dir = tempfile::Builder::new()
        .prefix("cfront-model")
        .tempdir()
        .map_err(io_err)?;
    std::fs::write(dir.path().join("predef.h"), filtered).map_err(io_err)?;
    std::fs::create_dir_all(dir.path().join("gnu")).map_err(io_err)?;
    let stub = match model {
        DataModel::Ilp32 => "stubs-32.h",
        DataModel::Lp64 => "stubs-64.h",
    };
    std::fs::write(dir.path().join("gnu").join(stub), "").map_err(io_err)?;
    Ok(dir)
}
