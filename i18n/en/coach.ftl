# The coach of a guided first game ("Learn to play").

coach-label = Coach
# Above the coach's words: how far the lesson has come.
coach-count = Step { $step } of { $total }
coach-next = Next
coach-skip = Stop the lesson
coach-done-title = You know enough to play!
# $sections: the rules' sections the guided game did not meet, joined.
coach-unseen = Not seen in this game: { $sections }. You will find them in the rules.
coach-all-seen = This game has shown you every rule.
coach-real = Play a real game
coach-keep = Keep playing, with hints
coach-waits = The game waits while you read the coach: then “Next”.
