//! TEMPORARY stub until the rules text lands (being written).
pub struct Section {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}
pub fn rules(_fr: bool) -> &'static [Section] {
    &[]
}
pub fn pitch(_fr: bool) -> &'static str {
    ""
}
