//! `penknife <tool>` as a user runs it: the real binary, standard input and output, flags and exit codes. One test
//! binary for every tool (one link instead of one per file).

mod common;

mod base;
mod base64;
mod case;
mod color;
mod convert;
mod count;
mod csv;
mod datauri;
mod dedupe;
mod diff;
mod entities;
mod favicon;
mod hash;
mod hashtags;
mod image;
mod ip;
mod json;
mod jwt;
mod lorem;
mod markdown;
mod minify_css;
mod minify_html;
mod minify_js;
mod password;
mod paste;
mod pdf;
mod qr;
mod random;
mod slug;
mod sort;
mod sql;
mod subnet;
mod time;
mod url;
mod username;
mod uuid;
mod wheel;
mod xml;
