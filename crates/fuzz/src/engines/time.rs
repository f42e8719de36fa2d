//! The Unix Timestamp Converter.

use penknife_core::time::{self as engine, DateRequest, TimeError, TimeUnit, TimestampRequest};

use crate::input::FuzzInput;

const ZONES: [&str; 4] = ["UTC", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"];

pub fn fuzz(mut input: FuzzInput) {
    let unit = if input.flag() { Some(input.choose(&TimeUnit::ALL)) } else { None };
    let zone = input.choose(&ZONES).to_owned();
    let now_ms = input.any::<i64>();
    let text = input.text();
    // Any text converts or is refused with a kind; never a panic.
    let request = TimestampRequest { value: text.to_owned(), unit, zones: vec![zone.clone()], now_ms };
    match engine::convert(&request) {
        Ok(conversion) => {
            // Its nanoseconds read back as the same instant, and its date in the zone turns back into it.
            let again = TimestampRequest {
                value: conversion.nanoseconds.clone(),
                unit: Some(TimeUnit::Nanoseconds),
                ..request
            };
            assert_eq!(engine::convert(&again).map(|c| c.views), Ok(conversion.views.clone()));
            let date = DateRequest {
                text: conversion.views[0].iso8601.clone(),
                zone: "UTC".to_owned(),
                zones: vec![],
                now_ms,
            };
            assert_eq!(engine::from_date(&date).map(|c| c.nanoseconds), Ok(conversion.nanoseconds));
        }
        Err(TimeError::NotANumber { .. } | TimeError::OutOfRange { .. }) => {}
        Err(other) => panic!("{text:?} refused with {other}"),
    }
    // Any text as a date turns into an instant whose ISO date reads back the same, or is refused as no date.
    match engine::from_date(&DateRequest { text: text.to_owned(), zone: zone.clone(), zones: vec![zone], now_ms }) {
        Ok(conversion) => {
            let date = DateRequest {
                text: conversion.views[0].iso8601.clone(),
                zone: "UTC".to_owned(),
                zones: vec![],
                now_ms,
            };
            assert_eq!(engine::from_date(&date).map(|c| c.nanoseconds), Ok(conversion.nanoseconds));
        }
        Err(TimeError::UnparseableDate { .. }) => {}
        Err(other) => panic!("{text:?} as a date refused with {other}"),
    }
}
