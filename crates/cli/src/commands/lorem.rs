//! `penknife lorem`: placeholder text from the Lorem Ipsum Generator's engine.

use clap::{Args, ValueEnum};
use penknife_core::lorem::{LoremKind, LoremOptions, LoremStyle, generate_lorem};
use penknife_core::random::SystemRandom;

/// Prints words, sentences (8–22 words) or paragraphs (3–6 sentences, separated by a blank line).
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// What to count.
    #[arg(long = "type", value_enum, default_value_t = Kind::Paragraphs)]
    kind: Kind,
    /// How many words, sentences or paragraphs (1–100).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(i64).range(1..=100))]
    count: i64,
    /// Vocabulary: traditional Latin, the English of Cicero's passage, hipster or corporate.
    #[arg(long, value_enum, default_value_t = Style::Classic)]
    style: Style,
    /// Do not open with 'Lorem ipsum dolor sit amet' (only the classic style opens with it).
    #[arg(long)]
    no_lorem_start: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Kind {
    Words,
    Sentences,
    Paragraphs,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Style {
    Classic,
    #[value(alias = "cicero-english")]
    Cicero,
    Hipster,
    Corporate,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let options = LoremOptions {
        kind: match args.kind {
            Kind::Words => LoremKind::Words,
            Kind::Sentences => LoremKind::Sentences,
            Kind::Paragraphs => LoremKind::Paragraphs,
        },
        count: args.count,
        style: match args.style {
            Style::Classic => LoremStyle::Classic,
            Style::Cicero => LoremStyle::Cicero,
            Style::Hipster => LoremStyle::Hipster,
            Style::Corporate => LoremStyle::Corporate,
        },
        start_with_lorem: !args.no_lorem_start,
    };
    println!("{}", generate_lorem(&options, &mut SystemRandom::new()).text);
    Ok(())
}
