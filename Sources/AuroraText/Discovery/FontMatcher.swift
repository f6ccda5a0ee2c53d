/// `FontMatcher`: CSS Fonts 4 face matching inside one family — width, then style, then weight.

/// Picks the face of a family that best fits a weight, width and italic request, by the
/// CSS font-matching rules (CSS Fonts Level 4, §5.2 "Matching font styles").
enum FontMatcher {
    /// The best of `faces` (all one family) for the request, or `nil` when `faces` is empty.
    static func best(of faces: [FontFaceDescription], weight: Int, width: Int, italic: Bool) -> FontFaceDescription? {
        guard !faces.isEmpty else { return nil }
        // 1. Width: the exact width, else narrower first when the request is normal or narrower, else wider first.
        let widths = Set(faces.map(\.width))
        let chosenWidth = closest(in: widths, to: width, preferLower: width <= 5)
        var remaining = faces.filter { $0.width == chosenWidth }
        // 2. Style: italic faces for an italic request, upright ones otherwise, when there are any.
        let styled = remaining.filter { $0.isItalic == italic }
        if !styled.isEmpty { remaining = styled }
        // 3. Weight.
        let chosenWeight = closestWeight(in: Set(remaining.map(\.weight)), to: weight)
        return remaining.first { $0.weight == chosenWeight }
    }

    /// The value of `values` chosen for `target`: exact, else the nearest in the preferred
    /// direction, else the nearest in the other.
    private static func closest(in values: Set<Int>, to target: Int, preferLower: Bool) -> Int? {
        if values.contains(target) { return target }
        let below = values.filter { $0 < target }.max()
        let above = values.filter { $0 > target }.min()
        return preferLower ? below ?? above : above ?? below
    }

    /// CSS weight matching: 400–500 look up to 500 first, then down, then up past 500;
    /// lighter requests look down first, bolder requests look up first.
    static func closestWeight(in weights: Set<Int>, to target: Int) -> Int? {
        if weights.contains(target) { return target }
        if (400...500).contains(target) {
            if let up = weights.filter({ $0 > target && $0 <= 500 }).min() { return up }
            if let down = weights.filter({ $0 < target }).max() { return down }
            return weights.filter { $0 > 500 }.min()
        }
        return closest(in: weights, to: target, preferLower: target < 400)
    }
}
