import { z } from "zod";
import { errorTypes } from "./error-codes.js";

/** The catalogue itself carries no schema, so a page can read it without zod (error-codes.ts). */
export * from "./error-codes.js";

export const ErrorTypeSchema = z.enum(errorTypes);

export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The body of every error response. */
export const ErrorBodySchema = z.object({
  errorCode: z.number().int().min(0).max(11),
  errorType: ErrorTypeSchema,
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
