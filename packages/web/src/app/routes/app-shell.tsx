import type { MouseEvent } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { config } from "../../config";
import { SearchLauncher } from "../../features/search/components/search-launcher";
import { useSignedInUser } from "../../lib/use-signed-in-user";
import { BrandMark } from "../../ui/brand-mark";
import { cx } from "../../ui/cx";
import { focusRing } from "../../ui/focus-ring";
import { paths } from "../../routing/paths";
import { BackLink } from "../shell/back-link";
import { ClientPicker } from "../shell/client-picker";
import { MainNav } from "../shell/main-nav";
import { UserMenu } from "../shell/user-menu";
import { isWidePage } from "../shell/wide-pages";

const mainId = "main-content";

/** Hash routing owns the URL fragment, so the skip link moves focus itself. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(mainId)?.focus();
}

/**
 * The frame around every signed-in page: top bar, then the page. The bar spans the widest page,
 * so it stays put when a list (up to the 2xl breakpoint) opens a record (7xl).
 */
export function Component() {
  const user = useSignedInUser();
  const wide = isWidePage(useLocation().pathname);
  return (
    <div className="min-h-dvh">
      <a
        href={`#${mainId}`}
        onClick={skipToContent}
        className={cx(
          "sr-only z-50 rounded-md bg-white text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-3 focus:py-2",
          focusRing,
        )}
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-(--breakpoint-2xl) items-center gap-4 px-4 sm:gap-6 sm:px-6 lg:px-8">
          <Link
            to={paths.app.dashboard.getHref()}
            className={cx("-m-1 flex items-center gap-2.5 rounded-md p-1", focusRing)}
          >
            <BrandMark className="size-8" />
            {/* The mark alone in the bar, so every module's entry fits on one line at 1280 px. */}
            <span className="sr-only">{config.productName}</span>
          </Link>
          <MainNav />
          <div className="ml-auto flex items-center gap-3">
            <ClientPicker />
            <SearchLauncher />
            <UserMenu user={user} />
          </div>
        </div>
      </header>
      <main
        id={mainId}
        tabIndex={-1}
        className={cx(
          "mx-auto px-4 py-8 focus:outline-none sm:px-6 lg:px-8",
          wide ? "max-w-(--breakpoint-2xl)" : "max-w-7xl",
        )}
      >
        <BackLink />
        <Outlet />
      </main>
    </div>
  );
}
