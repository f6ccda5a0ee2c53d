// The bounds of the `aurora_previews` section of the running program, where each `#Preview` places
// one record. The linker defines the bounds; both are NULL when no preview was linked in.
#ifndef C_AURORA_PREVIEW_SECTION_H
#define C_AURORA_PREVIEW_SECTION_H

const void *aurora_previews_section_start(void);
const void *aurora_previews_section_end(void);

#endif
