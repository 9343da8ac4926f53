import RAC

extension TextField {
    /// RAC's `rac_newTextChannel`: a two-way terminal for the field's text.
    ///
    /// Subscribing gives the current text, then the text after each editing event (the user
    /// typing). Each value sent to the terminal becomes the field's `text`, set as code sets it,
    /// so it is not an editing event and does not come back out. The terminal completes when the
    /// field is released; it holds the field weakly.
    public func textChannel() -> ChannelTerminal<String> {
        let channel = Channel<String>()
        // The field is the leading side: its text now, then after every editing event.
        textSignal.subscribe(channel.leadingTerminal)
        channel.leadingTerminal.subscribeNext { [weak self] text in self?.text = text }
        return channel.followingTerminal
    }
}
