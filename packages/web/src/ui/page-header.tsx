import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { config } from "../config";

/** The top of a page: a small section name, the page title, a line about it, and its main actions. */
export function PageHeader({
  eyebrow,
  title,
  description,
  actions,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && <div className="text-sm font-medium text-indigo-600">{eyebrow}</div>}
        <h1 className="mt-1 truncate text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {description && <div className="mt-2 max-w-2xl text-sm text-slate-600">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

/**
 * A page under a list (add, edit): its document title, a header whose small section name links
 * back to the list, then the page's form.
 */
export function FormPage({
  documentTitle,
  back,
  title,
  description,
  children,
}: {
  /** The tab's title before the product name: "Add company". */
  documentTitle: string;
  back: { label: string; href: string };
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <title>{`${documentTitle} · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={back.href} className="hover:underline">
            {back.label}
          </Link>
        }
        title={title}
        description={description}
      />
      {children}
    </>
  );
}
