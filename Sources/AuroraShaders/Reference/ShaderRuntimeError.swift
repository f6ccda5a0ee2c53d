/// `ShaderRuntimeError`: why running a checked shader function stopped.

/// A failure while running a shader function (evaluator or VM).
public enum ShaderRuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program has no function of that name.
    case unknownFunction(String)
    /// The arguments do not match the function's parameters (`expected` describes them).
    case argumentMismatch(function: String, expected: String)
    /// Loops ran more iterations than the budget allows (the loop is at `location`).
    case iterationBudgetExceeded(location: SourceLocation)
    /// `layer.sample` ran without a `LayerSampler`.
    case missingLayer(location: SourceLocation)

    public var description: String {
        switch self {
        case .unknownFunction(let name): "no shader function named '\(name)'"
        case .argumentMismatch(let function, let expected): "arguments do not match '\(function)': expected \(expected)"
        case .iterationBudgetExceeded(let location): "\(location): loop exceeded the iteration budget"
        case .missingLayer(let location): "\(location): layer sampled without a layer"
        }
    }
}
