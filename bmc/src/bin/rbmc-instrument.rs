//! The `rbmc-instrument` binary (goto-instrument compatible): see `bmc::instrument`.

/// Stack of the thread that instruments: the passes recurse over expressions.
const STACK: usize = 4 << 30;

fn main() {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = match std::thread::Builder::new()
        .name("rbmc-instrument".into())
        .stack_size(STACK)
        .spawn(move || bmc::instrument::run(&args))
    {
        Ok(h) => h.join().unwrap_or(6),
        Err(e) => {
            eprintln!("rbmc-instrument: error: cannot start the instrumenter thread: {e}");
            6
        }
    };
    std::process::exit(code);
}
