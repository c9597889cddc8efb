//! `--timeout` and `--memory-limit`: one mechanism for both.
//!
//! The thread that waits for the verification worker checks the [`Limits`] every few
//! milliseconds (wall time since the start of the run; resident memory of the process, from
//! `/proc/self/status`). When one is exceeded it calls [`Watch::stop`]: symbolic execution
//! stops before its next step (through its [`symex::StopFlag`]), the running SAT solve is
//! interrupted through the solver's interrupt flag, and the worker sees the request at its
//! next check point (between symex paths, conversion steps and solver runs).

use super::EngineConfig;
use crate::stop::StopReason;
use solver::sat::Interrupt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The stop request shared by the worker and the watching thread.
#[derive(Default)]
pub struct Watch {
    stopped: AtomicBool,
    /// The stop flag given to symex.
    symex: symex::StopFlag,
    inner: Mutex<WatchInner>,
}

#[derive(Default)]
struct WatchInner {
    reason: Option<StopReason>,
    interrupt: Option<Interrupt>,
}

impl Watch {
    fn lock(&self) -> std::sync::MutexGuard<'_, WatchInner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Asks the run to stop because of `reason` and interrupts the current solve. The first
    /// reason given is kept.
    pub fn stop(&self, reason: StopReason) {
        let mut g = self.lock();
        g.reason.get_or_insert(reason);
        self.stopped.store(true, Ordering::SeqCst);
        self.symex.stop();
        if let Some(i) = &g.interrupt {
            i.interrupt();
        }
    }

    /// The reason the run must stop, if [`Watch::stop`] was called.
    pub fn reason(&self) -> Option<StopReason> {
        if !self.stopped.load(Ordering::SeqCst) {
            return None;
        }
        self.lock().reason.clone()
    }

    /// The flag that stops symbolic execution when [`Watch::stop`] is called.
    pub fn symex_stop_flag(&self) -> symex::StopFlag {
        self.symex.clone()
    }

    /// Registers the interrupt flag of the solver about to run (interrupted at once if the
    /// run is already asked to stop).
    pub fn register(&self, interrupt: Interrupt) {
        let mut g = self.lock();
        if self.stopped.load(Ordering::SeqCst) {
            interrupt.interrupt();
        }
        g.interrupt = Some(interrupt);
    }
}

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Start of the run and the time limit.
    time: Option<(Instant, Duration)>,
    /// Memory limit in MB.
    memory_mb: Option<u64>,
    /// Whether the memory limit is the default guard (no `--memory-limit` given).
    default_guard: bool,
}

/// The share of physical memory a run may use when no `--memory-limit` is given: past it
/// the run stops with UNKNOWN and a hint, instead of being killed by the kernel.
pub const DEFAULT_MEMORY_SHARE_PERCENT: u64 = 90;

impl Limits {
    /// The limits of `cfg` (`--timeout`, `--memory-limit`).
    pub fn new(cfg: &EngineConfig) -> Limits {
        let guard = || {
            physical_memory().map(|b| (b >> 20) * DEFAULT_MEMORY_SHARE_PERCENT / 100)
        };
        Limits {
            time: cfg.timeout.map(|t| (cfg.started, t)),
            memory_mb: cfg.memory_limit.or_else(guard),
            default_guard: cfg.memory_limit.is_none(),
        }
    }

    /// The first limit exceeded at `now`.
    pub fn exceeded(&self, now: Instant) -> Option<StopReason> {
        if let Some((start, limit)) = self.time {
            if now.duration_since(start) >= limit {
                return Some(StopReason::TimeLimit(limit));
            }
        }
        if let Some(mb) = self.memory_mb {
            if let Some(rss) = resident_memory() {
                if rss > mb.saturating_mul(1 << 20) {
                    return Some(StopReason::MemoryLimit {
                        limit_mb: mb,
                        used_mb: rss >> 20,
                        default_guard: self.default_guard,
                    });
                }
            }
        }
        None
    }
}

/// Physical memory of the machine in bytes (`MemTotal` of `/proc/meminfo`); `None` where
/// the platform does not report it.
pub fn physical_memory() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = s.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Resident memory of the process in bytes (`VmRSS` of `/proc/self/status`); `None` where
/// the platform does not report it.
pub fn resident_memory() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_keeps_the_first_reason_and_interrupts_the_solver() {
        let w = Watch::default();
        assert_eq!(w.reason(), None);
        let symex = w.symex_stop_flag();
        assert!(!symex.is_stopped());
        let i = Interrupt::new();
        w.register(i.clone());
        assert!(!i.is_set());
        w.stop(StopReason::Requested);
        w.stop(StopReason::TimeLimit(Duration::from_secs(1)));
        assert_eq!(w.reason(), Some(StopReason::Requested));
        assert!(i.is_set());
        assert!(symex.is_stopped());
        // a solver registered after the request is interrupted at once
        let j = Interrupt::new();
        w.register(j.clone());
        assert!(j.is_set());
    }

    #[test]
    fn limits_report_time_and_memory() {
        let start = Instant::now();
        let l = Limits {
            time: Some((start, Duration::from_secs(2))),
            memory_mb: None,
            default_guard: false,
        };
        assert_eq!(l.exceeded(start), None);
        assert_eq!(
            l.exceeded(start + Duration::from_secs(3)),
            Some(StopReason::TimeLimit(Duration::from_secs(2)))
        );
        if resident_memory().is_some() {
            let m = Limits {
                time: None,
                memory_mb: Some(0),
                default_guard: false,
            };
            let r = m.exceeded(start);
            assert!(
                matches!(r, Some(StopReason::MemoryLimit { limit_mb: 0, default_guard: false, .. })),
                "{r:?}"
            );
            // the default guard is told apart (bmc says why it stopped and what to do)
            let g = Limits {
                default_guard: true,
                ..m
            };
            let r = g.exceeded(start);
            assert!(
                matches!(r, Some(StopReason::MemoryLimit { default_guard: true, .. })),
                "{r:?}"
            );
            let big = Limits {
                time: None,
                memory_mb: Some(1 << 30),
                default_guard: false,
            };
            assert_eq!(big.exceeded(start), None);
        }
    }
}
