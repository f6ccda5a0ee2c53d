/// `onKeyPress`: actions run when a key is pressed, repeated or released.
import Foundation

/// A view with a key-press action for some keys and phases.
final class KeyPressNode: WrapperLayoutNode {
    let keys: Set<KeyEquivalent>?
    let characters: CharacterSet?
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    init(child: LayoutNode, keys: Set<KeyEquivalent>?, characters: CharacterSet?, phases: KeyPress.Phases,
         action: @escaping (KeyPress) -> KeyPress.Result) {
        self.keys = keys
        self.characters = characters
        self.phases = phases
        self.action = action
        super.init(child: child)
    }

    /// Whether the action wants `press`: its phase, and its key or characters when the action names them.
    func handles(_ press: KeyPress) -> Bool {
        guard !phases.intersection(press.phase).isEmpty else { return false }
        if let keys, !keys.contains(press.key) { return false }
        if let characters {
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }
        return true
    }

    /// The key-press nodes under `root`, frontmost and innermost first: the order in which a key
    /// press is offered. Every key-press action is offered the press until one handles it; a
    /// `TextField` handles presses only while it has keyboard focus.
    static func frontToBack(in root: LayoutNode) -> [KeyPressNode] {
        var found: [KeyPressNode] = []
        func visit(_ node: LayoutNode) {
            for child in HitTesting.children(of: node).reversed() { visit(child) }
            if let keyNode = node as? KeyPressNode { found.append(keyNode) }
        }
        visit(root)
        return found
    }
}

struct KeyPressModifier: NodeWrappingModifier {
    let keys: Set<KeyEquivalent>?
    let characters: CharacterSet?
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        KeyPressNode(child: node, keys: keys, characters: characters, phases: phases, action: action)
    }
}

extension View {
    /// Performs an action if the user presses a key. Phases: `.down` and `.repeat`.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: [key], characters: nil, phases: [.down, .repeat]) { _ in action() })
    }

    /// Performs an action if the user presses a key during one of the given phases.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: [key], characters: nil, phases: phases, action: action))
    }

    /// Performs an action if the user presses one or more keys. Default phases: `.down` and `.repeat`.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: keys, characters: nil, phases: phases, action: action))
    }

    /// Performs an action if the user presses a key that produces one of the given characters.
    /// Default phases: `.down` and `.repeat`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: nil, characters: characters, phases: phases, action: action))
    }

    /// Performs an action if the user presses any key. Default phases: `.down` and `.repeat`.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: nil, characters: nil, phases: phases, action: action))
    }
}
