import { useNavigate, useSearchParams } from "react-router-dom";
import { hasAcceptedTerms } from "../../../lib/has-accepted-terms";
import { readReturnTo } from "../../../routing/paths";
import { config } from "../../../config";
import { describeError } from "../../../lib/describe-error";
import { formatDate } from "../../../lib/format";
import { usePermission } from "../../../lib/permission";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { QueryLoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { PageHeader } from "../../../ui/page-header";
import { Skeleton } from "../../../ui/skeleton";
import { useAcceptTerms } from "../api/accept-terms";
import { TermsText } from "../components/terms-text";

/**
 * /terms-and-conditions (spec 000 sections 2, 4, 5): every guarded route leads here until the
 * user accepts; "I accept" records it and continues to where they were going.
 */
export function Component() {
  const permission = usePermission();
  const accept = useAcceptTerms();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = readReturnTo(searchParams);
  const accepted =
    permission.data && hasAcceptedTerms(permission.data) ? permission.data.termAcceptedOn : null;

  const onAccept = async () => {
    try {
      await accept.mutateAsync();
      await navigate(returnTo, { replace: true });
    } catch {
      // Shown above the button.
    }
  };

  return (
    <>
      <title>{`Terms of use · ${config.productName}`}</title>
      <PageHeader
        eyebrow="Before you start"
        title="Terms of use"
        description={
          accepted
            ? undefined
            : `Please read these terms. You need to accept them to use ${config.productName}.`
        }
      />
      <Card className="max-w-3xl">
        <div
          role="region"
          aria-label="Terms of use"
          tabIndex={0}
          className="max-h-[55dvh] overflow-y-auto px-5 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-8 sm:py-6"
        >
          <TermsText />
        </div>
        <div className="space-y-4 border-t border-slate-200 bg-slate-50/60 px-5 py-4 sm:px-8">
          {permission.isPending ? (
            <Skeleton className="h-9 w-40" />
          ) : permission.isError ? (
            <QueryLoadError
              className="space-y-4"
              title="We could not check whether you accepted the terms"
              query={permission}
            />
          ) : accepted ? (
            <Notice tone="success">You accepted these terms on {formatDate(accepted)}.</Notice>
          ) : (
            <>
              {accept.isError && (
                <Alert title="Your acceptance was not recorded">
                  {describeError(accept.error, "Try again in a moment.")}
                </Alert>
              )}
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600">By accepting, you agree to follow these terms.</p>
                <Button onClick={() => void onAccept()} busy={accept.isPending} busyLabel="Recording…">
                  I accept
                </Button>
              </div>
            </>
          )}
        </div>
      </Card>
    </>
  );
}
