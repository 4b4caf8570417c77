// The `canvas` statement: the root area every top-level node is placed in.
import ConcentricGeometry
import ShapeScene

extension Machine {
    /// `canvas width: 390, height: 844, cornerRadius: 47.33, safeArea: EdgeInsets(top: 47, bottom: 34)`
    /// or `canvas device("iPhone 14")`, with optional `fill:`, `style:`, `layoutDirection:` and `title:` (the picture's
    /// accessible name).
    func setCanvas(_ call: inout CallArguments, file: String?) throws(ScriptError) {
        if let earlier = scene.canvasDeclaredAt {
            throw error(.canvasAgain(at: call.range, earlier: earlier))
        }
        let slots = try call.bind(Signatures.canvas)
        var spec: SceneCanvas
        var direction: LayoutDirection?
        if let deviceArgument = slots[0] {
            let device = try call.device(deviceArgument)
            spec = SceneCanvas(
                size: device.size, cornerRadius: device.cornerRadius, cornerStyle: .continuous,
                safeArea: device.safeArea, device: device)
            if device.isApproximate {
                warnings.append(
                    .approximateDevice(device.name, radius: device.cornerRadius, at: deviceArgument.range).inFile(file))
            }
            if let conflicting = slots[1] ?? slots[2] {
                throw error(
                    .conflictingArguments(callee: "canvas", "device", conflicting.label ?? "", at: conflicting.range))
            }
        } else {
            let width = try call.length(try call.require(slots[1], "width"))
            let height = try call.length(try call.require(slots[2], "height"))
            spec = SceneCanvas(size: Size(width: width, height: height))
        }
        if let radius = slots[3] { spec.cornerRadius = try call.length(radius) }
        if let style = slots[4] { spec.cornerStyle = try call.roundedCornerStyle(style) }
        if let safeArea = slots[5] { spec.safeArea = try call.insets(safeArea) }
        if let fill = slots[6] { spec.background = try call.color(fill) }
        if let argument = slots[7] { direction = try call.layoutDirection(argument) }
        if let title = slots[8] { spec.title = try call.string(title) }
        scene.setCanvas(spec, direction: direction, declaredAt: call.range)
    }
}
