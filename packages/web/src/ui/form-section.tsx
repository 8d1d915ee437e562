import type { ReactNode } from "react";

/** One part of a long form: its title and what it is for on the left, its fields on the right. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6 border-b border-slate-100 px-5 py-6 last:border-b-0 sm:px-6 lg:grid-cols-3">
      <div>
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-500">{description}</p>
      </div>
      <div className="grid content-start gap-5 sm:grid-cols-2 lg:col-span-2">{children}</div>
    </div>
  );
}
