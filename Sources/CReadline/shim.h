// The C headers of GNU readline, in the order readline requires (stdio first).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
