//! `penknife time [VALUE] [--zone ZONE] [--unit s|ms|us|ns]` and `penknife time --from-date DATE`: the Unix
//! Timestamp Converter on the command line. Without a value it shows now.

use clap::{Args, ValueEnum};
use penknife_core::time::{self as engine, Conversion, DateRequest, RelativeUnit, TimeUnit, TimestampRequest};
use std::io::Write as _;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife time 1700000000\n  penknife time 1700000000000 --zone America/New_York\n  \
                        penknife time --from-date \"2023-11-14T22:13:20Z\"\n  \
                        penknife time --from-date \"2023-11-14 17:13\" --zone America/New_York")]
pub struct CommandArgs {
    /// A Unix timestamp (now when absent). Its unit is read from its size unless --unit is given: under 10^11
    /// seconds, under 10^14 milliseconds, under 10^17 microseconds, nanoseconds beyond.
    #[arg(allow_negative_numbers = true, conflicts_with = "from_date")]
    value: Option<String>,
    /// Also show the date in this IANA time zone (e.g. Europe/Paris); a --from-date without an offset is read in it.
    #[arg(long)]
    zone: Option<String>,
    /// The unit VALUE counts.
    #[arg(long, value_enum, conflicts_with = "from_date")]
    unit: Option<Unit>,
    /// Turn a date into timestamps instead: ISO 8601 (2023-11-14T22:13:20Z), RFC 2822, or a local date and time.
    #[arg(long, value_name = "DATE")]
    from_date: Option<String>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Unit {
    S,
    Ms,
    Us,
    Ns,
}

impl From<Unit> for TimeUnit {
    fn from(unit: Unit) -> Self {
        match unit {
            Unit::S => Self::Seconds,
            Unit::Ms => Self::Milliseconds,
            Unit::Us => Self::Microseconds,
            Unit::Ns => Self::Nanoseconds,
        }
    }
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?;
    let now_ms = i64::try_from(now.as_millis())?;
    let mut zones = vec!["UTC".to_owned()];
    zones.extend(args.zone.clone().filter(|zone| !zone.trim().eq_ignore_ascii_case("UTC")));
    let conversion = if let Some(text) = args.from_date {
        let zone = args.zone.unwrap_or_else(|| "UTC".to_owned());
        engine::from_date(&DateRequest { text, zone, zones, now_ms })?
    } else {
        let (value, unit) = match args.value {
            Some(value) => (value, args.unit.map(TimeUnit::from)),
            None => (now.as_nanos().to_string(), Some(TimeUnit::Nanoseconds)),
        };
        engine::convert(&TimestampRequest { value, unit, zones, now_ms })?
    };
    std::io::stdout().lock().write_all(table(&conversion).as_bytes())?;
    Ok(())
}

/// One fact per line: the unit read, the counts, how long ago, then each zone's dates.
fn table(conversion: &Conversion) -> String {
    let how = if conversion.detected { " (from its size)" } else { "" };
    let mut out = format!("read as       {}{how}\n", conversion.unit);
    for (name, count) in [
        ("seconds", &conversion.seconds),
        ("milliseconds", &conversion.milliseconds),
        ("microseconds", &conversion.microseconds),
        ("nanoseconds", &conversion.nanoseconds),
    ] {
        out += &format!("{name:<14}{count}\n");
    }
    out += &format!("relative      {}\n", relative(conversion.relative.amount, conversion.relative.unit));
    for view in &conversion.views {
        out += &format!("\n{} ({}, {})\n", view.zone, view.abbreviation, view.offset);
        out += &format!("  ISO 8601    {}\n", view.iso8601);
        out += &format!("  RFC 2822    {}\n", view.rfc2822.as_deref().unwrap_or("(none before 1900)"));
    }
    out
}

/// "3 hours ago", "in 2 days", "now" (the CLI's English; the page words it with Intl.RelativeTimeFormat).
fn relative(amount: i64, unit: RelativeUnit) -> String {
    if amount == 0 {
        return "now".to_owned();
    }
    let unit = match unit {
        RelativeUnit::Second => "second",
        RelativeUnit::Minute => "minute",
        RelativeUnit::Hour => "hour",
        RelativeUnit::Day => "day",
        RelativeUnit::Month => "month",
        RelativeUnit::Year => "year",
    };
    let count = amount.unsigned_abs();
    let plural = if count == 1 { "" } else { "s" };
    if amount < 0 { format!("{count} {unit}{plural} ago") } else { format!("in {count} {unit}{plural}") }
}
