extension Signal {
    /// Splits the values into groups by `key`: sends a new `GroupedSignal` the first time a key is
    /// seen (before that value goes into it), then sends each value into its key's group.
    ///
    /// RAC's `groupBy:`. An error or completion goes to the outer signal first, then to every
    /// group in the order the groups were made. Disposing the outer subscription leaves the groups
    /// without further values and without a terminal event.
    public func groupBy<Key: Hashable>(_ key: @escaping (Value) -> Key) -> Signal<GroupedSignal<Key, Value>> {
        groupBy(key, transform: { $0 })
    }

    /// Like `groupBy(_:)`, sending `transform(value)` into the group instead of the value
    /// (RAC's `groupBy:transform:`).
    public func groupBy<Key: Hashable, U>(
        _ key: @escaping (Value) -> Key,
        transform: @escaping (Value) -> U
    ) -> Signal<GroupedSignal<Key, U>> {
        Signal<GroupedSignal<Key, U>>(didSubscribe: { subscriber in
            // Per subscription; the handlers of one subscriber never overlap, so no lock.
            var groups: [Key: GroupedSignal<Key, U>] = [:]
            var groupsInOrder: [GroupedSignal<Key, U>] = []
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    let groupKey = key(value)
                    let group: GroupedSignal<Key, U>
                    if let existing = groups[groupKey] {
                        group = existing
                    } else {
                        group = GroupedSignal(key: groupKey)
                        groups[groupKey] = group
                        groupsInOrder.append(group)
                        subscriber.sendNext(group)
                    }
                    group.sendNext(transform(value))
                },
                error: { error in
                    subscriber.sendError(error)
                    for group in groupsInOrder { group.sendError(error) }
                },
                completed: {
                    subscriber.sendCompleted()
                    for group in groupsInOrder { group.sendCompleted() }
                }
            ))
        })
    }
}
