/// Test-only helpers for Aurora's test targets.
import AuroraRaster
