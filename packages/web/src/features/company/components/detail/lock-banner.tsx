import { Notice } from "../../../../ui/notice";
import { lockBannerText } from "../../lib/lock-banner";
import { useCompanyLock } from "./company-lock";

/**
 * Who is editing this company, while it is someone else: the page stays readable, Edit, Add and
 * Delete wait, and the banner goes once they finish (the lock is asked about every few seconds).
 */
export function LockBanner() {
  const lock = useCompanyLock();
  if (lock.isLockedByOther) {
    return (
      <Notice tone="warning" title="Read only for now" className="mb-4">
        {lockBannerText(lock)} You can read everything; editing opens again when they finish.
      </Notice>
    );
  }
  if (lock.lastError && lock.status === "unknown") {
    return (
      <Notice tone="info" className="mb-4">
        Could not check whether someone else is editing this company ({lock.lastError}). Trying again shortly.
      </Notice>
    );
  }
  return null;
}
