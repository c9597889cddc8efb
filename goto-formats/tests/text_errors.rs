//! Bad text-form input: every error is `file:line:column: error: …`, never a panic.

use goto_formats::text;

const HEADER: &str = "symbol main : code() -> empty\nsymbol x : signedbv[32]\n";

fn body(lines: &str) -> String {
    format!(
        "{HEADER}^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n\nmain /* main */\n{lines}        END_FUNCTION\n"
    )
}

#[test]
fn located_errors() {
    let cases: Vec<(&str, String)> = vec![
        ("unknown declaration", "frobnicate x\n".into()),
        ("truncated type", "symbol x : signedbv[".into()),
        ("unknown type", "symbol x : wombat\n".into()),
        ("duplicate symbol", "symbol x : s8\nsymbol x : s8\n".into()),
        ("bad value", "symbol x : s8 := 1 +\n".into()),
        ("unterminated string", "symbol x : s8 base=\"abc\n".into()),
        ("stray character", "symbol x : s8 := 1 ~~ 2\n".into()),
        ("undeclared symbol", body("        ASSIGN x := y\n")),
        (
            "literal without type",
            body("        ASSERT cast(5, signedbv[8]) = 5\n"),
        ),
        ("mixed operators", body("        ASSERT x + 1 - 2 = x\n")),
        ("bad jump target", body("        GOTO 7\n")),
        ("unknown instruction", body("        JUMP 1\n")),
        ("missing THEN", body("        IF x = 1 GOTO 1\n")),
        ("no such member", body("        ASSERT x.f = 1\n")),
        ("bad list type", body("        ASSIGN x := { 1, 2 }\n")),
        (
            "missing separator",
            "symbol x : s8\nmain /* main */\n".into(),
        ),
        (
            "deep nesting",
            format!(
                "symbol x : s8 := {}x{}\n",
                "(".repeat(30000),
                ")".repeat(30000)
            ),
        ),
        ("code type without signature", "symbol f : code\n".into()),
        (
            "extra for missing instruction",
            format!("extra main 9 guard true\n{}", body("")),
        ),
        ("text after expression", body("        ASSERT x = 1 1\n")),
    ];
    let mut out = String::new();
    for (what, src) in &cases {
        match text::parse(src, "bad.gt") {
            Ok(_) => panic!("{what}: parsed\n{src}"),
            Err(e) => {
                assert!(e.line >= 1 && e.column >= 1, "{what}: {e}");
                out.push_str(&format!("{what}: {e}\n"));
            }
        }
    }
    insta::assert_snapshot!("text_errors", out);
}

#[test]
fn garbage_never_panics() {
    // every prefix of a valid program, and some byte noise, gives Ok or a located error
    let src = body("     1: ASSIGN x := x + 1\n        IF ¬(x < 10) THEN GOTO 1\n        ASSERT x ≥ 10 // done\n");
    assert!(text::parse(&src, "ok.gt").is_ok());
    for cut in (0..src.len()).filter(|&i| src.is_char_boundary(i)) {
        let _ = text::parse(&src[..cut], "cut.gt");
    }
    for noise in [
        "`", "\"", "∀", "λ x . ", "*(", "[01", "bits(", "loc(", "-", "@", "::",
    ] {
        for line in src.lines() {
            let mut s = src.replacen(line, &format!("{line}{noise}"), 1);
            s.push_str(noise);
            let _ = text::parse(&s, "noise.gt");
        }
    }
}
