//! [`Live`]: a [`Table`] with the holder's draft and the commands of the
//! last render; the one implementation of [`AnyTable`].

mod frame;

use super::coach::{Coach, LEARNER};
use super::contract::{Coaching, Command, Done, GameUi, Parts, Replaying, Ui};
use super::dom::{el, El, Node};
use super::moments::Moments;
use super::table::{resume_text, AnyTable, Chrome, Heard, News, Said};
use super::widgets;
use crate::engine::link::{self, Seen, Shared};
use crate::engine::{
    Entry, Record, SaveError, Screen, Seat, SeatKind, SeatSetup, Stamp, Start, Step, Table, TableError, Viewer,
};
use crate::i18n::{shell, Lang};
use std::rc::Rc;

/// How many of the newest events a table may look back on ([`Ui::tail`]).
pub const TAIL: usize = 48;

/// How many events the announcer reads at most at once.
const NEWS_SAID: usize = 40;

/// How many public moments the banner shows at most.
const MOMENTS_SHOWN: usize = 2;

/// A table plus the holder's draft and the commands of the last render.
pub struct Live<G: GameUi> {
    pub table: Table<G>,
    draft: G::Draft,
    commands: Vec<Command<G::Move, G::Draft>>,
    /// The hint asked for, at this move count.
    hint: Option<(usize, G::Move)>,
    /// A game shown move by move instead of played.
    replay: Option<Replay<G>>,
    /// The links of this position, once the player asked to share it.
    links: Option<(String, String)>,
    /// A guided first game's coach.
    coach: Option<Coach<G>>,
    /// After a guided game, "Keep playing": a hint at each of the
    /// learner's turns, without asking.
    hints_on: bool,
}

/// A replay: the game shown (the table is at one of its moves), and whose
/// eyes it is seen through.
struct Replay<G: GameUi> {
    source: Source<G>,
    eyes: Viewer,
    playing: bool,
    /// The game is not over: the replay keeps the eyes it was opened with
    /// (the table's, or one seat's), so no one sees every hand of a game
    /// still being played, its link holds only what those eyes saw, and
    /// "play from here" deals what they did not see anew.
    eyes_locked: bool,
    /// What those eyes saw of a whole game not over, worked out once (its link).
    seen: std::cell::OnceCell<Option<Rc<Seen<G>>>>,
}

/// What a replay shows.
enum Source<G: GameUi> {
    /// A whole game: its record, every move.
    Whole(Record<G>),
    /// What one pair of eyes saw of a game still being played (a link):
    /// each position is a state dealt anew from their view there.
    Seen(Rc<Seen<G>>),
}

impl<G: GameUi> Replay<G> {
    /// The first and the last position.
    fn span(&self) -> (usize, usize) {
        match &self.source {
            Source::Whole(r) => (r.moves_before(), r.moves_before() + r.moves.len()),
            Source::Seen(seen) => (seen.from, seen.last()),
        }
    }
}

impl<G: GameUi> Live<G> {
    /// The strong computer's advice for the holder, shown on the table
    /// (its choice picked, where it is made in parts).
    fn show_hint(&mut self) -> bool {
        let Some(mv) = self.table.hint() else { return false };
        if let Some(d) = self.table.hint_seat().and_then(|me| G::draft_for(&mv, me)) {
            self.draft = d;
        }
        self.hint = Some((self.table.moves_made(), mv));
        true
    }

    pub fn new(table: Table<G>) -> Live<G> {
        Live {
            table,
            draft: G::Draft::default(),
            commands: Vec::new(),
            hint: None,
            replay: None,
            links: None,
            coach: None,
            hints_on: false,
        }
    }

    /// A replay of `record` with these seats, shown after `at` moves through `eyes`.
    pub fn replay(record: &Record<G>, seats: Vec<SeatSetup>, at: usize, eyes: Viewer) -> Result<Live<G>, SaveError> {
        let before = record.moves_before();
        let at = at.clamp(before, before + record.moves.len());
        let table = Table::from_record(&cut(record, at), seats)?;
        let eyes = match eyes {
            Viewer::Seat(s) if s.index() >= table.seats().len() => Viewer::Table,
            e => e,
        };
        let over = match at == before + record.moves.len() {
            true => table.screen() == Screen::Over,
            false => Table::<G>::from_record(record, table.seats().to_vec())?.screen() == Screen::Over,
        };
        let mut live = Live::new(table);
        live.replay = Some(Replay {
            source: Source::Whole(record.clone()),
            eyes,
            playing: false,
            eyes_locked: !over,
            seen: Default::default(),
        });
        Ok(live)
    }

    /// A replay of what one pair of eyes saw of a game (a link of a game
    /// not over), shown at its position.
    pub fn replay_seen(seen: Seen<G>) -> Result<Live<G>, SaveError> {
        let seen = Rc::new(seen);
        let table = observed(&seen, seen.at).ok_or_else(|| SaveError::Malformed("a position of the link".into()))?;
        let mut live = Live::new(table);
        live.replay = Some(Replay {
            eyes: seen.eyes,
            source: Source::Seen(seen),
            playing: false,
            eyes_locked: true,
            seen: Default::default(),
        });
        Ok(live)
    }

    /// Whose eyes the screen is for.
    fn eyes(&self) -> Viewer {
        self.replay.as_ref().map_or_else(|| self.table.viewer(), |r| r.eyes)
    }

    pub fn boxed(table: Table<G>) -> Box<dyn AnyTable> {
        Box::new(Live::new(table))
    }

    fn names(&self) -> Vec<String> {
        self.table.seats().iter().map(|s| s.name.clone()).collect()
    }

    /// The game's own parts, for the holder (`lazy_open`: [`Chrome::lazy_open`]).
    pub fn parts(&mut self, lang: Lang, lazy_open: bool) -> Parts {
        let names = self.names();
        let viewer = self.eyes();
        let replaying = self.replay.is_some();
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
        };
        let view = self.table.view(viewer);
        let mut ui = Ui::<G> {
            lang,
            names: &names,
            // A replay is looked at: nobody is "thinking" in it.
            kinds: self.table.seats().iter().map(|s| if replaying { SeatKind::Human } else { s.kind }).collect(),
            me,
            my_turn: !replaying && matches!(self.table.screen(), Screen::Turn(s) if Some(s) == me),
            actor: if replaying { None } else { self.table.actor() },
            legal: match (&self.coach, replaying) {
                (_, true) => Vec::new(),
                (Some(c), false) => c.allowed(&self.table, self.table.legal()),
                (None, false) => self.table.legal(),
            },
            bubbles: self.bubbles(lang),
            tail: self.tail(),
            commands: std::mem::take(&mut self.commands),
            lazy_open,
        };
        ui.commands.clear();
        let parts = G::table(&mut ui, &view, &self.draft);
        self.commands = ui.commands;
        parts
    }

    /// What `seat` alone saw of its own (its hand, its wallet), as the
    /// game's table draws it for that seat, drawn only: no control in it.
    fn secret_of(&self, lang: Lang, seat: Seat) -> Option<El> {
        let names = self.names();
        let viewer = Viewer::Seat(seat);
        let mut ui = Ui::<G> {
            lang,
            names: &names,
            kinds: vec![SeatKind::Human; names.len()],
            me: Some(seat),
            my_turn: false,
            actor: None,
            legal: Vec::new(),
            bubbles: vec![None; names.len()],
            tail: Vec::new(),
            commands: Vec::new(),
            lazy_open: false,
        };
        let parts = G::table(&mut ui, &self.table.view(viewer), &G::Draft::default());
        let found = parts.main.iter().find_map(|n| {
            let mut all = Vec::new();
            n.walk(&mut all);
            all.into_iter().find(|e| matches!(e.get("data-testid"), Some("hand" | "wallet"))).cloned()
        })?;
        let mut node = Node::El(Box::new(found));
        drawn_only(&mut node);
        match node {
            Node::El(e) => Some(*e),
            _ => None,
        }
    }

    /// Every player's own secrets at once: only in a replay of a game that
    /// is over (a drawer, "All hands"), never while it is being played.
    fn open_hands(&self, lang: Lang) -> Option<El> {
        let r = self.replay.as_ref()?;
        if r.eyes_locked {
            return None;
        }
        let names = self.names();
        let hands: Vec<Node> = (0..names.len())
            .filter_map(|i| {
                let secret = self.secret_of(lang, Seat(i as u8))?;
                Some(
                    el("div")
                        .class("open-hand")
                        .class(&format!("c{i}"))
                        .child(el("h3").text(names[i].clone()))
                        .child(secret)
                        .into(),
                )
            })
            .collect();
        if hands.is_empty() {
            return None;
        }
        Some(
            widgets::drawer(shell::replay_all_hands(lang))
                .class("hands")
                .testid("open-hands")
                .child(el("div").class("open-hands").children(hands)),
        )
    }

    /// The newest events the viewer may read, oldest first.
    fn tail(&self) -> Vec<G::Event> {
        let log: Vec<&Entry<G::Event>> = self.table.log(self.eyes()).collect();
        log[log.len().saturating_sub(TAIL)..].iter().map(|e| e.logged.event.clone()).collect()
    }

    /// Each seat's newest action among the events of the last lap of moves
    /// (as many moves as there are players), as seen by the viewer (in a
    /// game that says so, all of its actions of that one move, joined:
    /// "Loyer payé : 6 000 · Ouvre Karambole").
    fn bubbles(&self, lang: Lang) -> Vec<Option<String>> {
        let names = self.names();
        let mut out: Vec<Option<(usize, String)>> = vec![None; names.len()];
        let since = self.table.moves_made().saturating_sub(names.len());
        for e in self.table.log(self.eyes()) {
            if e.after_moves > since {
                if let Some((seat, text)) = G::bubble(&e.logged.event, &names, lang) {
                    if let Some(slot) = out.get_mut(seat.index()) {
                        *slot = Some(match slot.take() {
                            Some((at, before)) if G::JOIN_BUBBLES && at == e.after_moves => {
                                (at, format!("{before} · {text}"))
                            }
                            _ => (e.after_moves, text),
                        });
                    }
                }
            }
        }
        out.into_iter().map(|b| b.map(|(_, text)| text)).collect()
    }

    /// The last `max` lines of the log, newest first, each with its number.
    fn log_lines(&self, lang: Lang, max: usize) -> Vec<(usize, String)> {
        let names = self.names();
        let entries: Vec<&Entry<G::Event>> = self.table.log(self.eyes()).collect();
        let start = entries.len().saturating_sub(max);
        (start..entries.len()).rev().map(|i| (i, G::event_text(&entries[i].logged.event, &names, lang))).collect()
    }
}

/// The record of a game cut after `at` moves made.
fn cut<G: GameUi>(record: &Record<G>, at: usize) -> Record<G> {
    let mut out = record.clone();
    out.moves.truncate(at.saturating_sub(record.moves_before()));
    out
}

/// The table of a link's position `at`: a state dealt anew from what its
/// eyes saw there (the same every time: seeded by the move), with the log
/// they read.
fn observed<G: GameUi>(seen: &Seen<G>, at: usize) -> Option<Table<G>> {
    let state = seen.state_at(at, at as u64)?;
    Table::observed(seen.config.clone(), state, seen.seats.clone(), at, seen.log_until(at)).ok()
}

impl<G: GameUi> AnyTable for Live<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn screen(&self) -> Screen {
        match (self.replay.is_some(), self.table.screen()) {
            // A replay shows a game already played: never a curtain, never a computer to wait for.
            (true, Screen::Curtain(s) | Screen::Turn(s) | Screen::Computer(s)) => Screen::Public(s),
            (_, screen) => screen,
        }
    }
    fn seat_names(&self) -> Vec<String> {
        self.names()
    }
    fn holder(&self) -> Option<Seat> {
        self.table.holder()
    }
    fn can_undo(&self) -> bool {
        self.replay.is_none() && self.table.can_undo()
    }
    fn is_over(&self) -> bool {
        self.table.screen() == Screen::Over
    }
    fn moves_made(&self) -> usize {
        self.table.moves_made()
    }
    fn seed(&self) -> u64 {
        self.table.seed()
    }
    fn save(&self) -> String {
        self.table.save()
    }
    fn save_as(&mut self, writer: &str) -> Option<String> {
        self.table.save_as(writer)
    }
    fn stamp(&self) -> Stamp {
        self.table.stamp().clone()
    }
    fn unwritten(&mut self, before: Stamp) {
        self.table.unwritten(before)
    }

    fn render(&mut self, chrome: Chrome) -> Vec<Node> {
        if self.hints_on && self.replay.is_none() && self.table.hint_seat() == Some(LEARNER) {
            let now = self.table.moves_made();
            if self.hint.as_ref().is_none_or(|(at, _)| *at != now) {
                self.show_hint();
            }
        }
        self.frame(chrome)
    }

    fn command(&mut self, index: u32) -> Done {
        let Some(cmd) = self.commands.get(index as usize).cloned() else { return Done::Nothing };
        if let Some(r) = &mut self.replay {
            // A replay is looked at, not played: only its own controls and the shell's act.
            return match cmd {
                Command::Replay(Replaying::To(n)) => {
                    if self.replay_to(n) {
                        Done::Drafted
                    } else {
                        Done::Nothing
                    }
                }
                Command::Replay(Replaying::Eyes(_)) if r.eyes_locked => Done::Nothing,
                Command::Replay(Replaying::Eyes(e)) => {
                    r.eyes = e.map_or(Viewer::Table, |s| Viewer::Seat(Seat(s)));
                    self.links = None;
                    Done::Drafted
                }
                Command::Replay(Replaying::Play(on)) => {
                    // Playing from the end starts again from the first move.
                    let (first, last) = r.span();
                    let restart = on && self.table.moves_made() >= last;
                    r.playing = on;
                    if restart {
                        self.replay_to(first);
                    }
                    Done::Drafted
                }
                Command::Shell(s) => Done::Shell(s),
                _ => Done::Nothing,
            };
        }
        match cmd {
            Command::Replay(_) => Done::Nothing,
            Command::Play(mv) => {
                let Some(seat) = self.table.actor() else { return Done::Nothing };
                // A step of the coach that asked for this move.
                let asked = self.coach.as_ref().is_some_and(|c| c.asks_move(&self.table));
                if self.coach.as_ref().is_some_and(|c| !c.allowed(&self.table, vec![mv.clone()]).contains(&mv)) {
                    return Done::Nothing;
                }
                let before = self.table.moves_made();
                match self.table.play(seat, mv) {
                    Ok(()) => {
                        self.draft = G::Draft::default();
                        self.commands.clear();
                        if let (true, Some(c)) = (asked, self.coach.as_mut()) {
                            c.played(before);
                        }
                        Done::Played
                    }
                    Err(TableError::NotYourTurn) => Done::Nothing,
                    Err(TableError::Rule(e)) => Done::Say(e.to_string()),
                }
            }
            Command::Draft(d) => {
                self.draft = d;
                Done::Drafted
            }
            Command::Say(s) => Done::Say(s),
            Command::Shell(s) => Done::Shell(s),
            Command::Coach(Coaching::Next) => match self.coach.as_mut().is_some_and(|c| c.next(&self.table)) {
                true => Done::Coached,
                false => Done::Nothing,
            },
            Command::Coach(Coaching::Skip) => {
                self.coach = None;
                Done::Coached
            }
            Command::Coach(Coaching::Keep) => {
                self.coach = None;
                self.hints_on = true;
                Done::Coached
            }
            Command::Coach(Coaching::Real) => {
                self.coach = None;
                Done::Shell(crate::scene::Shell::PlayAgain)
            }
            Command::Hint => match self.show_hint() {
                true => Done::Hinted,
                false => Done::Nothing,
            },
        }
    }

    fn take_tablet(&mut self, seat: Seat) -> bool {
        let done = self.table.take_tablet(seat);
        if done {
            self.draft = G::Draft::default();
        }
        done
    }

    fn put_down(&mut self) -> bool {
        let done = self.replay.is_none() && self.table.put_down();
        if done {
            self.draft = G::Draft::default();
            self.hint = None;
        }
        done
    }

    fn undo(&mut self) -> bool {
        let done = self.table.undo();
        if done {
            self.draft = G::Draft::default();
        }
        done
    }

    fn think(&mut self) -> Step {
        // The computers wait while the coach's words are read.
        if self.coach.as_ref().is_some_and(|c| c.holds(&self.table)) {
            return Step::Idle;
        }
        self.table.think()
    }

    fn learn(&mut self, step: usize, since: usize) -> bool {
        match G::coach() {
            Some(script) if self.replay.is_none() => {
                self.coach = Some(Coach::new(script, step, since));
                true
            }
            _ => false,
        }
    }

    fn coaching(&self) -> Option<(usize, usize, usize)> {
        self.coach.as_ref().map(|c| (c.step, c.script.steps.len(), c.since))
    }

    fn coach_texts(&self) -> Option<&'static crate::i18n::Domain> {
        G::coach().map(|s| (s.texts)())
    }

    fn coach_holds(&self) -> bool {
        self.coach.as_ref().is_some_and(|c| c.holds(&self.table))
    }

    fn moments(&self, lang: Lang) -> Vec<String> {
        if self.is_over() {
            // The end screen tells the whole story.
            return Vec::new();
        }
        let names = self.names();
        // A replay shows the moments of the move it stands on only.
        let at = self.replay.as_ref().map(|_| self.table.moves_made());
        let all: Vec<String> = self
            .table
            .moments()
            .filter(|e| at.is_none_or(|at| e.after_moves == at))
            .map(|e| G::event_text(&e.logged.event, &names, lang))
            .collect();
        // The newest few: a long run of computer moves keeps only what is recent.
        all[all.len().saturating_sub(MOMENTS_SHOWN)..].to_vec()
    }

    fn news(&self, lang: Lang, since: Option<Heard>) -> News {
        let eyes = self.eyes();
        let now = Heard { eyes, moves: self.table.moves_made() };
        let question = self.table.actor().is_some() && G::asks_out_of_turn(&self.table.view(eyes));
        // What is said: the events after `after` moves (`Some(None)`: all of them).
        let after: Option<Option<usize>> = match (since, &self.replay) {
            // A replay: the move stepped to (nothing on opening it, or going back).
            (None, Some(_)) => None,
            (Some(h), Some(_)) => (h.moves < now.moves).then(|| Some(now.moves - 1)),
            // The same eyes, or the public table (what it reads, all heard):
            // what happened since (nothing after an undo: the status says where).
            (Some(h), None) if h.eyes == eyes || eyes == Viewer::Table => {
                (h.moves < now.moves).then_some(Some(h.moves))
            }
            // Another player took the tablet, or the game was opened: what
            // happened since their own last move (all of it before their
            // first); the public table: since the last move of a person.
            (_, None) => Some(match eyes {
                Viewer::Seat(s) => self.table.after_last_move_of(s),
                Viewer::Table => self.table.after_last_human_move(),
            }),
        };
        let names = self.names();
        let mut lines: Vec<Said> = match after {
            Some(after) => self
                .table
                .log(eyes)
                .filter(|e| after.is_none_or(|a| e.after_moves > a))
                .map(|e| Said {
                    text: G::event_text(&e.logged.event, &names, lang),
                    moment: G::spotlight(&e.logged.event),
                })
                .collect(),
            None => Vec::new(),
        };
        // A long story (a whole round passed by) keeps its end.
        lines.drain(..lines.len().saturating_sub(NEWS_SAID));
        News { now, lines, question }
    }

    fn last_move_spotlit(&self) -> bool {
        self.table.last_move_spotlit()
    }

    fn last_move_beat(&self) -> bool {
        self.table.last_move_beat()
    }

    fn again(&self, seed: u64) -> Option<Box<dyn AnyTable>> {
        Table::<G>::new(self.table.config().clone(), seed, self.table.seats().to_vec()).ok().map(Live::boxed)
    }

    fn resume_line(&self, lang: Lang) -> String {
        resume_text(G::NAME, &self.names(), self.table.moves_made(), self.is_over(), lang)
    }

    fn replay_position(&self) -> Option<(usize, usize, bool)> {
        self.replay.as_ref().map(|r| (self.table.moves_made(), r.span().1, r.playing))
    }

    fn replay_first(&self) -> usize {
        self.replay.as_ref().map_or(0, |r| r.span().0)
    }

    fn replay_to(&mut self, at: usize) -> bool {
        let Some(r) = &mut self.replay else { return false };
        let (first, last) = r.span();
        let at = at.clamp(first, last);
        let now = self.table.moves_made();
        if at == now {
            return false;
        }
        let table = match &r.source {
            Source::Whole(record) => {
                // One step forward is one move; anything else replays from the start.
                let next = now.checked_sub(first).and_then(|k| record.moves.get(k)).cloned();
                if at == now + 1 && next.is_some_and(|mv| self.table.replay_move(mv).is_ok()) {
                    None
                } else {
                    match Table::from_record(&cut(record, at), self.table.seats().to_vec()) {
                        Ok(table) => Some(table),
                        Err(_) => return false,
                    }
                }
            }
            Source::Seen(seen) => match observed(seen, at) {
                Some(table) => Some(table),
                None => return false,
            },
        };
        if let Some(table) = table {
            self.table = table;
        }
        if at >= last {
            r.playing = false;
        }
        self.links = None;
        true
    }

    fn watch(&self) -> Option<Box<dyn AnyTable>> {
        let record = self.table.record();
        let live = Live::replay(record, self.table.seats().to_vec(), record.moves_before(), Viewer::Table).ok()?;
        Some(Box::new(live))
    }

    fn share_code(&self) -> String {
        let seats = self.table.seats().to_vec();
        let at = self.table.moves_made();
        match &self.replay {
            // A game being played: what the table saw (nobody's hand); a
            // game over: the whole game.
            None if self.is_over() => {
                link::encode(&Shared { record: self.table.record().clone(), seats, at, eyes: Viewer::Table })
            }
            None => match Seen::of(self.table.record(), seats, Viewer::Table, at) {
                Ok(seen) => link::encode_seen(&seen),
                Err(_) => String::new(),
            },
            Some(r) => match &r.source {
                Source::Whole(record) if !r.eyes_locked => {
                    link::encode(&Shared { record: record.clone(), seats, at, eyes: r.eyes })
                }
                Source::Whole(record) => {
                    let seen = r.seen.get_or_init(|| Seen::of(record, seats, r.eyes, at).ok().map(Rc::new));
                    seen.as_ref().map_or_else(String::new, |seen| link::encode_seen(&Seen { at, ..(**seen).clone() }))
                }
                Source::Seen(seen) => link::encode_seen(&Seen { at, ..(**seen).clone() }),
            },
        }
    }

    fn set_links(&mut self, links: Option<(String, String)>) {
        self.links = links;
    }

    fn play_from(&self, human: Seat, seed: u64) -> Option<Box<dyn AnyTable>> {
        let t = &self.table;
        if human.index() >= t.seats().len() {
            return None;
        }
        let seats: Vec<SeatSetup> = t
            .seats()
            .iter()
            .enumerate()
            .map(|(i, s)| SeatSetup {
                name: s.name.clone(),
                kind: if i == human.index() {
                    SeatKind::Human
                } else if s.kind.is_human() {
                    SeatKind::Strong
                } else {
                    s.kind
                },
            })
            .collect();
        if t.screen() == Screen::Over {
            return None;
        }
        let r = self.replay.as_ref();
        let table = match r.map(|r| (&r.source, r.eyes_locked, r.eyes)) {
            // A game over hides nothing: the same cards, the same deals to come.
            Some((Source::Whole(record), false, _)) => Table::from_record(&cut(record, t.moves_made()), seats).ok()?,
            // Otherwise only what the eyes saw goes on; the rest is dealt anew.
            Some((_, _, eyes)) => {
                let start = Start { eyes, view: t.view(eyes), moves: t.moves_made() };
                Table::continued(t.config().clone(), seed, seats, start).ok()?
            }
            None => return None,
        };
        Some(Live::boxed(table))
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn audit(&self) -> Result<(), String> {
        self.table.audit()
    }
}

impl<G: GameUi> Live<G> {
    /// The hint asked for in this very position, with the seat it is for.
    fn current_hint(&self) -> Option<(Seat, G::Move)> {
        let (at, mv) = self.hint.as_ref()?;
        let seat = self.table.hint_seat()?;
        (*at == self.table.moves_made()).then(|| (seat, mv.clone()))
    }

    fn push(&mut self, c: Command<G::Move, G::Draft>) -> u32 {
        self.commands.push(c);
        (self.commands.len() - 1) as u32
    }
}

/// A drawing of a part of the table with nothing to tap, no id and no
/// motion: "All hands" shows each player's hand beside the table's own.
fn drawn_only(node: &mut Node) {
    let Node::El(e) = node else { return };
    let control = e.get("data-cmd").is_some();
    e.attrs.retain(|(k, _)| {
        !matches!(
            *k,
            "id" | "data-cmd"
                | "data-move"
                | "data-draft"
                | "data-hint"
                | "data-refocus"
                | "data-fly"
                | "data-from"
                | "data-testid"
                | "tabindex"
                | "aria-disabled"
        )
    });
    if control {
        e.attrs.push(("aria-disabled", "true".into()));
    }
    for c in &mut e.children {
        drawn_only(c);
    }
}
