import FlowDiagrams

/// Where one deep link landed from every state expanded, as the merge records it: one outcome per
/// state (by the state's id, which is its place in the order expanded), each one of the link's
/// few distinct outcomes.
struct LinkLandings: Sendable {
    /// The link as paths name it (`link RedRoute.lightRed`, `open flowatlas-demo://detour/yellow`).
    let link: String
    /// Each distinct outcome, in first-seen order: the place id shown (`ExplorationContext.places`),
    /// or `failed` when the link failed.
    private(set) var outcomes: [Int] = []
    /// The first message of a failure, when the link failed somewhere (`ExplorationContext.messages`).
    private(set) var failure: Int?
    /// Per state expanded, in order: an index into `outcomes`, or `notTried`.
    private(set) var landings: [UInt32] = []
    /// The outcome id of a failure.
    static let failed = -1
    /// The landing of a state where the link was not tried.
    static let notTried = UInt32.max

    init(link: String) { self.link = link }

    /// The link, tried in state `state` (the states before it recorded already), landed on the
    /// place `place` (or failed with `message` when `succeeded` is false).
    mutating func record(state: Int, succeeded: Bool, place: Int, message: Int) {
        let outcome = succeeded ? place : Self.failed
        if !succeeded, failure == nil { failure = message }
        let index: Int
        if let known = outcomes.firstIndex(of: outcome) {
            index = known
        } else {
            index = outcomes.count
            outcomes.append(outcome)
        }
        if landings.count < state { landings += Array(repeating: Self.notTried, count: state - landings.count) }
        if landings.count == state { landings.append(UInt32(index)) }
    }

    /// The landings of the first `count` states expanded (`notTried` where the link was not tried).
    func landings(count: Int) -> [UInt32] {
        landings.count >= count ? Array(landings.prefix(count)) : landings + Array(repeating: Self.notTried, count: count - landings.count)
    }
}
