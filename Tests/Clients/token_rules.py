"""A small evaluator of the design tokens' rules: the recipe the README gives for tools.

A derived token of `shape render --format tokens` keeps its rule under
`$extensions["dev.shape"]["expression"]` (and, with `--tokens-math`, as its `$value`): Tokens
Studio's math syntax, numbers in px, `+ - * /`, parentheses, `min(a, b)`, `max(a, b)`, and
references `{group.token}` to other tokens. `resolve(tokens, "card.topLeading", overrides)`
follows aliases and rules down to the base tokens, whose values `overrides` may replace (a site's
own token values), and returns the radius in px.
"""

from __future__ import annotations

import re
from typing import Any

EXTENSION = "dev.shape"
TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|(\{[^{}]+\})|(min|max)|([-+*/(),]))")
ALIAS = re.compile(r"^\{([^{}]+)\}$")


def lookup(tokens: dict[str, Any], path: str) -> dict[str, Any]:
    node: Any = tokens
    for part in path.split("."):
        node = node[part]
    if "$value" not in node:
        raise KeyError(f"{path} is a group, not a token")
    return node


def evaluate(text: str, reference) -> float:
    """`text` in Tokens Studio's math syntax; `reference(path)` gives a `{path}`'s value."""
    items: list[tuple[str, str]] = []
    position = 0
    while position < len(text):
        if text[position:].strip() == "":
            break
        found = TOKEN.match(text, position)
        if not found:
            raise ValueError(f"cannot read {text[position:]!r}")
        number, ref, function, symbol = found.groups()
        items.append(("number", number) if number else ("ref", ref[1:-1]) if ref else
                     ("function", function) if function else ("symbol", symbol))
        position = found.end()
    index = 0

    def peek() -> tuple[str, str] | None:
        return items[index] if index < len(items) else None

    def take(symbol: str) -> None:
        nonlocal index
        if peek() != ("symbol", symbol):
            raise ValueError(f"expected {symbol!r} in {text!r}")
        index += 1

    def sum_() -> float:  # sum -> product (('+' | '-') product)*
        nonlocal index
        value = product()
        while peek() in (("symbol", "+"), ("symbol", "-")):
            sign = items[index][1]
            index += 1
            value = value + product() if sign == "+" else value - product()
        return value

    def product() -> float:  # product -> unary (('*' | '/') unary)*
        nonlocal index
        value = unary()
        while peek() in (("symbol", "*"), ("symbol", "/")):
            sign = items[index][1]
            index += 1
            value = value * unary() if sign == "*" else value / unary()
        return value

    def unary() -> float:  # unary -> '-' unary | atom
        nonlocal index
        if peek() == ("symbol", "-"):
            index += 1
            return -unary()
        return atom()

    def atom() -> float:  # atom -> number | ref | ('min' | 'max') '(' sum ',' sum ')' | '(' sum ')'
        nonlocal index
        item = peek()
        if item is None:
            raise ValueError(f"unexpected end of {text!r}")
        kind, value = item
        index += 1
        if kind == "number":
            return float(value)
        if kind == "ref":
            return reference(value)
        if kind == "function":
            take("(")
            a = sum_()
            take(",")
            b = sum_()
            take(")")
            return min(a, b) if value == "min" else max(a, b)
        if item == ("symbol", "("):
            inner = sum_()
            take(")")
            return inner
        raise ValueError(f"unexpected {value!r} in {text!r}")

    result = sum_()
    if index != len(items):
        raise ValueError(f"left over in {text!r}")
    return result


def resolve(tokens: dict[str, Any], path: str, overrides: dict[str, float], seen: tuple[str, ...] = ()) -> float:
    """The value of token `path` in px: an override, its rule, its alias's value, or its own."""
    if path in overrides:
        return overrides[path]
    if path in seen:
        raise ValueError(f"a cycle through {path}")
    token = lookup(tokens, path)
    follow = lambda target: resolve(tokens, target, overrides, seen + (path,))  # noqa: E731
    rule = token.get("$extensions", {}).get(EXTENSION, {}).get("expression")
    if rule is not None:
        return evaluate(rule, follow)
    value = token["$value"]
    if isinstance(value, (int, float)):
        return float(value)  # a number token: a ratio, a count
    if isinstance(value, str):
        alias = ALIAS.match(value)
        return follow(alias.group(1)) if alias else evaluate(value, follow)
    return float(value["value"])
