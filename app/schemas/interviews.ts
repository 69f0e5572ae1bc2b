import { INTERVIEW_TEXTS } from "../copy/interview/texts";
import { INTERVIEW_ANSWER_MAX_CHARS } from "../domain/interview/interview";
import { z } from "./zod";

/** One answer of the founder interview (docs/product.md#founder-interview): non-empty after trimming, saved trimmed. */
export const InterviewAnswerSchema = z.object({
  question: z.coerce
    .number({ error: INTERVIEW_TEXTS.questionUnknown })
    .int(INTERVIEW_TEXTS.questionUnknown)
    .min(1, INTERVIEW_TEXTS.questionUnknown)
    .max(50, INTERVIEW_TEXTS.questionUnknown),
  answer: z
    .string({ error: INTERVIEW_TEXTS.answerRequired })
    .trim()
    .min(1, INTERVIEW_TEXTS.answerRequired)
    .max(INTERVIEW_ANSWER_MAX_CHARS, INTERVIEW_TEXTS.answerTooLong),
});
