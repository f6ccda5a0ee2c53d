#include "CAuroraPreviewSection.h"

// Weak, so a program without any `#Preview` still links (the symbols are then NULL).
extern const char __start_aurora_previews[] __attribute__((weak));
extern const char __stop_aurora_previews[] __attribute__((weak));

const void *aurora_previews_section_start(void) { return __start_aurora_previews; }
const void *aurora_previews_section_end(void) { return __stop_aurora_previews; }
