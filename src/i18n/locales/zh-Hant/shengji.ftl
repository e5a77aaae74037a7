sj-dealer-mark = 莊家
sj-friend-mark = 朋友
sj-level-badge = 打 { $level }
sj-role-level = 打 { $level }
sj-drawing = 摸牌中…
sj-last-bids = 最後的亮主機會：亮主或不亮。
sj-decline = 不亮
sj-deal-at-once = 一次發完
sj-call-title = 找朋友
sj-call-button = 叫牌
sj-copy = 第幾張
sj-card = 牌
sj-last-trick = 上一輪
sj-no-trick-yet = 還沒有完成的一輪。
sj-next-round = 下一局
sj-band-points = 閒家得分
sj-band-result = 結果
sj-variant = 玩法
sj-start-level = 起始級
sj-must-defend-a = 打 A 必須坐莊守住才算贏
sj-bid-jokers = 三張以上亮主時可用王搭配級牌
sj-no-bid = 無人亮主時（第一局之後）
sj-no-bid-flip = 翻底牌定主
sj-no-bid-first = 以第一張底牌的花色為主
sj-no-bid-redeal = 重新發牌
sj-misdeal = 無主牌或無分牌時可亮牌重發
sj-penalty = 甩牌失敗罰分
sj-throw-beat = 甩牌被管住的條件
sj-throw-largest = 更大的最大單元
sj-throw-every = 每個單元都更大
sj-kitty-mult = 摳底倍數
sj-kitty-power = ×2、×4、×8…（按最後一輪首出的單元）
sj-kitty-linear = 2 × 最後一輪首出單元的張數
sj-kitty-double = 一律 ×2
sj-misdeal-button = 重發
sj-defend-levels = 必打級（必須守住才能通過的級）
sj-defend-none = 無
sj-defend-5-10-k = 5、10 和 K
sj-role-friend = 莊家的朋友
sj-role-unknown = 陣營未明
sj-role-with-dealer = 與莊家同一方
sj-role-defending = 閒家
sj-role-partner = 你的對家
sj-role-opponent = 對手
sj-classic = 經典
sj-one-deck = 一副牌
sj-three-decks = 三副牌
sj-four-decks = 四副牌
sj-zhao-pengyou = 找朋友，{ $n } 人
sj-trump-short-none = { $rank } 無主
sj-trump-bid = 主 { $what }（{ $bidder ->
    [0] 你
   *[other] { $seat }
}亮主）
sj-trump = 主 { $what }
sj-trump-rank = 打 { $rank }：還沒人亮主
sj-dealer = 莊家：{ $seat }
sj-dealer-first-bid = 莊家：未定（先亮主者坐莊）
sj-points-line = { $side ->
    [us] 閒家（我方）得分：{ $points }（需 { $threshold }）
   *[other] 閒家得分：{ $points }（需 { $threshold }）
}
sj-to-draw = 還剩 { $count } 張牌可摸
sj-bid-made = { $seat ->
    [0] 你
   *[other] { $name }
}亮主 { $bid }
sj-bid-button = 亮 { $bid }
sj-bid-chip = 亮主
sj-kitty-flips = 無人亮主，翻底牌定主：{ $cards }
sj-bury-prompt = 你拿到了底牌：選 { $count } 張扣底（新拿到的牌已標出）。
sj-bury-button = 扣底 { $chosen }/{ $count }
sj-buries = { $seat ->
    [0] 你
   *[other] { $name }
}正在扣底…
sj-call-prompt = 叫 { $count } 張牌：誰打出那一張，誰就是你的朋友。
sj-ordinal = 第 { $n } 張
sj-friends = 朋友：{ $calls }
sj-calling = { $seat ->
    [0] 你
   *[other] { $name }
}正在找朋友…
sj-lead-prompt = 輪到你首出：單張、對子、拖拉機，或同一門的甩牌。
sj-trumps = 主牌
sj-follow-prompt = 跟 { $count } 張：能跟{ $suit }就跟。
sj-failed-throw = { $thrower ->
    [0] 你
   *[other] { $thrower_name }
}甩牌失敗：{ $seat ->
    [0] 你
   *[other] { $name }
}有能管住{ $unit }的{ $by }，所以只出{ $unit }。
sj-trick-to = { $seat ->
    [0] 你
   *[other] { $name }
}贏了這一輪{ $points ->
    [0] {""}
   *[other] { $kept ->
        [yes] （莊家守住 { $points } 分）
       *[no] （+{ $points } 分）
    }
}
sj-round-over = 第 { $n } 局結束
sj-hold = { $side ->
   *[other] 莊家守住
}：{ $names }升 { $levels } 級{ $count ->
   *[other] {""}
}
sj-take-over = { $side ->
   *[other] 閒家上台
}：{ $names }坐莊{ $count ->
   *[other] {""}
}
sj-take-over-up = { $side ->
   *[other] 閒家上台
}：{ $names }升 { $levels } 級{ $count ->
   *[other] {""}
}
sj-kitty-kept = 底牌：{ $points } 分，歸莊家（莊家贏了最後一輪）
sj-kitty-lost = 底牌：{ $points } 分 × { $multiplier } = { $total } 分歸閒家
sj-next-dealer = 下一局莊家：{ $seat }
sj-levels = 級數：{ $levels }
sj-band-declarers = 莊家 +{ $levels }
sj-band-take-over = 閒家上台
sj-band-opponents = 閒家 +{ $levels }
sj-band-opponents-more = 閒家 +3 以上
sj-match-over = { $count ->
   *[other] { $seat ->
       *[other] { $names }
    }
}贏得了對局！
sj-rounds-played = 本場對局共 { $n } 局。
sj-need-tractor-of = { $length } 連的{ $width ->
    [3] 三張拖拉機
   *[other] 拖拉機
}
sj-need-tractor = 拖拉機
sj-need-tuples = { $count ->
    [one] { $width ->
        [3] 一個三張
        [1] 一張單牌
       *[other] 一個對子
    }
   *[other] { $count } 個{ $width ->
        [3] 三張
        [1] 單張
       *[other] 對子
    }
}
sj-err-no-cards = 請至少選一張牌。
sj-err-count = 你必須出 { $count } 張牌，不是 { $got } 張。
sj-err-mixed-suits = 首出必須是同一門（全是主牌，或全是同一門副牌花色）。
sj-err-follow = 你必須跟牌：出 { $count } 張{ $suit }。
sj-err-play-all = 你必須先出完所有{ $suit }（{ $count } 張），才能墊別的花色。
sj-err-structure = 你必須出{ $suit }的{ $needed }：你手裡有。
sj-err-single-joker = 單張王不能亮主：亮一對相同的王才是無主。
sj-err-reinforce-partner = 你不能加固對家的亮主。
sj-err-already-passed = 你已選擇不亮主；想參與就再亮主。
sj-err-misdeal-not-allowed = 目前規則不允許重發。
sj-err-no-misdeal = 只有手裡沒有主牌或沒有分牌時才能要求重發。
sj-err-friend-count = 請正好叫 { $count } 張朋友牌。
sj-kitty = 底牌
sj-bid-no-trump = 無主（{ $joker } ×{ $count }）
sj-unit-tractor = 拖拉機 { $cards }
sj-unit-tuple = { $width ->
    [1] 單張 { $card }
    [2] 對子 { $card }
    [3] 三張 { $card }
   *[other] { $width } 張 { $card }
}
sj-friend-call = { $nth } { $card }
sj-err-not-a-bid = 這不能亮主：{ $reason }。
sj-bid-fault-mixed-rank = 亮主的級牌必須是同一張牌的幾張
sj-bid-fault-off-rank = 只能亮級牌（{ $rank }）或相同的王，不能亮 { $card }
sj-bid-fault-jokers-with-rank = 依目前規則，王不能和級牌一起亮
sj-bid-fault-mixed-jokers = 大王和小王不是對子
sj-err-bid-weak = 你的亮主必須比 { $bid } 強：張數更多，或張數相同時王勝過花色、大王勝過小王。
sj-err-only-reinforce = 你已經亮了 { $bid }：只能再加同一張牌來加固。
sj-err-friend-call = 這個找朋友的叫牌無效：{ $reason }。
sj-friend-fault-copies = 每張牌只有 { $decks } 張
sj-friend-fault-twice = { $call }叫了兩次
sj-err-wrong-phase = 現在不行：{ $phase }。
sj-phase-drawing = 正在摸牌
sj-phase-declaring = 正在最後亮主
sj-phase-burying = 莊家正在扣底
sj-phase-calling = 莊家正在找朋友
sj-phase-playing = 正在出牌
sj-phase-round-over = 本局已結束
sj-phase-match-over = 對局已結束
sj-err-not-your-turn = 還沒輪到你。
sj-tracker-points = 外面還有 { $points } 分
sj-tracker-voids = 已知缺門
sj-tracker-no-voids = 還沒人缺門。
sj-tracker-trumps = 主牌：還有 { $count } 張
sj-attackers-total = { $side ->
    [us] 閒家（我方）得分：{ $points }
   *[other] 閒家得分：{ $points }
}
sj-seat-name = { $n ->
    [1] 國強
    [2] 建平
    [3] 紅梅
    [4] 永勝
    [5] 立新
    [6] 明達
    [7] 天成
    [8] 文遠
    [9] 家和
    [10] 正平
   *[other] 子方
}
sj-list-comma = 、
sj-trump-nt = 打 { $rank }，無主
sj-trump-nt-bid = 打 { $rank }，無主（{ $bidder ->
    [0] 你
   *[other] { $seat }
}亮主）
