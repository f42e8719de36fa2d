//! Structured values across the wasm boundary: plain JS objects in and out (serde-wasm-bindgen), so each
//! tool's engine.ts sees `{ camelCase: … }` objects instead of wasm-bindgen classes to free.

use wasm_bindgen::prelude::*;

/// A Rust value as a plain JS object; byte strings (`serialize_bytes`, see `penknife_core::as_bytes`) as
/// `Uint8Array`s copied out of the engine's memory.
#[allow(dead_code, reason = "the base64 bundle passes no structured values")]
pub(crate) fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible().serialize_bytes_as_arrays(false);
    value.serialize(&serializer).map_err(crate::plain_error)
}

/// A numeric field's range as the page shows it (`{ min, max }`), snapshot with the defaults when a bundle is
/// built (scripts/wasm-defaults.mjs), so each limit is written once, in the engine.
#[derive(serde::Serialize)]
#[allow(dead_code, reason = "only the bundles with a ranged field use it")]
pub(crate) struct Limits<T> {
    min: T,
    max: T,
}

impl<T: Copy> Limits<T> {
    #[allow(dead_code, reason = "only the bundles with a ranged field use it")]
    pub(crate) fn of(range: &std::ops::RangeInclusive<T>) -> Self {
        Self { min: *range.start(), max: *range.end() }
    }
}

/// Options from a plain JS object; a wrong shape is a programming error reported as a JS Error. A key the
/// struct does not have is refused (`deny_unknown_fields`): "unknown field `removeComent`, expected one of …".
#[allow(dead_code, reason = "the json bundle takes no options object")]
pub(crate) fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    T::deserialize(EveryKey(serde_wasm_bindgen::Deserializer::from(value))).map_err(|error| {
        // serde-wasm-bindgen's error prints as a JS Error does ("Error: unknown field …"): keep serde's words.
        let text = error.to_string();
        JsError::new(text.strip_prefix("Error: ").unwrap_or(&text))
    })
}

/// serde-wasm-bindgen reads a struct by looking up only the fields it declares, so an unknown key never reaches
/// serde and `deny_unknown_fields` could not see it. This reads the outer object as a map instead: every own key
/// is offered to the struct, which refuses the ones it does not know. (Nested structs are read as before.)
struct EveryKey(serde_wasm_bindgen::Deserializer);

impl<'de> serde::Deserializer<'de> for EveryKey {
    type Error = serde_wasm_bindgen::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.0.deserialize_any(visitor)
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.0.deserialize_map(visitor)
    }

    fn deserialize_seq<V: serde::de::Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.0.deserialize_seq(visitor)
    }

    fn deserialize_enum<V: serde::de::Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.0.deserialize_enum(name, variants, visitor)
    }

    fn deserialize_option<V: serde::de::Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.0.deserialize_option(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit unit_struct
        newtype_struct tuple tuple_struct map identifier ignored_any
    }
}
