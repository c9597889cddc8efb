//! A SAT solver in another process (CBMC's `--external-sat-solver CMD`): each solve writes
//! the formula as DIMACS CNF to a temporary file (assumptions as unit clauses), runs
//! `CMD FILE` and reads the answer from the solver's standard output in the SAT
//! competition's format: `s SATISFIABLE` / `s UNSATISFIABLE` (also without the `s `) and
//! the model on `v` lines.

use super::{CnfStats, DimacsBackend, Interrupt, SatBackend, SatError, SatLit, SatResult};
use super::UnknownReason;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// An external SAT solver, run once per solve.
pub struct ExternalBackend {
    /// The command and its arguments (the CNF file is appended).
    command: Vec<String>,
    formula: DimacsBackend,
    model: Vec<Option<bool>>,
    assumptions: Vec<SatLit>,
    limit: Option<Duration>,
    interrupt: Interrupt,
}

impl ExternalBackend {
    /// A back end running `command` (split at white space; the CNF file is its last
    /// argument).
    pub fn new(command: &str) -> Result<ExternalBackend, SatError> {
        let command: Vec<String> = command.split_whitespace().map(String::from).collect();
        if command.is_empty() {
            return Err(SatError::Unusable("empty external SAT solver command".into()));
        }
        Ok(ExternalBackend {
            command,
            formula: DimacsBackend::new(),
            model: Vec::new(),
            assumptions: Vec::new(),
            limit: None,
            interrupt: Interrupt::new(),
        })
    }
}

/// The answer in a solver's standard output: the verdict and the literals of `v` lines.
fn parse_answer(out: &str) -> Result<(Option<bool>, Vec<i32>), String> {
    let mut verdict = None;
    let mut lits = Vec::new();
    for line in out.lines() {
        let line = line.trim();
        let status = line.strip_prefix("s ").unwrap_or(line);
        match status {
            "SATISFIABLE" => verdict = Some(true),
            "UNSATISFIABLE" => verdict = Some(false),
            _ => {}
        }
        if let Some(rest) = line.strip_prefix("v ").or_else(|| (line == "v").then_some("")) {
            for w in rest.split_whitespace() {
                let n: i32 = w
                    .parse()
                    .map_err(|_| format!("malformed model value `{w}`"))?;
                lits.push(n);
            }
        }
    }
    Ok((verdict, lits))
}

impl SatBackend for ExternalBackend {
    fn new_var(&mut self) -> SatLit {
        self.formula.new_var()
    }

    fn add_clause(&mut self, clause: &[SatLit]) {
        self.formula.add_clause(clause);
    }

    fn solve(&mut self, assumptions: &[SatLit]) -> Result<SatResult, SatError> {
        self.model.clear();
        self.assumptions = assumptions.to_vec();
        let io = |what: &str, e: std::io::Error| SatError::Io(format!("{what}: {e}"));
        let path = std::env::temp_dir().join(format!(
            "rbmc-{}-{}.cnf",
            std::process::id(),
            self.formula.stats().clauses
        ));
        {
            let file = std::fs::File::create(&path).map_err(|e| io("writing the CNF", e))?;
            let mut w = std::io::BufWriter::new(file);
            self.formula.write_dimacs(&mut w, assumptions)?;
            std::io::Write::flush(&mut w).map_err(|e| io("writing the CNF", e))?;
        }
        let result = self.run(&path);
        let _ = std::fs::remove_file(&path);
        result
    }

    fn value(&self, lit: SatLit) -> Option<bool> {
        let v = self.model.get(lit.var() as usize).copied().flatten()?;
        Some(v != lit.is_negated())
    }

    fn failed(&self, lit: SatLit) -> bool {
        // the process gives no core: every assumption may be part of it
        self.assumptions.contains(&lit)
    }

    fn signature(&self) -> String {
        format!("external SAT solver `{}`", self.command.join(" "))
    }

    fn set_time_limit(&mut self, limit: Option<Duration>) {
        self.limit = limit;
    }

    fn interrupt_handle(&self) -> Interrupt {
        self.interrupt.clone()
    }

    fn stats(&self) -> CnfStats {
        self.formula.stats()
    }
}

impl ExternalBackend {
    /// Runs the solver on the CNF at `path`, watching the interrupt flag and the time limit.
    fn run(&mut self, path: &std::path::Path) -> Result<SatResult, SatError> {
        let mut child = Command::new(&self.command[0])
            .args(&self.command[1..])
            .arg(path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| {
                SatError::Unusable(format!(
                    "cannot run the external SAT solver `{}`: {e}",
                    self.command[0]
                ))
            })?;
        // the output is read on a thread so that a large model cannot fill the pipe
        let mut stdout = child.stdout.take();
        let reader = std::thread::spawn(move || {
            let mut s = String::new();
            if let Some(o) = stdout.as_mut() {
                let _ = std::io::Read::read_to_string(o, &mut s);
            }
            s
        });
        let start = Instant::now();
        loop {
            let stop = if self.interrupt.is_set() {
                Some(UnknownReason::Interrupted)
            } else if self.limit.is_some_and(|l| start.elapsed() >= l) {
                Some(UnknownReason::TimeLimit)
            } else {
                None
            };
            if let Some(reason) = stop {
                let _ = child.kill();
                let _ = child.wait();
                return Ok(SatResult::Unknown(reason));
            }
            match child.try_wait() {
                Ok(Some(_)) => break,
                Ok(None) => std::thread::sleep(Duration::from_millis(5)),
                Err(e) => return Err(SatError::Io(format!("waiting for the SAT solver: {e}"))),
            }
        }
        let out = reader
            .join()
            .map_err(|_| SatError::Unusable("reading the SAT solver's output".into()))?;
        let (verdict, lits) = parse_answer(&out).map_err(|m| {
            SatError::Unusable(format!("the external SAT solver's answer: {m}"))
        })?;
        match verdict {
            Some(true) => {
                let vars = self.formula.stats().vars as usize;
                self.model = vec![None; vars + 1];
                for n in lits.into_iter().filter(|&n| n != 0) {
                    if let Some(slot) = self.model.get_mut(n.unsigned_abs() as usize) {
                        *slot = Some(n > 0);
                    }
                }
                if self.model.iter().skip(1).any(|v| v.is_none()) {
                    return Err(SatError::Unusable(
                        "the external SAT solver said SATISFIABLE without a complete model \
                         (`v` lines)"
                            .into(),
                    ));
                }
                Ok(SatResult::Sat)
            }
            Some(false) => Ok(SatResult::Unsat),
            None => Err(SatError::Unusable(
                "the external SAT solver gave no answer (no `s SATISFIABLE` or `s UNSATISFIABLE` line)"
                    .into(),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_competition_output() {
        let (v, lits) = parse_answer("c comment\ns SATISFIABLE\nv 1 -2\nv 3 0\n").expect("ok");
        assert_eq!((v, lits), (Some(true), vec![1, -2, 3, 0]));
        let (v, _) = parse_answer("s UNSATISFIABLE\n").expect("ok");
        assert_eq!(v, Some(false));
        assert_eq!(parse_answer("nothing\n").expect("ok").0, None);
        assert!(parse_answer("s SATISFIABLE\nv 1 x\n").is_err());
    }

    #[test]
    fn a_solver_that_cannot_start_is_an_error() {
        let mut b = ExternalBackend::new("/nonexistent/solver").expect("command");
        let x = b.new_var();
        b.add_clause(&[x]);
        assert!(matches!(b.solve(&[]), Err(SatError::Unusable(_))));
    }

    #[test]
    fn solves_with_a_solver_on_the_path_if_there_is_one() {
        let Some(cadical) = ["/usr/bin/cadical", "/usr/local/bin/cadical"]
            .into_iter()
            .find(|p| std::path::Path::new(p).exists())
        else {
            eprintln!("skipped: no cadical binary to run as an external solver");
            return;
        };
        let mut b = ExternalBackend::new(cadical).expect("command");
        let (x, y) = (b.new_var(), b.new_var());
        b.add_clause(&[x, y]);
        b.add_clause(&[!x]);
        assert_eq!(b.solve(&[]).expect("solves"), SatResult::Sat);
        assert_eq!((b.value(x), b.value(y)), (Some(false), Some(true)));
        assert_eq!(b.solve(&[!y]).expect("solves"), SatResult::Unsat);
    }
}
