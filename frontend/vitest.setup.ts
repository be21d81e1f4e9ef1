// The tracker imports its sending half on the first call (lib/analytics/tracker.ts). Loaded here
// once per test file, that import resolves from the module cache, never after a test file's
// environment is torn down.
import "@/lib/analytics/sender";
