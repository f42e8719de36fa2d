//! The `generators` bundle: the tools that draw from the CSPRNG (passwords, random numbers, lorem ipsum,
//! hashtags, usernames, the wheel), none of which needs the text bundle's Unicode tables.

mod hashtag;
mod lorem;
mod password;
mod random_numbers;
mod username;
mod wheel;

pub(crate) use crate::js::{from_js, to_js};
