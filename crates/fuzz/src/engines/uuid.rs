//! The UUID Generator.

use penknife_core::uuid::{self as engine, IdKind, InspectError, UuidForm};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let text = input.text().to_owned();
    // What the generator makes, from any randomness, time and options, reads back as what it is.
    let kind = input.choose(&[IdKind::V4, IdKind::V7, IdKind::Ulid]);
    let form = UuidForm { kind, count: "3".into(), upper_case: input.flag(), hyphens: input.flag() };
    let now = input.number(0..=u64::MAX);
    for id in engine::generate(&form, now, &mut input.randomness()).expect("3 is a count") {
        let inspection = engine::inspect(&id).expect("what the generator makes reads");
        match kind {
            IdKind::V4 => assert_eq!(inspection.version, Some(4)),
            IdKind::V7 => assert_eq!(inspection.version, Some(7)),
            IdKind::Ulid => assert_eq!(inspection.ulid.as_deref(), Some(id.as_str())),
        }
    }
    // Any text reads, and its canonical forms read back the same; or it is refused at a place that holds the
    // character the message quotes.
    match engine::inspect(&text) {
        Ok(inspection) => {
            assert_eq!(engine::inspect(&inspection.uuid).map(|again| again.uuid), Ok(inspection.uuid.clone()));
            if let Some(ulid) = &inspection.ulid {
                assert_eq!(engine::inspect(ulid).as_ref(), Ok(&inspection));
            }
        }
        Err(
            InspectError::NotHex { position, character }
            | InspectError::NotHyphen { position, character }
            | InspectError::NotUlidDigit { position, character }
            | InspectError::UlidTooLarge { position, character },
        ) => {
            let at: String = text.chars().skip(position - 1).take(1).collect();
            assert_eq!(at, character, "{text:?}");
        }
        Err(InspectError::Empty | InspectError::WrongLength { .. }) => {}
    }
}
