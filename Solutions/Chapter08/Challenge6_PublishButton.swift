// Chapter 8, challenge 6: the answer is a test (Tests/Challenge6_PublishButton.swift); no code to add.
