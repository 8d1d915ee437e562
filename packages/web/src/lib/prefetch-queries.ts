/**
 * A route loader's prefetch: waits for the screen's queries to load, or to fail. A failure is not
 * the loader's to show; the screen shows it in place, with a way to try again.
 */
export async function prefetchQueries(...loads: Promise<unknown>[]): Promise<null> {
  await Promise.allSettled(loads);
  return null;
}
