// The few functions of GNU libmicrohttpd (0.9.71 or later) that `shape serve` answers HTTP with,
// declared here as their stable C ABI and looked up with dlopen and dlsym when the first server
// starts: no other command loads the library, and the package builds without its headers.
// MHD_start_daemon takes its options as C variadic arguments, which Swift cannot pass: the
// static inline function below passes the fixed set the server uses.
#include <dlfcn.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>

struct MHD_Daemon;
struct MHD_Connection;
struct MHD_Response;

/// The values of libmicrohttpd's enums and macros that the server passes or checks.
enum {
    SHAPE_MHD_NO = 0,
    SHAPE_MHD_YES = 1,
    SHAPE_MHD_USE_THREAD_PER_CONNECTION = 4,
    SHAPE_MHD_USE_INTERNAL_POLLING_THREAD = 8,
    SHAPE_MHD_OPTION_END = 0,
    SHAPE_MHD_OPTION_CONNECTION_MEMORY_LIMIT = 1,
    SHAPE_MHD_OPTION_CONNECTION_LIMIT = 2,
    SHAPE_MHD_OPTION_CONNECTION_TIMEOUT = 3,
    SHAPE_MHD_OPTION_NOTIFY_COMPLETED = 4,
    SHAPE_MHD_OPTION_LISTEN_SOCKET = 12,
    SHAPE_MHD_OPTION_THREAD_STACK_SIZE = 19,
    SHAPE_MHD_OPTION_NOTIFY_CONNECTION = 27,
    SHAPE_MHD_CONNECTION_INFO_CLIENT_ADDRESS = 2,
    SHAPE_MHD_CONNECTION_INFO_CONNECTION_FD = 6,
    SHAPE_MHD_CONNECTION_NOTIFY_STARTED = 0,
    SHAPE_MHD_CONNECTION_NOTIFY_CLOSED = 1,
    SHAPE_MHD_HEADER_KIND = 1,
    SHAPE_MHD_GET_ARGUMENT_KIND = 8,
    SHAPE_MHD_RESPMEM_MUST_COPY = 2,
};

/// MHD_SIZE_UNKNOWN: a response whose length is not known in advance (an event stream).
static const uint64_t SHAPE_MHD_SIZE_UNKNOWN = UINT64_MAX;
/// MHD_CONTENT_READER_END_OF_STREAM and MHD_CONTENT_READER_END_WITH_ERROR.
static const ssize_t SHAPE_MHD_END_OF_STREAM = -1;
static const ssize_t SHAPE_MHD_END_WITH_ERROR = -2;

typedef int (*shape_mhd_access_handler)(
    void *context, struct MHD_Connection *connection, const char *url, const char *method, const char *version,
    const char *upload, size_t *uploadSize, void **request);
typedef void (*shape_mhd_completed)(void *context, struct MHD_Connection *connection, void **request, int reason);
typedef void (*shape_mhd_connection_notice)(
    void *context, struct MHD_Connection *connection, void **socketContext, int notice);
typedef ssize_t (*shape_mhd_reader)(void *context, uint64_t position, char *buffer, size_t capacity);
typedef void (*shape_mhd_reader_free)(void *context);

/// The functions, each with the library's own signature (C enums are ints).
typedef struct {
    struct MHD_Daemon *(*MHD_start_daemon)(
        unsigned int flags, uint16_t port, void *acceptPolicy, void *acceptContext, shape_mhd_access_handler handler,
        void *handlerContext, ...);
    void (*MHD_stop_daemon)(struct MHD_Daemon *daemon);
    const char *(*MHD_lookup_connection_value)(struct MHD_Connection *connection, int kind, const char *key);
    struct MHD_Response *(*MHD_create_response_from_buffer)(size_t size, void *buffer, int mode);
    struct MHD_Response *(*MHD_create_response_from_callback)(
        uint64_t size, size_t blockSize, shape_mhd_reader reader, void *context, shape_mhd_reader_free release);
    int (*MHD_add_response_header)(struct MHD_Response *response, const char *header, const char *content);
    int (*MHD_queue_response)(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response);
    void (*MHD_destroy_response)(struct MHD_Response *response);
    const void *(*MHD_get_connection_info)(struct MHD_Connection *connection, int kind, ...);
} ShapeHTTPLibrary;

/// Whether this process has a dynamic loader, which dlopen needs (a fully static build has none).
static inline int shape_http_can_load(void) {
    void *self = dlopen(NULL, RTLD_NOW);
    if (!self) return 0;
    dlclose(self);
    return 1;
}

/// Opens libmicrohttpd and fills `api`. Returns NULL, or what could not be found.
static inline const char *shape_http_load(ShapeHTTPLibrary *api) {
    static const char *const names[] = {"libmicrohttpd.so.12", "libmicrohttpd.12.dylib", "libmicrohttpd.dylib", NULL};
    void *library = NULL;
    for (const char *const *name = names; *name && !library; name++) library = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    if (!library) return "libmicrohttpd.so.12";
#define SHAPE_FIND(name) \
    if (!(*(void **)&api->name = dlsym(library, #name))) return #name;
    SHAPE_FIND(MHD_start_daemon)
    SHAPE_FIND(MHD_stop_daemon)
    SHAPE_FIND(MHD_lookup_connection_value)
    SHAPE_FIND(MHD_create_response_from_buffer)
    SHAPE_FIND(MHD_create_response_from_callback)
    SHAPE_FIND(MHD_add_response_header)
    SHAPE_FIND(MHD_queue_response)
    SHAPE_FIND(MHD_destroy_response)
    SHAPE_FIND(MHD_get_connection_info)
#undef SHAPE_FIND
    return NULL;
}

/// A listening TCP socket on the IPv4 `address` and `port` (0: any free port). Returns the
/// socket and sets `bound` to its port, or returns -1 with `error` set to errno's value
/// (EINVAL for an address that is not IPv4 dotted decimal).
static inline int shape_http_listen(const char *address, uint16_t port, uint16_t *bound, int *error) {
    struct sockaddr_in socketAddress;
    memset(&socketAddress, 0, sizeof socketAddress);
    socketAddress.sin_family = AF_INET;
    socketAddress.sin_port = htons(port);
    if (inet_pton(AF_INET, address, &socketAddress.sin_addr) != 1) {
        *error = EINVAL;
        return -1;
    }
    int descriptor = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (descriptor < 0) {
        *error = errno;
        return -1;
    }
    int on = 1;
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (bind(descriptor, (struct sockaddr *)&socketAddress, sizeof socketAddress) != 0 ||
        listen(descriptor, 64) != 0) {
        *error = errno;
        close(descriptor);
        return -1;
    }
    socklen_t length = sizeof socketAddress;
    getsockname(descriptor, (struct sockaddr *)&socketAddress, &length);
    *bound = ntohs(socketAddress.sin_port);
    return descriptor;
}

/// The socket of a connection, or -1 (MHD_ConnectionInfo's `connect_fd`, first in the union).
static inline int shape_http_connection_socket(const ShapeHTTPLibrary *api, struct MHD_Connection *connection) {
    const void *info = api->MHD_get_connection_info(connection, SHAPE_MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? *(const int *)info : -1;
}

/// The client's IPv4 address in host order, or 0 when it is not IPv4 (MHD_ConnectionInfo's
/// `client_addr`, first in the union).
static inline uint32_t shape_http_connection_ipv4(const ShapeHTTPLibrary *api, struct MHD_Connection *connection) {
    const void *info = api->MHD_get_connection_info(connection, SHAPE_MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!info) return 0;
    const struct sockaddr *address = *(struct sockaddr *const *)info;
    if (!address || address->sa_family != AF_INET) return 0;
    return ntohl(((const struct sockaddr_in *)address)->sin_addr.s_addr);
}

/// Ends a connection from another thread: its reads and writes fail at once, and
/// libmicrohttpd closes it as it would a client that left.
static inline void shape_http_shut(int descriptor) { shutdown(descriptor, SHUT_RDWR); }

/// Starts a daemon on the listening socket `listener`: a thread per connection, at most
/// `connections` of them, each closed after `timeout` seconds without traffic, with
/// `memory` bytes for its request line and headers and a stack of `stack` bytes; `notice` hears
/// of each connection's start and end.
static inline struct MHD_Daemon *shape_http_start(
    const ShapeHTTPLibrary *api, int listener, shape_mhd_access_handler handler, shape_mhd_completed completed,
    shape_mhd_connection_notice notice, void *context, unsigned int connections, unsigned int timeout, size_t memory,
    size_t stack) {
    return api->MHD_start_daemon(
        SHAPE_MHD_USE_INTERNAL_POLLING_THREAD | SHAPE_MHD_USE_THREAD_PER_CONNECTION, 0, NULL, NULL, handler, context,
        (int)SHAPE_MHD_OPTION_LISTEN_SOCKET, listener, (int)SHAPE_MHD_OPTION_CONNECTION_LIMIT, connections,
        (int)SHAPE_MHD_OPTION_CONNECTION_TIMEOUT, timeout, (int)SHAPE_MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory,
        (int)SHAPE_MHD_OPTION_THREAD_STACK_SIZE, stack, (int)SHAPE_MHD_OPTION_NOTIFY_COMPLETED, completed, context,
        (int)SHAPE_MHD_OPTION_NOTIFY_CONNECTION, notice, context, (int)SHAPE_MHD_OPTION_END);
}
