# Workload 4 (interpreter core): the same program as core.shape, top-level code as there.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print(fib(27))
total = 0
i = 0
while i < 5000000:
    total = total + i * 2 % 7
    i += 1
print(total)
