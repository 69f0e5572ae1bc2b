/**
 * The Workers AI models used when AI_TEXT_MODEL / AI_VISION_MODEL are not set — the one place
 * they are named (wrangler.toml's two environments name the same ids; a unit test checks).
 * Why these two: docs/decisions/029-ai-models-and-failures.md.
 *
 * - Text: Llama 3.1 8B Instruct, fast variant (128k-token context; the plain variant was
 *   removed from Workers AI on 2026-05-30).
 * - Vision: Gemma 4 26B A4B (Apache 2.0, no licence to accept per account, no territorial
 *   exclusion); it takes the image as a base64 data URI in an OpenAI-style message part.
 */
export const DEFAULT_TEXT_MODEL = "@cf/meta/llama-3.1-8b-instruct-fast";
export const DEFAULT_VISION_MODEL = "@cf/google/gemma-4-26b-a4b-it";
