/**
 * A session is valid while the stored access-token expiry is in the future
 * (spec 000 section 4). `now` is passed in: the domain never reads the clock.
 */
export function isSessionValid(tokenExpiryDate: string | null | undefined, now: Date): boolean {
  if (!tokenExpiryDate) return false;
  const expiry = Date.parse(tokenExpiryDate);
  if (Number.isNaN(expiry)) return false;
  return expiry > now.getTime();
}
