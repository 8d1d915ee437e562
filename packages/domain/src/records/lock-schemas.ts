import { z } from "zod";

/** How long a record lock lasts unless extended; the web app extends it while a form is open. */
export const RECORD_LOCK_MINUTES = 10;

/** What the lock calls answer (status, lock, extend, release), seen from the caller. */
export const RecordLockInfoSchema = z.object({
  status: z.enum(["free", "lockedByMe", "lockedByOther"]),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  holderName: z.string().nullable(),
});
export type RecordLockInfoResponse = z.infer<typeof RecordLockInfoSchema>;
