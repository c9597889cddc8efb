//! Control of a running symbolic execution from outside: a stop request checked before
//! every step ([`StopFlag`]) and a callback that receives messages as they are produced
//! ([`MessageSink`]), so that a driver can enforce `--timeout` and print CBMC's live
//! statistics lines (`Unwinding loop main.0 iteration 3 …`) while symex runs.

use crate::stats::Message;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A request to stop symbolic execution, shared between threads (clones share the flag).
///
/// Symex checks it before every instruction; once it is set, [`crate::run`] and
/// [`crate::paths::PathExplorer::next_path`] return [`crate::SymexError::Stopped`].
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag that is not set.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks every run using this flag (or a clone of it) to stop.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`StopFlag::stop`] was called.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Receives every symex [`Message`] at the moment it is produced.
///
/// With a sink configured ([`crate::SymexConfig::on_message`]) messages go to the sink
/// only; [`crate::SymexResult::messages`] stays empty.
#[derive(Clone)]
pub struct MessageSink(Arc<dyn Fn(&Message) + Send + Sync>);

impl MessageSink {
    /// A sink calling `f` for each message.
    pub fn new(f: impl Fn(&Message) + Send + Sync + 'static) -> MessageSink {
        MessageSink(Arc::new(f))
    }

    /// Passes `m` to the callback.
    pub fn send(&self, m: &Message) {
        (self.0)(m)
    }
}

impl std::fmt::Debug for MessageSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MessageSink(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::Level;
    use std::sync::Mutex;

    #[test]
    fn clones_share_the_stop_request() {
        let a = StopFlag::new();
        let b = a.clone();
        assert!(!b.is_stopped());
        a.stop();
        assert!(b.is_stopped());
    }

    #[test]
    fn sink_passes_messages_on() {
        let got = Arc::new(Mutex::new(Vec::new()));
        let g = got.clone();
        let sink = MessageSink::new(move |m| g.lock().unwrap().push(m.text.clone()));
        sink.send(&Message {
            level: Level::Status,
            text: "hello".into(),
        });
        assert_eq!(*got.lock().unwrap(), vec!["hello".to_string()]);
        assert_eq!(format!("{sink:?}"), "MessageSink(..)");
    }
}
