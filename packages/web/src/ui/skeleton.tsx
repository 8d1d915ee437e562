import { cx } from "./cx";

/** A grey placeholder bar while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cx("animate-pulse rounded bg-slate-200", className)} aria-hidden="true" />;
}
