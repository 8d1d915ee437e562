/** The template or snippet id in the address (`/contracts/snippets/7/edit`), or null when it holds none. */
export function readRecordId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
