// Challenge 2.5's answer is a test (Tests/Challenge5_WhoKeepsTheBlock.swift); no code to add.
