game-guandan = Guan Dan
game-shengji = Sheng Ji
blurb-guandan = Four players in two partnerships, two decks with jokers. Shed your hand first with straights, tubes, plates and bombs; climb from level 2 to A.
blurb-shengji = Tractor / 80 points. Bid the trump suit while drawing, bury the kitty, win tricks with pairs and tractors, and capture the 5s, 10s and Ks.
card-wild-as = { $card }, wild, as the { $stands }
card-wild = { $card }, wild
face = { $rank } of { $suit }
joker-big = big red joker
joker-small = small black joker
joker-big-short = big joker
joker-small-short = small joker
rank-jack = jack
rank-queen = queen
rank-king = king
rank-ace = ace
suit-spades = spades
suit-hearts = hearts
suit-clubs = clubs
suit-diamonds = diamonds
key-cards = move between your cards
key-rows = move between rows or columns
key-space = select or deselect the card
key-enter = play the selected cards
key-pass = pass
key-hint = hint
key-clear = clear the selection, close a panel
key-log = play log / last trick
key-settings = settings
key-auto = 托管: the computer plays for you
key-sound = sound on or off
key-help = this list
your-hand = Your hand: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
seat-you = You
seat-east = East
seat-north = North
seat-west = West
role-you = you
role-right = opponent, on your right
role-partner = your partner, opposite
role-left = opponent, on your left
team-us = You & North
team-them = East & West
place-1 = 1st
place-2 = 2nd
place-3 = 3rd
place-last = last
level = Level { $level }
wild-level = wild ♥{ $level }
hand-number = Hand { $n }
a-tries-of = { $team }: { $used } of { $limit } tries at A used
a-tries = { $team }: { $used } tries at A
your-lead = Your lead: play any combination.
your-follow = Beat { $seat }'s { $play }, or pass.
the-winners = the winners
pay-prompt = Pay tribute to { $whom }: your highest card but the wild ♥{ $level }. Pick one of the highlighted cards.
take-prompt = Both tributes are equal ({ $card }): choose whose tribute you take.
take-from = Take { $seat }'s
return-prompt = Give { $seat } a card back for the { $card }: pick one of the highlighted cards.
return-prompt-any = Give { $seat } a card back for the { $card }: any card but that one.
choose-leader-prompt = The two tributes are equal: choose who leads the first trick.
lead-by = { $seat ->
    [0] You lead
   *[other] { $name } leads
}
face-up = Face-up card { $card }: { $seat ->
    [0] you received it and lead the first trick.
   *[other] { $name } received it and leads the first trick.
}
resisted-one = No tribute: { $seat ->
    [0] you hold both red jokers.
   *[other] { $name } holds both red jokers.
}
resisted-two = No tribute: { $names } hold both red jokers between { $seat ->
    [0] you
   *[other] them
}.
and = { " " }and{ " " }
paid = { $from_seat ->
    [0] You paid { $card } to { $to }
   *[other] { $from } paid { $card } to { $to_seat ->
        [0] you
       *[other] { $to }
    }
}
paid-waiting = { $from_seat ->
    [0] You
   *[other] { $from }
} paid { $card }
returned = { $from_seat ->
    [0] You gave { $card } back to { $to }
   *[other] { $from } gave { $card } back to { $to_seat ->
        [0] you
       *[other] { $to }
    }
}
owes-to = { $seat ->
    [0] You pay
   *[other] { $name } pays
} tribute to { $to_seat ->
    [0] you
   *[other] { $to }
}
owes = { $seat ->
    [0] You pay
   *[other] { $name } pays
} tribute
hint-line = Hint { $i }/{ $n }: { $play }
hint-would-pass-why = { $n ->
    [1] Hint: the computer would pass ({ $why }).
   *[other] Hint { $i }/{ $n }: the computer would pass ({ $why }); Hint again shows plays.
}
hint-would-pass = { $n ->
    [1] Hint: the computer would pass.
   *[other] Hint { $i }/{ $n }: the computer would pass; Hint again shows plays.
}
reading-wild = { $wild } as { $stands }
kind-single = single
kind-pair = pair
kind-triple = triple
kind-full-house = full house
kind-straight = straight
kind-tube = tube
kind-plate = plate
kind-bomb = { $n }-card bomb
kind-straight-flush = straight flush
kind-four-jokers = four jokers
combo-single = single { $top }
combo-pair = pair of { $top }s
combo-triple = triple of { $top }s
combo-full-house = full house with three { $top }s
combo-straight = straight { $low }–{ $top }
combo-tube = three pairs { $low }–{ $top }
combo-plate = two triples { $low }–{ $top }
combo-bomb = { $n }-card bomb of { $top }s
combo-straight-flush = straight flush { $low }–{ $top }
log-title = Play log, hand { $n }
log-out = { $seat ->
    [0] You are
   *[other] { $name } is
} out: { $zh } { $place }
hand-over-title = Hand { $n } is over
# $side is 0 for the human's team: a verb may agree with it (« Vous et Nord gagnez »).
finish-line = { $side ->
   *[other] { $team }
} win { $finish }: up { $gain ->
    [one] { $gain } level
   *[other] { $gain } levels
}
finish-at-top = { $side ->
   *[other] { $team }
} win { $finish } at the top level
levels-now = Levels: { $us } { $ours } · { $them } { $theirs }
demoted = { $side ->
   *[other] { $team }
} go back to level 2.
next-declarers = Next hand: { $side ->
   *[other] { $team }
} declare, played at level { $level }.
match-over-title = { $side ->
   *[other] { $team }
} win the match!
match-over-line = The match took { $n ->
    [one] { $n } hand
   *[other] { $n } hands
}.
save-discarded = Your saved match could not be resumed ({ $reason }), so a new match has started.
agent-failed = A computer player made an error ({ $detail }). Start a new match to go on.
tier-easy = Easy: slips now and then
tier-normal = Normal: plays by sound rules
tier-hard = Hard: thinks ahead
tier-random = Random
err-invalid-rules = These rules cannot be played: { $reason }.
err-no-such-seat = There is no seat { $seat }: seats are 0 to 3.
err-match-over = The match is over.
err-not-your-turn = It is not your turn: the game is waiting for { $waiting }.
err-wrong-action = Not now: the table is waiting for something else.
err-empty-play = Select at least one card to play.
err-duplicate = The { $card } was selected twice.
err-not-in-hand = The { $card } is not in your hand.
err-not-a-combination = These { $count } cards do not form any Guan Dan combination.
err-ambiguous = These cards can be played in several ways, choose one: { $options }.
err-not-a-reading = These cards cannot be played as a { $play }.
err-does-not-beat = A { $play } does not beat the { $table }.
err-leader-cannot-pass = You lead this trick: you must play, not pass.
err-wrong-tribute = The tribute must be your highest card other than a wild: a card like the { $highest }, not the { $card }.
err-not-a-payer = { $seat ->
    [0] You
   *[other] { $name }
} did not pay a tribute.
err-return-same = You cannot give back the same card as the tribute you received ({ $card }).
err-return-not-allowed = The { $card } may not be returned: return a card of rank { $max } or lower that is not a level card (or your lowest card if you have none).
