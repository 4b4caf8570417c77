// The end of shape.bundle.js (scripts/build-wasm puts shape.js and the module's bytes before it):
// the carried bytes, unpacked once, stand in for the shape.wasm file shape.js would fetch.
let unpacked;

function carriedModule() {
    unpacked ??= (async () => {
        const packed = typeof Uint8Array.fromBase64 === "function" ? Uint8Array.fromBase64(carried) : decoded(carried);
        const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
        return WebAssembly.compile(await new Response(stream).arrayBuffer());
    })();
    return unpacked;
}

function decoded(base64) {
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
}

/// `load()` with no argument uses the carried module; any argument is shape.js's `load(module)`.
globalThis.shapeLanguage = Object.freeze({
    load: async (module) => load(module ?? (await carriedModule())),
});
