//! goto-ir (work in progress)
