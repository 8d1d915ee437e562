import type { ReactNode } from "react";
import { useId } from "react";

/** The cells of the picture's small tables, one look for all four parts. */
export const headCell =
  "px-3 py-2 text-left text-xs font-medium tracking-wide text-slate-500 uppercase first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6";
export const bodyCell =
  "px-3 py-2.5 align-top text-sm text-slate-700 first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6";
export const linkClass =
  "font-medium text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/**
 * One part of a person's picture: a heading with how many, then its table, or a sentence when it
 * holds nothing. A part the user's role does not read says so instead of looking empty.
 */
export function PictureSection({
  title,
  count,
  empty,
  hidden,
  children,
}: {
  title: string;
  count: number | null;
  /** What the part says when it holds nothing. */
  empty: string;
  /** Why the part is not shown (the role does not read its module); null when it is. */
  hidden: string | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-100 first:border-t-0">
      <h3
        id={headingId}
        className="flex items-baseline gap-2 px-5 pt-4 pb-2 text-sm font-semibold text-slate-900 sm:px-6"
      >
        {title}
        {count !== null && count > 0 && <span className="text-xs font-normal text-slate-500">{count}</span>}
      </h3>
      {hidden !== null ? (
        <p className="px-5 pb-4 text-sm text-slate-500 sm:px-6">{hidden}</p>
      ) : count === 0 ? (
        <p className="px-5 pb-4 text-sm text-slate-500 sm:px-6">{empty}</p>
      ) : (
        <div className="overflow-x-auto pb-2">{children}</div>
      )}
    </section>
  );
}
