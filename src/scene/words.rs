//! The engine's typed errors in the player's words: the engine says what
//! went wrong ([`SaveError`], [`LinkError`]), the tables say it to a player.

use crate::engine::link::LinkError;
use crate::engine::{SaveError, SetupError, MAX_SAVE_BYTES};
use crate::i18n::Lang;

/// A reason a player reads, in their language.
pub trait Worded {
    /// The reason as the player reads it.
    fn words(&self, lang: Lang) -> String;
}

/// A link that does not open: a whole sentence.
impl Worded for LinkError {
    fn words(&self, lang: Lang) -> String {
        let fr = lang.fr();
        let pick = |fr_text: String, en: String| if fr { fr_text } else { en };
        match self {
            LinkError::Empty => pick("Ce lien est vide.".into(), "This link is empty.".into()),
            LinkError::NotALink => pick(
                "Ce lien n'est pas un lien de partie Tablée.".into(),
                "This is not a link to a Tablée game.".into(),
            ),
            LinkError::Truncated => pick(
                "Ce lien est incomplet : il a peut-être été coupé en le copiant.".into(),
                "This link is incomplete: it may have been cut off when copied.".into(),
            ),
            LinkError::Damaged => pick(
                "Ce lien est abîmé : un caractère a peut-être été changé en le copiant.".into(),
                "This link is damaged: a character may have been changed when copied.".into(),
            ),
            LinkError::NewerVersion { .. } => pick(
                "Ce lien vient d'une version plus récente de Tablée : rechargez la page pour mettre l'application à jour."
                    .into(),
                "This link comes from a newer version of Tablée: reload the page to update the app.".into(),
            ),
            LinkError::UnknownGame(id) => pick(
                format!("Ce lien montre un jeu que cette version de Tablée ne connaît pas (« {id} »)."),
                format!("This link shows a game this version of Tablée does not know (“{id}”)."),
            ),
            LinkError::WrongGame { found, expected } => pick(
                format!("Ce lien montre une partie de « {found} », pas de « {expected} »."),
                format!("This link shows a game of “{found}”, not of “{expected}”."),
            ),
            LinkError::ConfigRefused(None) => pick(
                "Les réglages de cette partie sont illisibles pour cette version de Tablée.".into(),
                "This game's settings cannot be read by this version of Tablée.".into(),
            ),
            LinkError::ConfigRefused(Some(SetupError::PlayerCount { min, max, got })) => pick(
                format!("Les réglages de cette partie sont refusés : ce jeu se joue de {min} à {max}, pas à {got}."),
                format!("This game's settings are refused: it is played by {min} to {max} players, not {got}."),
            ),
            LinkError::ConfigRefused(Some(SetupError::IncompatibleOptions(why))) => pick(
                format!("Les réglages de cette partie sont refusés : options incompatibles ({why})."),
                format!("This game's settings are refused: incompatible options ({why})."),
            ),
            LinkError::Replay { index, .. } => pick(
                format!("Le coup {} de ce lien ne peut pas être rejoué : il vient peut-être d'une autre version de Tablée.", index.saturating_add(1)),
                format!("Move {} of this link cannot be replayed: it may come from another version of Tablée.", index.saturating_add(1)),
            ),
            LinkError::PositionBeyond { at, moves } => pick(
                format!("Ce lien montre le coup {at}, mais la partie n'en a que {moves}."),
                format!("This link shows move {at}, but the game has only {moves}."),
            ),
            LinkError::EyesNotASeat { seat, seats } => pick(
                format!("Ce lien montre la partie par les yeux de la place {}, mais elle n'a que {seats} places.", seat.saturating_add(1)),
                format!("This link shows the game through the eyes of seat {}, but it has only {seats} seats.", seat.saturating_add(1)),
            ),
            LinkError::Unreachable { at } => pick(
                format!("Ce lien montre après le coup {at} une position que ce jeu ne peut pas atteindre : il a peut-être été modifié."),
                format!("After move {at}, this link shows a position this game cannot reach: it may have been altered."),
            ),
        }
    }
}

/// A save that does not load, said after "This game cannot be resumed:"
/// (player's words only: a parser's own message, in English, is
/// [`SaveError::detail`]).
impl Worded for SaveError {
    fn words(&self, lang: Lang) -> String {
        let fr = lang.fr();
        let pick = |fr_text: String, en: String| if fr { fr_text } else { en };
        match self {
            SaveError::NotText => pick(
                "ce n'est pas du texte : ce n'est pas une partie de Tablée".into(),
                "it is not text: it is not a Tablée game".into(),
            ),
            SaveError::Malformed(_) => pick(
                "son contenu n'est pas celui d'une partie de Tablée, ou il a été abîmé".into(),
                "its content is not that of a Tablée game, or it was damaged".into(),
            ),
            SaveError::NewerVersion { found, .. } => pick(
                format!("elle a été écrite par une version plus récente de Tablée (format {found}) : rechargez la page pour mettre l'application à jour"),
                format!("it was written by a newer version of Tablée (save format {found}): reload the page to update the app"),
            ),
            SaveError::OldVersion { found, .. } => pick(
                format!("elle a été écrite par une ancienne version de Tablée (format {found}), que cette version ne sait plus lire"),
                format!("it was written by an older version of Tablée (save format {found}), which this version can no longer read"),
            ),
            SaveError::WrongGame { found, expected } => pick(
                format!("c'est une partie de « {found} », pas de « {expected} »"),
                format!("it is a game of “{found}”, not of “{expected}”"),
            ),
            SaveError::Setup(SetupError::PlayerCount { min, max, got }) => pick(
                format!("ses réglages sont refusés : ce jeu se joue de {min} à {max}, pas à {got}"),
                format!("its settings are refused: this game is played by {min} to {max}, not {got}"),
            ),
            SaveError::Setup(SetupError::IncompatibleOptions(_)) => pick(
                "ses réglages sont refusés : des options ne vont pas ensemble".into(),
                "its settings are refused: some options do not go together".into(),
            ),
            SaveError::Replay { index, .. } => pick(
                format!("le coup {} ne peut pas être rejoué : la partie vient peut-être d'une autre version de Tablée", index.saturating_add(1)),
                format!("move {} cannot be replayed: the game may come from another version of Tablée", index.saturating_add(1)),
            ),
            SaveError::TooLarge { bytes } => pick(
                format!("il est bien trop gros pour une partie de Tablée ({} Ko, quand une partie en fait au plus {} Ko)", bytes.div_ceil(1024), MAX_SAVE_BYTES / 1024),
                format!("it is far too large for a Tablée game ({} KB, when a game takes at most {} KB)", bytes.div_ceil(1024), MAX_SAVE_BYTES / 1024),
            ),
        }
    }
}
