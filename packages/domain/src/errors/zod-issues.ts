import type { z } from "zod";
import type { FieldError } from "./error-catalogue.js";

/** Turns zod issues into field errors whose `field` is the dotted path a form can show. */
export function fieldErrorsFromZod(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    const field = [prefix, path].filter((part) => part && part.length > 0).join(".");
    return { field: field.length > 0 ? field : "(body)", message: issue.message };
  });
}

/** The field errors `schema` finds in `input`; none when the input is valid. */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}
