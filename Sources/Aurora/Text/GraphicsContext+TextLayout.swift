/// `GraphicsContext.draw(_:options:)` for the lines, runs and slices of a `Text.Layout`: what a `TextRenderer` draws with.
import AuroraDisplayList
import Foundation

extension GraphicsContext {
    /// Draws `line` (its glyphs in their own fonts and colours, then its underlines and
    /// strikethroughs) into the context, through its transform, filters, opacity, blend mode and clip.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        append(line.displayItems(options: options))
    }

    /// Draws `run` (its glyphs and decorations) into the context.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        append(run.displayItems(options: options))
    }

    /// Draws `slice` (its glyphs and the part of its run's decorations under them) into the context.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        append(slice.displayItems(options: options))
    }
}
