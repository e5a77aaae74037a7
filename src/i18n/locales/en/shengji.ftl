sj-dealer-mark = dealer
sj-friend-mark = friend
sj-level-badge = Lv { $level }
sj-role-level = level { $level }
sj-drawing = Drawing…
sj-last-bids = Last chance to bid: bid or pass.
sj-decline = Pass
sj-deal-at-once = Deal at once
sj-call-title = Call your friends
sj-call-button = Call
sj-copy = Copy
sj-card = Card
sj-last-trick = Last trick
sj-no-trick-yet = No trick has been completed yet.
sj-next-round = Next round
sj-band-points = Attackers' points
sj-band-result = Result
sj-variant = Variant
sj-start-level = Start level
sj-must-defend-a = A must be defended as declarers to win
sj-bid-jokers = Jokers may join trump-rank cards in bids of 3+ cards
sj-no-bid = When nobody bids (after round 1)
sj-no-bid-flip = Turn up kitty cards
sj-no-bid-first = Suit of the first kitty card
sj-no-bid-redeal = Redeal
sj-misdeal = A hand with no trumps or no points may be shown for a redeal
sj-penalty = Points for a failed throw
sj-throw-beat = A throw is beaten by
sj-throw-largest = a higher largest unit
sj-throw-every = higher units, every one
sj-kitty-mult = Kitty multiplier
sj-kitty-power = ×2, ×4, ×8… (by the last lead's unit)
sj-kitty-linear = 2 × cards of the last lead's unit
sj-kitty-double = Always ×2
sj-misdeal-button = Misdeal
sj-defend-levels = Levels that must be defended before passing them
sj-defend-none = None
sj-defend-5-10-k = 5, 10 and K
sj-role-friend = the dealer's friend
sj-role-unknown = side not known yet
sj-role-with-dealer = with the dealer
sj-role-defending = attacking
sj-role-partner = your partner
sj-role-opponent = opponent
sj-classic = Classic
sj-one-deck = One deck
sj-three-decks = Three decks
sj-four-decks = Four decks
sj-zhao-pengyou = Zhao Pengyou, { $n } players
sj-trump-short-none = { $rank } NT
sj-trump-bid = Trump { $what } (bid by { $bidder ->
    [0] you
   *[other] { $seat }
})
sj-trump = Trump { $what }
sj-trump-rank = Trump rank { $rank }: no bid yet
sj-dealer = Dealer: { $seat }
sj-dealer-first-bid = Dealer: not chosen yet (first to bid)
sj-points-line = { $side ->
    [us] Your side's points: { $points } (need { $threshold })
   *[other] Attackers' points: { $points } (need { $threshold })
}
sj-to-draw = { $count ->
    [one] { $count } card left to draw
   *[other] { $count } cards left to draw
}
sj-bid-made = { $seat ->
    [0] You bid
   *[other] { $name } bids
} { $bid }
sj-bid-button = Bid { $bid }
sj-bid-chip = Bid
sj-kitty-flips = Nobody bid: kitty cards turned up: { $cards }
sj-bury-prompt = You picked up the kitty: choose { $count } cards to bury (the new cards are marked).
sj-bury-button = Bury { $chosen }/{ $count }
sj-buries = { $seat ->
    [0] You bury
   *[other] { $name } buries
} the kitty…
sj-call-prompt = Name { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: whoever plays that copy becomes your friend.
sj-ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
sj-friends = Friends: { $calls }
sj-calling = { $seat ->
    [0] You call
   *[other] { $name } calls
} friends…
sj-lead-prompt = Your lead: a single, pair, tractor, or a throw of several units of one suit.
sj-trumps = trumps
sj-follow-prompt = Follow with { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: { $suit } if you can.
sj-failed-throw = { $thrower ->
    [0] Your throw failed
   *[other] { $thrower_name }'s throw failed
}: { $seat ->
    [0] you hold
   *[other] { $name } holds
} a { $by } that beats the { $unit }, so only the { $unit } is played.
sj-trick-to = { $seat ->
    [0] You win
   *[other] { $name } wins
} the trick{ $points ->
    [0] {""}
   *[other] { $kept ->
        [yes] { " " }({ $points } points kept by the declarers)
       *[no] { " " }(+{ $points } points)
    }
}
sj-round-over = Round { $n } is over
sj-hold = { $side ->
    [us] { $names } hold the deal: up { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    }
   *[other] The declarers hold: { $names } { $count ->
        [one] goes
       *[other] go
    } up { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    }
}
sj-take-over = { $side ->
    [us] { $names } take over the deal
   *[other] The attackers take over the deal: { $names } { $count ->
        [one] becomes the declarer
       *[other] become the declarers
    }
}
sj-take-over-up = { $side ->
    [us] { $names } take over the deal: up { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    }
   *[other] The attackers take over: { $names } { $count ->
        [one] goes
       *[other] go
    } up { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    }
}
sj-kitty-kept = Kitty: { $points } points, kept by the declarers (they won the last trick)
sj-kitty-lost = Kitty: { $points } points × { $multiplier } = { $total } to the attackers
sj-next-dealer = Next dealer: { $seat }
sj-levels = Levels: { $levels }
sj-band-declarers = declarers +{ $levels }
sj-band-take-over = attackers take over
sj-band-opponents = attackers +{ $levels }
sj-band-opponents-more = attackers +3 and more
sj-match-over = { $count ->
    [one] { $seat ->
        [0] You win
       *[other] { $names } wins
    }
   *[other] { $names } win
} the match!
sj-rounds-played = The match took { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}.
sj-need-tractor-of = a tractor of { $length } { $width ->
    [3] triples
   *[other] pairs
}
sj-need-tractor = a tractor
sj-need-tuples = { $count ->
    [one] a { $width ->
        [3] triple
        [1] single
       *[other] pair
    }
   *[other] { $count } { $width ->
        [3] triples
        [1] singles
       *[other] pairs
    }
}
sj-err-no-cards = Choose at least one card.
sj-err-count = You must play { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, not { $got }.
sj-err-mixed-suits = A lead must be all in one suit (all trumps, or all of one plain suit).
sj-err-follow = You must follow suit: play { $count ->
    [one] { $count } card
   *[other] { $count } cards
} of { $suit }.
sj-err-play-all = You must play all your { $suit } cards ({ $count }) before adding cards of other suits.
sj-err-structure = You must play { $needed } of { $suit }: your hand has it.
sj-err-single-joker = A single joker is not a bid: show a pair of identical jokers to bid no-trump.
sj-err-reinforce-partner = You cannot reinforce your partner's bid.
sj-err-already-passed = You have already passed; bid to take part again.
sj-err-misdeal-not-allowed = Misdeals are not allowed in these rules.
sj-err-no-misdeal = You can only call a misdeal with no trumps or no point cards in your hand.
sj-err-friend-count = Call exactly { $count ->
    [one] { $count } friend card
   *[other] { $count } friend cards
}.
sj-kitty = Kitty
sj-bid-no-trump = no-trump ({ $joker } ×{ $count })
sj-unit-tractor = tractor { $cards }
sj-unit-tuple = { $width ->
    [1] single { $card }
    [2] pair of { $card }
    [3] triple of { $card }
   *[other] { $width } × { $card }
}
sj-friend-call = the { $nth } { $card } played
sj-err-not-a-bid = That is not a bid: { $reason }.
sj-bid-fault-mixed-rank = all trump-rank cards of a bid must be copies of the same card
sj-bid-fault-off-rank = only cards of the trump rank ({ $rank }) or identical jokers can be shown, not the { $card }
sj-bid-fault-jokers-with-rank = jokers cannot be mixed with trump-rank cards in these rules
sj-bid-fault-mixed-jokers = a big and a small joker are not a pair
sj-err-bid-weak = Your bid must be stronger than { $bid }: more cards, or at equal count jokers over suits and big over small.
sj-err-only-reinforce = You already bid { $bid }: you may only reinforce it with more copies of the same card.
sj-err-friend-call = That friend call is not valid: { $reason }.
sj-friend-fault-copies = there are only { $decks } copies of each card
sj-friend-fault-twice = { $call } is called twice
sj-err-wrong-phase = Not now: { $phase }.
sj-phase-drawing = the cards are being drawn
sj-phase-declaring = the last bids are being made
sj-phase-burying = the dealer is burying the kitty
sj-phase-calling = the dealer is calling friends
sj-phase-playing = tricks are being played
sj-phase-round-over = the round is over
sj-phase-match-over = the match is over
sj-err-not-your-turn = It is not your turn.
sj-tracker-points = Points still out: { $points }
sj-tracker-voids = Voids shown
sj-tracker-no-voids = Nobody has shown a void yet.
sj-tracker-trumps = Trumps: { $count } out
sj-attackers-total = { $side ->
    [us] Your side's points: { $points }
   *[other] Attackers' points: { $points }
}
sj-seat-name = { $n ->
    [1] Ana
    [2] Bo
    [3] Chen
    [4] Dee
    [5] Eli
    [6] Fei
    [7] Gus
    [8] Hui
    [9] Ivo
    [10] Jun
   *[other] Kai
}
sj-list-comma = {", "}
sj-trump-nt = Trump { $rank }, no trump suit
sj-trump-nt-bid = Trump { $rank }, no trump suit (bid by { $bidder ->
    [0] you
   *[other] { $seat }
})
