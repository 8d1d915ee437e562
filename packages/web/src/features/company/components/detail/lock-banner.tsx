import { RecordLockBanner } from "../../../../ui/records/lock-banner";

/** Who is editing this company, while it is someone else (the shared record lock banner). */
export function LockBanner() {
  return <RecordLockBanner recordLabel="company" />;
}
