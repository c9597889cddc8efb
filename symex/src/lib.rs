//! symex (work in progress)
