/**
 * A record id from the address (`/company/7/staff`, `/admin/user-management/7`, `?role=7`), or null
 * when it holds none: only a positive whole number written in digits counts.
 */
export function readRecordId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
