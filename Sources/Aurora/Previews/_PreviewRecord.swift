/// `_PreviewRecord`: the record each `#Preview` expansion places in the program's `aurora_previews` section.

/// The record each `#Preview` expansion places in the program's `aurora_previews` section: a tag
/// and a function that initializes a ``Preview`` at the address it is given. Used by the macro's
/// expansion only.
public typealias _PreviewRecord = (UInt64, @convention(c) (UnsafeMutableRawPointer) -> Void)
