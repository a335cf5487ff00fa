/* In place of the config.h that libyaml's autotools or CMake build writes: the one thing the
 * sources read from it is the version, which api.c reports (flowatlas_yaml_get_version_string). */
#ifndef FLOWATLAS_YAML_CONFIG_H
#define FLOWATLAS_YAML_CONFIG_H

#define FLOWATLAS_YAML_VERSION_MAJOR 0
#define FLOWATLAS_YAML_VERSION_MINOR 2
#define FLOWATLAS_YAML_VERSION_PATCH 5
#define FLOWATLAS_YAML_VERSION_STRING "0.2.5"

#endif
