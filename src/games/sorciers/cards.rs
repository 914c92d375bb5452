//! The 60 cards: four races of 1–13, four Sorciers and four Fous.

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A race (suit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Race {
    /// Humains (Humans), blue.
    H,
    /// Elfes (Elves), green.
    E,
    /// Nains (Dwarves), red.
    N,
    /// Géants (Giants), yellow.
    G,
}

impl Race {
    pub const ALL: [Race; 4] = [Race::H, Race::E, Race::N, Race::G];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Race> {
        Race::ALL.get(i).copied()
    }

    pub fn code(self) -> char {
        ['H', 'E', 'N', 'G'][self.index()]
    }
}

/// What a card is, for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Race(Race, u8),
    Sorcier,
    Fou,
}

/// One of the 60 cards, by identity (0–51 race cards, 52–55 Sorciers, 56–59 Fous).
/// Serialised as its code: `E7`, `G13`, `S1`, `F4`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

pub const DECK_SIZE: usize = 60;

impl Card {
    pub fn from_id(id: u8) -> Option<Card> {
        (id < DECK_SIZE as u8).then_some(Card(id))
    }

    pub fn id(self) -> u8 {
        self.0
    }

    /// The race card of `race` with `value` 1–13.
    pub fn race(race: Race, value: u8) -> Option<Card> {
        (1..=13).contains(&value).then(|| Card(race.index() as u8 * 13 + value - 1))
    }

    /// Sorcier number `n` (1–4).
    pub fn sorcier(n: u8) -> Option<Card> {
        (1..=4).contains(&n).then(|| Card(51 + n))
    }

    /// Fou number `n` (1–4).
    pub fn fou(n: u8) -> Option<Card> {
        (1..=4).contains(&n).then(|| Card(55 + n))
    }

    pub fn kind(self) -> Kind {
        match self.0 {
            0..=51 => Kind::Race(Race::ALL[(self.0 / 13) as usize], self.0 % 13 + 1),
            52..=55 => Kind::Sorcier,
            _ => Kind::Fou,
        }
    }

    pub fn race_of(self) -> Option<Race> {
        match self.kind() {
            Kind::Race(r, _) => Some(r),
            _ => None,
        }
    }

    pub fn is_sorcier(self) -> bool {
        self.kind() == Kind::Sorcier
    }

    pub fn is_fou(self) -> bool {
        self.kind() == Kind::Fou
    }

    /// All 60 cards in id order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..DECK_SIZE as u8).map(Card)
    }

    /// Code such as `E7`, `S2`, `F1`.
    pub fn code(self) -> String {
        match self.kind() {
            Kind::Race(r, v) => format!("{}{}", r.code(), v),
            Kind::Sorcier => format!("S{}", self.0 - 51),
            Kind::Fou => format!("F{}", self.0 - 55),
        }
    }

    pub fn parse(code: &str) -> Option<Card> {
        let mut chars = code.chars();
        let head = chars.next()?;
        let rest = chars.as_str();
        if rest.is_empty() || rest.len() > 2 || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u8 = rest.parse().ok()?;
        match head {
            'H' => Card::race(Race::H, n),
            'E' => Card::race(Race::E, n),
            'N' => Card::race(Race::N, n),
            'G' => Card::race(Race::G, n),
            'S' => Card::sorcier(n),
            'F' => Card::fou(n),
            _ => None,
        }
    }

    /// Position in the hand display order: Sorciers, then H, E, N, G ascending,
    /// then Fous; the trump race, if any, first among the races.
    pub fn display_key(self, trump: Option<Race>) -> (u8, u8) {
        match self.kind() {
            Kind::Sorcier => (0, self.0),
            Kind::Race(r, v) => {
                let group = if Some(r) == trump { 1 } else { 2 + r.index() as u8 };
                (group, v)
            }
            Kind::Fou => (9, self.0),
        }
    }
}

/// Sorts cards in hand display order.
pub fn sort_for_display(cards: &mut [Card], trump: Option<Race>) {
    crate::engine::sort::sort_by_key(cards, |c| c.display_key(trump));
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Card::parse(&code).ok_or_else(|| de::Error::custom(format!("no such card: {code:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_the_seed_composition() {
        let kinds: Vec<Kind> = Card::deck().map(Card::kind).collect();
        assert_eq!(kinds.len(), 60);
        for race in Race::ALL {
            let values: Vec<u8> = kinds
                .iter()
                .filter_map(|k| match k {
                    Kind::Race(r, v) if *r == race => Some(*v),
                    _ => None,
                })
                .collect();
            assert_eq!(values, (1..=13).collect::<Vec<u8>>(), "race {race:?}");
        }
        assert_eq!(kinds.iter().filter(|k| **k == Kind::Sorcier).count(), 4);
        assert_eq!(kinds.iter().filter(|k| **k == Kind::Fou).count(), 4);
    }

    #[test]
    fn codes_round_trip_and_reject_garbage() {
        for c in Card::deck() {
            assert_eq!(Card::parse(&c.code()), Some(c));
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), c);
        }
        for bad in ["", "E", "E0", "E14", "S5", "F0", "X3", "E+1", "E007", "é1"] {
            assert_eq!(Card::parse(bad), None, "{bad}");
        }
        assert_eq!(Card::parse("G13").unwrap().kind(), Kind::Race(Race::G, 13));
        assert!(serde_json::from_str::<Card>("\"Z9\"").is_err());
    }

    #[test]
    fn display_order_is_sorciers_races_fous() {
        let mut hand: Vec<Card> =
            ["F1", "G2", "H13", "S3", "E1", "N5", "H2"].iter().map(|c| Card::parse(c).unwrap()).collect();
        sort_for_display(&mut hand, None);
        let codes: Vec<String> = hand.iter().map(|c| c.code()).collect();
        assert_eq!(codes, ["S3", "H2", "H13", "E1", "N5", "G2", "F1"]);
        sort_for_display(&mut hand, Some(Race::G));
        let codes: Vec<String> = hand.iter().map(|c| c.code()).collect();
        assert_eq!(codes, ["S3", "G2", "H2", "H13", "E1", "N5", "F1"]);
    }
}
