import { z } from "zod";

/**
 * Zod 4 compiles object parsers with `new Function` after probing whether eval is allowed.
 * The page's Content-Security-Policy has no 'unsafe-eval', so the probe is refused and the
 * browser reports a violation, even though zod falls back quietly. Jitless parsing gives the
 * same results without the probe. Imported first by root.tsx: schemas are built when their
 * modules load, and the root module loads before every route module.
 */
z.config({ jitless: true });
