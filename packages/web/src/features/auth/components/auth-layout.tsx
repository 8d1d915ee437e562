import type { ReactNode } from "react";
import { config } from "../../../config";
import { BrandMark } from "../../../ui/brand-mark";

/** The signed-out frame: product name and tagline above a centred card. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Under the card; a word about getting help by default. */
  footer?: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-12 sm:px-6">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-indigo-100/70 via-slate-50 to-slate-50"
      />
      <main className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <BrandMark className="size-12 shadow-sm" />
          <p className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{config.productName}</p>
          <p className="mt-1.5 text-sm text-balance text-slate-600">
            Talent contracts, usage rights and their expiry, in one place.
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
          <div className="mt-1 mb-6 text-sm text-slate-600">{description}</div>
          {children}
        </div>
        <div className="mt-6 text-center text-xs leading-5 text-slate-500">
          {footer ?? <>Still stuck? Your {config.productName} administrator can help you sign in.</>}
        </div>
      </main>
    </div>
  );
}
