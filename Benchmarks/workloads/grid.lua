-- Workload 7: the same program as grid.shape (see grid.py for what each record holds).
local function card(r, c, cards)
    local inset = 1 + (r + c) % 3
    local x, y = c * 12, r * 12
    local outer = math.min(6, 11 / 2)
    local side = 11 - 2 * inset
    local inner = math.min(math.max(outer - inset, 0), side / 2)
    cards[#cards + 1] = {x, y, 11, 11, outer, x + inset, y + inset, side, side, inner, r .. "," .. c}
    return inset
end

local cards = {}
local insets = 0
for r = 0, 299 do
    for c = 0, 299 do
        insets = insets + card(r, c, cards)
    end
end
print(#cards, insets)
