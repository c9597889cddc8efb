//! The README's example is what rbmc prints today: its command is run as written (from the
//! repository root) and every line of the README's output block appears in rbmc's output, in
//! order (`…` stands for lines left out).

use std::path::Path;
use std::process::Command;

/// The first fenced block after the line containing `marker`, and the one after it.
fn blocks_after<'a>(text: &'a str, marker: &str) -> Option<(&'a str, &'a str)> {
    let at = text.find(marker)?;
    let rest = &text[at..];
    let mut blocks = rest.split("```").skip(1).step_by(2);
    let first = blocks.next()?;
    let second = blocks.next()?;
    Some((first, second))
}

#[test]
fn readme_example_is_todays_output() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let (command, output) =
        blocks_after(&readme, "## The two commands").expect("the example's two blocks");
    let command = command.trim_start_matches("sh").trim();
    let args: Vec<&str> = command
        .split_once(" -- ")
        .map(|(_, a)| a.split_whitespace().collect())
        .expect("a `cargo run … -- ARGS` command");
    let out = Command::new(env!("CARGO_BIN_EXE_rbmc"))
        .args(&args)
        .current_dir(&root)
        .output()
        .expect("rbmc runs");
    assert_eq!(out.status.code(), Some(10), "the README says exit code 10");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    for want in output.lines().skip(1).filter(|l| *l != "…") {
        assert!(
            lines.any(|got| got == want),
            "README line not in rbmc's output (in order): {want:?}\n--- output:\n{text}"
        );
    }
}
