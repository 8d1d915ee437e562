/** What decides whether two use rights of one asset are the same right. */
export interface UseRightTerms {
  readonly useRightType: string;
  readonly mediaType: string | null;
  readonly mediaSubTypes: readonly string[];
  readonly startCycleDate: string | null;
  readonly cycleExpireDate: string | null;
  readonly cycleLength: string | null;
}

const sameText = (a: string | null, b: string | null) =>
  (a ?? "").trim().toUpperCase() === (b ?? "").trim().toUpperCase();

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a.map((value) => value.trim().toUpperCase()));
  const right = new Set(b.map((value) => value.trim().toUpperCase()));
  return left.size === right.size && [...left].every((value) => right.has(value));
};

/**
 * Two rights of one asset are the same right when they grant the same use (usage type), in the
 * same media (type and sub types, in any order) for the same term (cycle start, end and length).
 * A right acquired on a contract that matches the asset's own right is that right, not a second one.
 */
export function isSameUseRight(a: UseRightTerms, b: UseRightTerms): boolean {
  return (
    sameText(a.useRightType, b.useRightType) &&
    sameText(a.mediaType, b.mediaType) &&
    sameSet(a.mediaSubTypes, b.mediaSubTypes) &&
    a.startCycleDate === b.startCycleDate &&
    a.cycleExpireDate === b.cycleExpireDate &&
    sameText(a.cycleLength, b.cycleLength)
  );
}
