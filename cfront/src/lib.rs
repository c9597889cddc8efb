//! cfront (work in progress)
