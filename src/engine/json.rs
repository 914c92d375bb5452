//! JSON text read into any serde type, through the shell's own reader
//! ([`super::peek`]) instead of serde_json's.
//!
//! Saves, links and remembered settings are written by serde_json and read
//! back here. The text is parsed once into a [`peek::Value`] and each type's
//! derived reader walks that tree: the browser build then carries one JSON
//! parser (the shell's, already in its main module) instead of a second,
//! and each type's reader is made for a tree walk rather than for a text
//! parser inlined into it, which is several times smaller (docs/performance.md,
//! "stop 48").
//!
//! It reads what serde_json reads, the same way, for every type a save or
//! a link holds (`tests/json.rs` compares the two on every game's saves,
//! links and damaged copies of them):
//! - objects or arrays for structs, a string or an object of one member
//!   for an enum (`{"Unit": null}` too), `null` for `None` and `()`;
//! - whole numbers as `u64` or `i64`; `-0`, a fraction, an exponent or a
//!   number out of range is refused wherever a number is read, as
//!   serde_json refuses it for a whole-number field (no type read here
//!   holds a fraction, so none is parsed: the build carries no float
//!   parser);
//! - a member written twice is refused by the type's reader, an unknown
//!   member ignored (unless the type denies them), an array with items
//!   left over refused.
//!
//! A map's keys are read as strings only (no type read here has others).

use super::peek::{self, Value};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, EnumAccess, IntoDeserializer, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};
use std::fmt;

/// Why a text could not be read as the type asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }

    fn invalid_type(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> Self {
        Error(format!("invalid type: {}, expected {expected}", Said(unexpected)))
    }

    fn invalid_value(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> Self {
        Error(format!("invalid value: {}, expected {expected}", Said(unexpected)))
    }
}

/// What was found, said as serde says it, but a float without its value:
/// serde's own wording would bring float formatting into the build (as
/// serde_json, whose errors avoid it too).
struct Said<'a>(Unexpected<'a>);

impl fmt::Display for Said<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Unexpected::Bool(b) => write!(f, "boolean `{b}`"),
            Unexpected::Unsigned(n) => write!(f, "integer `{n}`"),
            Unexpected::Signed(n) => write!(f, "integer `{n}`"),
            Unexpected::Float(_) => f.write_str("floating point number"),
            Unexpected::Char(c) => write!(f, "character `{c}`"),
            Unexpected::Str(s) => write!(f, "string {s:?}"),
            Unexpected::Bytes(_) => f.write_str("byte array"),
            Unexpected::Unit => f.write_str("unit value"),
            Unexpected::Option => f.write_str("Option value"),
            Unexpected::NewtypeStruct => f.write_str("newtype struct"),
            Unexpected::Seq => f.write_str("sequence"),
            Unexpected::Map => f.write_str("map"),
            Unexpected::Enum => f.write_str("enum"),
            Unexpected::UnitVariant => f.write_str("unit variant"),
            Unexpected::NewtypeVariant => f.write_str("newtype variant"),
            Unexpected::TupleVariant => f.write_str("tuple variant"),
            Unexpected::StructVariant => f.write_str("struct variant"),
            Unexpected::Other(other) => f.write_str(other),
        }
    }
}

/// `text` read as a `T`, or why not.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    let value = peek::parse(text).map_err(|e| Error(e.to_string()))?;
    T::deserialize(Node(&value))
}

/// One value of the parsed tree, as a serde deserializer.
#[derive(Clone, Copy)]
struct Node<'v, 'a>(&'v Value<'a>);

fn unexpected<'v>(value: &'v Value<'_>) -> Unexpected<'v> {
    match value {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(_) => Unexpected::Other("a number"),
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
        // (Never in a tree read whole, as serde reads it.)
        Value::Skimmed(_) => Unexpected::Other("a value not kept"),
    }
}

/// A number's text as the visitor's whole number. `-0` is refused, as by
/// serde_json (which reads it as the float -0.0).
fn number<'de, V: Visitor<'de>>(text: &str, visitor: V) -> Result<V::Value, Error> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    match text.strip_prefix('-') {
        Some(rest) if digits(rest) => match text.parse::<i64>() {
            Ok(n) if n < 0 => visitor.visit_i64(n),
            _ => Err(de::Error::invalid_type(Unexpected::Other("-0 or a number out of range"), &visitor)),
        },
        None if digits(text) => match text.parse::<u64>() {
            Ok(n) => visitor.visit_u64(n),
            Err(_) => Err(de::Error::invalid_type(Unexpected::Other("a number out of range"), &visitor)),
        },
        _ => Err(de::Error::invalid_type(Unexpected::Other("a number with a fraction or an exponent"), &visitor)),
    }
}

impl<'v, 'a> Node<'v, 'a> {
    /// The visitor's complaint that this value is not what it reads.
    fn refused<'de, V: Visitor<'de>>(self, visitor: &V) -> Error {
        de::Error::invalid_type(unexpected(self.0), visitor)
    }

    fn seq<'de, V: Visitor<'de>>(items: &'v [Value<'a>], visitor: V) -> Result<V::Value, Error>
    where
        'v: 'de,
    {
        let mut seq = Seq(items.iter());
        let out = visitor.visit_seq(&mut seq)?;
        match seq.0.len() {
            0 => Ok(out),
            left => Err(de::Error::invalid_length(items.len() - left + 1, &"fewer items in the array")),
        }
    }

    fn map<'de, V: Visitor<'de>>(members: &'v [(String, Value<'a>)], visitor: V) -> Result<V::Value, Error>
    where
        'v: 'de,
    {
        let mut map = Map { members: members.iter(), value: None };
        let out = visitor.visit_map(&mut map)?;
        match map.members.len() {
            0 => Ok(out),
            left => Err(de::Error::invalid_length(members.len() - left + 1, &"fewer members in the object")),
        }
    }
}

// Each method calls only the visitor's methods for what it reads, as
// serde_json's do: forwarding everything to `deserialize_any` would make
// every visitor's every method for every type, a reader half as large again.
impl<'de, 'v: 'de, 'a: 'v> de::Deserializer<'de> for Node<'v, 'a> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => number(n, visitor),
            Value::String(s) => visitor.visit_str(s),
            Value::Array(items) => Self::seq(items, visitor),
            Value::Object(members) => Self::map(members, visitor),
            Value::Skimmed(_) => Err(self.refused(&visitor)),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Bool(b) => visitor.visit_bool(*b),
            _ => Err(self.refused(&visitor)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Number(n) => number(n, visitor),
            _ => Err(self.refused(&visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::String(s) => visitor.visit_str(s),
            _ => Err(self.refused(&visitor)),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            _ => Err(self.refused(&visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(items) => Self::seq(items, visitor),
            _ => Err(self.refused(&visitor)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(members) => Self::map(members, visitor),
            _ => Err(self.refused(&visitor)),
        }
    }

    /// An object only. serde_json also reads a struct written as an array of
    /// its fields, which it never writes: refused here, so that no struct's
    /// reader of arrays is made at all.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0 {
            Value::String(name) => visitor.visit_enum(Variant { name, value: None }),
            Value::Object(members) if members.len() == 1 => {
                visitor.visit_enum(Variant { name: &members[0].0, value: Some(&members[0].1) })
            }
            other => Err(de::Error::invalid_type(unexpected(other), &"a variant's name, or an object of one member")),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! { i128 u128 bytes byte_buf }

    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }
    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }
    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }
    fn deserialize_unit_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }
    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }
}

struct Seq<'v, 'a>(std::slice::Iter<'v, Value<'a>>);

impl<'de, 'v: 'de, 'a: 'v> SeqAccess<'de> for Seq<'v, 'a> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        self.0.next().map(|v| seed.deserialize(Node(v))).transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

struct Map<'v, 'a> {
    members: std::slice::Iter<'v, (String, Value<'a>)>,
    value: Option<&'v Value<'a>>,
}

impl<'de, 'v: 'de, 'a: 'v> MapAccess<'de> for Map<'v, 'a> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        let Some((key, value)) = self.members.next() else { return Ok(None) };
        self.value = Some(value);
        seed.deserialize(key.as_str().into_deserializer()).map(Some)
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        match self.value.take() {
            Some(value) => seed.deserialize(Node(value)),
            None => Err(de::Error::custom("a member's value asked for before its name")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.members.len())
    }
}

/// An enum's variant: its name, and its value when written as an object.
struct Variant<'v, 'a> {
    name: &'v str,
    value: Option<&'v Value<'a>>,
}

impl<'de, 'v: 'de, 'a: 'v> EnumAccess<'de> for Variant<'v, 'a> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<(T::Value, Self), Error> {
        let name: de::value::StrDeserializer<'_, Error> = self.name.into_deserializer();
        Ok((seed.deserialize(name)?, self))
    }
}

impl<'de, 'v: 'de, 'a: 'v> VariantAccess<'de> for Variant<'v, 'a> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.value {
            None | Some(Value::Null) => Ok(()),
            Some(other) => Err(de::Error::invalid_type(unexpected(other), &"null")),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        match self.value {
            Some(value) => seed.deserialize(Node(value)),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"a variant with a value")),
        }
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Some(value) => de::Deserializer::deserialize_seq(Node(value), visitor),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"a variant with values")),
        }
    }

    fn struct_variant<V: Visitor<'de>>(self, fields: &'static [&'static str], visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Some(value) => de::Deserializer::deserialize_struct(Node(value), "", fields, visitor),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"a variant with fields")),
        }
    }
}
