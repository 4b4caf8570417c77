-- Workload 4 (interpreter core): the same program as core.shape.
local function fib(n)
    if n < 2 then return n end
    return fib(n - 1) + fib(n - 2)
end
print(fib(27))
local total = 0
local i = 0
while i < 5000000 do
    total = total + i * 2 % 7
    i = i + 1
end
print(total)
