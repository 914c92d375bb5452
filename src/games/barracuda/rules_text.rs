//! The in-app rules of Barracuda.

pub use crate::i18n::Section;

pub fn rules(fr: bool) -> &'static [Section] {
    if fr {
        FR
    } else {
        EN
    }
}

pub fn pitch(fr: bool) -> &'static str {
    if fr {
        "Placez vos cinq pions dans les bars à coups d'offres glissées face cachée — vrais et faux billets mêlés."
    } else {
        "Get your five figures into the bars with offers slid face down — real and fake notes mixed."
    }
}

const FR: &[Section] = &[];
const EN: &[Section] = &[];
