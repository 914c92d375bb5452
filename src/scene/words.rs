//! The engine's typed errors in the player's words: the engine says what
//! went wrong ([`SaveError`], [`LinkError`]), the tables say it to a player.

use crate::engine::link::LinkError;
use crate::engine::{SaveError, SetupError, MAX_SAVE_BYTES};
use crate::i18n::{shell, Lang};

/// A reason a player reads, in their language.
pub trait Worded {
    /// The reason as the player reads it.
    fn words(&self, lang: Lang) -> String;
}

/// A link that does not open: a whole sentence.
impl Worded for LinkError {
    fn words(&self, lang: Lang) -> String {
        match self {
            LinkError::Empty => shell::link_empty(lang).into(),
            LinkError::NotALink => shell::link_not_tablee(lang).into(),
            LinkError::Truncated => shell::link_truncated(lang).into(),
            LinkError::Damaged => shell::link_damaged(lang).into(),
            LinkError::NewerVersion { .. } => shell::link_newer_version(lang).into(),
            LinkError::UnknownGame(id) => shell::link_unknown_game(lang, id),
            LinkError::WrongGame { found, expected } => shell::link_wrong_game(lang, found, *expected),
            LinkError::ConfigRefused(None) => shell::link_settings_unreadable(lang).into(),
            LinkError::ConfigRefused(Some(SetupError::PlayerCount { min, max, got })) => {
                shell::link_settings_player_count(lang, *min, *max, *got)
            }
            LinkError::ConfigRefused(Some(SetupError::IncompatibleOptions(why))) => {
                shell::link_settings_incompatible(lang, why)
            }
            LinkError::Replay { index, .. } => shell::link_move_not_replayable(lang, index.saturating_add(1)),
            LinkError::PositionBeyond { at, moves } => shell::link_position_beyond(lang, *at, *moves),
            LinkError::EyesNotASeat { seat, seats } => {
                shell::link_eyes_not_a_seat(lang, seat.saturating_add(1), *seats)
            }
            LinkError::Unreachable { at } => shell::link_unreachable(lang, *at),
        }
    }
}

/// A save that does not load, said after "This game cannot be resumed:"
/// (player's words only: a parser's own message, in English, is
/// [`SaveError::detail`]).
impl Worded for SaveError {
    fn words(&self, lang: Lang) -> String {
        match self {
            SaveError::NotText => shell::save_not_text(lang).into(),
            SaveError::Malformed(_) => shell::save_malformed(lang).into(),
            // A version number: never grouped.
            SaveError::NewerVersion { found, .. } => shell::save_newer_version(lang, found.to_string()),
            SaveError::OldVersion { found, .. } => shell::save_older_version(lang, found.to_string()),
            SaveError::WrongGame { found, expected } => shell::save_wrong_game(lang, found, *expected),
            SaveError::Setup(SetupError::PlayerCount { min, max, got }) => {
                shell::save_player_count(lang, *min, *max, *got)
            }
            SaveError::Setup(SetupError::IncompatibleOptions(_)) => shell::save_incompatible_options(lang).into(),
            SaveError::Replay { index, .. } => shell::save_move_not_replayable(lang, index.saturating_add(1)),
            // Sizes in KB, written as they always were (not grouped).
            SaveError::TooLarge { bytes } => {
                shell::save_too_large(lang, bytes.div_ceil(1024).to_string(), (MAX_SAVE_BYTES / 1024).to_string())
            }
        }
    }
}
