/// One change of a command's `executing` or `enabled` flag, stamped with the version of the
/// `CommandState` that made it.
///
/// Why a stamp: a change is stored under the state's lock and sent after the unlock, so that no
/// lock is held while subscribers run. Two threads can then store in one order and send in the
/// other; `inStateOrder` drops the older send, so the last value a flag shows is the state's.
struct FlagChange {
    enum Flag { case executing, enabled }
    let flag: Flag
    let version: Int
    let event: Event<Bool>
}

extension Signal where Value == FlagChange {
    /// The events of the changes, each newer than `version` and than every change already let
    /// through (one subscription's blocks run one at a time, so `newest` needs no lock).
    func inStateOrder(after version: Int = 0) -> Signal<Bool> {
        Signal.defer {
            var newest = version
            return self.filter { change in
                guard change.version > newest else { return false }
                newest = change.version
                return true
            }
        }
        .map(\.event)
        .dematerialize()
    }
}
