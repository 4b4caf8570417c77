// Every diagnostic code, in one place: stable short names that tests, editors and tools match
// on (`name.undefined`, `syntax.expected-name`). The messages are built in Diagnostic+*.swift.

/// A diagnostic's stable code; its raw value is what tools see (`shape check`, JSON, the
/// language server).
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable {
    // Animation
    case animationAgain = "animation.again"
    case animationChanged = "animation.changed"
    case animationFrames = "animation.frames"
    case animationNotTopLevel = "animation.not-top-level"
    case animationSpring = "animation.spring"
    // Calls and arguments
    case callArgumentType = "call.argument-type"
    case callArity = "call.arity"
    case callConflict = "call.conflict"
    case callDuplicateArgument = "call.duplicate-argument"
    case callMissingArgument = "call.missing-argument"
    case callMissingLabel = "call.missing-label"
    case callNoInitializer = "call.no-initializer"
    case callPlatformDefault = "call.platform-default"
    case callUnexpectedArgument = "call.unexpected-argument"
    case callUnknownLabel = "call.unknown-label"
    // The canvas
    case canvasAgain = "canvas.again"
    case canvasNotTopLevel = "canvas.not-top-level"
    // Devices
    case deviceApproximate = "device.approximate"
    // Error summaries
    case errorMore = "error.more"
    // Geometry values and teaching warnings
    case geometryFlared = "geometry.flared"
    case geometryLabel = "geometry.label"
    case geometryUncontained = "geometry.uncontained"
    case geometryNegative = "geometry.negative"
    case geometryNotFinite = "geometry.not-finite"
    case geometryOverflow = "geometry.overflow"
    case geometryPinched = "geometry.pinched"
    case geometrySquared = "geometry.squared"
    case geometryTooLarge = "geometry.too-large"
    // Imports
    case importCycle = "import.cycle"
    case importNotTopLevel = "import.not-top-level"
    case importSandbox = "import.sandbox"
    case importUnreadable = "import.unreadable"
    // Internal
    case `internal` = "internal"
    // Queries
    case queryUnsettled = "query.unsettled"
    // Reading files
    case ioRead = "io.read"
    // Limits
    case limitCallDepth = "limit.call-depth"
    case limitExpression = "limit.expression"
    case limitImports = "limit.imports"
    case limitList = "limit.list"
    case limitNesting = "limit.nesting"
    case limitNodes = "limit.nodes"
    case limitOutput = "limit.output"
    case limitSource = "limit.source"
    case limitSteps = "limit.steps"
    case limitString = "limit.string"
    // Names and scopes
    case nameBeforeDeclaration = "name.before-declaration"
    case nameConstant = "name.constant"
    case nameRedeclared = "name.redeclared"
    case nameUndefined = "name.undefined"
    case nameUnknownMember = "name.unknown-member"
    case nameUnknownWarning = "name.unknown-warning"
    // Nodes
    case nodeChildOfShape = "node.child-of-shape"
    case nodeCommandOutside = "node.command-outside"
    case nodeStyleOnStack = "node.style-on-stack"
    // Running
    case runtimeAssert = "runtime.assert"
    case runtimeDivisionByZero = "runtime.division-by-zero"
    case runtimeIndex = "runtime.index"
    case runtimeInterrupted = "runtime.interrupted"
    // Syntax (the lexer and the parser)
    case syntaxBlockOnItsOwnLine = "syntax.block-on-its-own-line"
    case syntaxChainedComparison = "syntax.chained-comparison"
    case syntaxChainedRange = "syntax.chained-range"
    case syntaxElseWithoutIf = "syntax.else-without-if"
    case syntaxExpected = "syntax.expected"
    case syntaxExpectedBlock = "syntax.expected-block"
    case syntaxExpectedEquals = "syntax.expected-equals"
    case syntaxExpectedExpression = "syntax.expected-expression"
    case syntaxExpectedIn = "syntax.expected-in"
    case syntaxExpectedLabel = "syntax.expected-label"
    case syntaxExpectedMember = "syntax.expected-member"
    case syntaxExpectedName = "syntax.expected-name"
    case syntaxExpectedParameter = "syntax.expected-parameter"
    case syntaxExpectedStatementEnd = "syntax.expected-statement-end"
    case syntaxInterpolatedImport = "syntax.interpolated-import"
    case syntaxInvalidEscape = "syntax.invalid-escape"
    case syntaxInvalidUnicodeEscape = "syntax.invalid-unicode-escape"
    case syntaxKeywordAsName = "syntax.keyword-as-name"
    case syntaxMalformedNumber = "syntax.malformed-number"
    case syntaxNotAssignable = "syntax.not-assignable"
    case syntaxNumberTooLarge = "syntax.number-too-large"
    case syntaxOutsideLoop = "syntax.outside-loop"
    case syntaxReturnOutsideFunction = "syntax.return-outside-function"
    case syntaxSizeWithoutX = "syntax.size-without-x"
    case syntaxSwiftHabit = "syntax.swift-habit"
    case syntaxUnclosedBracket = "syntax.unclosed-bracket"
    case syntaxUnexpectedAssignment = "syntax.unexpected-assignment"
    case syntaxUnexpectedCharacter = "syntax.unexpected-character"
    case syntaxUnexpectedClosingBracket = "syntax.unexpected-closing-bracket"
    case syntaxUnknownOperator = "syntax.unknown-operator"
    case syntaxUnterminatedComment = "syntax.unterminated-comment"
    case syntaxUnterminatedInterpolation = "syntax.unterminated-interpolation"
    case syntaxUnterminatedString = "syntax.unterminated-string"
    // Types
    case typeMismatch = "type.mismatch"
    case typeNotCallable = "type.not-callable"
    case typeNotIterable = "type.not-iterable"
    case typeNotSubscriptable = "type.not-subscriptable"
    case typeOperand = "type.operand"
    case typeOperands = "type.operands"
    case typeUnknownMember = "type.unknown-member"
    // Values
    case valueNoCorners = "value.no-corners"
    case valueRemovedNode = "value.removed-node"
    case valueOutOfRange = "value.out-of-range"
    case valueUnknownColor = "value.unknown-color"
    case valueUnknownDevice = "value.unknown-device"
    // Warning summaries
    case warningMore = "warning.more"
}
