//! Writing output files atomically: the data goes to a temporary file in the target's
//! directory which is renamed over the target only when complete, so an error never leaves
//! a half-written file behind.

use crate::error::BmcError;
use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` atomically.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), BmcError> {
    let err = |source| BmcError::Write {
        path: path.to_path_buf(),
        source,
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".rbmc-out-");
    // as `File::create`: read/write for everyone the umask allows (a temporary file would
    // be the owner's only, which CI artifact uploads and other users cannot read)
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir).map_err(err)?;
    tmp.write_all(bytes).map_err(err)?;
    tmp.as_file().sync_all().map_err(err)?;
    tmp.persist(path).map_err(|e| err(e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_replaces() {
        let dir = tempfile::tempdir().expect("temp dir");
        let p = dir.path().join("out.gb");
        write_atomic(&p, b"one").expect("write");
        write_atomic(&p, b"two").expect("rewrite");
        assert_eq!(std::fs::read(&p).expect("read"), b"two");
        // Only the target is left in the directory.
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn files_get_the_mode_of_a_created_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let p = dir.path().join("report.html");
        write_atomic(&p, b"x").expect("write");
        let q = dir.path().join("plain");
        std::fs::File::create(&q).expect("create");
        let mode = |p: &Path| std::fs::metadata(p).expect("stat").permissions().mode();
        assert_eq!(mode(&p), mode(&q), "{:o} vs {:o}", mode(&p), mode(&q));
    }

    #[test]
    fn failure_leaves_nothing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let p = dir.path().join("missing-dir").join("out.gb");
        let e = write_atomic(&p, b"x").expect_err("no such directory");
        assert!(e.to_string().starts_with("failed to write"), "{e}");
        assert!(!p.exists());
    }
}
