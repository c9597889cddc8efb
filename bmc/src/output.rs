//! Writing output files atomically: the data goes to a temporary file in the target's
//! directory which is renamed over the target only when complete, so an error never leaves
//! a half-written file behind.

use crate::error::BmcError;
use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` atomically. A destination that exists and is not a regular
/// file (`/dev/null`, a FIFO, a terminal) is written in place: renaming over it would
/// replace the device with a file. A symbolic link is followed, so the file it names is
/// replaced, not the link.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), BmcError> {
    let err = |source| BmcError::Write {
        path: path.to_path_buf(),
        source,
    };
    let resolved;
    let path = match std::fs::metadata(path) {
        Ok(m) if !m.is_file() && !m.is_dir() => {
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(err)?;
            f.write_all(bytes).map_err(err)?;
            f.flush().map_err(err)?;
            return Ok(());
        }
        Ok(m) if m.is_file() => {
            resolved = std::fs::canonicalize(path).map_err(err)?;
            resolved.as_path()
        }
        _ => path,
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
    fn devices_are_written_in_place_and_links_followed() {
        let dir = tempfile::tempdir().expect("temp dir");
        // a device stays a device
        write_atomic(Path::new("/dev/null"), b"x").expect("write to /dev/null");
        let m = std::fs::metadata("/dev/null").expect("stat");
        assert!(!m.is_file(), "/dev/null became a regular file");
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 0);
        // a link keeps pointing to the file, which gets the data
        let target = dir.path().join("target.gb");
        std::fs::write(&target, b"old").expect("write target");
        let link = dir.path().join("link.gb");
        std::os::unix::fs::symlink(&target, &link).expect("symlink");
        write_atomic(&link, b"new").expect("write through link");
        assert!(std::fs::symlink_metadata(&link).expect("lstat").file_type().is_symlink());
        assert_eq!(std::fs::read(&target).expect("read"), b"new");
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
