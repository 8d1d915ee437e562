import { LockIcon } from "../icons";

export const sensitiveNotice = "Only people with the Sensitive data permission see full values.";

/** Says why sensitive values stay masked, beside a section that has some. */
export function SensitiveNotice() {
  return (
    <span className="inline-flex items-center gap-1.5">
      <LockIcon className="size-4 shrink-0 text-slate-400" />
      {sensitiveNotice}
    </span>
  );
}
