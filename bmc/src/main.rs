//! The `rbmc` binary: see the `bmc` crate.

/// Stack of the thread that runs the driver: the passes over goto programs recurse over
/// expressions, and a flat sum of tens of thousands of terms is a chain that deep. Only the
/// pages a run touches are ever committed.
const DRIVER_STACK: usize = 4 << 30;

fn main() {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = match std::thread::Builder::new()
        .name("rbmc".into())
        .stack_size(DRIVER_STACK)
        .spawn(move || bmc::driver::run(&args))
    {
        Ok(h) => h.join().unwrap_or(6),
        Err(e) => {
            eprintln!("error: cannot start the driver thread: {e}");
            6
        }
    };
    std::process::exit(code);
}
