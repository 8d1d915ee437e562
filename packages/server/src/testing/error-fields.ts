/** An error answer's messages by field name. */
export function fieldMessages(body: {
  errors?: { field: string; message: string }[] | undefined;
}): Record<string, string> {
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
}
