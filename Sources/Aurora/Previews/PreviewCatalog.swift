/// `PreviewCatalog`: every `#Preview` linked into the running program.
internal import CAuroraPreviewSection
import Foundation

/// Finds the previews declared with `#Preview` in every module linked into the program.
///
/// Each `#Preview` expansion places a record in the program's `aurora_previews` section; the
/// catalog reads them in place, so nothing has to register at start-up.
public enum PreviewCatalog {
    /// The tag every record starts with ("AURPVEW1").
    static let recordTag: UInt64 = 0x4155_5250_5645_5731

    /// All previews, ordered by file and line.
    public static var previews: [Preview] {
        guard let start = aurora_previews_section_start(), let end = aurora_previews_section_end(), end > start else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        let count = (end - start) / stride
        let records = start.assumingMemoryBound(to: _PreviewRecord.self)
        var previews: [Preview] = []
        for index in 0..<count where records[index].0 == recordTag {
            let storage = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            records[index].1(UnsafeMutableRawPointer(storage))
            previews.append(storage.move())
            storage.deallocate()
        }
        return previews.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The previews declared in `module` (the first part of their `#fileID`).
    public static func previews(inModule module: String) -> [Preview] {
        previews.filter { $0.fileID.hasPrefix(module + "/") }
    }

    /// The first preview in `module` whose display name is `name`, or nil when it has none.
    public static func preview(named name: String, inModule module: String) -> Preview? {
        previews(inModule: module).first { $0.displayName == name }
    }
}
