// `import "file.shape"`: another file compiled into the same top-level scope, once, with
// cycles reported as the chain of files that formed them.

extension Machine {
    /// Compiles the imported file at `path` (relative to the importing file's folder) into the
    /// global scope. Returns its code, or nil when the file was already imported.
    func importFile(_ path: String, from importer: String?, at range: SourceRange, compiler: Compiler) throws
        -> CompiledBlock?
    {
        guard fileAccess.allowsImports else {
            throw ScriptError(.importInSandbox(path, at: range).inFile(importer))
        }
        let resolved = FileSystem.resolve(path, relativeTo: importer.map(FileSystem.directory(of:)))
        let canonical = FileSystem.canonicalPath(resolved) ?? resolved
        if importChain.contains(canonical) || canonical == importer.flatMap(FileSystem.canonicalPath) {
            let chain = (importChain + [canonical]).map(FileSystem.displayName)
            throw ScriptError(.importCycle(chain: chain, at: range).inFile(importer))
        }
        if importedFiles.contains(canonical) { return nil }
        importCount += 1
        guard importCount <= limits.maxImports else {
            throw ScriptError(.importLimit(limits.maxImports, at: range).inFile(importer))
        }
        let source: String
        do {
            source = try FileSystem.readText(resolved)
        } catch let failure as FileError {
            throw ScriptError(.importUnreadable(path, reason: failure.message, at: range).inFile(importer))
        }
        do {
            try checkSource(source, at: range)
        } catch let failure as ScriptError {
            throw ScriptError(failure.diagnostic.inFile(importer))
        }
        importedFiles.insert(canonical)
        importChain.append(canonical)
        defer { importChain.removeLast() }
        sources[resolved] = source
        var parser = Parser(source: source, file: resolved, maxNestingDepth: limits.maxNestingDepth)
        let program = try parser.parseProgram()
        let inner = Compiler(machine: self, scope: compiler.scope, file: resolved, interactive: false)
        let body = try inner.compileProgram(program)
        return body
    }
}
