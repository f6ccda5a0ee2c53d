/// `AgentMessageKind`: what a channel message carries.

/// What a channel message carries.
public enum AgentMessageKind: UInt8, Sendable {
    /// Server → agent: a page connected (`connection` is its number).
    case connect = 1
    /// Both ways: a text message of (or for) the page, JSON.
    case text = 2
    /// Server → agent: the page went away.
    case disconnect = 3
    /// Server → agent: restore a connection's sessions exported by an earlier agent (hot reload).
    case restore = 4
    /// Server → agent: export the connection's sessions (before a hot reload).
    case export = 5
    /// Agent → server: a binary frame for the page.
    case frame = 6
    /// Agent → server: the connection's exported sessions, empty when it has none (`restore` takes it back).
    case exported = 7
    /// Agent → server: the agent's main loop is alive (sent twice a second).
    case alive = 8
}
