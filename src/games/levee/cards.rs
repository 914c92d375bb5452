//! Visitor cards: `[2]`, `[3]`, `[4]` (number cards) and `[+1]` (bonus), and
//! multisets of them counted by value.

use serde::{Deserialize, Serialize};

/// One visitor card. Cards are known by value only (DECISION D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    Two,
    Three,
    Four,
    Plus,
}

impl Card {
    pub const ALL: [Card; 4] = [Card::Two, Card::Three, Card::Four, Card::Plus];
    pub const NUMBERS: [Card; 3] = [Card::Two, Card::Three, Card::Four];

    /// What the card adds to a pile's total (`[+1]` counts 1).
    pub fn value(self) -> u8 {
        match self {
            Card::Two => 2,
            Card::Three => 3,
            Card::Four => 4,
            Card::Plus => 1,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn is_number(self) -> bool {
        self != Card::Plus
    }

    /// The number card of value 2, 3 or 4.
    pub fn number(value: u8) -> Option<Card> {
        match value {
            2 => Some(Card::Two),
            3 => Some(Card::Three),
            4 => Some(Card::Four),
            _ => None,
        }
    }

    /// Copies of this card in one player's 21-card pack (DECISION D2).
    pub fn per_pack(self) -> u8 {
        match self {
            Card::Two => 9,
            Card::Three => 6,
            Card::Four => 3,
            Card::Plus => 3,
        }
    }
}

/// Cards in one pack.
pub const PACK_SIZE: usize = 21;

/// A multiset of cards, counted by value: `[n2, n3, n4, n+1]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Cards(pub [u8; 4]);

impl Cards {
    pub const EMPTY: Cards = Cards([0; 4]);

    /// One player's starting pack: 9×[2], 6×[3], 3×[4], 3×[+1].
    pub fn pack() -> Cards {
        Cards([9, 6, 3, 3])
    }

    /// `count` copies of `card`.
    pub fn of(card: Card, count: u8) -> Cards {
        let mut c = Cards::EMPTY;
        c.0[card.index()] = count;
        c
    }

    /// `count` number cards of value `value` and `bonus` `[+1]`.
    pub fn number(value: u8, count: u8, bonus: u8) -> Cards {
        let mut c = Cards::EMPTY;
        if let Some(card) = Card::number(value) {
            c.0[card.index()] = count;
        }
        c.0[3] = bonus;
        c
    }

    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> Cards {
        let mut c = Cards::EMPTY;
        for card in cards {
            c.add(card, 1);
        }
        c
    }

    pub fn get(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    pub fn add(&mut self, card: Card, count: u8) {
        self.0[card.index()] = self.0[card.index()].saturating_add(count);
    }

    pub fn add_all(&mut self, other: &Cards) {
        for card in Card::ALL {
            self.add(card, other.get(card));
        }
    }

    /// Removes `other`; false (and nothing removed) if it is not all there.
    pub fn remove_all(&mut self, other: &Cards) -> bool {
        if !self.contains(other) {
            return false;
        }
        for card in Card::ALL {
            self.0[card.index()] -= other.get(card);
        }
        true
    }

    pub fn contains(&self, other: &Cards) -> bool {
        Card::ALL.iter().all(|c| self.get(*c) >= other.get(*c))
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|n| *n as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The sum of the card values.
    pub fn total(&self) -> u32 {
        Card::ALL.iter().map(|c| self.get(*c) as u32 * c.value() as u32).sum()
    }

    /// Number cards only.
    pub fn numbers(&self) -> usize {
        Card::NUMBERS.iter().map(|c| self.get(*c) as usize).sum()
    }

    /// The number values present (2, 3, 4), lowest first.
    pub fn number_values(&self) -> impl Iterator<Item = u8> + '_ {
        Card::NUMBERS.into_iter().filter(|c| self.get(*c) > 0).map(Card::value)
    }

    pub fn has_number(&self) -> bool {
        self.numbers() > 0
    }

    /// Every card, one by one, in value order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        Card::ALL.into_iter().flat_map(move |c| std::iter::repeat_n(c, self.get(c) as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pack_is_21_cards_worth_51() {
        let p = Cards::pack();
        assert_eq!(p.len(), PACK_SIZE);
        assert_eq!(p.total(), 51);
        assert_eq!(Card::ALL.iter().map(|c| c.per_pack() as usize).sum::<usize>(), PACK_SIZE);
        assert_eq!(p.iter().count(), 21);
    }

    #[test]
    fn removing_more_than_held_changes_nothing() {
        let mut h = Cards([1, 0, 0, 2]);
        assert!(!h.remove_all(&Cards([2, 0, 0, 0])));
        assert_eq!(h, Cards([1, 0, 0, 2]));
        assert!(h.remove_all(&Cards([1, 0, 0, 1])));
        assert_eq!(h, Cards([0, 0, 0, 1]));
    }
}
