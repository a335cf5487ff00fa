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

#endif
