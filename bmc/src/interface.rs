//! CBMC's `--xml-interface` and `--json-interface`: further command-line options read from
//! standard input, after those on the command line, and the output in XML or JSON.
//!
//! - XML: an `<options>` document whose `valueOption` elements carry `name` and `actual`
//!   (no `name`: an input file) and whose `flagOption` elements set a flag when `actual` is
//!   `on` and clear it otherwise.
//! - JSON: `{"arguments": [files…], "options": {name: value}}` where a value is a string or
//!   number (`--name value`), a Boolean (`true` sets the flag, `false` leaves it unset) or an
//!   array of strings (the option repeated).
//!
//! An option name rbmc does not know is CBMC's "unknown command line option" error; the
//! run then stops with exit code 6, as CBMC's does once it has cleared its command line.


/// Which interface the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interface {
    /// `--xml-interface`
    Xml,
    /// `--json-interface`
    Json,
}

/// The interface `args` (program name first) ask for, if any (XML wins, as in CBMC).
pub fn requested<S: AsRef<str>>(args: &[S]) -> Option<Interface> {
    let has = |flag: &str| args.iter().skip(1).any(|a| a.as_ref() == flag);
    if has("--xml-interface") {
        Some(Interface::Xml)
    } else if has("--json-interface") {
        Some(Interface::Json)
    } else {
        None
    }
}

/// A shell redirection `< FILE` that reached rbmc as two arguments (a caller that runs
/// `rbmc --xml-interface < opts.xml` without a shell): the interface document is read from
/// `FILE`, and the pair is removed from the arguments. `None` when there is no such pair.
pub fn redirected_input<S: AsRef<str>>(args: &[S]) -> Option<(String, Vec<String>)> {
    let at = args.iter().skip(1).position(|a| a.as_ref() == "<")? + 1;
    let file = args.get(at + 1)?.as_ref().to_string();
    let rest = args
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != at && *i != at + 1)
        .map(|(_, a)| a.as_ref().to_string())
        .collect();
    Some((file, rest))
}

/// One option read from the interface document.
enum Item {
    /// An input file.
    File(String),
    /// `--name value`.
    Value(String, String),
    /// `--name` set (`true`) or cleared (`false`).
    Flag(String, bool),
    /// An option named but given no effect (JSON's `false`: CBMC sets nothing).
    Unset(String),
}

/// The command line `args` (program name first) extended by the options of `input`, the
/// interface document on standard input, with `--xml-ui`/`--json-ui` in place of the
/// interface flag. `Err` is the message of a malformed document or an unknown option.
pub fn expand<S: AsRef<str>>(
    args: &[S],
    interface: Interface,
    input: &str,
) -> Result<Vec<String>, String> {
    let items = match interface {
        Interface::Xml => xml_items(input)?,
        Interface::Json => json_items(input)?,
    };
    let known = crate::cli::long_option_names();
    let program = args.first().map(|a| a.as_ref().to_string());
    let mut out: Vec<String> = Vec::with_capacity(args.len() + 2 * items.len() + 1);
    for a in args.iter().skip(1) {
        match a.as_ref() {
            "--xml-interface" => out.push("--xml-ui".into()),
            "--json-interface" => out.push("--json-ui".into()),
            other => out.push(other.to_string()),
        }
    }
    let mut files = Vec::new();
    for item in items {
        match item {
            Item::File(f) => files.push(f),
            Item::Value(name, value) => {
                check_known(&known, &name)?;
                out.push(format!("--{name}"));
                out.push(value);
            }
            Item::Flag(name, on) => {
                check_known(&known, &name)?;
                let flag = format!("--{name}");
                if on {
                    out.push(flag);
                } else {
                    // a cleared flag is unset, also when the command line gave it
                    out.retain(|a| *a != flag);
                }
            }
            Item::Unset(name) => check_known(&known, &name)?,
        }
    }
    // the files after every option (and after `--`, should the command line end with one)
    if !files.is_empty() && !out.iter().any(|a| a == "--") {
        out.push("--".into());
    }
    out.extend(files);
    Ok(program.into_iter().chain(out).collect())
}

fn check_known(known: &[String], name: &str) -> Result<(), String> {
    if known.iter().any(|k| k == name) {
        Ok(())
    } else {
        Err(format!("Invalid User Input\nOption: {name}\nReason: unknown command line option"))
    }
}

fn xml_items(input: &str) -> Result<Vec<Item>, String> {
    let doc = roxmltree::Document::parse(input)
        .map_err(|e| format!("--xml-interface: standard input is not XML: {e}"))?;
    let mut items = Vec::new();
    for node in doc.descendants().filter(|n| n.is_element()) {
        let name = node.attribute("name").unwrap_or("");
        let actual = node.attribute("actual").unwrap_or("");
        match node.tag_name().name() {
            "valueOption" if name.is_empty() => items.push(Item::File(actual.to_string())),
            "valueOption" => items.push(Item::Value(name.to_string(), actual.to_string())),
            "flagOption" => items.push(Item::Flag(name.to_string(), actual == "on")),
            _ => {}
        }
    }
    Ok(items)
}

fn json_items(input: &str) -> Result<Vec<Item>, String> {
    use serde_json::Value;
    let doc: Value = serde_json::from_str(input)
        .map_err(|e| format!("--json-interface: standard input is not JSON: {e}"))?;
    let Value::Object(top) = doc else {
        return Err("--json-interface: JSON object expected at top-level".into());
    };
    let mut items = Vec::new();
    match top.get("arguments") {
        Some(Value::Array(args)) => {
            for a in args {
                match a {
                    Value::String(s) => items.push(Item::File(s.clone())),
                    _ => return Err("--json-interface: 'arguments': string expected".into()),
                }
            }
        }
        _ => return Err("--json-interface: 'arguments': array expected".into()),
    }
    let Some(Value::Object(options)) = top.get("options") else {
        return Err("--json-interface: 'options': object expected".into());
    };
    for (name, v) in options {
        match v {
            Value::String(s) => items.push(Item::Value(name.clone(), s.clone())),
            Value::Number(n) => items.push(Item::Value(name.clone(), n.to_string())),
            // CBMC only sets a flag given `true`
            Value::Bool(true) => items.push(Item::Flag(name.clone(), true)),
            Value::Bool(false) => items.push(Item::Unset(name.clone())),
            Value::Array(vs) => {
                for e in vs {
                    match e {
                        Value::String(s) => items.push(Item::Value(name.clone(), s.clone())),
                        _ => {
                            return Err(format!("--json-interface: '{name}': string expected"))
                        }
                    }
                }
            }
            _ => {
                return Err(format!(
                    "--json-interface: '{name}': Boolean, string, number, or string array expected"
                ))
            }
        }
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn xml_options_follow_the_command_line() {
        let doc = r#"<options>
  <valueOption actual="main.c"/>
  <valueOption name="function" actual="foo"/>
  <valueOption name="property" actual="foo.assertion.1"/>
  <valueOption name="property" actual="foo.assertion.3"/>
  <flagOption name="trace" actual="on"/>
  <flagOption name="show-properties" actual="off"/>
</options>"#;
        let a = args("rbmc --xml-interface --unwind 3");
        assert_eq!(requested(&a), Some(Interface::Xml));
        let out = expand(&a, Interface::Xml, doc).expect("expands");
        assert_eq!(
            out,
            args("rbmc --xml-ui --unwind 3 --function foo --property foo.assertion.1 \
                  --property foo.assertion.3 --trace -- main.c")
        );
    }

    #[test]
    fn json_options_and_cleared_flags() {
        let doc = r#"{"arguments": ["a.c", "b.c"],
            "options": {"unwind": 3, "trace": true, "show-properties": false,
                        "property": ["p.1", "p.2"]}}"#;
        let out = expand(&args("rbmc --json-interface"), Interface::Json, doc).expect("ok");
        assert!(out.starts_with(&args("rbmc --json-ui")));
        for want in [&["--unwind", "3"][..], &["--trace"], &["--property", "p.1"], &["--property", "p.2"]] {
            assert!(out.windows(want.len()).any(|w| w == want), "{want:?} in {out:?}");
        }
        assert!(out.ends_with(&args("-- a.c b.c")));
        let out = expand(
            &args("rbmc --trace --xml-interface"),
            Interface::Xml,
            r#"<options><flagOption name="trace" actual="off"/></options>"#,
        )
        .expect("ok");
        assert_eq!(out, args("rbmc --xml-ui"));
    }

    #[test]
    fn unknown_options_and_bad_documents_are_errors() {
        for (i, doc) in [
            (Interface::Xml, r#"<options><flagOption name="unknown-flag" actual="off"/></options>"#),
            (Interface::Xml, r#"<options><valueOption name="nope" actual="3"/></options>"#),
            (Interface::Json, r#"{"arguments": [], "options": {"unknown-flag": true}}"#),
            (Interface::Json, r#"{"arguments": [], "options": {"unknown-flag": false}}"#),
        ] {
            let e = expand(&args("rbmc"), i, doc).expect_err("an error");
            assert!(e.contains("unknown command line option"), "{e}");
        }
        let e = expand(&args("rbmc"), Interface::Xml, "<options>").expect_err("an error");
        assert!(e.contains("not XML"), "{e}");
        let e = expand(&args("rbmc"), Interface::Json, "[1]").expect_err("an error");
        assert!(e.contains("top-level"), "{e}");
    }

    #[test]
    fn a_redirection_passed_as_arguments_names_the_document() {
        let (file, rest) =
            redirected_input(&args("rbmc --no-standard-checks < opts.xml --xml-interface"))
                .expect("a redirection");
        assert_eq!(file, "opts.xml");
        assert_eq!(rest, args("rbmc --no-standard-checks --xml-interface"));
        assert!(redirected_input(&args("rbmc --xml-interface")).is_none());
        assert!(redirected_input(&args("rbmc --xml-interface <")).is_none());
    }
}
