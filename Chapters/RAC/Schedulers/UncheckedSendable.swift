/// Carries a non-`Sendable` block across a dispatch boundary. Safe because each block handed to
/// a queue is run exactly once, by that queue, and the library's types are thread-safe.
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    let wrapped: Wrapped
    init(_ wrapped: Wrapped) { self.wrapped = wrapped }
}
