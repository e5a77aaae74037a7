game-guandan = 摜蛋
game-shengji = 升級
blurb-guandan = 四人分兩隊，兩副牌含大小王。用順子、三連對、鋼板和炸彈搶先出完手牌；從 2 打到 A。
blurb-shengji = 拖拉機 / 八十分。摸牌時亮主，扣底，用對子和拖拉機贏墩，搶 5、10、K 的分。
card-wild-as = { $card }，逢人配，當 { $stands }
card-wild = { $card }，逢人配
face = { $suit }{ $rank }
joker-big = 大王
joker-small = 小王
joker-big-short = 大王
joker-small-short = 小王
rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A
suit-spades = 黑桃
suit-hearts = 紅心
suit-clubs = 梅花
suit-diamonds = 方塊
key-cards = 在手牌間移動
key-rows = 在列或欄之間移動
key-space = 選取或取消選取這張牌
key-enter = 打出選取的牌
key-pass = 不出
key-hint = 提示
key-clear = 清除選取，關閉面板
key-log = 出牌記錄 / 上一輪
key-settings = 設定
key-auto = 託管：電腦替你出牌
key-sound = 開關音效
key-help = 本清單
your-hand = 你的手牌：{ $count } 張
seat-you = 你
seat-east = 下家
seat-north = 對家
seat-west = 上家
role-you = 你自己
role-right = 對手，在你右邊
role-partner = 你的對家，坐在對面
role-left = 對手，在你左邊
team-us = 你和對家
team-them = 上家和下家
place-1 = 頭遊
place-2 = 二遊
place-3 = 三遊
place-last = 末遊
level = 打 { $level }
wild-level = 逢人配 ♥{ $level }
hand-number = 第 { $n } 局
a-tries-of = { $team }：打 A 已用 { $used }/{ $limit } 次
a-tries = { $team }：打 A { $used } 次
your-lead = 輪到你首出：可出任意牌型。
your-follow = 管住{ $seat }的{ $play }，或是不出。
the-winners = 贏家
pay-prompt = 向{ $whom }進貢：除逢人配 ♥{ $level } 外你最大的牌。請從標示的牌中選一張。
take-prompt = 兩張貢牌一樣大（{ $card }）：選擇你要收誰的貢。
take-from = 收{ $seat }的
return-prompt = 為收到的 { $card } 還給{ $seat }一張牌：請從標示的牌中選一張。
return-prompt-any = 為收到的 { $card } 還給{ $seat }一張牌：除這張外任選一張。
choose-leader-prompt = 兩張貢牌一樣大：選擇誰先出第一輪。
lead-by = { $seat ->
    [0] 你先出
   *[other] { $name }先出
}
face-up = 翻出的牌 { $card }：{ $seat ->
    [0] 你拿到了它，由你先出。
   *[other] { $name }拿到了它，由{ $name }先出。
}
resisted-one = 抗貢：{ $seat ->
    [0] 你有兩張大王。
   *[other] { $name }有兩張大王。
}
resisted-two = 抗貢：{ $seat ->
   *[other] { $names }
}合起來有兩張大王。
and = 和
paid = { $from_seat ->
    [0] 你向{ $to }進貢 { $card }
   *[other] { $from }向{ $to_seat ->
        [0] 你
       *[other] { $to }
    }進貢 { $card }
}
paid-waiting = { $from_seat ->
    [0] 你
   *[other] { $from }
}進貢 { $card }
returned = { $from_seat ->
    [0] 你還給{ $to } { $card }
   *[other] { $from }還給{ $to_seat ->
        [0] 你
       *[other] { $to }
    } { $card }
}
owes-to = { $seat ->
    [0] 你
   *[other] { $name }
}向{ $to_seat ->
    [0] 你
   *[other] { $to }
}進貢
owes = { $seat ->
    [0] 你
   *[other] { $name }
}進貢
hint-line = 提示 { $i }/{ $n }：{ $play }
hint-would-pass-why = { $n ->
    [1] 提示：電腦會選擇不出（{ $why }）。
   *[other] 提示 { $i }/{ $n }：電腦會選擇不出（{ $why }）；再按提示看出牌。
}
hint-would-pass = { $n ->
    [1] 提示：電腦會選擇不出。
   *[other] 提示 { $i }/{ $n }：電腦會選擇不出；再按提示看出牌。
}
reading-wild = { $wild } 當 { $stands }
kind-single = 單張
kind-pair = 對子
kind-triple = 三張
kind-full-house = 三帶二
kind-straight = 順子
kind-tube = 三連對
kind-plate = 鋼板
kind-bomb = { $n } 張炸彈
kind-straight-flush = 同花順
kind-four-jokers = 天王炸
combo-single = 單張 { $top }
combo-pair = 對 { $top }
combo-triple = 三個 { $top }
combo-full-house = 三帶二（三個 { $top }）
combo-straight = 順子 { $low } 到 { $top }
combo-tube = 三連對 { $low } 到 { $top }
combo-plate = 鋼板 { $low }{ $low }{ $low } { $top }{ $top }{ $top }
combo-bomb = { $n } 張 { $top } 的炸彈
combo-straight-flush = 同花順 { $low } 到 { $top }
log-title = 出牌記錄，第 { $n } 局
log-out = { $seat ->
    [0] 你
   *[other] { $name }
}出完了：{ $zh }{ $place }
hand-over-title = 第 { $n } 局結束
# $side is 0 for the human's team: a verb may agree with it (« Vous et Nord gagnez »).
finish-line = { $side ->
   *[other] { $team }
}以{ $finish }獲勝：升 { $gain } 級
finish-at-top = { $side ->
   *[other] { $team }
}以{ $finish }在最高級獲勝
levels-now = 級數：{ $us } { $ours } · { $them } { $theirs }
demoted = { $side ->
   *[other] { $team }
}回到打 2。
next-declarers = 下一局：{ $side ->
   *[other] { $team }
}坐莊，打 { $level }。
match-over-title = { $side ->
   *[other] { $team }
}贏得了對局！
match-over-line = 本場對局共 { $n } 局。
save-discarded = 無法恢復你儲存的對局（{ $reason }），已開始新的對局。
agent-failed = 一位電腦玩家出錯了（{ $detail }）。請開始新的對局繼續。
tier-easy = 簡單：偶爾失誤
tier-normal = 普通：照常規打法
tier-hard = 困難：會預先盤算
tier-random = 隨機
err-invalid-rules = 這套規則無法進行：{ $reason }。
err-no-such-seat = 沒有 { $seat } 號座位：座位是 0 到 3。
err-match-over = 對局已經結束。
err-not-your-turn = 還沒輪到你：正在等{ $waiting }。
err-wrong-action = 現在不行：牌桌在等別的操作。
err-empty-play = 請至少選一張牌再出。
err-duplicate = { $card } 被選了兩次。
err-not-in-hand = { $card } 不在你的手牌裡。
err-not-a-combination = 這 { $count } 張牌不成任何摜蛋牌型。
err-ambiguous = 這些牌有幾種出法，請選一種：{ $options }。
err-not-a-reading = 這些牌不能當作{ $play }出。
err-does-not-beat = { $play }管不上{ $table }。
err-leader-cannot-pass = 這一輪由你首出：必須出牌，不能不出。
err-wrong-tribute = 進貢必須是除逢人配外你最大的牌：應該是 { $highest } 這樣的牌，而不是 { $card }。
err-not-a-payer = { $seat ->
    [0] 你
   *[other] { $name }
}沒有進貢。
err-return-same = 不能把收到的貢牌（{ $card }）原樣還回去。
err-return-not-allowed = { $card } 不能還：請還 { $max } 或更小、且不是級牌的牌（如果沒有，就還你最小的牌）。
