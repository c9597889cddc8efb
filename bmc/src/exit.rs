//! Process exit codes, as CBMC's `exit_codes.h` (cbmc-behaviour.md §5.8).

/// Success; verification PASS; `--show-*` and other informational runs.
pub const SUCCESS: i32 = 0;
/// Usage error: bad or conflicting command line.
pub const USAGE_ERROR: i32 = 1;
/// Verification INCONCLUSIVE: some property UNKNOWN or NOT CHECKED.
pub const INCONCLUSIVE: i32 = 5;
/// Internal error, incorrect task (missing file, unsupported input), or verification ERROR.
pub const INTERNAL_ERROR: i32 = 6;
/// `--property` selected an unknown property.
pub const SET_PROPERTIES_FAILED: i32 = 7;
/// Verification FAILED.
pub const VERIFICATION_FAILED: i32 = 10;
