# Tablée: the shell (home, setup, menus, notices, the table's frame).
# "Tablée" is the app's name: it stays as it is in every language.
# Game names (Sorciers, Barracuda, La Bourse aux Idées, Preums !, Pfeffersäcke)
# and player names (Ana, Bob…) stay as they are too.

## Shared pieces

# "A, B and C": the last two items of a list ($rest is "A, B").
list-and = { $rest } and { $last }
# A label and its value.
labelled = { $label }: { $value }
# The locale dates are written in (BCP 47: "Last played: 24 Nov 2026, 21:40").
date-locale = en-GB
# A range of players, under a game's pitch (home tile, quick setup).
players-range = { $min } to { $max } players
# How long a game takes, on a game's tile of the home ("25–45 min").
home-tile-minutes = { $min }⁠–⁠{ $max } min

## The top bar (the lead's functions)

open-in-tablee = Open in Tablée ↗
tablee-home = Tablée — home
language = Language

## The lead's screens (page description, language, rules dialog, loading a game)

# The page's description (search engines, shared links).
app-description = Tabletop games on one tablet passed around the table, or alone against the computer.
# The address asks for a language the app does not have ($asked: what it says after "lang=");
# $shown: the code of the language shown instead.
language-refused =
    The address asks for the language “{ $asked }”, which Tablée does not speak: it is shown in { $shown ->
        [fr] French
        [de] German
        [nl] Dutch
       *[en] English
    }.
language-unavailable = This language could not be loaded. Check the connection and try again.
rules-of = Rules of { $game }
loading-rules = Loading the rules…
rules-unavailable = The rules could not be loaded. Check the connection and try again.
loading-game = Loading { $game }…
load-failed = { $game } could not be loaded. Check the connection and try again; if a new version was just published, reload the page (your games are kept).

## Home

# The line under the app's name.
home-pitch = Tabletop games on one tablet passed around the table, or alone against the computer.
# A game left unfinished; $game is its name, $names the players ("Ana, Bob, Cléo").
home-resume-line =
    { $game } game in progress with { $names } ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } played).
home-resume-over = Finished { $game } game with { $names }: see the results.
home-resume = Resume
# A saved game's button, named with its game and players for screen readers: "Resume – Sorciers (Ana, Bob)".
home-row-action = { $action } – { $game } ({ $names })
# The home's lists of saved games.
home-going-title = Games in progress
home-over-title = Last games played
# $name: the player to decide next.
home-turn = { $name }’s turn
# $names: the winners ("Ana" or "Ana, Bob").
home-won-by = Won by { $names }
# A computer seat in the list of players.
home-seat-computer = { $name } (computer)
home-moves =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# When a saved game was last played (1 day: "yesterday", 1 week: "last week"…).
home-ago-now = just now
home-ago-minutes =
    { $n ->
        [one] 1 minute ago
       *[other] { $n } minutes ago
    }
home-ago-hours =
    { $n ->
        [one] 1 hour ago
       *[other] { $n } hours ago
    }
home-ago-days =
    { $n ->
        [one] yesterday
       *[other] { $n } days ago
    }
home-ago-weeks =
    { $n ->
        [one] last week
       *[other] { $n } weeks ago
    }
home-ago-months =
    { $n ->
        [one] last month
       *[other] { $n } months ago
    }
home-ago-years =
    { $n ->
        [one] last year
       *[other] { $n } years ago
    }
home-export = Export
home-remove = Remove
home-remove-ask = Remove this game for good?
home-remove-yes = Yes, remove it
home-remove-no = No, keep it
# $game: its game; $names: its players.
home-removed = The { $game } game with { $names } was removed.
home-undo = Undo
home-watch-replay = Watch the replay
home-play-again = Play again
# A saved game that cannot be read ($game: its name), then why, its raw text and what to do.
home-broken-title = The saved { $game } game cannot be read
# The parser's own message, shown under this title, is in English.
home-broken-detail = Technical detail
home-broken-raw-intro = Here is its raw text: copy or download it before starting afresh.
home-broken-raw-label = Raw text of the save
home-broken-download = Download
home-broken-copy = Copy
home-broken-fresh = Delete it and start afresh
copy-done = Text copied.
copy-refused = Copy refused: select the text.
# The buttons of a game's tile.
home-tile-play = Play
# The Play button's full name for screen readers (five tiles, five Play buttons).
home-tile-play-label = Play { $game }
home-tile-rules = Rules
home-import = Import a game (.json file)
home-watch = Watch a game (.json file)
# A file chosen to import or watch; $why is one of the reasons below, or of a save's (save-…).
import-refused = The file “{ $file }” cannot be opened: { $why }.
import-already-there = This game is already among your games: here it is.
import-not-text = it does not read as text
import-unknown-game = it is a game of “{ $game }”, a game Tablée does not have

## Game pitches (home tiles and the quick setup)

pitch-sorciers = Predict to the trick what you will take: hitting it pays well, every trick off costs you.
pitch-barracuda = Get your five figures into the bars with offers slid face down — real and fake notes mixed.
pitch-bourse = Gather the four objects of a household trick before the others, buy the right ideas at the right moment, and make the whole table pay.
pitch-levee = Bloggers chasing investors: shout « Preums ! », outbid, wreck the others' fund-raising, and be the first to be worth a million.
pitch-pfeffersacke = Hanseatic merchant families: open cities, spread your trading posts from toll to toll and grab the majorities.

## Setup

# $game: the game's name.
setup-title = New game of { $game }
setup-players = Players
setup-player-count = Number of players
# The name field of seat $n (1, 2…).
setup-seat-name = Player { $n } name
setup-who-plays = Who plays
# The "Who plays" field of one seat, named for screen readers: $n the seat's number, $name its player.
setup-who-plays-seat = Who plays: player { $n } ({ $name })
seat-kind-human = Human
seat-kind-easy = Computer (easy)
seat-kind-strong = Computer (strong)
setup-variants = Variants
# The legend of the computers' pace.
setup-computer = Computer
setup-back = Back
setup-start = Start
# The quick setup's big button: you against $computers computers.
setup-quick-start =
    { $computers ->
        [one] Play against { $computers } computer
       *[other] Play against { $computers } computers
    }
setup-more = Choose the players and options
setup-unknown-game = Unknown game.

## The computers' pace (setup and the table's tools)

pace-label = Computer pace
pace-instant = Instant
pace-fast = Fast
pace-normal = Normal
pace-slow = Slow

# How much a screen reader is told during a game (the table's tools).
chatter-label = Read aloud
chatter-all = Every move
chatter-mine = My turn and results

## What an address or a link asked that cannot be done (notices)

# $value: what the address says after "pace=".
problem-pace = There is no pace “{ $value }” (instant, fast, normal or slow): the computers keep the pace chosen.
problem-seed = “{ $value }” is not a deal number: the deal is drawn at random.
problem-unknown-game = Tablée has no game called “{ $game }”: here are its games.
# "human", "easy" and "strong" are the words of the address: keep them.
problem-seats-kind = “{ $value }”: each seat is human (a person), easy or strong (an easy or strong computer). Choose the seats here.
problem-seats-count =
    { $game } is played by { $min } to { $max }: the link asked for { $asked ->
        [one] { $asked } seat
       *[other] { $asked } seats
    }. Choose the seats here.
# A setting of the link the game does not have ($setting: "key=value").
option-unknown = The link asks for “{ $setting }”, a setting { $game } does not have: it is ignored.
# $label: the option's name on the setup screen; $value: what the link asked; $used: the value played.
option-invalid = “{ $label }” cannot be “{ $value }”: the game is played with “{ $used }”.
option-not-taken = “{ $label }”: “{ $asked }” does not go with the other settings; the game is played with “{ $used }”.
# The value of an on/off option, in the sentences above.
option-on = on
option-off = off

## Notices

notice-update = A new version of Tablée is ready.
notice-update-button = Update
notice-dismiss = Got it
notice-link-error = This game link cannot be opened.
notice-link-home = Go to Tablée’s home
notice-no-storage = This browser keeps nothing here: the game will not be saved.
# Storage is full: the game on the table is not saved any more.
notice-full = This browser’s storage is full: this game is not being saved. Nothing saved before is lost.
# $game: the oldest finished game; $when: when it was played ("3 days ago").
notice-full-remove = Remove the oldest finished game ({ $game }, { $when })
notice-full-none = Remove a game you no longer need from the home to make room.
# A game's code that did not load (the lead's notice).
try-again = Try again
reload-page = Reload the page
close-rules = Close the rules

## The play screen

play-no-game = No game in progress.
stale-title = This game was continued in another tab.
stale-text = So that nothing is lost, this tab no longer plays or saves anything.
stale-continue = Continue here from there

## The curtain between two players
# Three lines: "Pass the tablet to", the player's name in large letters, then what follows.

curtain-pass-to = Pass the tablet to
# After the name, when the previous player takes back their move.
curtain-take-back = to take back their last move. Everyone else looks away.
curtain-look-away = Everyone else looks away.
curtain-go = I am { $name }, show my game
curtain-go-take-back = I am { $name }, take back my move
curtain-back = Back: take nothing back
# $name: the previous player, who may take back their move.
curtain-undo = { $name }: undo my last move
handover-label = After my move
handover-show = See it, then pass the tablet
handover-pass = Pass the tablet at once
handover-title = { $name }, your turn is over
handover-text = Look at what you played, then pass the tablet.
handover-go = Pass the tablet to { $next }

## Replacing the oldest game in progress

# $count: how many games in progress are kept.
replace-title = { $count } games are in progress
# The oldest of them: $game its game, $names its players ("Ana, Bob"); $moves: how many moves were played.
replace-what =
    The oldest is { $game } with { $names }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } played.
replace-unreadable = The oldest is a { $game } game whose save cannot be read; it is kept all the same.
# $when: a date and time ("24 Nov 2026, 21:40").
replace-last-played = Last played: { $when }.
replace-question-new = Starting the new game would remove it to make room.
replace-question-import = Importing the game from the file would remove it to make room.
replace-keep = Keep it and resume it
replace-export = Export it first (file)
replace-confirm = Remove it and go on

## The table

# Tags after a player's name (a leading space).
seat-you = {" "}(you)
seat-computer = {" "}· computer
# Whose turn: a computer, a person.
seat-thinking = thinking…
seat-to-play = to play
# The label of the public moments, shown to everyone.
moments-label = For the whole table
sheet-drawer = Scores
sheet-title = Score sheet
sheet-round = Round
log-title = Log
tools-undo = ↶ Undo my move
# The undo button's name for screen readers (its arrow is not read).
tools-undo-label = Undo my move
# The row of tools under the table (undo, hint, rules…), named for screen readers.
tools-label = Game tools
tools-hint = Hint
tools-hint-label = Hint: the strong computer's choice
tools-rules = Rules
tools-export = Export
tools-export-label = Export the game
share = Share
share-label = Share this position (a link)
share-link-label = Link to this position
share-iframe-label = For a blog (iframe)
share-copied = Link copied.
share-by-hand = The link is below, to copy.
link-not-tablee-or-damaged = This is not a link to a Tablée game, or it is damaged.
# The strong computer's hint, in the headline; $move is the move as the log says it.
hint-line = The strong computer's hint: { $move }
# $why: why it is a good move.
hint-line-why = The strong computer's hint: { $move } — { $why }
# When the move cannot be said: the hint is highlighted on the table.
hint-highlighted-move = the highlighted move

## The end of a game

# $winners: "Ana", "Ana and Bob".
end-victory = Victory: { $winners }
end-victory-tied = Victory: { $winners }, tied
end-winner = Winner
# A final score.
end-score = { $score } pts
# A badge on the ranking: how many hints the player asked for.
end-hints-taken =
    { $n ->
        [one] { $n } hint taken
       *[other] { $n } hints taken
    }
end-ranking = Final ranking
end-breakdown = The scores in detail
end-breakdown-player = Player
end-play-again = Play again
end-watch = Watch the replay
end-home = Home

## A replay (a game watched move by move)

replay-label = Replay
# The headline; $name is the player to play.
replay-status-turn = Replay — move { $at } of { $total }; { $name } to play
replay-status-over = Replay — move { $at } of { $total }; the game is over
replay-position = move { $at } of { $total }
replay-slider = Go to move
replay-steps-label = Step through the game
replay-first = To the start
replay-previous = Previous move
replay-play = Play
replay-pause = Pause
replay-play-label = Play automatically
replay-next = Next move
replay-last = To the end
replay-leave = Leave
replay-leave-label = Leave the replay
# Whose eyes the replay is seen through: the table's, or a player's.
replay-seen-by-label = Seen by
replay-seen-by = Seen by: { $who }
replay-eyes-table = The table
replay-play-from = Play from here
# A new game from here, played by a person in $name's seat.
replay-play-as = As { $name }
replay-all-hands = All hands

## Why a link does not open (whole sentences)

link-empty = This link is empty.
link-not-tablee = This is not a link to a Tablée game.
link-truncated = This link is incomplete: it may have been cut off when copied.
link-damaged = This link is damaged: a character may have been changed when copied.
link-newer-version = This link comes from a newer version of Tablée: reload the page to update the app.
# $game: the id the link gives.
link-unknown-game = This link shows a game this version of Tablée does not know (“{ $game }”).
link-wrong-game = This link shows a game of “{ $found }”, not of “{ $expected }”.
link-settings-unreadable = This game's settings cannot be read by this version of Tablée.
link-settings-player-count = This game's settings are refused: it is played by { $min } to { $max } players, not { $got }.
# $why: the engine's reason (in English).
link-settings-incompatible = This game's settings are refused: incompatible options ({ $why }).
link-move-not-replayable = Move { $move } of this link cannot be replayed: it may come from another version of Tablée.
link-position-beyond = This link shows move { $at }, but the game has only { $moves }.
link-eyes-not-a-seat = This link shows the game through the eyes of seat { $seat }, but it has only { $seats } seats.
link-unreachable = After move { $at }, this link shows a position this game cannot reach: it may have been altered.

## Why a save does not load: said after "The file … cannot be opened:" or under
## "The saved … game cannot be read" (lower case, no full stop)

save-not-text = it is not text: it is not a Tablée game
save-malformed = its content is not that of a Tablée game, or it was damaged
# $format: a version number of the save format.
save-newer-version = it was written by a newer version of Tablée (save format { $format }): reload the page to update the app
save-older-version = it was written by an older version of Tablée (save format { $format }), which this version can no longer read
save-wrong-game = it is a game of “{ $found }”, not of “{ $expected }”
save-player-count = its settings are refused: this game is played by { $min } to { $max }, not { $got }
save-incompatible-options = its settings are refused: some options do not go together
save-move-not-replayable = move { $move } cannot be replayed: the game may come from another version of Tablée
# Sizes in kilobytes.
save-too-large = it is far too large for a Tablée game ({ $size } KB, when a game takes at most { $max } KB)

# A guided first game: the home tile's and the setup's button; a guided game in the list.
learn-to-play = Learn to play
home-learning = Learning { $game }: step { $step } of { $total }
learn-to-play-label = Learn to play { $game }: a guided first game
