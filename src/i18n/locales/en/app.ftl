back-to-games = Games
close = Close
home-title = Card table
home-tagline = Two classic Chinese card games, played against the computer in your browser.
home-play = Play
sound-on = Sound on
sound-off = Sound off
sound = Sound (plays, your turn, the end of a hand)
auto = Auto
auto-on-title = The computer plays your seat: press again to take it back
auto-off-title = Let the computer play your seat (托管)
auto-badge = on
help-title = Keyboard
motion = Moving cards (off when the system asks for reduced motion)
four-colour = Four-colour suits (♦ blue, ♣ green)
large-cards = Larger cards
tap-to-go-on = Tap the table to go on
ladder = Levels
pass-chip = Pass
thinking = thinking…
to-play = to play
score = Score
declarers = declarers
play = Play
pass = Pass
hint = Hint
clear = Clear
pay = Pay tribute
return = Give back
next-hand = Next hand
new-match = New match
sort-by-rank = Sort by suit
sort-by-suit = Sort by rank
log = Play log
settings = Settings
select-one-card = Select exactly one card.
hint-thinking = Thinking about your best play…
hint-none = Nothing beats it: pass.
choose-reading = These cards can be played in several ways: choose one.
log-empty = Nothing has been played yet in this hand.
not-out = did not go out
next-tribute = Tribute before the next hand:
settings-title = Match settings
settings-note = Rules apply to the next match. The computer's speed applies at once.
preset = Rules
preset-pagat = International (pagat.com)
preset-china = China (competition rules)
preset-custom = Custom
speed = Computer speed
tiers-title = Computer players (from the next match)
tier-partner = Your partner
tier-opponents = Opponents
tier-everyone = Every computer player
speed-instant = Instant
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
max-bomb = Largest bomb
wild-natural = A set that is a combination with the wilds as themselves has no other reading
ace-low = A-2-3-4-5 sequences allowed
announce-at = Players announce their cards from
show-counts = Always show every player's card count
promotion-1-2 = Levels gained by a 1-2 finish
a-win-1-2 = At A, only a 1-2 finish wins the match
a-fail-limit = Failed tries at A before going back to 2
aces-rule = Aces rule (beaten at A by a last play of aces: back to 2)
equal-tribute = Equal double tribute: who takes which
equal-tribute-winners = The first finisher chooses
equal-tribute-clockwise = The first finisher's next player pays the first
equal-tribute-random = At random
equal-lead = Equal double tribute: who leads
equal-lead-payers = The payers choose
equal-lead-random = At random
equal-lead-next = The first finisher's next player
return-max = Highest card that may be given back
return-any = Any card
start-level = Start level
target-level = Top level
no-limit = No limit
start-with-settings = Start a new match with these rules
invalid-rules = These rules cannot be played
cards-left = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
language = Language
unknown-lang = Unknown language '{ $value }' in the address: use zh, zh-Hant, en, es or fr. { $fallback } is used instead.
unknown-game = Unknown game '{ $value }' in the address: choose a game below (guandan or shengji).
bad-seed = '{ $value }' is not a valid seed: use a whole number from 0 to { $max }. A random deal is used instead.
unknown-variant = Unknown variant '{ $value }' in the address: use classic, one-deck, three-decks, four-decks or zhao-pengyou-5 to zhao-pengyou-12. Classic is used instead.
unknown-speed = Unknown speed '{ $value }' in the address: use instant, fast, normal or slow. The saved speed is used instead.
hint-with-why = { $line }: { $why }.
why-goes-out = it goes out
why-partner-winning = your partner is winning
why-keeps-bomb = keeps your bomb
why-stops-opponent = an opponent is about to go out
why-feeds-partner = your partner is close to going out
why-cheapest = the cheapest play that wins the trick
why-leads-weak = gets rid of weak cards first
why-sure-winner = nobody can beat it
why-only-bombs = only a bomb can beat it
why-saves-strength = saves your strong cards for later
why-takes-control = takes the lead back
why-adds-points = your side is winning: add points
why-ruffs = trumps in to take the points
why-keeps-points = gives no points to the other side
why-forced = the rules make you pay it
why-least-useful = your least useful card
why-makes-voids = empties a short suit, so you can trump it later
why-strongest-trump = the trump your hand is strongest in
why-buries-weak = buries the cards you need least, no points
why-calls-friends = cards another player surely holds
rules-button = How to play
rules-title = How to play { $game }
page-title = Guan Dan & Sheng Ji — card table
tracker = Card tracker
tracker-note = Cards not in your hand and not played yet.
tracker-out = { $what }: { $count } out
tracker-left = Cards left
# $seat (0 for the human) picks the verb form.
tracker-passed = { $seat ->
    [0] You passed
   *[other] { $name } passed
} on { $play }
tracker-no-passes = Nobody has passed in this trick yet.
show-tracker = Card tracker (记牌器) button
your-face = Your face
face-n = Face {$n}
replay = Replay
replay-hidden = The hand is still being played: only your cards are shown.
replay-prev = Previous action
replay-next = Next action
replay-slider = Go to an action
replay-step = Action { $step } of { $steps }
replay-play = Play ×{ $speed }
replay-pause = Pause
replay-none = This match began before records were kept: there is no replay of it.
replay-deal = The deal
replay-gives = { $seat ->
    [0] You give
   *[other] { $name } gives
} back the { $card }
replay-chooses = { $seat ->
    [0] You choose
   *[other] { $name } chooses
}
replay-draws = { $seat ->
    [0] You draw
   *[other] { $name } draws
} a card
export-record = Download the record
record-link = Link to this replay
copy-link = Copy the link
link-copied = Link copied
import-record = Open a record…
record-error = This record could not be opened: { $reason }
record-err-unreadable = it is damaged or not a record
record-err-foreign = it is not a card table record
record-err-version = it was written in record version { $version }, which this table does not read
record-err-other-game = it is a record of another game ({ $game })
record-err-bad-start = its rules do not make a game
record-err-deal = its seed deals other cards here (it was made by another version)
record-err-refused = its action { $n } is not legal
save-why-version = it was saved by another version of the table
save-why-damaged = it is damaged and could not be read
save-why-inconsistent = its cards or turns do not add up
save-why-seats = it does not have one player per seat

# Review of a finished hand, and the same deal played by the Hard player
review = Review
review-title = Review of your decisions
review-running = The Hard player is checking your decisions… { $done } of { $total }
review-agrees = The Hard player found nothing clearly better in your { $total } decisions.
review-intro = Where the Hard player would have played otherwise, the costliest first. Each decision is weighed over many ways the cards you could not see might lie, so an average can differ from what happened on this deal:
review-played = You: { $played }
review-better = Hard player: { $better }
review-gain-levels = { $gain } levels on average over possible deals
review-gain-points = { $points } points on average
review-show = Show the position
review-took = { $total } decisions checked in { $seconds } s.
review-failed = Some decisions could not be checked.
compare-title = The same deal, with the Hard player in your seat
compare-you = You
compare-hard = Hard player
compare-waiting = The Hard player is now playing these same cards; what it did will show here.
compare-failed = The Hard player could not play this deal again.
compare-place = Place: { $place }
compare-declaring = Side: declarers
compare-attacking = Side: attackers
verdict-better = Well played: you got more from these cards than the Hard player did.
verdict-same = The Hard player got the same result on this deal. Review weighs each decision over many possible deals, so it may still find better plays.
verdict-worse = The Hard player got more from these cards. Review shows where it would have played otherwise, each decision weighed over many possible deals.
play-again = Play this deal again
play-again-help = Play again: the same cards, but your side gets the other side's hands.
challenge-banner = The same deal again, with the other side's cards. Going on afterwards returns to your match.
challenge-over = That was the deal played again: going on returns to your match.
compare-first = The first time
first-better = Better than the other side did with these cards.
first-same = The same as the other side did with these cards.
first-worse = Not as good as the other side did with these cards.
worker-failed = The computer players did not answer: this browser may not allow them to run here (Web Workers).
worker-failed-reload = Your match is saved: reload the page to try again.
worker-failed-open = Open the table full screen to play.
save-off-blocked = Storage is blocked here: this match will not be saved.
save-off-full = The browser's storage is full: this match will not be saved.
save-off-other-tab = This match was saved from another tab: this tab no longer saves it, so as not to overwrite it.
embed-full = Open full screen
update-ready = A new version of the table is ready.
update-reload = Reload
# The home page's game cards (issue 39)
home-line-guandan = Team up, shed your hand first, climb from 2 to A.
home-line-shengji = Bid trumps, win tricks, capture the points.
home-pagat = International (pagat.com)
home-china = China (competition rules)
home-pagat-line = 1-2 finish: up 4 · 3 tries at A
home-china-line = 1-2 finish: up 3 · no limit at A
home-continue = Continue
home-continue-hand = Hand { $hand }
home-continue-level = Level { $level }
home-continue-levels = Level { $level } against { $other }
saved-now = saved just now
saved-minutes = saved { $n } min ago
saved-hours = saved { $n } h ago
saved-days = saved { $n } days ago
home-daily = Deal of the day
home-daily-note = The same Guan Dan deal for everyone today.
home-zhao-pengyou = Zhao Pengyou
home-play-aria = Play { $game }: { $what }
# The table's new words (issue 39)
nothing-beats = Nothing beats it
rules-in-force-china = China rules
rules-in-force-pagat = International rules
rules-in-force-custom = Custom rules
rules-differ-title = What these rules change
rules-differ-china =
    A 1-2 finish goes up 3 levels, not 4.
    The card given back must be a 10 or lower, and not a level card.
    At A there is no limit of tries, and losing to a last play of aces does not send you back to 2.
    Two tributes of equal rank: the first finisher's next player pays the first finisher, and leads.
rules-differ-pagat =
    A 1-2 finish goes up 4 levels, not 3.
    Any card may be given back but the tribute received.
    At A, declarers go back to 2 after 3 failed tries, or when an opponent goes out first with a last play of aces.
    Two tributes of equal rank: the first finisher chooses which to take, and the payers choose who leads.
bid-none-yet = Bid trump
points-total = Points: { $points }
home-variant = Variant
home-rules = Rules
home-players = Players
settings-display = Display
settings-rules = Rules of the next match
start-match-note = Ends the match in progress and deals a new one.
auto-still-on = Auto (托管) is on: the computer will play your seat in the next hand too.
auto-take-back = I'll play myself

# Tables with friends (issue 40).
friends-play = Play with friends
friends-title = { $game } with friends
friends-title-plain = Play with friends
friends-home = Back to the games
friends-how = Each open seat gets its own invite link. Send it to a friend on the same Wi-Fi; they open it and send you back a reply link. Open the reply link here, or paste it below.
friends-host-default = Host
friends-seat-open = Open seat
friends-seat-computer = Computer player
friends-seat-connected = { $name } · connected
friends-seat-connecting = { $name } · connecting…
friends-invite = Make an invite
friends-to-computer = Computer plays here
friends-to-open = Open for a friend
friends-copy = Copy
friends-copied = Copied
friends-share = Share
friends-reply-label = Your friend's reply link
friends-accept = Connect
friends-reply-taken = { $name }'s reply is in: connecting…
friends-lost = { $name } lost the connection.
friends-internet = Connect over the internet
friends-internet-help = Adds the public STUN server { $server }, which learns your public address. Off: only the same Wi-Fi or network.
friends-join-title = { $host } invites you to { $game }
friends-name = Your name
friends-name-default = Friend
friends-join = Join
friends-reply-help = Send this reply link back to { $host }, by any messenger.
friends-reply-link = Reply link
friends-waiting-channel = Waiting for the host's table to connect…
friends-seated = You are at { $host }'s table. The host starts the match.
friends-host-left = The host left the table.
friends-handoff = Sent to your table: you can close this tab.
friends-err-link = This link is not an invite or reply this table can read.
friends-err-version = This link was made by another version of the table: reload both pages.
friends-err-old = This link was made by an older version of the table: ask for a new link.
friends-err-other-table = This reply is for another table.
friends-err-no-seat = This table has no such seat.
friends-err-taken = That seat is already taken.
friends-err-replaced = A newer invite replaced this one: ask for the new link.
friends-err-started = The match started without that seat.
friends-err-reply = The reply could not be used: make a new invite for that seat.
friends-err-webrtc = This browser could not open a connection.
friends-err-no-route = No connection: there is no direct route between the two devices. Use the same Wi-Fi, or turn on "Connect over the internet" on both pages.
friends-start = Start the match
friends-back = { $name } is back at the table.
friends-late = The table moved on before your play arrived: play again.
friends-seat-away = { $name } · away, the computer plays
friends-seats = Seats
friends-own-table = Start your own table
friends-waiting-host = Waiting for { $host } to go on to the next hand.
friends-entry-note = A new match with friends in the open seats; it takes the place of this one.
friends-refused = The host's table did not take that move: try another.
friends-qr = QR code
friends-qr-label = QR code of the link
friends-timer = Turn timer
friends-timer-off = Off
friends-seconds = { $seconds } s
friends-timer-help = A friend who has not played when it runs out has the turn played by the computer (托管).
friends-clock = { $name }: { $seconds } s
friends-clock-you = Your turn: { $seconds } s
friends-time-up = { $name } ran out of time: the computer played the turn.
friends-record = The match's record

# Issue 46 (friends never freeze; seats as the table shows them): the page that stopped, the
# lobby's places around the table, a team named by its players.
crash-saved = Something went wrong. Your match is saved: reload to go on.
crash-friend = Something went wrong. Reload, then send the host your new reply link to sit down again.
crash-reload = Reload
friends-seat-host = { $name } (host)
friends-place-you = You
friends-place-right = On your right
friends-place-partner = Across, your partner
friends-place-across = Across
friends-place-across-right = Across, to your right
friends-place-across-left = Across, to your left
friends-place-left = On your left
friends-invite-for = Invite link: { $place }
team-pair = { $first } & { $second }
