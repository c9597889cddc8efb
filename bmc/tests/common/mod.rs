//! Helpers shared by the integration tests that run the `rbmc` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs the `rbmc` binary in `dir` with `args`.
pub fn rbmc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rbmc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("rbmc runs")
}

/// The folder of regression case `case`.
#[allow(dead_code)] // not every test target uses it
pub fn regression(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../regression")
        .join(case)
}

/// Output bytes as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}
