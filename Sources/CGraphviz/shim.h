// A one-file shim over Graphviz's cgraph/gvc C API, for FlowGraphviz only.
#ifndef FLOWATLAS_CGRAPHVIZ_SHIM_H
#define FLOWATLAS_CGRAPHVIZ_SHIM_H

#include <stdio.h>
#include <graphviz/graphviz_version.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <dlfcn.h>
#include <string.h>
#include <stdlib.h>

// `Agdirected` is a mutable C global, which Swift 6 refuses to touch.
static inline Agdesc_t flowatlas_directed(void) { return Agdirected; }

// gvRenderData's length parameter changed type in Graphviz 13; keep Swift independent of it.
static inline int flowatlas_render_data(GVC_t *gvc, graph_t *g, const char *format, char **result, size_t *length) {
#if defined(GRAPHVIZ_VERSION_MAJOR) && GRAPHVIZ_VERSION_MAJOR >= 13
    return gvRenderData(gvc, g, format, result, length);
#else
    unsigned int len = 0;
    int rc = gvRenderData(gvc, g, format, result, &len);
    *length = len;
    return rc;
#endif
}

// The hermetic plugin set: the core renderers (svg, dot, ...) and the dot layout, loaded
// from the plugin folder beside libgvc and registered as built-ins, so rendering never
// reads the plugin config file and never measures text with pango (fonts vary by machine).
// `plugin_dir` is Graphviz's plugin folder (for example /usr/lib/x86_64-linux-gnu/graphviz).
// Returns NULL when the plugins cannot be loaded, with the reason in `problem`.
static inline GVC_t *flowatlas_hermetic_context(const char *plugin_dir, char *problem, size_t problem_size) {
    static lt_symlist_t builtins[3];
    const char *names[2] = {"gvplugin_core", "gvplugin_dot_layout"};
#ifdef __APPLE__
    const char *pattern = "%s/lib%s.6.dylib";
#else
    const char *pattern = "%s/lib%s.so.6";
#endif
    for (int i = 0; i < 2; i++) {
        char path[4352];
        snprintf(path, sizeof path, pattern, plugin_dir, names[i]);
        void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            snprintf(problem, problem_size, "cannot load Graphviz plugin %s: %s", path, dlerror());
            return NULL;
        }
        char symbol[128];
        snprintf(symbol, sizeof symbol, "%s_LTX_library", names[i]);
        void *library = dlsym(handle, symbol);
        if (!library) {
            snprintf(problem, problem_size, "Graphviz plugin %s has no symbol %s", path, symbol);
            return NULL;
        }
        builtins[i].name = names[i] == names[0] ? "gvplugin_core_LTX_library" : "gvplugin_dot_layout_LTX_library";
        builtins[i].address = library;
    }
    builtins[2].name = NULL;
    builtins[2].address = NULL;
    return gvContextPlugins(builtins, 0);
}

// A deterministic object-ID discipline. cgraph's default uses the address of the interned
// name as the ID of a named object, and orders subgraphs by ID, so cluster order (and the
// layout) would depend on malloc. Here a named object's ID is 2 * (first-seen index + 1):
// the order in which names are first used. Anonymous objects get odd IDs, as by default.
typedef struct {
    Agraph_t *graph;    // names are interned in its string pool, as cgraph expects of agnameof
    char **names;
    size_t count, capacity;
    size_t *slots;      // open addressing: index + 1, 0 = empty
    size_t slot_count;  // power of two
    IDTYPE anonymous;
} flowatlas_id_state;

static inline size_t flowatlas_hash(const char *s) {
    size_t h = 1469598103934665603ULL;
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ULL; }
    return h;
}

static inline void *flowatlas_id_open(Agraph_t *g, Agdisc_t *disc) {
    (void)disc;
    flowatlas_id_state *state = calloc(1, sizeof *state);
    if (!state) return NULL;
    state->graph = g;
    state->slot_count = 64;
    state->slots = calloc(state->slot_count, sizeof(size_t));
    state->anonymous = 1;
    return state;
}

static inline int flowatlas_id_grow(flowatlas_id_state *state) {
    size_t count = state->slot_count * 2;
    size_t *slots = calloc(count, sizeof(size_t));
    if (!slots) return 0;
    for (size_t i = 0; i < state->count; i++) {
        size_t at = flowatlas_hash(state->names[i]) & (count - 1);
        while (slots[at]) at = (at + 1) & (count - 1);
        slots[at] = i + 1;
    }
    free(state->slots);
    state->slots = slots;
    state->slot_count = count;
    return 1;
}

static inline long flowatlas_id_map(void *opaque, int objtype, char *str, IDTYPE *id, int createflag) {
    (void)objtype;
    flowatlas_id_state *state = opaque;
    if (!str) {
        *id = state->anonymous;
        state->anonymous += 2;
        return 1;
    }
    size_t at = flowatlas_hash(str) & (state->slot_count - 1);
    while (state->slots[at]) {
        size_t index = state->slots[at] - 1;
        if (strcmp(state->names[index], str) == 0) { *id = (IDTYPE)(2 * (index + 1)); return 1; }
        at = (at + 1) & (state->slot_count - 1);
    }
    if (!createflag) return 0;
    if (state->count == state->capacity) {
        size_t capacity = state->capacity ? state->capacity * 2 : 64;
        char **names = realloc(state->names, capacity * sizeof(char *));
        if (!names) return 0;
        state->names = names;
        state->capacity = capacity;
    }
    char *copy = agstrdup(state->graph, str);
    if (!copy) return 0;
    state->names[state->count] = copy;
    state->slots[at] = state->count + 1;
    state->count++;
    *id = (IDTYPE)(2 * state->count);
    if (state->count * 2 > state->slot_count && !flowatlas_id_grow(state)) return 0;
    return 1;
}

static inline long flowatlas_id_alloc(void *state, int objtype, IDTYPE id) { (void)state; (void)objtype; (void)id; return 0; }
static inline void flowatlas_id_free(void *state, int objtype, IDTYPE id) { (void)state; (void)objtype; (void)id; }

static inline char *flowatlas_id_print(void *opaque, int objtype, IDTYPE id) {
    (void)objtype;
    flowatlas_id_state *state = opaque;
    if (id % 2 != 0 || id == 0 || (size_t)(id / 2) > state->count) return NULL;
    return state->names[id / 2 - 1];
}

static inline void flowatlas_id_close(void *opaque) {
    flowatlas_id_state *state = opaque;
    if (!state) return;
    // The names live in the graph's string pool, which agclose frees.
    free(state->names);
    free(state->slots);
    free(state);
}

static inline void flowatlas_id_register(void *state, int objtype, void *obj) { (void)state; (void)objtype; (void)obj; }

// Opens a directed graph with the deterministic ID discipline.
static inline Agraph_t *flowatlas_open_graph(char *name) {
    static Agiddisc_t ids = {
        flowatlas_id_open, flowatlas_id_map, flowatlas_id_alloc, flowatlas_id_free,
        flowatlas_id_print, flowatlas_id_close, flowatlas_id_register
    };
    static Agdisc_t disc;
    disc.mem = &AgMemDisc;
    disc.id = &ids;
    disc.io = &AgIoDisc;
    return agopen(name, Agdirected, &disc);
}

// Reads DOT text with the deterministic ID discipline (agmemread uses the default one).
typedef struct { const char *text; size_t offset; } flowatlas_reader;

static inline int flowatlas_read(void *chan, char *buf, int bufsize) {
    flowatlas_reader *reader = chan;
    size_t left = strlen(reader->text + reader->offset);
    size_t n = left < (size_t)(bufsize - 1) ? left : (size_t)(bufsize - 1);
    memcpy(buf, reader->text + reader->offset, n);
    reader->offset += n;
    return (int)n;
}

// Exported by libcgraph 2.x but not declared in its headers: discards the scanner's buffer.
// Weak, so a Graphviz without it still links (the reset is then skipped).
extern void aglexbad(void) __attribute__((weak));

static inline Agraph_t *flowatlas_read_dot(const char *text) {
    static Agiddisc_t ids = {
        flowatlas_id_open, flowatlas_id_map, flowatlas_id_alloc, flowatlas_id_free,
        flowatlas_id_print, flowatlas_id_close, flowatlas_id_register
    };
    static Agiodisc_t io;
    io = AgIoDisc;
    io.afread = flowatlas_read;
    static Agdisc_t disc;
    disc.mem = &AgMemDisc;
    disc.id = &ids;
    disc.io = &io;
    flowatlas_reader reader = { text, 0 };
    // The scanner is global: drop what the previous parse left unread (a successful parse stops
    // at the closing brace), name this input, and restart the line count.
    if (aglexbad) aglexbad();
    agsetfile("<dot>");
    agreadline(0);
    return agread(&reader, &disc);
}

#endif
