//! `penknife uuid`: UUIDs v4 (the default) or v7, or ULIDs, one per line; `--inspect` reads one instead and prints
//! its format, version, variant and time.

use clap::Args;
use penknife_core::random::SystemRandom;
use penknife_core::uuid::{self as engine, IdFormat, IdKind, Inspection, Special, UuidForm, Variant};
use std::io::Write as _;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife uuid -n 5 --v7\n  penknife uuid --inspect 01ARZ3NDEKTSV4RRFFQ69G5FAV")]
pub struct CommandArgs {
    /// Version 7 UUIDs: Unix time in milliseconds, then random bits (they sort by creation time).
    #[arg(long, conflicts_with = "ulid")]
    v7: bool,
    /// ULIDs: 26 characters of Crockford's Base32, a millisecond time and 80 random bits.
    #[arg(long)]
    ulid: bool,
    /// How many to make (1–1000).
    #[arg(short = 'n', long, default_value = "1", allow_hyphen_values = true)]
    count: String,
    /// Upper-case hexadecimal digits (UUIDs).
    #[arg(long)]
    upper: bool,
    /// 32 hexadecimal digits without hyphens (UUIDs).
    #[arg(long)]
    no_hyphens: bool,
    /// Read VALUE, a UUID or a ULID, instead: its format, version, variant and time.
    #[arg(long, value_name = "VALUE", conflicts_with_all = ["v7", "ulid", "upper", "no_hyphens"], allow_hyphen_values = true)]
    inspect: Option<String>,
    /// With --inspect: print one JSON object.
    #[arg(long, requires = "inspect")]
    json: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let output = match &args.inspect {
        Some(value) => {
            let inspection = engine::inspect(value)?;
            if args.json { serde_json::to_string_pretty(&inspection)? + "\n" } else { table(&inspection) }
        }
        None => {
            let kind = if args.ulid {
                IdKind::Ulid
            } else if args.v7 {
                IdKind::V7
            } else {
                IdKind::V4
            };
            let form = UuidForm { kind, count: args.count, upper_case: args.upper, hyphens: !args.no_hyphens };
            let now_ms = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_millis() as u64);
            engine::generate(&form, now_ms, &mut SystemRandom::new())?.iter().map(|id| format!("{id}\n")).collect()
        }
    };
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}

/// One fact per line, `name     value`.
fn table(inspection: &Inspection) -> String {
    let mut rows = vec![(
        "format",
        match inspection.format {
            IdFormat::Uuid => "UUID".to_owned(),
            IdFormat::Ulid => "ULID".to_owned(),
        },
    )];
    if let Some(ulid) = &inspection.ulid {
        rows.push(("ulid", ulid.clone()));
    }
    rows.push(("uuid", inspection.uuid.clone()));
    match inspection.special {
        Some(Special::Nil) => rows.push(("special", "the nil UUID (all bits zero)".to_owned())),
        Some(Special::Max) => rows.push(("special", "the max UUID (all bits one)".to_owned())),
        None => {}
    }
    if let Some(version) = inspection.version {
        rows.push(("version", format!("{version} ({})", version_name(version))));
    }
    if let Some(variant) = inspection.variant {
        let name = match variant {
            Variant::Ncs => "NCS (reserved, backward compatibility)",
            Variant::Rfc9562 => "RFC 9562 (RFC 4122)",
            Variant::Microsoft => "Microsoft (reserved, backward compatibility)",
            Variant::Future => "reserved for future definition",
        };
        rows.push(("variant", name.to_owned()));
    }
    if let Some(time) = &inspection.time {
        rows.push(("time", format!("{} ({} ms)", time.iso, time.unix_ms)));
    }
    rows.iter().map(|(name, value)| format!("{name:<9}{value}\n")).collect()
}

/// What RFC 9562 names each version.
fn version_name(version: u8) -> &'static str {
    match version {
        1 => "Gregorian time",
        2 => "DCE Security",
        3 => "name-based, MD5",
        4 => "random",
        5 => "name-based, SHA-1",
        6 => "reordered Gregorian time",
        7 => "Unix time",
        8 => "custom",
        _ => "not defined by RFC 9562",
    }
}
