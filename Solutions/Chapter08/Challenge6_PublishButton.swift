// Challenge 8.6's answer is a test (Tests/Challenge6_PublishButton.swift); no code to add.
