//! The in-app rules of La Bourse aux Idées (written below).
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
        "x"
    } else {
        "x"
    }
}

const FR: &[Section] = &[];
const EN: &[Section] = &[];
