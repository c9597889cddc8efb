//! Threads with large stacks. rbmc's passes recurse over expressions and syntax trees, so
//! its work runs on threads whose stacks are reserved large (only the pages a run touches
//! are committed). An address-space limit (`ulimit -v`) may refuse the largest
//! reservation: then a smaller stack is tried, and at last the calling thread is used.

/// The stack sizes tried in turn, largest first (those the host's `usize` can hold).
const SIZES: [u64; 4] = [4 << 30, 1 << 30, 256 << 20, 64 << 20];

/// The stack sizes to try: at most a quarter of an address-space limit, so that a stack
/// the limit lets through still leaves the run its memory (`ulimit -v 4500000` admits a
/// 4 GiB reservation and then nothing else), and at least the smallest size.
fn sizes() -> impl Iterator<Item = usize> {
    let cap = address_space_limit().map_or(u64::MAX, |l| l / 4);
    let smallest = SIZES[SIZES.len() - 1];
    SIZES
        .iter()
        .filter(move |&&s| s <= cap || s == smallest)
        .filter_map(|&s| usize::try_from(s).ok())
}

/// The soft address-space limit of this process in bytes (`Max address space` of
/// /proc/self/limits; none where that file does not exist or says unlimited).
fn address_space_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max address space"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// Runs `f` on a thread named `name` with the largest stack that can be reserved (on the
/// calling thread if none can) and returns its result, or the payload of its panic.
pub fn run<T: Send>(name: &str, f: impl FnOnce() -> T + Send) -> std::thread::Result<T> {
    let cell = std::sync::Mutex::new(Some(f));
    let take = || cell.lock().ok().and_then(|mut g| g.take());
    for size in sizes() {
        let joined = std::thread::scope(|s| {
            std::thread::Builder::new()
                .name(name.into())
                .stack_size(size)
                .spawn_scoped(s, || take().map(|f| f()))
                .map(|h| h.join())
        });
        match joined {
            Ok(Ok(Some(v))) => return Ok(v),
            Ok(Err(panic)) => return Err(panic),
            // the closure was gone (it cannot be: it is taken once)
            Ok(Ok(None)) => break,
            // this stack could not be reserved: try a smaller one
            Err(_) => continue,
        }
    }
    match take() {
        Some(f) => std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)),
        None => Err(Box::new("the thread's work was lost")),
    }
}

/// Starts `f` on a thread named `name` with the largest stack that can be reserved; its
/// result is `None` only if the work was lost (it cannot be: it is taken once).
pub fn spawn<T: Send + 'static>(
    name: &str,
    f: impl FnOnce() -> T + Send + 'static,
) -> std::io::Result<std::thread::JoinHandle<Option<T>>> {
    let cell = std::sync::Arc::new(std::sync::Mutex::new(Some(f)));
    let mut last = None;
    for size in sizes() {
        let c = cell.clone();
        match std::thread::Builder::new()
            .name(name.into())
            .stack_size(size)
            .spawn(move || c.lock().ok().and_then(|mut g| g.take()).map(|f| f()))
        {
            Ok(h) => return Ok(h),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("no stack size fits this host")))
}

#[cfg(test)]
mod tests {
    #[test]
    fn work_runs_and_panics_are_returned() {
        assert_eq!(super::run("t", || 6 * 7).ok(), Some(42));
        assert!(super::run("t", || -> u8 { panic!("boom") }).is_err());
        let h = super::spawn("t", || 5).expect("a thread");
        assert_eq!(h.join().ok().flatten(), Some(5));
    }
}
