import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { config } from "../config";
import { paths } from "../routing/paths";
import { buttonClassName } from "./button";
import { CompassIcon } from "./icons";

type StatusPageProps = {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** A calm, centred message for pages that cannot show what was asked: not found, failed. */
export function StatusPage({ icon, eyebrow, title, children, actions }: StatusPageProps) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        {icon}
      </div>
      {eyebrow && <p className="mt-5 text-sm font-semibold text-indigo-600">{eyebrow}</p>}
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-3 text-sm leading-6 text-slate-600">{children}</div>
      {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}

/** "Page not found", with the way back to the dashboard; `children` say why. */
export function PageNotFound({ children }: { children: ReactNode }) {
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow="404"
      title="Page not found"
      actions={
        <Link to={paths.app.dashboard.getHref()} className={buttonClassName("primary")}>
          Go to the dashboard
        </Link>
      }
    >
      <title>{`Page not found · ${config.productName}`}</title>
      {children}
    </StatusPage>
  );
}
