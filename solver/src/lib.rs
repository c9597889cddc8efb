//! solver (work in progress)
