//! The `rbmc-cc` binary (goto-cc compatible): see `bmc::cc`.

/// Stack of the thread that compiles: conversion and linking recurse over expressions.
const STACK: usize = 4 << 30;

fn main() {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = match std::thread::Builder::new()
        .name("rbmc-cc".into())
        .stack_size(STACK)
        .spawn(move || bmc::cc::run(&args))
    {
        Ok(h) => h.join().unwrap_or(6),
        Err(e) => {
            eprintln!("rbmc-cc: error: cannot start the compiler thread: {e}");
            6
        }
    };
    std::process::exit(code);
}
