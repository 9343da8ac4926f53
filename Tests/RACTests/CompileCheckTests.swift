import Foundation
import Testing
import TestSupport

/// What the compiler refuses (Docs/Contracts.md C6.9): each snippet below is type-checked against
/// the `RAC` module this test run was built with, by the toolchain's `swiftc`. The failing snippet
/// must fail with exactly the diagnostics its `// expected-error:` comments name, on those lines;
/// the control snippet, the same code made safe, must compile, so that the first one fails for the
/// right reason only. About two seconds. Skipped, with a message, where no `swiftc` or no built
/// `RAC` module can be found (set `RAC_SWIFTC` to choose the compiler).
@Suite("The compiler sees every thread hop")
struct CompileCheckTests {
    static let rejected = """
        import RAC

        final class Tally { var count = 0 }  // a plain class: not Sendable

        func shareAcrossThreads() {
            let tally = Tally()
            Scheduler.scheduler().schedule { tally.count += 1 }  // expected-error: capture of 'tally' with non-Sendable type 'Tally' in a '@Sendable' closure
            tally.count += 1
        }

        func sendFromAnotherThread(_ subscriber: Subscriber<Tally>) {
            Scheduler.scheduler().schedule { subscriber.sendNext(Tally()) }  // expected-error: capture of 'subscriber' with non-Sendable type 'Subscriber<Tally>'
        }

        func hop(_ signal: Signal<Tally>) -> Signal<Tally> {
            signal.deliverOn(.scheduler())  // expected-error: type 'Tally' does not conform to the 'Sendable' protocol
        }

        @MainActor func show(_ value: Int) {}

        func plainHandler(_ signal: Signal<Int>) {
            signal.deliverOnMainThread().subscribeNext { value in show(value) }  // expected-error: main actor-isolated global function 'show' in a synchronous nonisolated context
        }
        """

    static let accepted = """
        import Foundation
        import RAC

        final class Tally: @unchecked Sendable {  // a lock makes it safe to share
            private let lock = NSLock()
            private var count = 0
            func add() { lock.lock(); count += 1; lock.unlock() }
        }

        func shareAcrossThreads() {
            let tally = Tally()
            Scheduler.scheduler().schedule { tally.add() }
            tally.add()
        }

        func sendFromAnotherThread(_ subscriber: Subscriber<Int>) {
            Scheduler.scheduler().schedule { subscriber.sendNext(1) }
        }

        func hop(_ signal: Signal<Int>) -> Signal<Int> {
            signal.deliverOn(.scheduler())
        }

        @MainActor func show(_ value: Int) {}

        func mainActorHandler(_ signal: Signal<Int>) {
            signal.subscribeNextOnMainThread { @MainActor value in show(value) }
        }
        """

    @Test("Capturing a non-Sendable class in schedule {}, and the other unchecked hops, do not compile; the safe versions do",
          .enabled(if: Toolchain.found != nil, "no swiftc or no built RAC module found: \(Toolchain.searchReport)"))
    func unsafeHopsAreRejected() throws {
        let toolchain = try #require(Toolchain.found)
        let control = try toolchain.typecheck(Self.accepted)
        #expect(control.status == 0, "the control snippet must compile:\n\(control.errors)")

        let result = try toolchain.typecheck(Self.rejected)
        #expect(result.status != 0)
        var expected: [Int: String] = [:]
        for (index, line) in Self.rejected.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let marker = line.range(of: "// expected-error: ") { expected[index + 1] = String(line[marker.upperBound...]) }
        }
        let found = result.diagnostics(kind: "error")
        #expect(Set(found.keys) == Set(expected.keys), "errors on the wrong lines:\n\(result.errors)")
        for (line, phrase) in expected {
            #expect(found[line]?.contains { $0.contains(phrase) } == true, "line \(line) should say \"\(phrase)\":\n\(result.errors)")
        }
    }
}

/// Blocking calls are unavailable in `async` code (Docs/Contracts.md C10.5): each draws an error
/// that names the async form to use; the same calls in a synchronous function, and the async forms
/// in an `async` one, compile.
@Suite("Blocking calls do not compile in async code")
struct NoAsyncCompileCheckTests {
    static let rejected = """
        import RAC

        func inAsyncCode(_ signal: Signal<Int>) async throws {
            _ = signal.first()  // expected-error: instance method 'first' is unavailable from asynchronous contexts; blocks a thread of the cooperative pool and can deadlock it; in async code use firstValue()
            _ = signal.firstOrDefault(0)  // expected-error: instance method 'firstOrDefault' is unavailable from asynchronous contexts
            _ = try signal.toArray()  // expected-error: instance method 'toArray' is unavailable from asynchronous contexts
            try signal.waitUntilCompleted()  // expected-error: instance method 'waitUntilCompleted' is unavailable from asynchronous contexts
        }
        """

    static let accepted = """
        import RAC

        func inAsyncCode(_ signal: Signal<Int>) async throws {
            _ = try await signal.firstValue()
            _ = (try? await signal.firstValue()) ?? 0
            var all: [Int] = []
            for try await value in signal.values { all.append(value) }
            for try await _ in signal.values {}
        }

        func inSynchronousCode(_ signal: Signal<Int>) throws {
            _ = signal.first()
            _ = signal.firstOrDefault(0)
            _ = try signal.toArray()
            try signal.waitUntilCompleted()
        }
        """

    @Test("first(), firstOrDefault(_:), toArray() and waitUntilCompleted() in an async function are errors; the async forms compile",
          .enabled(if: Toolchain.found != nil, "no swiftc or no built RAC module found: \(Toolchain.searchReport)"))
    func blockingCallsAreRejectedInAsyncCode() throws {
        let toolchain = try #require(Toolchain.found)
        let control = try toolchain.typecheck(Self.accepted)
        #expect(control.status == 0, "the control snippet must compile:\n\(control.errors)")

        let result = try toolchain.typecheck(Self.rejected)
        #expect(result.status != 0)
        var expected: [Int: String] = [:]
        for (index, line) in Self.rejected.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let marker = line.range(of: "// expected-error: ") { expected[index + 1] = String(line[marker.upperBound...]) }
        }
        let found = result.diagnostics(kind: "error")
        #expect(Set(found.keys) == Set(expected.keys), "errors on the wrong lines:\n\(result.errors)")
        for (line, phrase) in expected {
            #expect(found[line]?.contains { $0.contains(phrase) } == true, "line \(line) should say \"\(phrase)\":\n\(result.errors)")
        }
    }
}

/// The `swiftc` to check snippets with, and the folder holding the `RAC` module of this build.
struct Toolchain: Sendable {
    let swiftc: URL
    let modules: URL

    /// The toolchain, or `nil` (with `searchReport` saying what was looked for).
    static let found: Toolchain? = {
        guard let swiftc = findSwiftc(), let modules = findModules() else { return nil }
        return Toolchain(swiftc: swiftc, modules: modules)
    }()

    static var searchReport: String {
        "swiftc: \(findSwiftc()?.path ?? "none ($RAC_SWIFTC, $PATH, xcrun)"); RAC.swiftmodule: \(findModules()?.path ?? "none next to the test binary")"
    }

    /// `$RAC_SWIFTC`, else the first `swiftc` on `$PATH`, else (on Apple platforms) `xcrun --find swiftc`.
    static func findSwiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["RAC_SWIFTC"], !chosen.isEmpty { return URL(fileURLWithPath: chosen) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        #if canImport(Darwin)
        if let path = try? run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--find", "swiftc"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines), !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        #endif
        return nil
    }

    /// The `Modules` folder beside the test binary (or its bundle), where SwiftPM puts `RAC.swiftmodule`.
    static func findModules() -> URL? {
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        starts += Bundle.allBundles.map { $0.bundleURL }
        #if os(Linux)
        starts.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
        #endif
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let modules = folder.appendingPathComponent("Modules")
                if FileManager.default.fileExists(atPath: modules.appendingPathComponent("RAC.swiftmodule").path) { return modules }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Type-checks `source` in Swift 6 mode against this build's modules.
    func typecheck(_ source: String) throws -> CompilerResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rac-compile-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        var arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        #if os(macOS)
        #if arch(arm64)
        arguments += ["-target", "arm64-apple-macosx15.0"]
        #else
        arguments += ["-target", "x86_64-apple-macosx15.0"]
        #endif
        #endif
        let outcome = try Self.run(swiftc, arguments)
        return CompilerResult(status: outcome.status, errors: outcome.errors)
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting, so a full pipe cannot block the compiler.
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}

/// What the compiler said.
struct CompilerResult {
    let status: Int32
    let errors: String

    /// The messages of each kind (`error`, `warning`) by line of `snippet.swift`.
    func diagnostics(kind: String) -> [Int: [String]] {
        var byLine: [Int: [String]] = [:]
        for line in errors.split(separator: "\n") {
            // snippet.swift:7:45: error: capture of ...
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[0].hasSuffix("snippet.swift"), let number = Int(parts[1]),
                  parts[3].trimmingCharacters(in: .whitespaces) == kind else { continue }
            byLine[number, default: []].append(parts[4].trimmingCharacters(in: .whitespaces))
        }
        return byLine
    }
}
