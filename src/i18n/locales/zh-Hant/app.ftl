back-to-games = ← 遊戲
close = 關閉
crash = 出錯了，牌桌已停止。
crash-hint = 已清除儲存的對局，牌桌將重新開始。
start-again = 重新開始
home-title = 牌桌
home-tagline = 兩款經典的中國撲克牌遊戲，在瀏覽器中與電腦對戰。
home-play = 開始
sound-on = 音效開
sound-off = 音效關
auto = 託管
auto-on-title = 電腦正在替你出牌：再按一次即可收回
auto-off-title = 讓電腦替你出牌（託管）
auto-badge = 中
help-title = 鍵盤
motion = 出牌動畫（系統要求減少動態效果時關閉）
four-colour = 四色花色（♦ 藍，♣ 綠）
large-cards = 大尺寸牌面
tap-to-go-on = 點一下牌桌繼續
ladder = 級數
pass-chip = 過
thinking = 思考中…
to-play = 出牌
score = 比分
declarers = 莊家
play = 出牌
pass = 不出
hint = 提示
clear = 清除
pay = 進貢
return = 還貢
next-hand = 下一局
new-match = 新對局
sort-by-rank = 依花色排列
sort-by-suit = 依點數排列
log = 出牌記錄
settings = 設定
select-one-card = 請只選一張牌。
hint-thinking = 正在計算你的最佳出法…
hint-none = 沒有能管上的牌：不出。
choose-reading = 這些牌有幾種出法：請選擇一種。
log-empty = 本局還沒有人出牌。
not-out = 未出完
next-tribute = 下一局前的進貢：
settings-title = 對局設定
settings-note = 規則從下一場對局起生效，電腦速度立即生效。
preset = 規則
preset-pagat = Pagat（原始規則）
preset-china = 中國（競賽規則）
preset-custom = 自訂
speed = 電腦速度
tiers-title = 電腦玩家（下一場對局起）
tier-partner = 你的對家
tier-opponents = 對手
tier-everyone = 所有電腦玩家
speed-instant = 即時
speed-fast = 快
speed-normal = 一般
speed-slow = 慢
max-bomb = 最大炸彈
wild-natural = 逢人配照原牌就能成牌型時，不再有其他算法
ace-low = 允許 A-2-3-4-5 順子
announce-at = 剩餘牌數報牌起點
show-counts = 一律顯示每位玩家的剩餘牌數
promotion-1-2 = 雙上（頭遊二遊）升級數
a-win-1-2 = 打 A 時，只有雙上才能贏得對局
a-fail-limit = 打 A 失敗幾次後回到 2
aces-rule = A 規則（打 A 時被對方以 A 結束：回到 2）
equal-tribute = 雙貢相同：誰拿哪張
equal-tribute-winners = 頭遊選擇
equal-tribute-clockwise = 頭遊下家先貢
equal-tribute-random = 隨機
equal-lead = 雙貢相同：誰先出
equal-lead-payers = 進貢方選擇
equal-lead-random = 隨機
equal-lead-next = 頭遊的下家
return-max = 還貢可還的最大牌
return-any = 任意牌
start-level = 起始級
target-level = 最高級
no-limit = 不限
start-with-settings = 用這些規則開始新對局
invalid-rules = 這些規則無法進行
cards-left = { $count } 張
language = 語言
unknown-lang = Unknown language '{ $value }' in the address: use zh, zh-Hant, en, es or fr. { $fallback } is used instead.
unknown-game = 網址中的遊戲「{ $value }」無法識別：請在下方選擇遊戲（guandan 或 shengji）。
bad-seed = 「{ $value }」不是有效的種子：請用 0 到 { $max } 之間的整數。改為隨機發牌。
unknown-variant = 網址中的玩法「{ $value }」無法識別：請用 classic、one-deck、three-decks、four-decks 或 zhao-pengyou-5 到 zhao-pengyou-12。改用經典玩法。
unknown-speed = 網址中的速度「{ $value }」無法識別：請用 instant、fast、normal 或 slow。改用已儲存的速度。
hint-with-why = { $line }：{ $why }。
why-goes-out = 可以出完
why-partner-winning = 對家正在贏這一輪
why-keeps-bomb = 留住你的炸彈
why-stops-opponent = 對手快要出完了
why-feeds-partner = 對家快要出完了
why-cheapest = 能贏這一輪的最小出法
why-leads-weak = 先把小牌出掉
why-sure-winner = 沒人管得上
why-saves-strength = 把大牌留到後面
why-takes-control = 奪回出牌權
why-adds-points = 我方正在贏：送分
why-ruffs = 用主牌斃掉拿分
why-keeps-points = 不給對方送分
why-forced = 規則要求進貢這張牌
why-least-useful = 你最沒用的牌
why-makes-voids = 做缺門，以後可以斃牌
why-strongest-trump = 你手裡最強的主
why-buries-weak = 扣掉最用不到的牌，不扣分牌
why-calls-friends = 別的玩家一定有的牌
rules-button = 玩法
rules-title = { $game }玩法
page-title = 摜蛋與升級 — 牌桌
tracker = 記牌器
tracker-note = 不在你手上、也還沒出過的牌。
tracker-out = { $what }：還有 { $count } 張
tracker-left = 剩餘張數
# $seat (0 for the human) picks the verb form.
tracker-passed = { $seat ->
    [0] 你
   *[other] { $name }
}沒管 { $play }
tracker-no-passes = 這一輪還沒人不出。
show-tracker = 顯示記牌器按鈕
replay = 回放
replay-hidden = 這一局還在進行：只顯示你的牌。
replay-prev = 上一步
replay-next = 下一步
replay-slider = 跳到某一步
replay-step = 第 { $step } 步，共 { $steps } 步
replay-play = 播放 ×{ $speed }
replay-pause = 暫停
replay-none = 這場比賽開始時還沒有記錄功能：無法回放。
replay-deal = 發牌
replay-gives = { $seat ->
    [0] 你
   *[other] { $name }
}還貢 { $card }
replay-chooses = { $seat ->
    [0] 你
   *[other] { $name }
}做了選擇
replay-draws = { $seat ->
    [0] 你
   *[other] { $name }
}摸了一張牌
export-record = 下載記錄
record-link = 這次回放的連結
copy-link = 複製連結
link-copied = 連結已複製
import-record = 開啟記錄…
record-error = 無法開啟這份記錄：{ $reason }
record-err-unreadable = 檔案已損壞或不是記錄
record-err-foreign = 這不是本牌桌的記錄
record-err-version = 它是記錄格式第 { $version } 版，本牌桌讀不了
record-err-other-game = 這是另一種遊戲的記錄（{ $game }）
record-err-bad-start = 它的規則組不成一局
record-err-deal = 它的種子在這裡發出的牌不同（由另一個版本產生）
record-err-refused = 它的第 { $n } 步不合規則
save-why-version = 它由另一個版本的牌桌儲存
save-why-damaged = 它已損壞，無法讀取
save-why-inconsistent = 它的牌或輪次對不上
save-why-seats = 它的座位和玩家數對不上

# 復盤，以及困難級電腦打同一副牌
review = 復盤
review-title = 復盤：你的每一個決定
review-running = 困難級電腦正在檢查你的決定… { $done } / { $total }
review-agrees = 在你的 { $total } 個決定裡，困難級電腦沒有找到明顯更好的打法。
review-intro = 困難級電腦會換一種打法的地方，損失最大的在前：
review-played = 你：{ $played }
review-better = 困難級電腦：{ $better }
review-gain-levels = 平均 { $gain } 級
review-gain-points = 平均 { $points } 分
review-show = 看這一步
review-took = 檢查了 { $total } 個決定，用時 { $seconds } 秒。
review-failed = 有些決定沒能檢查。
compare-title = 同一副牌，困難級電腦坐你的位置
compare-you = 你
compare-hard = 困難級電腦
compare-waiting = 困難級電腦正在用同一副牌再打一次，結果會顯示在這裡。
compare-failed = 困難級電腦沒能重打這副牌。
compare-place = 名次：{ $place }
compare-declaring = 坐莊方
compare-defending = 防守方
verdict-better = 打得好：這副牌你的結果比困難級電腦好。
verdict-same = 困難級電腦的結果和你一樣；點「復盤」可以看它在哪些地方會換一種打法。
verdict-worse = 這副牌困難級電腦的結果更好：點「復盤」看看哪幾步讓結果不同。
play-again = 換牌重打這副牌
play-again-help = 重打：同樣的牌，你方拿對方的牌。
challenge-banner = 同一副牌重打，你方拿對方的牌。打完繼續就回到你的對局。
challenge-over = 這是重打的一副牌：繼續就回到你的對局。
compare-first = 第一次
first-better = 比對方用這些牌打得好。
first-same = 和對方用這些牌打得一樣。
first-worse = 不如對方用這些牌打得好。
worker-failed = 電腦玩家沒有回應：這個瀏覽器可能不讓它們在這裡打開（Web Worker）。
worker-failed-reload = 對局已儲存：請重新打開頁面。
worker-failed-open = 請全螢幕開啟牌桌再玩。
save-off-blocked = 這裡的儲存被阻止：這個對局不會儲存。
save-off-full = 瀏覽器的儲存已滿：這個對局不會儲存。
save-off-other-tab = 這個對局已在另一個分頁儲存：這個分頁不再儲存，以免覆蓋。
embed-full = 全螢幕開啟
update-ready = 牌桌有新版本。
update-reload = 重新打開
# The home page's game cards (issue 39)
home-line-guandan = 兩人一隊，搶先出完手牌，從 2 打到 A。
home-line-shengji = 亮主叫牌，贏墩抓分，一級一級往上升。
home-pagat = Pagat
home-china = 中國
home-zhao-pengyou = 找朋友
home-play-aria = 開始{ $game }：{ $what }
# The table's new words (issue 39)
nothing-beats = 要不起
rules-in-force-china = 競賽規則
rules-in-force-pagat = Pagat 規則
rules-in-force-custom = 自訂規則
rules-differ-title = 這套規則改了什麼
rules-differ-china =
    雙上（1-2）升 3 級，不是 4 級。
    還貢的牌不能大於 10，也不能是級牌。
    坐莊打 A 失敗不限次數；對方頭遊最後一手出 A，也不會打回 2。
    雙貢的兩張牌相同時，頭遊的下家向頭遊進貢並首出。
rules-differ-pagat =
    雙上（1-2）升 4 級，不是 3 級。
    還貢可以還任意一張牌，只要不是收到的那張貢牌。
    坐莊打 A 失敗 3 次，或對方頭遊最後一手出 A，就回到打 2。
    雙貢的兩張牌相同時，由頭遊選收哪張，由進貢者商定誰首出。
bid-none-yet = 亮主
points-total = 得分：{ $points }
home-variant = 玩法
home-rules = 規則
home-players = 人數
settings-display = 顯示
settings-rules = 下一場對局的規則
start-match-note = 會結束目前的對局，重新開始。
auto-still-on = 託管仍開著：下一局電腦也會替你出牌。
auto-take-back = 我自己打
