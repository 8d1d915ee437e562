import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

export function Card({ className, ...props }: ComponentProps<"section">) {
  return (
    <section className={cx("rounded-xl border border-slate-200 bg-white shadow-xs", className)} {...props} />
  );
}

type CardHeaderProps = {
  title: ReactNode;
  titleId?: string;
  description?: ReactNode;
  action?: ReactNode;
};

export function CardHeader({ title, titleId, description, action }: CardHeaderProps) {
  return (
    <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {action}
    </header>
  );
}
