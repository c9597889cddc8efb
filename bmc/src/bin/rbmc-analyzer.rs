//! The `rbmc-analyzer` binary (goto-analyzer compatible): see `bmc::analyzer`.

fn main() {
    bmc::main_with_large_stack("rbmc-analyzer", bmc::analyzer::run);
}
