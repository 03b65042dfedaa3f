# The hidden --measure option's meters (src/app/measure), included by src/app/CMakeLists.txt.
set(measure_sources
  measure/framemeter.cpp measure/framemeter.h
  measure/measurement.cpp measure/measurement.h
)
