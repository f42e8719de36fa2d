//! Every connection is a file descriptor: the connection cap must leave room under the process's limit for the
//! database, the embedded files and the listener, or `accept` fails for everyone.

use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};

use super::ConnectionLimits;

/// Descriptors kept free for everything that is not a client connection.
const RESERVED: usize = 256;

/// Raises the soft open-file limit to the hard one (as Go's runtime does: the soft default of 1024 is a relic
/// of `select`), then lowers `limits.max_connections` to what the limit allows.
pub(crate) fn fit(limits: &mut ConnectionLimits) {
    let Rlimit { current, maximum } = getrlimit(Resource::Nofile);
    let mut available = current;
    if current < maximum {
        match setrlimit(Resource::Nofile, Rlimit { current: maximum, maximum }) {
            Ok(()) => available = maximum,
            Err(error) => tracing::warn!(%error, "could not raise the open-file limit"),
        }
    }
    let Some(available) = available else { return };
    let room = usize::try_from(available).unwrap_or(usize::MAX).saturating_sub(RESERVED).max(1);
    if limits.max_connections > room {
        tracing::warn!(
            requested = limits.max_connections,
            allowed = room,
            "the open-file limit lowers the connection cap"
        );
        limits.max_connections = room;
    }
}
