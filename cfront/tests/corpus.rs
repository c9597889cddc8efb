//! Preprocess and parse every `.c`/`.i` file of the CBMC regression corpus.

use cfront::{parse_file, PreprocessConfig};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/cbmc-regression")
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("corpus directory {} must exist: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "c" || e == "i") {
            out.push(p);
        }
    }
}

#[test]
fn every_corpus_file_parses() {
    if !corpus_dir().is_dir() {
        eprintln!("skipped: ../shared/corpus/cbmc-regression is not present");
        return;
    }
    let mut files = Vec::new();
    collect(&corpus_dir(), &mut files);
    assert!(files.len() > 200, "corpus too small: {}", files.len());
    let mut failures = Vec::new();
    for f in &files {
        // Each test directory is the include directory for its sources.
        let config = PreprocessConfig {
            include_dirs: f
                .parent()
                .map(|p| vec![p.to_path_buf()])
                .unwrap_or_default(),
            ..PreprocessConfig::default()
        };
        if let Err(e) = parse_file(f, &config) {
            failures.push(format!("{}:\n{e}", f.display()));
        }
    }
    println!(
        "parsed {}/{} corpus files",
        files.len() - failures.len(),
        files.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
