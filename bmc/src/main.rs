//! The `rbmc` binary: see the `bmc` crate.

fn main() {
    bmc::main_with_large_stack("rbmc", bmc::driver::run::<String>);
}
