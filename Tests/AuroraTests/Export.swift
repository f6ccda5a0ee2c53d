/// The module under test; compatibility tests compile against SwiftUI on a Mac by changing this import.
@_exported import Aurora
