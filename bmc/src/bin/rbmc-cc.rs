//! The `rbmc-cc` binary (goto-cc compatible): see `bmc::cc`.

fn main() {
    bmc::main_with_large_stack("rbmc-cc", bmc::cc::run);
}
