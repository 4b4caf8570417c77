// The few functions of librsvg (2.46 or later), cairo (1.16 or later), GLib and zlib that shape
// draws pictures with, declared here as their stable C ABI and looked up with dlopen and dlsym
// when the first PNG or PDF is drawn. Nothing is linked: a command that draws no picture does
// not load these libraries and their forty-odd dependencies (about 5 ms at every start), and
// a fully static `shape` still builds (Debian ships no static librsvg).
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#ifdef __linux__
#include <sys/auxv.h>
#endif

typedef struct _RsvgHandle RsvgHandle;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;

/// GLib's GError: the domain (a GQuark), a code and a message GLib owns.
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} GError;

/// librsvg's RsvgRectangle: the viewport a document is fitted into.
typedef struct {
    double x, y, width, height;
} RsvgRectangle;

/// The values of cairo's enums that shape passes or checks.
enum {
    SHAPE_CAIRO_STATUS_SUCCESS = 0,
    SHAPE_CAIRO_STATUS_WRITE_ERROR = 11,
    SHAPE_CAIRO_FORMAT_ARGB32 = 0,
    SHAPE_CAIRO_PDF_METADATA_CREATE_DATE = 5,
    SHAPE_Z_OK = 0,
    SHAPE_Z_DEFAULT_COMPRESSION = -1,
};

typedef int (*shape_cairo_write_func)(void *closure, const unsigned char *data, unsigned int length);

/// The functions, each with its library's own signature (gsize is unsigned long, gboolean an
/// int, zlib's uLong unsigned long and uInt unsigned int, C enums ints).
typedef struct {
    RsvgHandle *(*rsvg_handle_new_from_data)(const uint8_t *data, unsigned long length, GError **error);
    int (*rsvg_handle_render_document)(
        RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
    void (*g_object_unref)(RsvgHandle *object);  // a gpointer; only handles are released
    void (*g_error_free)(GError *error);
    int (*cairo_format_stride_for_width)(int format, int width);
    cairo_surface_t *(*cairo_image_surface_create_for_data)(
        unsigned char *data, int format, int width, int height, int stride);
    cairo_surface_t *(*cairo_pdf_surface_create_for_stream)(
        shape_cairo_write_func write, void *closure, double width, double height);
    void (*cairo_pdf_surface_set_metadata)(cairo_surface_t *surface, int metadata, const char *text);
    void (*cairo_pdf_surface_set_size)(cairo_surface_t *surface, double width, double height);
    void (*cairo_surface_show_page)(cairo_surface_t *surface);
    int (*cairo_surface_status)(cairo_surface_t *surface);
    void (*cairo_surface_flush)(cairo_surface_t *surface);
    void (*cairo_surface_finish)(cairo_surface_t *surface);
    void (*cairo_surface_destroy)(cairo_surface_t *surface);
    cairo_t *(*cairo_create)(cairo_surface_t *target);
    void (*cairo_destroy)(cairo_t *cr);
    void (*cairo_scale)(cairo_t *cr, double sx, double sy);
    int (*cairo_status)(cairo_t *cr);
    const char *(*cairo_status_to_string)(int status);
    unsigned long (*compressBound)(unsigned long length);
    int (*compress2)(
        unsigned char *target, unsigned long *targetLength, const unsigned char *source, unsigned long length,
        int level);
    unsigned long (*crc32)(unsigned long crc, const unsigned char *bytes, unsigned int length);
} ShapePictureLibraries;

/// Whether this process has a dynamic loader, which the libraries need. A fully static
/// executable has none (no interpreter, so AT_BASE is 0): loading glibc's shared libraries
/// beside the static copy of glibc would crash it.
static inline int shape_can_load_libraries(void) {
#ifdef __linux__
    return getauxval(AT_BASE) != 0;
#else
    return 1;
#endif
}

/// Opens the first of `names` that loads.
static inline void *shape_open_first(const char *const *names) {
    for (; *names; names++) {
        void *library = dlopen(*names, RTLD_NOW | RTLD_LOCAL);
        if (library) return library;
    }
    return NULL;
}

/// Opens librsvg (which brings cairo, GObject and GLib) and zlib and fills `api`. Returns NULL,
/// or what could not be found: a library's name or a function's. Libraries stay open.
static inline const char *shape_load_picture_libraries(ShapePictureLibraries *api) {
    static const char *const rsvgNames[] = {"librsvg-2.so.2", "librsvg-2.2.dylib", "librsvg-2.dylib", NULL};
    static const char *const zlibNames[] = {"libz.so.1", "libz.1.dylib", "libz.dylib", NULL};
    void *rsvg = shape_open_first(rsvgNames);
    if (!rsvg) return "librsvg-2.so.2";
    void *zlib = shape_open_first(zlibNames);
    if (!zlib) return "libz.so.1";
#define SHAPE_FIND(library, name) \
    if (!(*(void **)&api->name = dlsym(library, #name))) return #name;
    SHAPE_FIND(rsvg, rsvg_handle_new_from_data)
    SHAPE_FIND(rsvg, rsvg_handle_render_document)
    SHAPE_FIND(rsvg, g_object_unref)
    SHAPE_FIND(rsvg, g_error_free)
    SHAPE_FIND(rsvg, cairo_format_stride_for_width)
    SHAPE_FIND(rsvg, cairo_image_surface_create_for_data)
    SHAPE_FIND(rsvg, cairo_pdf_surface_create_for_stream)
    SHAPE_FIND(rsvg, cairo_pdf_surface_set_metadata)
    SHAPE_FIND(rsvg, cairo_pdf_surface_set_size)
    SHAPE_FIND(rsvg, cairo_surface_show_page)
    SHAPE_FIND(rsvg, cairo_surface_status)
    SHAPE_FIND(rsvg, cairo_surface_flush)
    SHAPE_FIND(rsvg, cairo_surface_finish)
    SHAPE_FIND(rsvg, cairo_surface_destroy)
    SHAPE_FIND(rsvg, cairo_create)
    SHAPE_FIND(rsvg, cairo_destroy)
    SHAPE_FIND(rsvg, cairo_scale)
    SHAPE_FIND(rsvg, cairo_status)
    SHAPE_FIND(rsvg, cairo_status_to_string)
    SHAPE_FIND(zlib, compressBound)
    SHAPE_FIND(zlib, compress2)
    SHAPE_FIND(zlib, crc32)
#undef SHAPE_FIND
    return NULL;
}
