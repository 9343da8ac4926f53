import Foundation
import RAC

extension ExampleScenario {
    /// The search screen (`SearchViewModel`): fast typing makes one request, a repeated query
    /// none, a newer query cancels a slow older one, a failure is shown and the next query still
    /// works, and a one-character query clears the results.
    public static let search = ExampleScenario(
        name: "search",
        description: "Search as you type: throttled, one request per distinct query, a newer query cancels the one in flight",
        duration: 13
    ) { recorder in
        let scheduler = recorder.scheduler
        // "rac" answers slowly (it would at 7.5 s), "objc" fails, the others answer in 0.5 s.
        let service = SearchService(
            scheduler: scheduler,
            slowQueries: ["rac": 3],
            failingQueries: ["objc"],
            trace: recorder.noteHandler
        )
        let screen = SearchScreen(service: service, scheduler: scheduler)
        recorder.retain(screen)
        let field = screen.field

        let facts = SearchFacts()
        let keystrokes = field.textSignal.skip(1).subscribeNext { _ in facts.keystrokes += 1 }
        let states = screen.viewModel.$state.distinctUntilChanged().skip(1).subscribeNext { [weak recorder] state in
            switch state {
            case .idle: recorder?.note("cleared: query too short")
            case .failed(let query): facts.failed.append(query)
            case .searching, .found: break
            }
        }

        recorder.show {
            [
                "field: \"\(field.text)\"",
                "spinner: \(screen.spinner)",
                "results: \(screen.resultsLabel.text.isEmpty ? "(none)" : screen.resultsLabel.text)",
            ]
        }

        func type(_ text: String, at time: TimeInterval) {
            recorder.at(time) {
                field.type(text)
                return "type \"\(text)\""
            }
        }
        func delete(_ count: Int, at time: TimeInterval) {
            recorder.at(time) {
                field.deleteBackward(count)
                return "delete \(count) characters"
            }
        }

        // Fast typing: five texts 0.1 s apart, one request once typing pauses.
        for (index, letter) in ["s", "w", "i", "f", "t"].enumerated() {
            type(letter, at: 1 + Double(index) / 10)
        }
        // "swift " trims to the query already searched: no request.
        type(" ", at: 3)
        // A slow request, overtaken by a newer query.
        delete(6, at: 4)
        type("rac", at: 4.2)
        delete(2, at: 5)
        type("x", at: 5.1)
        // A failure, then a query that works.
        delete(2, at: 8)
        type("objc", at: 8.1)
        delete(4, at: 10)
        type("cocoa", at: 10.1)
        // One character: the results are cleared.
        delete(4, at: 12)

        return {
            keystrokes.dispose()
            states.dispose()
            let started = service.started
            return "search: \(facts.keystrokes) keystrokes, \(started.count) requests (\(started.joined(separator: ", "))), "
                + "cancelled: \(list(service.cancelled)), failed: \(list(facts.failed)), still running: \(service.running.count)"
        }
    }
}

/// The queries, or "-" for none.
private func list(_ queries: [String]) -> String {
    queries.isEmpty ? "-" : queries.joined(separator: " ")
}

/// What the search run noticed, for its summary.
private final class SearchFacts {
    var keystrokes = 0
    var failed: [String] = []
}
