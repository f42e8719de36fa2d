//! `penknife color`: the Color Converter on the command line. One colour in every notation, and with `--on` its
//! WCAG 2.2 contrast on a background.

use clap::Args;
use penknife_core::color as engine;
use std::fmt::Write as _;
use std::io::Write as _;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife color '#ff0000'\n  penknife color 'hsl(210 40% 30%)' --on white")]
pub struct CommandArgs {
    /// The colour: a hex code, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), cmyk() or a CSS name.
    color: String,
    /// A background: also print the contrast ratio of the colour on it, with the WCAG 2.2 AA and AAA verdicts.
    #[arg(long, value_name = "BACKGROUND")]
    on: Option<String>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let report = engine::convert(&args.color)?;
    let mut out = String::new();
    for (name, value) in [
        ("HEX", &report.hex),
        ("RGB", &report.rgb),
        ("HSL", &report.hsl),
        ("HWB", &report.hwb),
        ("CMYK", &report.cmyk),
        ("LAB", &report.lab),
        ("LCH", &report.lch),
        ("OKLCH", &report.oklch),
    ] {
        writeln!(out, "{name:<6}{value}")?;
    }
    if let Some(name) = &report.name {
        writeln!(out, "{:<6}{name}", "Name")?;
    }
    if let Some(background) = args.on {
        let contrast = engine::contrast(&engine::parse(&args.color)?, &engine::parse(&background)?);
        let verdict = |pass: bool| if pass { "pass" } else { "fail" };
        writeln!(out, "\nContrast {}:1", contrast.ratio)?;
        writeln!(out, "Normal text  AA {}  AAA {}", verdict(contrast.normal_aa), verdict(contrast.normal_aaa))?;
        writeln!(out, "Large text   AA {}  AAA {}", verdict(contrast.large_aa), verdict(contrast.large_aaa))?;
    }
    std::io::stdout().lock().write_all(out.as_bytes())?;
    Ok(())
}
