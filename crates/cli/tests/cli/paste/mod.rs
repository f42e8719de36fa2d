//! `penknife paste`: argument and input errors (no server), the requests it sends and how it reports a server's
//! answers (a scripted stand-in server), and round trips through the real `penknife serve` (e2e).

mod e2e;
mod errors;
mod scripted;
mod server;
