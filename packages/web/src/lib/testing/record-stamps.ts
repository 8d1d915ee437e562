/** Who made a test record and when, never archived, at its first version: the record fixtures' tail. */
export const recordStamps = {
  archivedAt: null,
  archivedBy: null,
  createdAt: "2025-01-06T15:00:00Z",
  createdBy: "Ann",
  updatedAt: "2025-01-06T15:00:00Z",
  updatedBy: "Ann",
  version: 1,
} as const;
