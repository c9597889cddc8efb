//! The `rbmc-instrument` binary (goto-instrument compatible): see `bmc::instrument`.

fn main() {
    bmc::main_with_large_stack("rbmc-instrument", bmc::instrument::run);
}
