/**
 * Where a key moves the focused row of a table of `count` rows, or null for a key the rows
 * leave alone. ArrowUp and ArrowDown stop at the ends rather than wrap, as a list would.
 */
export function nextRowIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      return Math.min(current + 1, last);
    case "ArrowUp":
      return Math.max(current - 1, 0);
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}
