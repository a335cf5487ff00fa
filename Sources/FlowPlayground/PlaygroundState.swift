/// What the page shows, sent after every change (and on connecting): the screen, the picture,
/// the timeline, the event log. Markup is the playground's own (`ScreenHTML`, Graphviz's SVG,
/// every name escaped); every other string is plain text the page sets as text.
public struct PlaygroundState: Encodable, Equatable, Sendable {
    /// Grows by one with every change, so the page keeps the newest of a reply and a push.
    public var version: Int
    /// The app's name.
    public var app: String
    /// The screen as the user sees it (`ScreenHTML`).
    public var screen: String
    /// The index of the hierarchy picture in the session's picture table.
    public var picture: Int
    /// The hierarchy picture (SVG).
    public var svg: String
    /// Node ids (`c3`) to light: on screen, the visible one, changed by the last step.
    public var onScreen: [String]
    public var visible: [String]
    public var changed: [String]
    /// The timeline: the start, then one entry per step; `position` is the current one.
    public var timeline: [Entry]
    public var position: Int
    public var canUndo: Bool
    public var canRedo: Bool
    /// Every event up to the current moment, each as `step N: event (cause)`.
    public var log: [String]
    /// The current moment's trace (a navigate or a deep link), one decision per line.
    public var trace: [String]
    /// One moment of the timeline.
    public struct Entry: Encodable, Equatable, Sendable {
        public var title: String
        public var outcome: String
        public var passed: Bool
    }

}
