//! The four styles' vocabularies, one file each. Words are lower case (the generator capitalises sentence
//! starts), unique within a list, and hyphenated compounds count as one word.

mod cicero;
mod classic;
mod corporate;
mod hipster;

pub(super) use cicero::CICERO;
pub(super) use classic::CLASSIC;
pub(super) use corporate::CORPORATE;
pub(super) use hipster::HIPSTER;
