import RAC

/// The screen with the badge dots: binds each of the view model's visibility signals to its dot.
public final class BadgesScreen {
    public let myMessageDot = BadgeDot()
    public let systemMessageDot = BadgeDot()
    public let groupMessageDot = BadgeDot()
    /// The dot on the tab bar item.
    public let tabDot = BadgeDot()
    public let viewModel: BadgesViewModel

    private let bindings = CompoundDisposable()

    public init(viewModel: BadgesViewModel = BadgesViewModel()) {
        self.viewModel = viewModel
        bindings.add(viewModel.isMyMessageDotHidden.setKeyPath(\.isHidden, on: myMessageDot))
        bindings.add(viewModel.isSystemMessageDotHidden.setKeyPath(\.isHidden, on: systemMessageDot))
        bindings.add(viewModel.isGroupMessageDotHidden.setKeyPath(\.isHidden, on: groupMessageDot))
        bindings.add(viewModel.isTabDotHidden.setKeyPath(\.isHidden, on: tabDot))
    }

    deinit {
        bindings.dispose()
    }
}
