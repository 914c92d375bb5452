//! The in-app rules.
pub use crate::i18n::Section;

pub fn rules(_fr: bool) -> &'static [Section] {
    &[]
}

pub fn pitch(fr: bool) -> &'static str {
    if fr { "Marchands de la Hanse : ouvrez des villes et gagnez-y la majorité." } else { "Hanseatic merchants: open cities and win majorities there." }
}
