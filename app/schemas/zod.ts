import { z } from "zod";

/**
 * Zod 4 compiles object parsers with `new Function` after probing whether eval is allowed.
 * The page's Content-Security-Policy has no 'unsafe-eval', so the probe is refused and the
 * browser reports a violation, even though zod falls back quietly. Jitless parsing gives the
 * same results without the probe. The schemas take `z` from here, so zod is configured
 * wherever a schema is built, and pages that use no schema ship no zod.
 */
z.config({ jitless: true });

export { z };
