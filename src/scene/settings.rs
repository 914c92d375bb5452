//! The settings a player keeps across games: the language and the
//! computers' pace.

use crate::i18n::{shell, Lang};
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// Settings kept across visits (`tablee.settings`), as JSON:
/// `{"lang":"fr","pace":"normal"}`. Read and written without serde, so that
/// the browser build's main module carries no JSON (de)serializer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// None: the browser's language.
    pub lang: Option<Lang>,
    pub pace: Pace,
    pub chatter: Chatter,
    pub handover: Handover,
}

impl Settings {
    /// The settings a text holds: a missing field has its default; any
    /// other fault, None (the defaults then).
    pub fn read(text: &str) -> Option<Settings> {
        use crate::engine::peek::{self, Value};
        let doc = peek::parse(text).ok()?;
        if !matches!(doc, Value::Object(_)) {
            return None;
        }
        let lang = match doc.get("lang") {
            None | Some(Value::Null) => None,
            // Exactly a code the app writes, as serde read it ("de", never "de-AT").
            Some(v) => Some(Lang::ALL.into_iter().find(|l| Some(l.code()) == v.as_str())?),
        };
        let pace = match doc.get("pace") {
            None => Pace::default(),
            Some(v) => Pace::parse(v.as_str()?)?,
        };
        let chatter = match doc.get("chatter") {
            None => Chatter::default(),
            Some(v) => Chatter::parse(v.as_str()?)?,
        };
        let handover = match doc.get("handover") {
            None => Handover::default(),
            Some(v) => Handover::parse(v.as_str()?)?,
        };
        Some(Settings { lang, pace, chatter, handover })
    }

    pub fn write(&self) -> String {
        let lang = self.lang.map_or("null".to_string(), |l| format!("\"{}\"", l.code()));
        format!(
            "{{\"lang\":{lang},\"pace\":\"{}\",\"chatter\":\"{}\",\"handover\":\"{}\"}}",
            self.pace.code(),
            self.chatter.code(),
            self.handover.code()
        )
    }
}

/// What the table shows after a player's move when the tablet then goes
/// to another player: the table as they left it, until they pass it on
/// (they see what they did: the bar they opened, their wallet after the
/// deal), or the next player's curtain at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Handover {
    #[default]
    Show,
    Pass,
}

impl Handover {
    pub const ALL: [Handover; 2] = [Handover::Show, Handover::Pass];

    pub fn code(self) -> &'static str {
        match self {
            Handover::Show => "show",
            Handover::Pass => "pass",
        }
    }

    pub fn parse(s: &str) -> Option<Handover> {
        Handover::ALL.into_iter().find(|h| h.code() == s)
    }

    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Handover::Show => shell::handover_show(lang),
            Handover::Pass => shell::handover_pass(lang),
        }
    }
}

/// How much the announcer says (what a screen reader reads aloud).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Chatter {
    /// Every event since the player's last move, then what is asked.
    #[default]
    All,
    /// What is asked of the player, and the public moments (a round's
    /// end, stakes revealed, a majority scored): the results.
    Mine,
}

impl Chatter {
    pub const ALL: [Chatter; 2] = [Chatter::All, Chatter::Mine];

    pub fn code(self) -> &'static str {
        match self {
            Chatter::All => "all",
            Chatter::Mine => "mine",
        }
    }

    pub fn parse(s: &str) -> Option<Chatter> {
        Chatter::ALL.into_iter().find(|c| c.code() == s)
    }

    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Chatter::All => shell::chatter_all(lang),
            Chatter::Mine => shell::chatter_mine(lang),
        }
    }
}

/// How fast computer seats play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    Instant,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Instant, Pace::Fast, Pace::Normal, Pace::Slow];

    /// The pause before each computer move.
    pub fn delay_ms(self) -> u32 {
        match self {
            Pace::Instant => 0,
            Pace::Fast => 300,
            Pace::Normal => 800,
            Pace::Slow => 1600,
        }
    }

    /// The pause before a computer's next move: longer after a public
    /// moment (an offer turned face up, stakes revealed…), so that the
    /// table can read it: at least 2 s at normal pace.
    pub fn wait_ms(self, after_moment: bool) -> u32 {
        let hold = match self {
            Pace::Instant => 0,
            Pace::Fast => 1200,
            Pace::Normal => 2000,
            Pace::Slow => 3200,
        };
        if after_moment {
            self.delay_ms().max(hold)
        } else {
            self.delay_ms()
        }
    }

    /// The pause before a computer's next move after a beat of the game (a
    /// trick taken, shown whole before it is gathered): at least 1.2 s at
    /// normal pace.
    pub fn beat_ms(self) -> u32 {
        match self {
            Pace::Instant => 0,
            Pace::Fast => 700,
            Pace::Normal => 1300,
            Pace::Slow => 2200,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Pace::Instant => "instant",
            Pace::Fast => "fast",
            Pace::Normal => "normal",
            Pace::Slow => "slow",
        }
    }

    pub fn parse(s: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.code() == s)
    }

    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Pace::Instant => shell::pace_instant(lang),
            Pace::Fast => shell::pace_fast(lang),
            Pace::Normal => shell::pace_normal(lang),
            Pace::Slow => shell::pace_slow(lang),
        }
    }
}
