import Foundation
import RAC

extension ExampleScenario {
    /// Seed 001 二 (Docs/Sources.md), with a channel: a user name typed or set from code looks the
    /// same to the screen.
    public static let userName = ExampleScenario(
        name: "user-name",
        description: "User name typed or set from code: a channel binds the field and the model both ways",
        duration: 6
    ) { recorder in
        let model = UserNameViewModel()
        let screen = UserNameScreen(viewModel: model, scheduler: recorder.scheduler)
        recorder.retain(screen)

        let facts = UserNameFacts()
        let changes = Signal.observe(model, \.userName, on: recorder.scheduler)
            .skip(1)
            .subscribeNext { _ in facts.modelChanges += 1 }
        // The channel setting the field, as code would: it happens for code's changes only (a
        // turn after them); typing is never sent back into the field. Counted, not printed: the
        // order of two reads in one turn is Observation's, not the script's.
        let fieldSets = screen.field.textObservation
            .skip(1)
            .subscribeNext { _ in facts.fieldSets += 1 }

        recorder.show {
            [
                "field: \"\(screen.field.text)\"",
                "model: \"\(model.userName)\"",
                "label: \(screen.validityLabel.text)",
            ]
        }

        recorder.at(1) {
            screen.field.type("ann")
            return "user types \"ann\""
        }
        recorder.at(2) {
            model.fillExample()
            return "code sets the name"
        }
        recorder.at(3) {
            screen.field.deleteBackward(8)
            return "user deletes 8 characters"
        }
        recorder.at(4) {
            model.clear()
            return "code clears the name"
        }
        recorder.at(5) {
            screen.field.type("bo")
            return "user types \"bo\""
        }

        return {
            changes.dispose()
            fieldSets.dispose()
            return "user-name: \(facts.modelChanges) model changes, \(facts.fieldSets) sent into the field (code's), "
                + "none echoed; ends \"\(model.userName)\", \(model.isValid ? "valid" : "invalid")"
        }
    }
}

/// What the user-name run noticed, for its summary.
private final class UserNameFacts {
    var modelChanges = 0
    var fieldSets = 0
}
