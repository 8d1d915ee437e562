import { cx } from "./cx";

/** The Rights Desk mark: an "R" on an indigo tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={cx("shrink-0", className ?? "size-8")} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" className="fill-indigo-600" />
      <path
        d="M9 8h8.5a5.5 5.5 0 0 1 1.6 10.76L23.5 24h-4.2l-3.9-4.8H12.6V24H9Zm3.6 3.1v5h4.7a2.5 2.5 0 0 0 0-5Z"
        fill="#fff"
      />
    </svg>
  );
}
