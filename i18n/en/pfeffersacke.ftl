# Tablée: Pfeffersäcke.

## Names

# A city's name on the map, the buttons, the log and the hints; $id is the
# city's id in src/games/pfeffersacke/map.json (write each city as your
# language writes it).
city = { $id ->
        [antwerpen] Antwerp
        [brugge] Bruges
        [mechelen] Mechelen
        [maastricht] Maastricht
        [koeln] Cologne
        [mainz] Mainz
        [aachen] Aachen
        [koblenz] Koblenz
        [dortmund] Dortmund
        [muenster] Münster
        [soest] Soest
        [osnabrueck] Osnabrück
        [paderborn] Paderborn
        [bremen] Bremen
        [hamburg] Hamburg
        [stade] Stade
        [lueneburg] Lüneburg
        [luebeck] Lübeck
        [rostock] Rostock
        [wismar] Wismar
        [stralsund] Stralsund
        [magdeburg] Magdeburg
        [wittenberg] Wittenberg
        [braunschweig] Brunswick
        [halle] Halle
        [leipzig] Leipzig
        [erfurt] Erfurt
        [naumburg] Naumburg
        [jena] Jena
        [frankfurt] Frankfurt
        [wuerzburg] Würzburg
        [nuernberg] Nuremberg
        [fulda] Fulda
        [bamberg] Bamberg
        [strassburg] Strasbourg
        [ulm] Ulm
        [augsburg] Augsburg
        [konstanz] Constance
        [speyer] Speyer
        [memmingen] Memmingen
        [regensburg] Regensburg
        [passau] Passau
        [wien] Vienna
        [linz] Linz
        [krems] Krems
       *[other] { $id }
    }
# A region's name (hints: "your first post in Flanders"; the map's tooltips).
region = { $id ->
        [flanders] Flanders
        [rhineland] Rhineland
        [westphalia] Westphalia
        [north-sea] North Sea
        [baltic] Baltic
        [saxony-anhalt] Saxony-Anhalt
        [thuringia-meissen] Thuringia-Meissen
        [main-franconia] Main-Franconia
        [swabia-upper-rhine] Swabia-Upper Rhine
        [danube] Danube
       *[other] { $id }
    }
# A player's colour (their discs, posts and swatch), shown beside their name.
colour = { $colour ->
        [red] red
        [blue] blue
        [green] green
        [yellow] yellow
        [purple] purple
       *[grey] grey
    }
# "4 influence points": the score, spelled out (the end screen, hints).
influence = { $n ->
        [one] { $n } influence point
       *[other] { $n } influence points
    }
# The short form of "influence points" the rules introduce, for the final
# table's narrow column.
influence-points-short = IP
# The title of that short column's heading (shown on hover).
influence-points = influence points

## The log

log-setup = { $player } starts. Everyone gets { $florins } florins and { $discs } discs.
# Follows log-setup, when a disc lies on Wittenberg from the start ($city: Wittenberg's name).
log-setup-wittenberg = A 2-disc already lies on { $city }.
# A starting post; $counter: the small cities' counter after it.
log-starting-post = { $player } settles in { $city } (counter { $counter }).
log-turn = Round { $round }: { $player } to play.
# $value: the disc's value (2 to 8).
log-disc-placed = { $player } places a { $value }-disc on { $city }: the city is open.
log-extended = { $player } extends influence in { $city } (+{ $posts ->
        [one] { $posts } post
       *[other] { $posts } posts
    }).
log-extend-skipped = { $player } does not extend influence.
# The income: $detail is the sum, "Cologne 8 + Mainz 3 + base 6" (log-income-city and
# log-income-base joined by " + ").
log-income = { $player } collects { $total } florins ({ $detail }).
log-income-doubled = { $player } collects { $total } florins ({ $detail }, doubled by a safe-conduct).
# Doubled by a safe-conduct, but twice the income ($twice) is under the minimum: the minimum ($total) is paid.
log-income-minimum = { $player } collects { $total } florins: { $detail }, doubled by a safe-conduct, make { $twice }, under the minimum of { $total }.
# One city's part of the income: its name and the florins it pays.
log-income-city = { $city } { $florins }
# The base income's part of the sum.
log-income-base = base { $base }
log-safe-conduct = { $player } uses a safe-conduct ({ $left } left).
# A new post in city $to, reached from city $from, for a toll.
log-post-opened = { $player } opens a post in { $to } from { $from } (toll { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }).
# The same in a small city, which scores at once; $counter: the small cities' counter after it.
log-post-opened-small = { $player } opens a post in { $to } from { $from } (toll { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }): +1 influence point, counter { $counter }.
log-open-skipped = { $player } opens no post.
# $posts of the city's $pi slots; the city's disc is worth $pi influence points.
log-majority = { $player } holds an absolute majority in { $city } ({ $posts ->
        [one] { $posts } post
       *[other] { $posts } posts
    } of { $pi }): +{ $pi ->
        [one] { $pi } influence point
       *[other] { $pi } influence points
    }, the disc is removed.
# $by fills the city's last slot; $player, with the most posts there ($posts), gains half
# its value ($pi influence points).
log-half-points = { $by } fills the last slot of { $city }: { $player } has the most posts there ({ $posts }) and gains half, +{ $pi ->
        [one] { $pi } influence point
       *[other] { $pi } influence points
    }. The disc is removed.
# The same after a tie, broken by the arrow printed on the city.
log-half-points-tie = { $by } fills the last slot of { $city }: { $player } has the most posts there ({ $posts }, tied but nearest the arrow) and gains half, +{ $pi ->
        [one] { $pi } influence point
       *[other] { $pi } influence points
    }. The disc is removed.
log-end-counter = The city counter is at 0: the game is over.
log-end-discs = Every disc has been removed: the game is over.
log-end-lap = A full lap without a new post: the game is over.
# The final score: influence points, plus 2 per region, plus 1 per 20 florins.
log-final-score = { $player }: { $pi ->
        [one] { $pi } influence point
       *[other] { $pi } influence points
    } + { $regions ->
        [one] { $regions } region
       *[other] { $regions } regions
    } × 2 + { $florins ->
        [one] { $florins } florin
       *[other] { $florins } florins
    } ÷ 20 = { $total ->
        [one] { $total } point
       *[other] { $total } points
    }.

## Why a move is refused

error-not-your-turn = It is not your turn.
error-game-over = The game is over.
error-wrong-step = This action does not belong to this step.
error-unknown-city = There is no such city.
error-not-small-city = Choose a small city.
error-not-large-city = Choose a large city.
error-disc-not-held = You hold no disc of that value.
error-disc-value-mismatch = The disc must match the city's value.
error-city-not-free = This city is already taken.
error-not-present = You have no post in that city.
error-already-present = You already have a post in that city.
error-city-closed = This city is not open (no disc) or its disc was removed.
error-no-free-slot = No free slot is left in that city.
error-no-route = No route joins these two cities.
error-cannot-pay = You cannot pay the toll.
error-no-posts-left = You do not have enough posts left.
error-not-enough-free-slots = That city needs two free slots.
error-safe-conduct-none = You have no safe-conduct left.
error-safe-conduct-first-round = Safe-conducts cannot be used in the first round.
error-safe-conduct-already-used = Only one safe-conduct per turn.
error-must-place-disc = Place a disc first.
error-already-extended = You already extended in this city this turn.

## Buttons (one per move)

move-settle-in = Settle in { $city }
# $value: the disc's value (2 to 8).
move-place-disc = { $value }-disc on { $city }
move-do-not-extend = Do not extend
move-extend-in = Extend in { $city }
move-extend-twice-in = Safe-conduct: 2 posts in { $city }
move-collect-income = Collect income
move-double-income = Safe-conduct: double income
move-open-no-post = Open no post
# An opening's button: $move is the route ("Cologne → Mainz"), $toll its toll in florins ("fl.").
move-with-toll = { $move } ({ $toll } fl.)
# An opening's button as a screen reader says it (the route without its arrow).
move-open-said = Open a post in { $to } from { $from } (toll { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    })
hint-open-two = use a safe-conduct to open a post in { $to1 } from { $from1 } (toll { $toll1 ->
        [one] { $toll1 } florin
       *[other] { $toll1 } florins
    }), then one in { $to2 } from { $from2 } (toll { $toll2 ->
        [one] { $toll2 } florin
       *[other] { $toll2 } florins
    })
# Step 2 city by city: after a first extension, this button ends the step.
move-done-extending = Done: collect my income

## The table

# The map's description, for screen readers.
map-label = Map of cities and routes
map-zoom-label = Map: zoom with the buttons, the wheel or two fingers
zoom-in = Zoom in
zoom-out = Zoom out
zoom-whole-map = Whole map
# A route's tooltip on the map: its two cities and its toll.
route-title = { $a } – { $b }: { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
# A city's tooltip on the map: its name, what it is ($what: city-state), and its region.
city-title = { $city } ({ $what }) { $region }
# The same with the players who have posts there ($posts: their names, "Ana, Bob").
city-title-posts = { $city } ({ $what }: { $posts }) { $region }
# A large city: its value ($slots) and its disc: not placed yet (closed), on the board,
# or removed. A small city: "small city".
city-state = { $state ->
        [closed] { $slots }, closed
        [disc] { $slots }, disc on board
        [removed] { $slots }, disc removed
       *[small] small city
    }
# The map in words, for screen readers and anyone: a drawer beside the map,
# with a table of the cities, one of the routes and one of the regions.
map-words = The map in words
map-words-cities = Cities: region, value and disc, posts
map-words-routes = Routes: toll, and who has posts at both ends
map-words-regions = Regions: cities, and who has posts there
map-words-city = City
map-words-region = Region
map-words-kind = Value and disc
map-words-posts = Posts
map-words-from = From
map-words-to = To
map-words-toll = Toll
map-words-both-ends = Posts at both ends
map-words-cities-list = Cities
map-words-present = Players present
map-words-nobody = nobody
# A player's posts in a city, when more than one: "Ana (2 posts)".
map-words-posts-of = { $name } ({ $n } posts)
# A route's toll in the table.
map-words-toll-value = { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
# The players' strip (for screen readers) and each player's figures.
players-label = The players
stat-influence-points = influence points
stat-florins = florins
stat-posts = posts
stat-discs = discs
stat-safe-conducts = safe-conducts
stat-cities-won = cities won
# Below the players: where the game stands.
meta = Round { $round } · counter { $counter }: each post in a small city lowers it, the game ends at 0 · turns without a new post: { $idle }

## The headline: the player to act ("your turn") or what they are doing

status-you-setup = { $player }, your turn: choose your starting small city.
status-other-setup = { $player } is choosing a starting small city…
status-you-disc = { $player }, your turn: place a disc on a closed large city of its value; the city opens for everyone.
status-other-disc = { $player } is placing a disc…
# Step 2 city by city: in each city, extend (one more post) or keep its income.
status-you-extend-by-city = { $player }, your turn: in each city where you are, choose one more post or its income.
status-other-extend-by-city = { $player } is extending influence, city by city…
status-you-extend = { $player }, your turn: extend your influence, or pass.
status-other-extend = { $player } is extending influence…
status-you-income = { $player }, your turn: collect your income.
status-other-income = { $player } is collecting income…
status-you-open = { $player }, your turn: open a post, or pass.
status-other-open = { $player } is opening a post…

## The choice panel

your-choice = Your choice
income-choice = Normal income: { $income } florins; doubled: { $double } florins.
# Above the moves of one city tapped on the map.
chosen-city = { $city }:
all-cities = All cities
back = Back
# The safe-conduct's two posts: the button, the first step, and the button refused (with why).
sc-open-two = Safe-conduct: open 2 posts…
sc-first-post = First post:
sc-open-two-refused = Safe-conduct: open 2 posts
sc-no-double-opening = No double opening is possible.

## The final table (headings)

final-player = Player
final-regions = Regions × 2
final-florins = Florins ÷ 20
final-total = Total
final-cities-won = Cities won
final-value = Value

## Options

option-counter-16 = 2 players: counter at 16
option-double-min = Double-income minimum
option-double-min-rule = 48 (the rule)
option-double-min-plain = 0 (plain doubling)
option-posts = Posts per player
option-posts-rule = 20 (the rule)
option-start-player = Start player
option-start-random = random

## Hints (why the strong computer's move is good)

why-only = it is the only move allowed
# A starting post: $routes routes leave the city, the cheapest for $toll florins.
why-start = { $routes ->
        [one] { $routes } route leaves it
       *[other] { $routes } routes leave it
    }, the cheapest for { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-disc-near = opens { $city } next to your posts
why-majority = gives you the absolute majority in { $city }: { $pi ->
        [one] { $pi } influence point
       *[other] { $pi } influence points
    }
# $posts posts in the city after this move; $need make a majority there.
why-toward = { $posts ->
        [one] { $posts } post
       *[other] { $posts } posts
    } in { $city }, { $need } make a majority
why-keep-income = keeps your income at { $income ->
        [one] { $income } florin
       *[other] { $income } florins
    }
why-save-conduct = { $income ->
        [one] { $income } florin
       *[other] { $income } florins
    } and you keep your safe-conduct
why-double = a safe-conduct: { $double ->
        [one] { $double } florin
       *[other] { $double } florins
    } instead of { $income }
# Opening a post in a small city (1 influence point at once), for a toll.
why-open-small = { $city } is a small city: 1 influence point, for { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
# The same, the first post in a region (2 influence points at the end of the game).
why-open-small-region = { $city } is a small city: 1 influence point, and your first post in { $region } (2 influence points at the end), for { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-open-large = a foothold in { $city }, for { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-open-large-region = a foothold in { $city }, and your first post in { $region } (2 influence points at the end), for { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
# A safe-conduct's two posts, in cities $a and $b; then the influence points of the
# small cities among them ($small, 0 to 2) and the new regions ($regions, 0 to 2),
# each left out when 0.
why-open-two = two posts at once: { $a } and { $b }{ $small ->
        [0] {""}
        [one] , { $small } influence point
       *[other] , { $small } influence points
    }{ $regions ->
        [0] {""}
        [one] , { $regions } new region
       *[other] , { $regions } new regions
    }
