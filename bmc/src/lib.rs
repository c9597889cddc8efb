//! bmc (work in progress)
