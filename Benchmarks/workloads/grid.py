# Workload 7: the same program as grid.shape. Each card is a record of the container's frame
# and radius and the child's frame, radius (concentric: the container's radius less the
# inset, clamped as shape clamps it) and label.
def card(r, c, cards):
    inset = 1 + (r + c) % 3
    x, y = c * 12, r * 12
    outer = min(6, 11 / 2)
    side = 11 - 2 * inset
    inner = min(max(outer - inset, 0), side / 2)
    cards.append((x, y, 11, 11, outer, x + inset, y + inset, side, side, inner, f"{r},{c}"))
    return inset


cards = []
insets = 0
for r in range(300):
    for c in range(300):
        insets += card(r, c, cards)
print(len(cards), insets)
