/// Whether a view value is unchanged since the last update, so its body need not be evaluated again.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Compares view values the way SwiftUI does in spirit: `Equatable` views by `==`, plain-data
/// views by their bytes, other views field by field; closures and unknown fields count as changed.
@MainActor
enum ViewEquality {
    static func equal<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return openedEqual(a, b) }
        if _isPOD(V.self) { return bytesEqual(a, b) }
        return fieldsEqual(a, b)
    }

    private static func openedEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }

    private static func bytesEqual<V>(_ a: V, _ b: V) -> Bool {
        var a = a
        var b = b
        return withUnsafeBytes(of: &a) { pa in
            withUnsafeBytes(of: &b) { pb in pa.elementsEqual(pb) }
        }
    }

    private static func fieldsEqual(_ a: Any, _ b: Any) -> Bool {
        let fieldsA = Mirror(reflecting: a).children
        let fieldsB = Mirror(reflecting: b).children
        guard fieldsA.count == fieldsB.count, !fieldsA.isEmpty else { return false }
        for (fieldA, fieldB) in zip(fieldsA, fieldsB) {
            if fieldA.value is any GraphInstallable { continue }   // State / Environment live in the graph
            if let equatable = fieldA.value as? any Equatable {
                if !openedEqual(equatable, fieldB.value) { return false }
            } else if type(of: fieldA.value) is AnyClass, type(of: fieldB.value) is AnyClass {
                guard (fieldA.value as AnyObject) === (fieldB.value as AnyObject) else { return false }
            } else {
                return false
            }
        }
        return true
    }
}
