import { Notice } from "../notice";
import { describeLockHolder } from "./lock-text";
import { useRecordLock } from "./record-lock";

/**
 * Who is editing this record, while it is someone else: the page stays readable, Edit, Add and
 * Delete wait, and the banner goes once they finish (the lock is asked about every few seconds).
 */
export function RecordLockBanner({ recordLabel }: { recordLabel: string }) {
  const lock = useRecordLock();
  if (lock.isLockedByOther) {
    return (
      <Notice tone="warning" title="Read only for now" className="mb-4">
        {describeLockHolder(lock, recordLabel)} You can read everything; editing opens again when they finish.
      </Notice>
    );
  }
  if (lock.lastError && lock.status === "unknown") {
    return (
      <Notice tone="info" className="mb-4">
        {`Could not check whether someone else is editing this ${recordLabel} (${lock.lastError}). Trying again shortly.`}
      </Notice>
    );
  }
  return null;
}
