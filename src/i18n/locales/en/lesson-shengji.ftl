# The Sheng Ji lesson's coach (src/lesson/shengji.rs): one line per step, in order.
lesson-sj-intro = Two teams: you and North against East and West. The dealer's team are the declarers; the other team, the attackers, collect points: each 5 is worth 5, each 10 and K 10. Attackers with 80 points or more win the deal.
lesson-sj-bid = Cards are drawn one at a time. The level is 2, so every 2 is a trump. Show a 2 to make its suit trumps and become the dealer: when your ♠2 comes, press Bid ♠2.
lesson-sj-dealer = Nobody outbid you: spades are trumps, with every 2 and the jokers, and you are the dealer. You took the 8 cards of the kitty. To keep the lesson short, everyone plays with 10 cards: you hold 18 until you bury 8.
lesson-sj-bury = Bury 8 cards face down: the eight you just took, low and worth no points. If the attackers win the last trick, the points buried count double for them.
lesson-sj-pair = The dealer leads first. Lead your pair of ♥A: the others must follow in hearts, with a pair if they hold one.
lesson-sj-tractor = Two pairs in a row of one suit make a tractor. Lead ♣J-J-Q-Q: the others must follow in clubs, with pairs where they can.
lesson-sj-points = Lead your ♦5. Watch the points: East adds a 10, and West wins with the ace, so the attackers take 15.
lesson-sj-ruff = West leads ♦K. You have no diamonds left, so you may play a trump, which beats every plain card. Ruff with your ♠4.
lesson-sj-trump = Lead your ♠2: the 2 of the trump suit ranks below only the jokers. The others must follow with trumps.
lesson-sj-last = The last trick: if the attackers won it, the kitty's points would count for them. Lead your ♠A and keep it.
lesson-sj-score = The attackers took 15 points, short of 80: your team keeps the deal and goes up 2 levels (3 for no points at all, 1 for 40 to 75). The first team to pass level A wins the match.
