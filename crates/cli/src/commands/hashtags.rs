//! `penknife hashtags`: hashtag suggestions for a post, printed on one line.

use crate::input;
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser as _};
use penknife_core::hashtag::{self as engine, HashtagCategoryId, HashtagOptions};
use penknife_core::random::SystemRandom;
use std::io::IsTerminal as _;

/// Suggest hashtags: your own first, then the description's words, niche variants, 8 random tags from each
/// category, and trending tags. Over the maximum, your own are kept and the rest share the slots in turns.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// The post description (words of 2 characters or fewer, and words like "the" or "with", are skipped).
    /// Read from standard input when absent and input is piped.
    description: Vec<String>,
    /// A category to take 8 random tags from; repeat the flag or separate with commas [default: popular].
    #[arg(short, long = "category", value_name = "CATEGORY", value_delimiter = ',', ignore_case = true,
        value_parser = PossibleValuesParser::new(engine::category_ids()).try_map(|id| id.parse::<HashtagCategoryId>()))]
    categories: Vec<HashtagCategoryId>,
    /// Take no category tags at all.
    #[arg(long, conflicts_with = "categories")]
    no_category: bool,
    /// Maximum number of hashtags, 5 to 50.
    #[arg(short, long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(5..=50))]
    max: u32,
    /// Add <word>photography, <word>life and <word>love for each description word.
    #[arg(long)]
    niche: bool,
    /// Add the trending tags: viral, trending, explore, fyp, reels, instagram.
    #[arg(long)]
    trending: bool,
    /// Your own hashtags, separated by commas or spaces, with or without '#'; always listed first.
    #[arg(long, value_name = "TAGS", default_value = "")]
    custom: String,
    /// Print the tags without '#'.
    #[arg(long)]
    no_hash: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let description = if args.description.is_empty() && !std::io::stdin().is_terminal() {
        input::read_text(None)?
    } else {
        args.description.join(" ")
    };
    let categories = match (args.no_category, args.categories.is_empty()) {
        (true, _) => Vec::new(),
        (false, true) => vec![engine::DEFAULT_CATEGORY],
        (false, false) => args.categories,
    };
    let options = HashtagOptions {
        description,
        custom: args.custom,
        categories,
        max: args.max as usize,
        niche: args.niche,
        trending: args.trending,
    };
    let result = engine::generate_hashtags(&options, &mut SystemRandom::new());
    if result.tags.is_empty() {
        anyhow::bail!("no hashtags to suggest: give a description, --custom tags or a --category");
    }
    let hash = if args.no_hash { "" } else { "#" };
    let line: Vec<String> = result.tags.iter().map(|tag| format!("{hash}{tag}")).collect();
    println!("{}", line.join(" "));
    Ok(())
}
