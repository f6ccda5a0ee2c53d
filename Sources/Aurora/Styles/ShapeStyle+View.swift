/// `ShapeStyle+View`: a style that is also a view draws as a rectangle filled with itself, as in SwiftUI.

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A rectangle that fills the proposed space, filled with this style.
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}
