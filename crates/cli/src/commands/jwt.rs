//! `penknife jwt`: the JWT Decoder on the command line. The token comes from standard input, a file or (less
//! privately: `ps` and shell history show it) the command line; prints its header, payload and registered claims,
//! whether it has expired, and — with a key from a file or an environment variable, never from the command line —
//! whether its signature verifies. Exits non-zero when a key was given and the signature does not verify.

use anyhow::{Context as _, bail};
use clap::Args;
use penknife_core::jwt::{self as engine, Claim, ClaimName, DecodeOptions, KeyInput, KeyKind, Lifetime, SecretEncoding, Signature};
use std::fmt::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife jwt < token.txt\n  penknife jwt --token-file token.txt --key-file public.pem\n  \
    JWT_SECRET=… penknife jwt --secret-env JWT_SECRET < token.txt\n  penknife jwt --key-file jwks.json eyJhbGciOi…")]
pub struct CommandArgs {
    /// The token; read from standard input when absent or `-` (safer: a token is a credential).
    token: Option<String>,
    /// Read the token from this file.
    #[arg(long, value_name = "PATH", conflicts_with = "token")]
    token_file: Option<PathBuf>,
    /// Verify with the key in this file: a PEM public key, a JWK or JWK set, or else an HMAC secret (its bytes,
    /// without a final line break).
    #[arg(long, value_name = "PATH", group = "key")]
    key_file: Option<PathBuf>,
    /// Verify with the HMAC secret in this file, even if it looks like a PEM or a JWK.
    #[arg(long, value_name = "PATH", group = "key")]
    secret_file: Option<PathBuf>,
    /// Verify with the HMAC secret in this environment variable (give its name, not the secret).
    #[arg(long, value_name = "NAME", group = "key")]
    secret_env: Option<String>,
    /// The secret is written in Base64 or Base64url.
    #[arg(long)]
    base64_secret: bool,
    /// Judge exp and nbf at this moment (seconds since the Unix epoch) instead of now.
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true)]
    now: Option<i64>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let token = match (&args.token, &args.token_file) {
        (Some(token), _) if token != "-" => token.clone(),
        (_, Some(path)) => crate::input::read_text(Some(path))?,
        _ => crate::input::read_text(None)?,
    };
    let key = read_key(&args)?;
    let now_ms = match args.now {
        Some(seconds) => seconds.saturating_mul(1000),
        None => i64::try_from(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.as_millis())?,
    };
    let keyed = key.is_some();
    let decoded = engine::decode(&token, &DecodeOptions { now_ms, key })?;
    let mut out = format!("Header:\n{}\n\nPayload:\n{}\n", decoded.header, decoded.payload);
    if let Some(problem) = &decoded.payload_problem {
        writeln!(out, "({problem} This is a JWS, not a JWT.)")?;
    }
    if !decoded.claims.is_empty() {
        out.push_str("\nClaims:\n");
        for claim in &decoded.claims {
            writeln!(out, "  {:<4} {}", claim.name.key(), claim_text(claim))?;
        }
    }
    writeln!(out, "\nLifetime: {}", lifetime(decoded.lifetime, &decoded.claims))?;
    let verdict = signature(&decoded.signature);
    writeln!(out, "Signature: {verdict}")?;
    print!("{out}");
    if keyed && !matches!(decoded.signature, Signature::Valid { .. }) {
        bail!("the signature does not verify with this key");
    }
    Ok(())
}

fn read_key(args: &CommandArgs) -> anyhow::Result<Option<KeyInput>> {
    let secret_encoding = if args.base64_secret { SecretEncoding::Base64 } else { SecretEncoding::Utf8 };
    let secret = |text: String| KeyInput { text, kind: KeyKind::Secret, secret_encoding };
    let file = |path: &PathBuf| -> anyhow::Result<String> {
        let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        Ok(text.strip_suffix('\n').map(|text| text.strip_suffix('\r').unwrap_or(text)).unwrap_or(&text).to_owned())
    };
    Ok(if let Some(path) = &args.key_file {
        let text = file(path)?;
        let start = text.trim_start();
        if start.starts_with("-----BEGIN") || start.starts_with('{') {
            Some(KeyInput { text, kind: KeyKind::PemOrJwk, secret_encoding })
        } else {
            Some(secret(text))
        }
    } else if let Some(path) = &args.secret_file {
        Some(secret(file(path)?))
    } else if let Some(name) = &args.secret_env {
        Some(secret(std::env::var(name).with_context(|| format!("the environment variable {name} is not set"))?))
    } else {
        None
    })
}

fn claim_text(claim: &Claim) -> String {
    match claim.seconds {
        Some(seconds) => format!("{} ({})", claim.value, utc(seconds)),
        None if claim.wrong_type => format!("{} (not of the type RFC 7519 gives it)", claim.value),
        None => claim.value.clone(),
    }
}

fn lifetime(lifetime: Lifetime, claims: &[Claim]) -> String {
    let date = |name: ClaimName| {
        claims.iter().find(|claim| claim.name == name).and_then(|claim| claim.seconds).map_or_else(String::new, |s| format!(" ({})", utc(s)))
    };
    match lifetime {
        Lifetime::NoExpiry => "no expiry (no exp claim)".to_owned(),
        Lifetime::Current => format!("valid now, expires{}", date(ClaimName::Exp)),
        Lifetime::Expired => format!("expired{}", date(ClaimName::Exp)),
        Lifetime::NotYetValid => format!("not yet valid{}", date(ClaimName::Nbf)),
    }
}

fn signature(signature: &Signature) -> String {
    let key = |key_type, secret_is_pem: &bool| {
        if *secret_is_pem {
            format!("{key_type} (the text of a PEM key used as an HMAC secret: algorithm confusion)")
        } else {
            key_type_name(key_type)
        }
    };
    match signature {
        Signature::Unsigned => "none (alg \"none\": this token has no signature and proves nothing)".to_owned(),
        Signature::NotChecked => "not checked (give --key-file, --secret-file or --secret-env)".to_owned(),
        Signature::Valid { algorithm, key_type, kid, secret_is_pem } => {
            let kid = kid.as_ref().map_or_else(String::new, |kid| format!(", kid \"{kid}\""));
            format!("verified ({algorithm} with {}{kid})", key(*key_type, secret_is_pem))
        }
        Signature::Invalid { algorithm, key_type, secret_is_pem } => {
            format!("INVALID ({algorithm} with {}: not signed with this key, or changed since)", key(*key_type, secret_is_pem))
        }
        Signature::Refused { reason } => format!("not checked: {reason}"),
    }
}

fn key_type_name(key_type: engine::KeyType) -> String {
    match key_type {
        engine::KeyType::Hmac => "an HMAC secret".to_owned(),
        other => format!("an {other} public key"),
    }
}

/// `seconds` since the epoch as an ISO 8601 date in UTC (whole seconds), by the proleptic Gregorian calendar.
fn utc(seconds: f64) -> String {
    let whole = seconds.floor() as i64;
    let (days, rest) = (whole.div_euclid(86_400), whole.rem_euclid(86_400));
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rest / 3600, rest % 3600 / 60, rest % 60)
}
