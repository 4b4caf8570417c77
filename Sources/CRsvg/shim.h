// The C headers of librsvg and cairo (SVG in, an image or a PDF page out) and of zlib (which
// compresses a PNG's pixels).
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <zlib.h>
