//! ssa (work in progress)
