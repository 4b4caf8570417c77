// The `canvas` statement: the root area every top-level node is placed in.
import ConcentricGeometry
import ShapeScene

extension Machine {
    /// `canvas width: 390, height: 844, cornerRadius: 47.33, safeArea: EdgeInsets(top: 47, bottom: 34)`
    /// or `canvas device("iPhone 14")`, with optional `fill:`, `style:` and `layoutDirection:`.
    func setCanvas(_ call: inout CallArguments) throws {
        if let earlier = scene.canvasDeclaredAt {
            throw error(.canvasAgain(at: call.range, earlier: earlier))
        }
        let slots = try call.bind([
            "_", "width", "height", "cornerRadius", "style", "safeArea", "fill", "layoutDirection",
        ])
        var spec: SceneCanvas
        var direction: LayoutDirection?
        if let deviceArgument = slots[0] {
            guard case .device(let device) = deviceArgument.value else {
                throw error(
                    .argumentType(
                        callee: "canvas", expected: "device such as device(\"iPhone 15 Pro\")",
                        found: deviceArgument.value, at: deviceArgument.range))
            }
            spec = SceneCanvas(
                size: device.size, cornerRadius: device.cornerRadius, cornerStyle: .continuous,
                safeArea: device.safeArea, device: device)
            if device.isApproximate {
                warnings.append(.approximateDevice(device.name, radius: device.cornerRadius, at: deviceArgument.range))
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
        if let safeArea = slots[5] {
            guard case .insets(let insets) = safeArea.value else {
                throw error(
                    .argumentType(
                        callee: "canvas", expected: "insets such as EdgeInsets(top: 47, bottom: 34)",
                        found: safeArea.value, at: safeArea.range))
            }
            spec.safeArea = insets
        }
        if let fill = slots[6] { spec.background = try call.color(fill) }
        if let argument = slots[7] {
            guard case .layoutDirection(let value) = argument.value else {
                throw error(
                    .argumentType(
                        callee: "canvas", expected: "layout direction (.leftToRight or .rightToLeft)",
                        found: argument.value, at: argument.range))
            }
            direction = value
        }
        scene.setCanvas(spec, direction: direction, declaredAt: call.range)
    }
}
