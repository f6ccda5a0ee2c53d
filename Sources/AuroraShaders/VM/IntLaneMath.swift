/// `IntLaneMath`: integer lane comparisons and selections written with SSE2's own operations.
///
/// On the baseline x86-64 target the standard library's integer SIMD comparisons (`.==`, `.<`, …
/// on `SIMD8<Int32>`/`SIMD8<UInt32>`) compile to a loop over the lanes; float comparisons,
/// bitwise operations, wrapping arithmetic and shifts by a constant do not. These helpers
/// build lane masks (all bits set for true) from the latter only.
enum IntLaneMath {
    static let allSet = IntLanes(repeating: -1)

    /// -1 where `a < b` (signed), else 0.
    @inline(__always) static func less(_ a: IntLanes, _ b: IntLanes) -> IntLanes {
        let d = a &- b
        return (d ^ ((a ^ b) & (d ^ a))) &>> 31
    }

    /// -1 where `a < b` as unsigned numbers, else 0.
    @inline(__always) static func lessUnsigned(_ a: IntLanes, _ b: IntLanes) -> IntLanes {
        let flip = IntLanes(repeating: Int32.min)
        return less(a ^ flip, b ^ flip)
    }

    /// -1 where `a == b`, else 0.
    @inline(__always) static func equal(_ a: IntLanes, _ b: IntLanes) -> IntLanes {
        let x = a ^ b
        return ((x | (0 &- x)) &>> 31) ^ allSet
    }

    /// The complement of a mask.
    @inline(__always) static func not(_ m: IntLanes) -> IntLanes { m ^ allSet }

    /// `a` where the mask is set, else `b`.
    @inline(__always) static func select(_ m: IntLanes, _ a: IntLanes, _ b: IntLanes) -> IntLanes {
        (m & a) | ((m ^ allSet) & b)
    }

    /// Float lanes: `a` where the mask is set, else `b`.
    @inline(__always) static func select(_ m: IntLanes, _ a: FloatLanes, _ b: FloatLanes) -> FloatLanes {
        let ma = unsafeBitCast(a, to: IntLanes.self), mb = unsafeBitCast(b, to: IntLanes.self)
        return unsafeBitCast(select(m, ma, mb), to: FloatLanes.self)
    }

    /// -1 where bit `k` of `x` is set, else 0.
    @inline(__always) static func bit(_ x: IntLanes, _ k: Int32) -> IntLanes {
        (x &<< (31 - k)) &>> 31
    }

    /// Whether any lane is non-zero.
    @inline(__always) static func any(_ x: IntLanes) -> Bool {
        (x[0] | x[1] | x[2] | x[3] | x[4] | x[5] | x[6] | x[7]) != 0
    }
}
