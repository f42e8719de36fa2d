//! The server's integration tests, in one test binary (one link instead of one per file): the real router on
//! 127.0.0.1:0 with a fresh database per test, on SQLite and, when `PENKNIFE_TEST_POSTGRES_URL` is set, on
//! PostgreSQL too. The timing test (`tests/auth_timing.rs`) keeps a binary of its own, so no other test's work
//! disturbs what it measures.

#[path = "../common/mod.rs"]
mod common;

mod api;
mod auth_input;
mod auth_jwt;
mod auth_logout;
mod auth_mail;
mod auth_oauth;
mod auth_providers;
mod auth_rate_limits;
mod auth_recover_verify;
mod auth_refresh;
mod auth_signup;
mod auth_token;
mod auth_user;
mod compression;
mod connections;
mod data_dir;
mod ip;
mod me;
mod metrics;
mod pastes;
mod security_headers;
mod several_servers;
mod shutdown;
mod spa;
