// libyaml's C API (yaml-0.1), for FlowScenarios' YAMLEventParser only: its parser's events are
// what the scenario composer reads and YAMLBudget checks, one at a time.
#ifndef FLOWATLAS_CLIBYAML_SHIM_H
#define FLOWATLAS_CLIBYAML_SHIM_H

#include <yaml.h>

#endif
