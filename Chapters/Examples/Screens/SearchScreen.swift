import RAC

/// The search screen: a field, a label for the results and a spinner, over a `SearchViewModel`.
///
/// The screen keeps the token of its `Lifetime`, and every subscription here and in the view
/// model is taken `during` that lifetime: `close()` (the user leaves) or releasing the screen
/// ends them all, and with them the request in flight, which is cancelled at the server.
public final class SearchScreen {
    public let field = TextField(placeholder: "Search")
    /// The names found, "searching …", "search failed", or nothing.
    public let resultsLabel = Label()
    /// Turns while a request runs.
    public let spinner = ActivityIndicator()
    public let viewModel: SearchViewModel

    /// Keeps the screen's lifetime going; released when the screen closes or goes away.
    private var lifetimeToken: Lifetime.Token?

    /// A screen searching `service`, its state changing on `scheduler` (`.mainThread` in an app).
    public init(service: SearchService, scheduler: Scheduler = .mainThread) {
        let (lifetime, token) = Lifetime.make()
        lifetimeToken = token
        viewModel = SearchViewModel(service: service, scheduler: scheduler, lifetime: lifetime)
        // Field → view model: the user typing.
        field.textSignal.take(during: lifetime).setKeyPath(\.text, on: viewModel)
        // View model → controls.
        viewModel.$state.map(\.resultsText).take(during: lifetime).setKeyPath(\.text, on: resultsLabel)
        viewModel.$state.map(\.isSearching).take(during: lifetime).setKeyPath(\.isAnimating, on: spinner)
    }

    /// The user leaves the screen: its lifetime ends, and with it the search.
    public func close() {
        lifetimeToken = nil
    }
}
