/// `Checker`: resolves names and types over the syntax tree, producing the `CheckedProgram`.

/// The type checker: one pass over structs and constants, the function signatures, then the bodies.
///
/// Errors are recorded with clang's wording; a failed statement is skipped and checking goes on,
/// so one source reports several problems.
struct Checker {
    /// Thrown after an error has been recorded, to abandon the current statement.
    struct Failure: Error {}

    /// A local variable or parameter in scope.
    struct LocalVariable {
        var slot: Int
        var type: ShaderType
        var isConst: Bool
        /// The folded value of a `const` local with a constant initializer (array sizes may use it).
        var value: ShaderValue?
        /// Whether its type was invalid (already reported): uses are dropped silently.
        var isPoisoned = false
    }

    /// A function's signature, known before bodies are checked (calls may come before definitions).
    struct Signature {
        var name: String
        var parameters: [CheckedParameter]
        var returnType: ShaderType
        var location: SourceLocation
        var hasBody: Bool
        /// Parameters whose types were invalid (already reported), by name.
        var invalidParameters: [String] = []
        /// Whether the return type was invalid (already reported): returns are not checked.
        var hasInvalidReturnType = false
    }

    /// The longest chain of user function calls accepted (calls cannot recurse, so chains are finite).
    static let maximumCallDepth = 32
    /// The deepest nesting of statements and expressions accepted along a chain of calls, which
    /// bounds the evaluator's recursion.
    static let maximumTotalNesting = 400
    /// The largest fixed-size array accepted.
    static let maximumArraySize = 4096

    let source: SourceFile
    var diagnostics = DiagnosticList()
    var structs: [String: StructType] = [:]
    var structOrder: [StructType] = []
    var constants: [CheckedConstant] = []
    var constantIndex: [String: Int] = [:]
    var signatures: [String: Signature] = [:]
    var scopes: [[String: LocalVariable]] = []
    var slotCount = 0
    var loopDepth = 0
    var currentFunction: Signature?
    /// The user functions each function calls, with where (for the recursion check).
    var calls: [String: [(callee: String, location: SourceLocation)]] = [:]
    /// Each function's own deepest nesting of statements and expressions.
    var nesting: [String: Int] = [:]
    /// How deep each struct nests other structs (1 for a struct of plain fields).
    var structDepths: [String: Int] = [:]
    /// The deepest nesting of structs accepted (types are walked recursively).
    static let maximumStructDepth = 16
    /// The numbers held by the current function's locals, or by all constants, so far.
    var localScalarTotal = 0
    var constantScalarTotal = 0
    /// The most numbers all locals of one function, or all constants, may hold together.
    static let maximumTotalScalarCount = 1 << 18

    /// A checker of `source`'s syntax tree.
    init(source: SourceFile) {
        self.source = source
    }

    /// Records an error and returns the failure to throw.
    @discardableResult
    mutating func error(_ message: String, at location: SourceLocation, note: String? = nil) -> Failure {
        diagnostics.append(source.diagnostic(message, at: location, note: note))
        return Failure()
    }

    // MARK: The whole program

    /// Checks `declarations`; the program is complete only when no error was recorded.
    mutating func check(_ declarations: [TopLevelSyntax]) -> CheckedProgram {
        // Structs and constants in order (each may only use earlier ones), then every signature.
        for declaration in declarations {
            switch declaration {
            case .structure(let syntax): checkStruct(syntax)
            case .global(let syntax): checkGlobal(syntax)
            case .function(let syntax): declareFunction(syntax)
            }
        }
        var functions: [CheckedFunction] = []
        for case .function(let syntax) in declarations where syntax.body != nil {
            if let function = checkFunction(syntax) { functions.append(function) }
        }
        checkCallGraph()
        return CheckedProgram(functions: functions, constants: constants, structs: structOrder)
    }

    mutating func checkStruct(_ syntax: StructSyntax) {
        guard structs[syntax.name] == nil, !TypeNames.isBuiltinType(syntax.name) else {
            error("redefinition of '\(syntax.name)'", at: syntax.location)
            return
        }
        var fields: [StructType.Field] = []
        for declaration in syntax.fields {
            guard let base = try? resolveType(declaration.type, context: .field) else { continue }
            for declarator in declaration.declarators {
                if fields.contains(where: { $0.name == declarator.name }) {
                    error("duplicate member '\(declarator.name)'", at: declarator.location)
                    continue
                }
                if declarator.initializer != nil || declarator.constructorArguments != nil {
                    error("default member initializers are not supported by Aurora's Metal subset", at: declarator.location)
                }
                guard let type = try? arrayType(base, declarator) else { continue }
                fields.append(StructType.Field(name: declarator.name, type: type))
            }
        }
        if fields.isEmpty { error("empty structs are not supported by Aurora's Metal subset", at: syntax.location) }
        let structure = StructType(name: syntax.name, fields: fields)
        let depth = 1 + (fields.map { structDepth($0.type) }.max() ?? 0)
        if depth > Self.maximumStructDepth {
            error("struct '\(syntax.name)' nests structs \(depth) deep, more than Aurora's limit of \(Self.maximumStructDepth)",
                  at: syntax.location)
            return
        }
        structDepths[syntax.name] = depth
        let size = Self.scalarCount(of: .structure(structure))
        if size > Self.maximumScalarCount {
            error("struct '\(syntax.name)' holds \(size) numbers, more than Aurora's limit of \(Self.maximumScalarCount)",
                  at: syntax.location)
        }
        structs[syntax.name] = structure
        structOrder.append(structure)
    }

    mutating func checkGlobal(_ syntax: VariableDeclarationSyntax) {
        guard let base = try? resolveType(syntax.type, context: .constant) else { return }
        for declarator in syntax.declarators {
            guard constantIndex[declarator.name] == nil, structs[declarator.name] == nil else {
                error("redefinition of '\(declarator.name)'", at: declarator.location)
                continue
            }
            do throws(Failure) {
                let type = try arrayType(base, declarator)
                constantScalarTotal += Self.scalarCount(of: type)
                guard constantScalarTotal <= Self.maximumTotalScalarCount else {
                    throw error("constants hold more than \(Self.maximumTotalScalarCount) numbers in all, Aurora's limit",
                                at: declarator.location)
                }
                let initializer = try checkInitializer(declarator, type: type, isConst: true)
                guard let initializer else { continue }
                guard let value = foldedValue(initializer) else {
                    throw error("initializer of 'constant' variable '\(declarator.name)' is not a constant expression",
                                at: initializer.location)
                }
                constantIndex[declarator.name] = constants.count
                constants.append(CheckedConstant(name: declarator.name, type: type,
                                                 initializer: TypedExpression(.literal(value), type: type, location: initializer.location),
                                                 value: value, location: declarator.location))
            } catch {
                continue
            }
        }
    }

    mutating func declareFunction(_ syntax: FunctionSyntax) {
        for attribute in syntax.attributes where attribute.name != "stitchable" && attribute.name != "visible" {
            error("attribute '\(attribute.name)' is not supported by Aurora's Metal subset", at: attribute.location)
        }
        var parameters: [CheckedParameter] = []
        var invalidParameters: [String] = []
        for parameter in syntax.parameters {
            guard let type = try? resolveType(parameter.type, context: .parameter) else {
                invalidParameters.append(parameter.name)
                continue
            }
            if !parameter.name.isEmpty, parameters.contains(where: { $0.name == parameter.name }) {
                error("redefinition of parameter '\(parameter.name)'", at: parameter.location)
            }
            parameters.append(CheckedParameter(name: parameter.name, type: type, slot: parameters.count))
        }
        let resolvedReturnType = try? resolveType(syntax.returnType, context: .returnType)
        let returnType = resolvedReturnType ?? .void
        if let existing = signatures[syntax.name] {
            if existing.parameters.map(\.type) != parameters.map(\.type) || existing.returnType != returnType {
                error("overloaded functions are not supported by Aurora's Metal subset", at: syntax.location,
                      note: "'\(syntax.name)' is first declared at \(existing.location)")
                return
            }
            if existing.hasBody, syntax.body != nil {
                error("redefinition of '\(syntax.name)'", at: syntax.location)
                return
            }
        }
        if constantIndex[syntax.name] != nil || structs[syntax.name] != nil {
            error("redefinition of '\(syntax.name)' as a different kind of symbol", at: syntax.location)
            return
        }
        let hasBody = syntax.body != nil || signatures[syntax.name]?.hasBody == true
        signatures[syntax.name] = Signature(name: syntax.name, parameters: parameters, returnType: returnType,
                                            location: signatures[syntax.name]?.location ?? syntax.location, hasBody: hasBody,
                                            invalidParameters: invalidParameters,
                                            hasInvalidReturnType: resolvedReturnType == nil)
    }

    mutating func checkFunction(_ syntax: FunctionSyntax) -> CheckedFunction? {
        guard let signature = signatures[syntax.name], let body = syntax.body else { return nil }
        currentFunction = signature
        scopes = [[:]]
        slotCount = 0
        localScalarTotal = 0
        loopDepth = 0
        for parameter in signature.parameters {
            scopes[0][parameter.name] = LocalVariable(slot: parameter.slot, type: parameter.type, isConst: false)
            slotCount += 1
        }
        for name in signature.invalidParameters {
            scopes[0][name] = LocalVariable(slot: -1, type: .void, isConst: false, isPoisoned: true)
        }
        let isStitchable = syntax.attributes.contains { $0.name == "stitchable" }
        if isStitchable { checkStitchableParameters(signature) }
        nesting[syntax.name] = Self.nestingDepth(body)
        let errorsBefore = diagnostics.items.count
        let statements = checkStatements(body)
        // After an error in the body a dropped statement may have been the return: no cascade.
        if signature.returnType != .void, diagnostics.items.count == errorsBefore, !signature.hasInvalidReturnType,
           !alwaysReturns(statements) {
            error("non-void function does not return a value in all control paths", at: syntax.location,
                  note: "Aurora requires every path of '\(syntax.name)' to return a \(signature.returnType)")
        }
        var function = CheckedFunction(name: signature.name, isStitchable: isStitchable, parameters: signature.parameters,
                                       returnType: signature.returnType, body: statements, localCount: slotCount,
                                       entryKind: nil, location: syntax.location)
        if isStitchable {
            for kind in [EntryKind.layer, .colorEffect, .distortion, .fill] where function.canServe(as: kind) {
                function.entryKind = kind
                break
            }
        }
        currentFunction = nil
        return function
    }

    /// SwiftUI passes an array as a pointer and an `int` count: the count must follow the pointer.
    mutating func checkStitchableParameters(_ signature: Signature) {
        for (index, parameter) in signature.parameters.enumerated() {
            if case .deviceArray = parameter.type {
                let next = index + 1 < signature.parameters.count ? signature.parameters[index + 1].type : nil
                if next != .int {
                    error("array parameter '\(parameter.name)' must be followed by an 'int' count parameter",
                          at: signature.location, note: "SwiftUI passes an array as a pointer and its element count")
                }
            }
            if parameter.type == .layer, index != 1 {
                error("'SwiftUI::Layer' must be the second parameter of a layer effect", at: signature.location)
            }
        }
        if signature.parameters.filter({ $0.type == .texture }).count > 1 {
            error("a SwiftUI shader takes at most one 'texture2d<half>' image", at: signature.location)
        }
    }

    /// Reports recursion (direct or through other functions), calls to functions without a body,
    /// and call chains deeper than `maximumCallDepth`.
    mutating func checkCallGraph() {
        var depth: [String: Int] = [:]
        var cost: [String: Int] = [:]
        var visiting: Set<String> = []
        var reported: Set<String> = []
        func visit(_ name: String, checker: inout Checker) -> Int {
            if let known = depth[name] { return known }
            // A chain this long is reported below; stop before the recursion gets deep.
            if visiting.count > Self.maximumCallDepth { return Self.maximumCallDepth + 1 }
            visiting.insert(name)
            var deepest = 0
            var deepestCost = 0
            for call in checker.calls[name] ?? [] {
                if visiting.contains(call.callee) {
                    if reported.insert(name).inserted {
                        checker.error("recursive call to '\(call.callee)' is not supported by Aurora's Metal subset",
                                      at: call.location)
                    }
                    continue
                }
                deepest = Swift.max(deepest, visit(call.callee, checker: &checker) + 1)
                deepestCost = Swift.max(deepestCost, cost[call.callee] ?? 0)
            }
            visiting.remove(name)
            depth[name] = deepest
            cost[name] = deepestCost + (checker.nesting[name] ?? 0)
            if let total = cost[name], total > Self.maximumTotalNesting, deepest <= Self.maximumCallDepth,
               reported.insert(name).inserted {
                checker.error("calls from '\(name)' nest statements and expressions \(total) deep, more than Aurora's limit of \(Self.maximumTotalNesting)",
                              at: checker.signatures[name]?.location ?? SourceLocation(line: 1, column: 1))
            }
            if deepest > Self.maximumCallDepth, reported.insert(name).inserted {
                checker.error("calls from '\(name)' nest more than \(Self.maximumCallDepth) functions deep",
                              at: checker.signatures[name]?.location ?? SourceLocation(line: 1, column: 1))
            }
            return deepest
        }
        for name in calls.keys.sorted() { _ = visit(name, checker: &self) }
        for (caller, list) in calls.sorted(by: { $0.key < $1.key }) {
            for call in list where signatures[call.callee]?.hasBody == false {
                error("function '\(call.callee)' is used but not defined", at: call.location,
                      note: "called from '\(caller)'")
            }
        }
    }

    // MARK: Scopes

    /// The local variable `name`, innermost scope first.
    func lookupLocal(_ name: String) -> LocalVariable? {
        for scope in scopes.reversed() {
            if let variable = scope[name] { return variable }
        }
        return nil
    }

    /// Declares a local variable in the innermost scope and returns its slot.
    mutating func declareLocal(_ name: String, type: ShaderType, isConst: Bool, value: ShaderValue? = nil,
                               isPoisoned: Bool = false, at location: SourceLocation) -> Int {
        if scopes.last?[name] != nil {
            error("redefinition of '\(name)'", at: location)
        }
        let slot = slotCount
        slotCount += 1
        if scopes.isEmpty { scopes = [[:]] }
        scopes[scopes.count - 1][name] = LocalVariable(slot: slot, type: type, isConst: isConst, value: value, isPoisoned: isPoisoned)
        return slot
    }

    /// Every name visible here, for "did you mean" suggestions.
    func visibleNames() -> [String] {
        var names = scopes.flatMap(\.keys) + Array(constantIndex.keys) + Array(signatures.keys)
        names += BuiltinFunction.allCases.map(\.rawValue) + Array(BuiltinConstants.values.keys)
        return names
    }

    /// How deep `type` nests structs, from the depths already known (no recursion into fields).
    func structDepth(_ type: ShaderType) -> Int {
        switch type {
        case .structure(let structure): structDepths[structure.name] ?? 1
        case .array(let element, _): structDepth(element)
        default: 0
        }
    }

    /// The value of a checked expression when it only uses literals, constants and builtins.
    func foldedValue(_ expression: TypedExpression) -> ShaderValue? {
        ConstantFolder(constants: constants).fold(expression)
    }

    /// The deepest nesting of statements plus expression trees in `statements`.
    static func nestingDepth(_ statements: [StatementSyntax]) -> Int {
        statements.map(nestingDepth).max() ?? 0
    }

    static func nestingDepth(_ statement: StatementSyntax) -> Int {
        switch statement.kind {
        case .declaration(let d):
            return 1 + (d.declarators.flatMap { [$0.initializer?.depth ?? 0, $0.arraySize?.depth ?? 0] + ($0.constructorArguments ?? []).map(\.depth) }.max() ?? 0)
        case .expression(let e): return 1 + e.depth
        case .block(let inner): return 1 + nestingDepth(inner)
        case .ifElse(let c, let a, let b): return 1 + Swift.max(c.depth, nestingDepth(a), b.map(nestingDepth) ?? 0)
        case .forLoop(let i, let c, let s, let body):
            return 1 + Swift.max(i.map(nestingDepth) ?? 0, c?.depth ?? 0, s?.depth ?? 0, nestingDepth(body))
        case .whileLoop(let c, let body), .doWhile(let body, let c): return 1 + Swift.max(c.depth, nestingDepth(body))
        case .returnStatement(let e): return 1 + (e?.depth ?? 0)
        case .breakStatement, .continueStatement, .empty: return 1
        }
    }
}
