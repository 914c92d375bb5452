use super::Seat;
use serde::{Deserialize, Serialize};

/// Final scores and ranking of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score per seat.
    pub scores: Vec<i32>,
    /// Rank per seat, 1 = best; equal scores share a rank (1, 1, 3).
    pub ranks: Vec<u8>,
    /// Every seat with the best score.
    pub winners: Vec<Seat>,
}

impl Outcome {
    /// Ranking where higher scores are better and ties share the rank.
    pub fn from_scores(scores: Vec<i32>) -> Outcome {
        let ranks = scores
            .iter()
            .map(|s| u8::try_from(scores.iter().filter(|o| *o > s).count()).unwrap_or(u8::MAX - 1) + 1)
            .collect::<Vec<_>>();
        let winners =
            ranks.iter().enumerate().filter(|(_, r)| **r == 1).filter_map(|(i, _)| Seat::try_from(i).ok()).collect();
        Outcome { scores, ranks, winners }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_rank_and_win() {
        let o = Outcome::from_scores(vec![120, 120, 90]);
        assert_eq!(o.ranks, vec![1, 1, 3]);
        assert_eq!(o.winners, vec![Seat(0), Seat(1)]);
    }

    #[test]
    fn negative_scores_rank_below() {
        let o = Outcome::from_scores(vec![-10, 30, 0, 30]);
        assert_eq!(o.ranks, vec![4, 1, 3, 1]);
        assert_eq!(o.winners, vec![Seat(1), Seat(3)]);
    }
}
