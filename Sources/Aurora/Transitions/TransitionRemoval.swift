/// Removal in lists: a removed child stays at its place in its list, resolved at `.didDisappear`, until
/// its animations finish.
import Foundation

extension TransitionLifecycle {
    /// Resolves a list (a view whose children can come and go) and keeps its removed children on screen
    /// while they animate out.
    ///
    /// The list's output must be its children's outputs one after the other (conditionals, `ForEach`,
    /// `AnyView`, `.id(_:)`): a removed child's nodes go back after the sibling it followed. A view whose
    /// output is built differently removes its children at once.
    static func makeListNodes(_ primitive: any PrimitiveView, node: GraphNode, inputs: ResolveInputs) -> [LayoutNode] {
        let list = node.transitionState
        let graph = inputs.graph
        if !list.hasCompletedPass {
            list.lastChildLog = list.childLog
            list.hasCompletedPass = true
        }
        list.childLog.removeAll(keepingCapacity: true)
        list.isListPass = true
        var nodes = primitive.makeNodes(inputs)
        list.isListPass = false
        let concatenates = list.childLog.reduce(0) { $0 + $1.count } == nodes.count

        // Children removed in this update: replaced by another type, or not resolved again.
        var removedNow = list.replaced.map { (node: $0, replaced: true) }
        list.replaced.removeAll()
        // Every child resolved once in this pass and no other child: nothing was removed.
        if node.children.count != list.childLog.count {
            for child in node.children.values where child.visitedGeneration != graph.generation
                && child.transitions?.lastView != nil {
                removedNow.append((child, false))
            }
        }
        let animated = inputs.transaction.animation != nil && !inputs.transaction.disablesAnimations
        if !removedNow.isEmpty {
            let order = Dictionary(list.lastChildLog.enumerated().map { (ObjectIdentifier($1.node), $0) }, uniquingKeysWith: { a, _ in a })
            removedNow.sort { (order[ObjectIdentifier($0.node)] ?? .max) < (order[ObjectIdentifier($1.node)] ?? .max) }
            for (child, wasReplaced) in removedNow {
                guard concatenates, animated || child.transitions?.hasAnimatedTrait == true,
                      let view = child.transitions?.lastView else {
                    // Unvisited children are pruned at the end of the update; replaced ones go now.
                    if wasReplaced { graph.noteRemoved(child) }
                    continue
                }
                if !wasReplaced { node.detachChild(child) }
                let anchor = anchor(of: child, in: list, generation: graph.generation)
                list.disappearing.append(DisappearingChild(node: child, view: view, anchor: anchor))
            }
        }

        // Children whose removal finished leave now.
        for child in list.disappearing where child.finished || !concatenates { graph.noteRemoved(child.node) }
        list.disappearing.removeAll { $0.finished || !concatenates }
        guard !list.disappearing.isEmpty else {
            // Swapped, not copied: the next pass refills the other buffer without allocating.
            swap(&list.lastChildLog, &list.childLog)
            return nodes
        }

        // Splice each disappearing child's output after the sibling it followed.
        var entries = list.childLog.map { (node: $0.node, count: $0.count, anchor: nil as GraphNode?, disappearing: false) }
        var outputs: [ObjectIdentifier: [LayoutNode]] = [:]
        var start = 0
        for entry in list.childLog {
            outputs[ObjectIdentifier(entry.node)] = Array(nodes[start..<start + entry.count])
            start += entry.count
        }
        for child in list.disappearing {
            var childInputs = inputs.at(child.node)
            if !child.started {
                child.started = true
                childInputs.transitionUpdate = .remove
                childInputs.transformTransaction { transaction in
                    transaction.addAnimationCompletion(criteria: .removed) { [weak graph, weak node, weak child] in
                        child?.finished = true
                        if let graph, let node { graph.requestFrame(for: node) }
                    }
                }
            }
            let output = child.view.resolve(at: child.node, inputs: childInputs)
            outputs[ObjectIdentifier(child.node)] = output
            let anchor = child.anchor
            var index = anchor.flatMap { a in entries.lastIndex { $0.node === a }.map { $0 + 1 } } ?? 0
            while index < entries.count, entries[index].disappearing, entries[index].anchor === anchor { index += 1 }
            entries.insert((child.node, output.count, anchor, true), at: index)
        }
        nodes = entries.flatMap { outputs[ObjectIdentifier($0.node)] ?? [] }
        list.lastChildLog = entries.map { ($0.node, $0.count) }
        return nodes
    }

    /// The nearest sibling before `child` in the last order that is still on screen (nil: none).
    private static func anchor(of child: GraphNode, in list: NodeTransitions, generation: Int) -> GraphNode? {
        guard let index = list.lastChildLog.firstIndex(where: { $0.node === child }) else { return nil }
        for candidate in list.lastChildLog[..<index].reversed().map(\.node) {
            if candidate.visitedGeneration == generation || list.disappearing.contains(where: { $0.node === candidate }) { return candidate }
        }
        return nil
    }
}
