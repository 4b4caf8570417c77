// What the core calls from C in shape.wasm: libm's trigonometry, malloc's family, memcmp, strtod.
#include <math.h>
#include <stdlib.h>
#include <string.h>
