//! The in-app rules live in `i18n/<lang>/rules/sorciers.md`; these tests read
//! them in every language.

#[cfg(test)]
mod tests {
    use crate::games::sorciers::cards::Race;
    use crate::games::sorciers::text::{race_name, race_symbol, FOU_SYMBOL, SORCIER_SYMBOL};
    use crate::games::sorciers::tx;
    use crate::i18n::{shell, Lang, Section};

    /// The rules in `lang`.
    fn rules(lang: Lang) -> &'static [Section] {
        tx::DOMAIN.rules(lang).unwrap_or_else(|| panic!("no rules of Sorciers in {lang:?}"))
    }

    /// Every title and paragraph of one language, one per line.
    fn all_text(lang: Lang) -> String {
        rules(lang)
            .iter()
            .flat_map(|s| std::iter::once(s.title.as_str()).chain(s.paragraphs.iter().map(String::as_str)))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn every_language_has_the_same_sections_and_none_is_empty() {
        let en = rules(Lang::En);
        assert!(en.len() >= 10, "goal, cards, rounds, trump, bidding, play, winner, scoring, options, choices, tablet");
        for lang in Lang::ALL {
            let r = rules(lang);
            assert_eq!(r.len(), en.len(), "{lang:?} has not the sections of the English rules");
            for (s, e) in r.iter().zip(en) {
                assert!(!s.title.trim().is_empty(), "{lang:?}: a section without a title");
                assert!(!s.paragraphs.is_empty(), "{lang:?}: section {:?} is empty", s.title);
                assert_eq!(
                    s.paragraphs.len(),
                    e.paragraphs.len(),
                    "{lang:?}: section {:?} has not the paragraphs of {:?}",
                    s.title,
                    e.title
                );
                for p in &s.paragraphs {
                    assert!(!p.trim().is_empty(), "{lang:?}: empty paragraph in {:?}", s.title);
                    // A bullet is exactly "• " followed by text.
                    if p.starts_with('•') {
                        assert!(p.starts_with("• ") && p.len() > "• ".len(), "{lang:?}: malformed bullet: {p:?}");
                    }
                }
            }
            // Section titles are distinct within a language.
            let mut titles: Vec<&str> = r.iter().map(|s| s.title.as_str()).collect();
            crate::engine::sort::sort(&mut titles);
            titles.dedup();
            assert_eq!(titles.len(), r.len(), "{lang:?}: duplicate section title");
            assert!(!shell::pitch_sorciers(lang).is_empty());
        }
        assert_ne!(shell::pitch_sorciers(Lang::Fr), shell::pitch_sorciers(Lang::En));
    }

    #[test]
    fn the_trademark_never_appears() {
        for lang in Lang::ALL {
            let text = format!("{}\n{}", all_text(lang), shell::pitch_sorciers(lang));
            assert!(!text.to_lowercase().contains("wizard"), "spec D1: no \"Wizard\" ({lang:?})");
        }
    }

    #[test]
    fn each_language_names_the_cards_and_races_its_own_way() {
        let en = all_text(Lang::En);
        for word in ["Sorcerer", "Fool", "Humans", "Elves", "Dwarves", "Giants", "Sorciers"] {
            assert!(en.contains(word), "EN misses {word}");
        }
        // The French card names must not leak into the English text as card names.
        assert!(!en.contains("Sorcier ") && !en.contains(" Fou ") && !en.contains(" Fous"));
        let fr = all_text(Lang::Fr);
        for word in ["Sorcier", "Fou", "Humains", "Elfes", "Nains", "Géants", "Sorciers"] {
            assert!(fr.contains(word), "FR misses {word}");
        }
        for word in ["Sorcerer", "Fool", "Dwarves", "Giants"] {
            assert!(!fr.contains(word), "FR text uses the English {word}");
        }
        // German and Dutch: their own names, as the table says them.
        for (lang, words) in [
            (Lang::De, ["Zauberer", "Narr", "Menschen", "Elfen", "Zwerge", "Riesen", "Sorciers"]),
            (Lang::Nl, ["Tovenaar", "Nar", "Mensen", "Elfen", "Dwergen", "Reuzen", "Sorciers"]),
        ] {
            let text = all_text(lang);
            for word in words {
                assert!(text.contains(word), "{lang:?} misses {word}");
            }
            for word in ["Sorcerer", "Fool", "Dwarves", "Giants", "Humans"] {
                assert!(!text.contains(word), "{lang:?} text uses the English {word}");
            }
        }
    }

    #[test]
    fn every_symbol_is_explained_in_every_language() {
        for lang in Lang::ALL {
            let text = all_text(lang);
            for sym in ["♛", "❦", "⚒", "▲", "✶", "☾"] {
                assert!(text.contains(sym), "missing symbol {sym} ({lang:?})");
            }
        }
    }

    #[test]
    fn the_rules_give_each_race_and_card_the_symbol_of_its_cards() {
        for lang in Lang::ALL {
            let text = all_text(lang);
            for race in Race::ALL {
                let line = format!("• {} {}", race_symbol(race), race_name(race, lang));
                assert!(text.contains(&line), "the rules miss \"{line}\" ({lang:?})");
            }
            for (symbol, name) in [(SORCIER_SYMBOL, tx::card_sorcier(lang)), (FOU_SYMBOL, tx::card_fou(lang))] {
                assert!(
                    text.contains(&format!("• {symbol} {name}:")) || text.contains(&format!("• {symbol} {name} :")),
                    "the rules miss \"• {symbol} {name}:\" ({lang:?})"
                );
            }
        }
        // One symbol each: no two the same.
        let mut all = vec![SORCIER_SYMBOL, FOU_SYMBOL];
        all.extend(Race::ALL.map(race_symbol));
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }

    #[test]
    fn every_option_is_named_as_the_setup_screen_names_it() {
        let fr = all_text(Lang::Fr);
        for word in ["Officielle", "Somme non-nulle", "simultanées", "cachées", "Vision de l'enfer", "Mains vues"] {
            assert!(fr.contains(word), "FR misses {word}");
        }
        let en = all_text(Lang::En);
        for word in [
            "Official",
            "Sum must not match",
            "Somme non-nulle",
            "simultaneous",
            "Simultaneous",
            "hidden",
            "Hidden",
            "Vision de l'enfer",
            "Hellish vision",
            "Hands you saw",
        ] {
            assert!(en.contains(word), "EN misses {word}");
        }
        // Every language: the options give their French names too (after
        // the language's own), and the panel of the hands seen is named as
        // the table names it.
        for lang in Lang::ALL {
            let text = all_text(lang);
            for word in ["Somme non-nulle", "Vision de l'enfer", tx::seen_hands_you_saw(lang)] {
                assert!(text.contains(word), "{lang:?} misses {word}");
            }
        }
    }

    #[test]
    fn the_numbers_of_the_spec_are_stated() {
        for lang in Lang::ALL {
            let text = all_text(lang);
            // 60 cards; rounds for 3/4/5/6 players (D2).
            for n in ["60", "20", "15", "12", "10"] {
                assert!(text.contains(n), "missing {n} ({lang:?})");
            }
            // The scoring examples agree with 20 + 10·t and −10 per trick off.
            for n in ["+40", "+20", "−20", "−10"] {
                assert!(text.contains(n), "missing score {n} ({lang:?})");
            }
        }
        assert_eq!(score(2, 2), 40);
        assert_eq!(score(0, 0), 20);
        assert_eq!(score(3, 1), -20);
        assert_eq!(score(1, 2), -10);
    }

    /// The rule the scoring examples illustrate (spec §4.5).
    fn score(bid: i32, tricks: i32) -> i32 {
        if bid == tricks {
            20 + 10 * tricks
        } else {
            -10 * (tricks - bid).abs()
        }
    }

    #[test]
    fn the_choices_section_is_last_but_one_and_the_tablet_section_last() {
        for (lang, want_choices, want_tablet) in [
            (Lang::Fr, "Choix de cette application", "Sur cette tablette"),
            (Lang::En, "Choices made by this app", "On this tablet"),
            (Lang::De, "Entscheidungen dieser App", "Auf diesem Tablet"),
            (Lang::Nl, "Keuzes van deze app", "Op deze tablet"),
        ] {
            let r = rules(lang);
            let choices = &r[r.len() - 2];
            let tablet = &r[r.len() - 1];
            assert_eq!(choices.title, want_choices);
            assert_eq!(tablet.title, want_tablet);
            // D3/D5, D6, D7, D8, D9, D10, D11, D12, D13, D14 and the default for a
            // turned Sorcier, plus D1, D2, D4: one bullet each.
            assert!(choices.paragraphs.iter().filter(|p| p.starts_with("• ")).count() >= 14, "{lang:?}");
        }
    }
}
