import type { ForecastAnswer } from "@rightsdesk/domain";
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { useModuleRights } from "../../../ui/records/record-queries";
import { TitledCard } from "../../../ui/titled-card";
import { forecastQueryOptions } from "../api/forecast";
import { renewalDecisionsQueryOptions } from "../api/renewals";
import { ForecastControls } from "../components/forecast-controls";
import { ForecastExport } from "../components/forecast-export";
import { ForecastHeadline } from "../components/forecast-headline";
import { MonthlyChart } from "../components/monthly-chart";
import { PaymentsCard } from "../components/payments-card";
import { ReleasedPayments } from "../components/released-payments";
import { decisionsBySubject } from "../lib/decision-subjects";
import {
  readForecastView,
  toForecastRequest,
  writeForecastView,
  type ForecastView,
} from "../lib/forecast-view";
import { stackMonths } from "../lib/monthly-stacks";

export function loader(queryClient: QueryClient) {
  return async function loadForecast({ request }: LoaderFunctionArgs) {
    const view = readForecastView(new URL(request.url).searchParams);
    try {
      await queryClient.ensureQueryData(forecastQueryOptions(toForecastRequest(view)));
    } catch {
      // The page shows the failure where the forecast would be, with a way to try again.
    }
    return null;
  };
}

function ForecastBody({ answer, canDecide }: { answer: ForecastAnswer; canDecide: boolean }) {
  const [month, setMonth] = useState<string | null>(null);
  const decisions = useQuery(renewalDecisionsQueryOptions());
  const inForce = useMemo(() => decisionsBySubject(decisions.data?.decisions ?? []), [decisions.data]);
  const stacks = useMemo(() => stackMonths(answer), [answer]);
  const shownMonth = stacks.some((stack) => stack.month === month) ? month : null;
  return (
    <div className="space-y-6">
      <ForecastHeadline answer={answer} />
      <TitledCard
        titleId="forecast-months"
        title="Per month"
        description="Priced amounts stacked by where the figure comes from; a dashed mark counts the payments with no figure. Choose a month to list its payments."
      >
        {answer.payments.length === 0 ? (
          <EmptyState icon={<DocumentIcon className="size-5" />} title="Nothing falls due in these months">
            Widen the window or the scope to see what keeping the spots on air will cost.
          </EmptyState>
        ) : (
          <MonthlyChart stacks={stacks} selectedMonth={shownMonth} onSelectMonth={setMonth} />
        )}
      </TitledCard>
      <PaymentsCard
        key={`${answer.window.from}:${answer.window.to}:${shownMonth ?? "all"}`}
        payments={answer.payments}
        inForce={inForce}
        month={shownMonth}
        onShowAllMonths={() => setMonth(null)}
        canDecide={canDecide}
      />
      {answer.released.length > 0 && (
        <TitledCard
          titleId="forecast-released"
          title={`Released (${answer.released.length})`}
          description='What the saving is made of: payments a "not renewing" decision stopped.'
        >
          <ReleasedPayments released={answer.released} inForce={inForce} canDecide={canDecide} />
        </TitledCard>
      )}
    </div>
  );
}

/**
 * /forecast: what keeping the spots on air will cost over a window — each payment priced from the
 * best figure known (a contract, the client's rate card, the shipped card) or counted as missing —
 * with the saving of the "not renewing" decisions, and those decisions made from the payments.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readForecastView(searchParams);
  const request = toForecastRequest(view);
  const { canWrite } = useModuleRights("Contracts");
  const forecast = useQuery({ ...forecastQueryOptions(request), placeholderData: keepPreviousData });
  const change = (next: ForecastView) => setSearchParams(writeForecastView(next), { replace: true });
  return (
    <>
      <title>{`Forecast · ${config.productName}`}</title>
      <PageHeader
        eyebrow="Contracts"
        title="Forecast"
        description={
          forecast.data?.scopeLabel
            ? `Payments ahead for ${forecast.data.scopeLabel}.`
            : "Every payment keeping the spots on air: holding fees, use right cycles, MPU renegotiations and licence renewals."
        }
        actions={<ForecastExport request={request} />}
      />
      <Card className="mb-6 px-5 py-4 sm:px-6">
        <ForecastControls view={view} onChange={change} />
      </Card>
      <QueryView
        query={forecast}
        loading={
          <Card>
            <LoadingBars
              label="Working out the forecast…"
              bars={["h-8 w-1/3", "h-40 w-full", "h-4 w-full", "h-4 w-2/3"]}
            />
          </Card>
        }
        errorTitle="The forecast could not be worked out"
      >
        {(answer) => <ForecastBody answer={answer} canDecide={canWrite} />}
      </QueryView>
    </>
  );
}
