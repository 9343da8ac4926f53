import Foundation

/// What a Swift Testing run reported, read from its event stream (`swift test
/// --event-stream-output-path FILE --event-stream-version 0`: one JSON object per line). The stream
/// gives each test's identifier and display name, when it started and ended, and every issue with
/// its whole message, none of which the console output states reliably.
public struct TestEvents: Sendable, Equatable {
    /// One failed expectation (or thrown error) of a test.
    public struct Issue: Sendable, Equatable {
        /// `Expectation failed: (log.entries → []) == ["completed"]`, then any difference lines.
        public var message: String
        /// `SubscriptionTests.swift:31`, when the stream gave a place.
        public var location: String?

        public init(message: String, location: String?) {
            self.message = message
            self.location = location
        }
    }

    /// The display name of every test function the run chose, by identifier, and their order.
    public var names: [String: String] = [:]
    public var tests: [String] = []
    public var started: [String] = []
    public var ended: Set<String> = []
    public var issues: [String: [Issue]] = [:]
    /// Whether the run reached its end (no crash, no kill).
    public var runEnded = false

    public init() {}

    /// The tests that started and never ended: the one running when the process stopped.
    public var unfinished: [String] { started.filter { !ended.contains($0) } }

    /// Reads the stream's text; lines that are not complete JSON (the last one, after a kill) are skipped.
    public static func parse(_ text: String) -> TestEvents {
        var events = TestEvents()
        for line in text.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let kind = object["kind"] as? String,
                  let payload = object["payload"] as? [String: Any] else { continue }
            if kind == "test" {
                guard payload["kind"] as? String == "function", let raw = payload["id"] as? String else { continue }
                let id = identifier(raw)
                if events.names[id] == nil { events.tests.append(id) }
                events.names[id] = (payload["displayName"] as? String) ?? (payload["name"] as? String) ?? id
                continue
            }
            guard kind == "event", let event = payload["kind"] as? String else { continue }
            let test = (payload["testID"] as? String).map(identifier)
            switch event {
            case "testStarted":
                if let test, events.names[test] != nil, !events.started.contains(test) { events.started.append(test) }
            case "testEnded":
                if let test { events.ended.insert(test) }
            case "issueRecorded":
                guard let test, let issue = issue(in: payload) else { continue }
                events.issues[test, default: []].append(issue)
            case "runEnded":
                events.runEnded = true
            default:
                break
            }
        }
        return events
    }

    /// The issue an `issueRecorded` event's payload holds (`nil` for a known issue): its whole
    /// message and its place.
    static func issue(in payload: [String: Any]) -> Issue? {
        guard let issue = payload["issue"] as? [String: Any], issue["isKnown"] as? Bool != true else { return nil }
        let messages = (payload["messages"] as? [[String: Any]]) ?? []
        let text = messages
            // Details repeat the expression; difference lines ("removed [x]") need a key to read:
            // the report shows the expected value and the learner's side by side instead.
            .filter { !["details", "difference"].contains($0["symbol"] as? String ?? "") }
            .compactMap { $0["text"] as? String }
            .joined(separator: "\n")
        var location: String?
        if let place = issue["sourceLocation"] as? [String: Any], let fileID = place["fileID"] as? String {
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            location = (place["line"] as? Int).map { "\(file):\($0)" } ?? file
        }
        return Issue(message: text, location: location)
    }

    /// `Target.Suite/function` for the stream's `Target.Suite/function(…)/File.swift:11:6`: the
    /// identifier as a `--filter` pattern names it, and as `ChapterNN.map` lists it.
    public static func identifier(_ raw: String) -> String {
        var parts = raw.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, let last = parts.last, last.contains(".swift:") {
            parts.removeLast()
        }
        if parts.count > 1, let function = parts.last, let paren = function.firstIndex(of: "(") {
            parts[parts.count - 1] = String(function[..<paren])
        }
        return parts.joined(separator: "/")
    }

    /// The `--filter`/`--skip` pattern that selects test `id` and no other.
    public static func pattern(for id: String) -> String {
        let special = Set("\\^$.|?*+()[]{}")
        return "^" + id.map { special.contains($0) ? "\\\($0)" : String($0) }.joined() + "\\("
    }
}
