//! A paste's password, never from the command line (argv shows in `ps` and shell history): from
//! `PENKNIFE_PASTE_PASSWORD`, else typed at the terminal without echo.

use anyhow::{Context as _, anyhow, bail};

/// Where a script puts the password.
pub const ENV: &str = "PENKNIFE_PASTE_PASSWORD";

/// The password for a new paste: a typed one is asked twice, since nobody can read the paste if it is mistyped.
pub fn for_new_paste() -> anyhow::Result<String> {
    let password = match from_env()? {
        Some(password) => password,
        None => {
            let first = prompt("Password for the paste: ")?;
            if !first.is_empty() && prompt("Repeat the password: ")? != first {
                bail!("The passwords do not match: nothing was uploaded.");
            }
            first
        }
    };
    if password.is_empty() {
        bail!("The password is empty: leave --password out for a paste without one.");
    }
    Ok(password)
}

/// The password of a paste that needs one.
pub fn for_reading() -> anyhow::Result<String> {
    match from_env()? {
        Some(password) => Ok(password),
        None => prompt("This paste is protected by a password. Password: "),
    }
}

fn from_env() -> anyhow::Result<Option<String>> {
    match std::env::var_os(ENV) {
        None => Ok(None),
        Some(value) => value.into_string().map(Some).map_err(|_| anyhow!("{ENV} is not UTF-8 text.")),
    }
}

/// Asks on the terminal itself (`/dev/tty`), so that standard input stays free for the paste's content.
fn prompt(question: &str) -> anyhow::Result<String> {
    rpassword::prompt_password(question)
        .with_context(|| format!("No terminal to ask for the password on: set {ENV} instead"))
}
