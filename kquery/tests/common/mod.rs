//! Shared helpers for the integration tests: corpus access and running the
//! kleaver driver in-process.
#![allow(dead_code)]

use std::path::PathBuf;

use kquery::kleaver::{run, Action, Options, Output};

/// The KQuery corpus (`../shared/corpus/kquery` from the repository root).
pub fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/kquery")
}

/// Whether the corpus is missing (a clean clone without `../shared`): the test that asks
/// returns early after a one-line note.
pub fn skip_without_corpus() -> bool {
    let missing = !corpus().is_dir();
    if missing {
        eprintln!("skipped: ../shared/corpus/kquery is not present");
    }
    missing
}

/// A corpus file, or `None` without the corpus (for property tests).
pub fn try_read(rel: &str) -> Option<Vec<u8>> {
    std::fs::read(corpus().join(rel)).ok()
}

/// Read a corpus file (relative to the corpus root).
pub fn read(rel: &str) -> Vec<u8> {
    let p = corpus().join(rel);
    std::fs::read(&p).unwrap_or_else(|e| panic!("corpus file {} must exist: {e}", p.display()))
}

/// Run the driver on a corpus file with the given options; messages name
/// the file by its base name as kleaver would for `%s` in lit.
pub fn kleaver(rel: &str, opts: Options) -> Output {
    let src = read(rel);
    let name = rel.rsplit('/').next().unwrap_or(rel).to_string();
    let mut backend = kquery::solve::default_backend("cadical").expect("cadical back end");
    run(&opts, &name, &src, &mut backend)
}

/// Options for an action.
pub fn with_action(action: Action) -> Options {
    Options {
        action,
        ..Options::default()
    }
}
