// The C headers of librsvg and cairo: SVG in, PNG (image surface) or PDF (PDF surface) out.
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <cairo-pdf.h>
