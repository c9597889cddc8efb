//! The `rbmc` binary: see the `bmc` crate.

fn main() {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = bmc::driver::run(&args);
    std::process::exit(code);
}
