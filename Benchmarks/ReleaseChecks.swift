import RAC

/// Checks of `RAC` behaviour that only an optimised build can get wrong, run by every `rac-bench`
/// invocation (CI runs `--quick`), because this is the one release build CI makes.
///
/// Why here and not in `Tests/`: the unit tests are debug builds, where the compiler keeps every
/// retain the source implies. A release build may drop or move retains, and the one case where that
/// would free memory still in use is a `next` block that ends its own subscription: the terminal
/// event takes the blocks away from the subscriber while the block is running.
/// `Subscriber.deliverNext` holds a strong local reference to the blocks for the length of the call;
/// this check proves that the optimised build keeps it, and that the blocks go once it returns.
enum ReleaseChecks {
    /// Set by `Canary`'s deinit: a global, so that reading it does not touch a freed block's context.
    nonisolated(unsafe) static var canaryFreed = false

    final class Canary {
        deinit { ReleaseChecks.canaryFreed = true }
    }

    /// Runs the checks; returns what went wrong (empty when all is well).
    static func run() -> [String] {
        var failures: [String] = []
        for ending in ["completed", "error"] {
            canaryFreed = false
            var freedBeforeTheBlockReturned = false
            let subject = Subject<Int>()
            do {
                let canary = Canary()
                subject.subscribeNext { _ in
                    _ = canary
                    if ending == "completed" { subject.sendCompleted() } else { subject.sendError(ReleaseCheckError.ended) }
                    freedBeforeTheBlockReturned = canaryFreed
                }
            }
            subject.sendNext(1)
            if freedBeforeTheBlockReturned {
                failures.append("a next block that ends its own subscription (\(ending)) was released while it was still running")
            }
            if !canaryFreed {
                failures.append("a next block that ends its own subscription (\(ending)) was not released after it returned")
            }
        }
        return failures
    }
}

enum ReleaseCheckError: Error {
    case ended
}
