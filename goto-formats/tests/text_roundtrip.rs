//! Round trips of the text form over generated models: parse(print(m)) equals m
//! structurally, and print(parse(print(m))) == print(m).

mod textgen;

use goto_formats::text;
use proptest::prelude::*;

fn roundtrip(seed: u64) -> Result<(), String> {
    let m = textgen::model(seed);
    let p1 = text::print(&m);
    let m2 = text::parse(&p1, "gen.gt").map_err(|e| format!("seed {seed}: {e}\n{p1}"))?;
    if let Some(d) = text::model_diff(&m, &m2) {
        return Err(format!("seed {seed}: {d}\n{p1}"));
    }
    let p2 = text::print(&m2);
    if p1 != p2 {
        return Err(format!(
            "seed {seed}: second print differs\n{p1}\n----\n{p2}"
        ));
    }
    Ok(())
}

#[test]
fn fixed_seeds_round_trip() {
    // TEXTGEN_SEEDS=n widens the sweep locally
    let n = std::env::var("TEXTGEN_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64u64);
    for seed in 0..n {
        if let Err(e) = roundtrip(seed) {
            panic!("{e}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn generated_models_round_trip(seed in any::<u64>()) {
        if let Err(e) = roundtrip(seed) {
            prop_assert!(false, "{}", e);
        }
    }
}
