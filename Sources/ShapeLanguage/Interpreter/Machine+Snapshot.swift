// The machine's state before an evaluation, kept so that the evaluation can run again from the
// same start when its layout queries have not settled (Machine+Queries).

/// What an evaluation may change: the top level's names and values, the functions' frames, the
/// scene, the files read and the animation.
struct MachineSnapshot {
    fileprivate var scope: (entries: [String: Scope.Entry], slotCount: Int)
    fileprivate var globals: [Value]
    fileprivate var declaringFrames: Int
    fileprivate var scene: SceneBuilder.State
    fileprivate var imports: ImportLoader.State
    fileprivate var animation: DeclaredAnimation?
}

extension Machine {
    func snapshot() -> MachineSnapshot {
        MachineSnapshot(
            scope: globalScope.snapshot(), globals: globalFrame.values(), declaringFrames: declaringFrames.count,
            scene: scene.state, imports: imports.state, animation: animation)
    }

    /// Puts the machine back as it was at `snapshot`. Frames of functions declared since are
    /// emptied first, so that the cycles between them and their functions are broken.
    func restore(_ snapshot: MachineSnapshot) {
        for frame in declaringFrames.dropFirst(snapshot.declaringFrames) { frame.clear() }
        declaringFrames.removeLast(declaringFrames.count - snapshot.declaringFrames)
        globalScope.restore(snapshot.scope)
        globalFrame.restore(snapshot.globals)
        scene.restore(snapshot.scene)
        imports.restore(snapshot.imports)
        animation = snapshot.animation
    }
}
