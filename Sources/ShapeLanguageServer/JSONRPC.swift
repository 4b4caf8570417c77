// JSON-RPC 2.0 as the Language Server Protocol uses it: requests (answered), notifications
// (never answered), responses (to requests the server sent; this server sends none), and the
// error codes of both specifications.
import ShapeJSON

/// A message from the client.
enum RPCMessage: Equatable {
    case request(id: JSON, method: String, params: JSON)
    case notification(method: String, params: JSON)
    case response(id: JSON)

    /// Reads a message from a parsed body; a failure carries the id to answer, when there is one.
    static func decode(_ json: JSON) -> Result<RPCMessage, RPCFailure> {
        guard case .object(let members) = json else {
            return .failure(RPCFailure(id: .null, error: .invalidRequest("a message is a JSON object")))
        }
        let id = members["id"]
        if let id, !RPCMessage.isValidID(id) {
            return .failure(RPCFailure(id: .null, error: .invalidRequest("an id is a number or a string")))
        }
        guard members["jsonrpc"] == "2.0" else {
            return .failure(RPCFailure(id: id ?? .null, error: .invalidRequest("'jsonrpc' must be \"2.0\"")))
        }
        let params = members["params"] ?? .null
        switch params {
        case .object, .array, .null: break
        default:
            return .failure(RPCFailure(id: id ?? .null, error: .invalidRequest("'params' is an object or an array")))
        }
        guard let method = members["method"] else {
            if let id, members["result"] != nil || members["error"] != nil { return .success(.response(id: id)) }
            return .failure(RPCFailure(id: id ?? .null, error: .invalidRequest("a request needs a 'method'")))
        }
        guard let name = method.string else {
            return .failure(RPCFailure(id: id ?? .null, error: .invalidRequest("'method' is a string")))
        }
        guard let id else { return .success(.notification(method: name, params: params)) }
        return .success(.request(id: id, method: name, params: params))
    }

    private static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .string: true
        case .number: id.integer != nil
        default: false
        }
    }
}

/// An error to answer with: a code of JSON-RPC or the LSP, and a message.
struct RPCError: Error, Equatable {
    var code: Int
    var message: String

    static func parseError(_ message: String) -> RPCError { RPCError(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> RPCError { RPCError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: -32601, message: "no method '\(method)'")
    }
    static func invalidParams(_ message: String) -> RPCError { RPCError(code: -32602, message: message) }
    static func internalError(_ message: String) -> RPCError { RPCError(code: -32603, message: message) }
    static let serverNotInitialized = RPCError(code: -32002, message: "the server is not initialized yet")
    static let requestCancelled = RPCError(code: -32800, message: "the request was cancelled")
    static let contentModified = RPCError(code: -32801, message: "the document changed")
    static func requestFailed(_ message: String) -> RPCError { RPCError(code: -32803, message: message) }

    var json: JSON { ["code": JSON(code), "message": JSON(message)] }
}

/// An error and the id of the request it answers (null when it is unknown).
struct RPCFailure: Error, Equatable {
    var id: JSON
    var error: RPCError
}

extension JSON {
    /// A response carrying `result`.
    static func response(id: JSON, result: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// A response carrying an error.
    static func response(id: JSON, error: RPCError) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }

    /// A notification from the server.
    static func notification(_ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": JSON(method), "params": params]
    }
}

/// Reads typed parameters out of a request's `params`, failing with InvalidParams.
struct Parameters {
    let json: JSON

    /// The member at a dotted path (`textDocument.uri`).
    private func value(_ path: String) -> JSON? {
        var current: JSON? = json
        for key in path.split(separator: ".") { current = current?[String(key)] }
        return current
    }

    func string(_ path: String) throws(RPCError) -> String {
        guard let text = value(path)?.string else { throw .invalidParams("'\(path)' must be a string") }
        return text
    }

    func integer(_ path: String) throws(RPCError) -> Int {
        guard let number = value(path)?.integer else { throw .invalidParams("'\(path)' must be an integer") }
        return number
    }

    func optional(_ path: String) -> JSON? {
        value(path).flatMap { $0.isNull ? nil : $0 }
    }

    /// A position (`{line, character}`, both whole numbers of 0 or more).
    func position(_ path: String) throws(RPCError) -> (line: Int, character: Int) {
        let line = try integer(path + ".line")
        let character = try integer(path + ".character")
        guard line >= 0, character >= 0 else { throw .invalidParams("'\(path)' must not be negative") }
        return (line, character)
    }

    /// A range (`{start, end}`).
    func range(_ path: String) throws(RPCError) -> (
        start: (line: Int, character: Int), end: (line: Int, character: Int)
    ) {
        (try position(path + ".start"), try position(path + ".end"))
    }
}
