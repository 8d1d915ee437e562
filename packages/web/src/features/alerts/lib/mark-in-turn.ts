/** How a run of marks ended: the alerts marked, in order, and the first one refused, if any. */
export interface MarkRunResult<TItem> {
  marked: TItem[];
  refused: { item: TItem; error: unknown } | null;
}

/**
 * Marks the items one after another, telling `onProgress` which one is under way (1-based), and
 * stops at the first refusal: a decision refused for one alert is likely refused for the next, and
 * the user should see why before anything more changes.
 */
export async function markInTurn<TItem>(
  items: readonly TItem[],
  mark: (item: TItem) => Promise<unknown>,
  onProgress: (done: number, total: number) => void,
): Promise<MarkRunResult<TItem>> {
  const marked: TItem[] = [];
  for (const [index, item] of items.entries()) {
    onProgress(index + 1, items.length);
    try {
      await mark(item);
    } catch (error) {
      return { marked, refused: { item, error } };
    }
    marked.push(item);
  }
  return { marked, refused: null };
}
