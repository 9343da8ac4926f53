import Testing
@testable import Workshop

/// Chapter 6's real-thread demo runs on GCD queues, yet its text must not change from run to run:
/// it prints which queue each step ran on, never a time. Run it several times and compare with
/// the golden text.
@Suite("Golden output: chapter 6 on real threads")
struct RealThreadDemoTests {
    static let golden = """
    6.6  On real queues: subscribeOn(work) runs the request on work; only deliverOn(.mainThread) brings
         its events to main
         Notice: without deliverOn, a arrives on work (sent while subscribing) and b on network (sent
                 later, by the network queue): subscribeOn moved the subscription, not the events; with
                 deliverOn(.mainThread) all three events arrive on main.
         Events:
            0  subscribeOn(work): subscribed
            1  > the request is subscribed on work
            2  > a arrives on work
            2  subscribeOn(work): next(a)
            3  > b arrives on network
            3  subscribeOn(work): next(b)
            4  > completed on network
            4  subscribeOn(work): completed
            5  …deliverOn(.mainThread): subscribed
            6  > the request is subscribed on work
            7  > a arrives on main
            7  …deliverOn(.mainThread): next(a)
            8  > b arrives on main
            8  …deliverOn(.mainThread): next(b)
            9  > completed on main
            9  …deliverOn(.mainThread): completed
         Marbles:
           subscribeOn(work)       ^-ab|------
           …deliverOn(.mainThread) -----^-ab|-

    """

    @Test("workshop chapter 6's last demo names the queue of every step, the same on every run", arguments: 1...3)
    func realThreadDemo(run: Int) throws {
        let (status, output) = runWorkshop(["chapter", "6"])
        #expect(status == 0)
        let start = try #require(output.range(of: "6.6  On real queues"))
        #expect(String(output[start.lowerBound...]) == Self.golden)
    }
}
