// SceneExpression: values, constant folding and the simplification outputs write.
import ShapeScene
import Testing

@Suite struct SceneExpressionTests {
    let gap = SceneExpression.parameter("gap")
    let radius = SceneExpression.parameter("cardRadius")

    @Test func valuesBindParametersByName() {
        let expression = SceneExpression.max(radius - gap * .number(2), .zero)
        #expect(expression.value(["cardRadius": 28, "gap": 12]) == 4)
        #expect(expression.value(["cardRadius": 20, "gap": 12]) == 0)
        #expect(expression.value(["gap": 12]) == nil)
        #expect(expression.parameterNames == ["cardRadius", "gap"])
    }

    @Test func constantsFoldAsTheyAreBuilt() {
        #expect(SceneExpression.number(3) + .number(4) == .number(7))
        #expect(SceneExpression.max(.number(3), .number(4)) == .number(4))
        #expect((gap + .zero) == gap)
        #expect((gap - gap) == .zero)
        // Times nothing is nothing (`(large - small) * progress` at an animation's start).
        #expect((radius - gap) * .zero == .zero)
        // The rule's floor of 0 under a minimum of 24 is dropped; under a floor of -1, kept.
        let rule = SceneExpression.max(radius - gap, .zero)
        #expect(SceneExpression.max(rule, .number(24)) == .maximum(radius - gap, .number(24)))
        #expect(SceneExpression.max(rule, .number(-1)) == .maximum(rule, .number(-1)))
        for values in [
            ["cardRadius": 28.0, "gap": 12.0], ["cardRadius": 10, "gap": 12], ["cardRadius": 50, "gap": 2],
        ] {
            #expect(
                SceneExpression.max(rule, .number(24)).value(values)
                    == SceneExpression.maximum(rule, .number(24)).value(values))
        }
    }

    @Test func sumsAreGatheredForReading() {
        let messy = (SceneExpression.number(50) + gap) - .number(50)
        #expect(messy.simplified == gap)
        #expect(SceneExpression.max(gap + .number(2), gap + .number(5)).simplified == .add(gap, .number(5)))
        #expect(
            (SceneExpression.number(300) - gap - gap).simplified == .subtract(.number(300), .multiply(gap, .number(2))))
    }

    @Test(arguments: [0.0, 3, 12, 40])
    func simplifyingKeepsTheValue(value: Double) {
        let expression = SceneExpression.min(
            SceneExpression.max(radius - (gap + .number(4)) * .number(0.5), .number(8)),
            (.number(200) - gap) / .number(2))
        let values = ["cardRadius": 28, "gap": value]
        #expect(expression.simplified.value(values) == expression.value(values))
    }

    @Test func agreementAllowsRoundingOnly() {
        #expect(gap.agrees(with: 12.0000000001, ["gap": 12]))
        #expect(!gap.agrees(with: 12.1, ["gap": 12]))
    }
}
