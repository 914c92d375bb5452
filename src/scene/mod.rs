//! Every game's table as pure data (no browser types): a game implements
//! [`GameUi`], a pure function from the holder's view (and the holder's
//! unfinished choice, its "draft") to [`dom::Node`]s whose controls name
//! [`Command`]s. [`Live`] wraps a [`Table`] behind the object-safe
//! [`AnyTable`], so the browser shell is written once for every game and
//! every table can be rendered and clicked through in native tests.

pub mod coach;
mod contract;
pub mod diff;
pub mod dom;
mod live;
mod moments;
pub mod motion;
pub mod names;
mod replay;
mod settings;
mod table;
pub mod widgets;
pub mod words;
pub mod zoom;

pub use dom::{el, text, El, Node};
pub use words::Worded;

pub use contract::{
    opt, opt_on, option_problems, Coaching, Command, Done, GameUi, OptionSpec, Options, Parts, Replaying, Shell, Ui,
};
pub use live::{Live, TAIL};
pub use moments::Moments;
pub use settings::{Chatter, Handover, Pace, Settings};
pub use table::{resume_text, AnyTable, Chrome, Heard, Loaded, News, Read, Said};
