//! The `rbmc-analyzer` binary (goto-analyzer compatible): see `bmc::analyzer`.

/// Stack of the thread that analyses: reading and the walk recurse over expressions.
const STACK: usize = 4 << 30;

fn main() {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = match std::thread::Builder::new()
        .name("rbmc-analyzer".into())
        .stack_size(STACK)
        .spawn(move || bmc::analyzer::run(&args))
    {
        Ok(h) => h.join().unwrap_or(6),
        Err(e) => {
            eprintln!("rbmc-analyzer: error: cannot start the analyzer thread: {e}");
            6
        }
    };
    std::process::exit(code);
}
