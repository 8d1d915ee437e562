import { codeLabel, mediaCatalogue, type ClearanceAnswer } from "@rightsdesk/domain";
import { useState, type FormEvent } from "react";
import { describeError } from "../../../../lib/describe-error";
import { Alert } from "../../../../ui/alert";
import { Button } from "../../../../ui/button";
import { cx } from "../../../../ui/cx";
import { formatCents, formatDay } from "../../../../ui/records/format-day";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { useAssetClearance } from "../../api/asset-clearance";
import { TitledCard } from "../../../../ui/titled-card";
import { ColumnHeaderRow } from "../../../../ui/column-header-row";

const verdictStyles: Record<ClearanceAnswer["verdict"], string> = {
  cleared: "border-emerald-200 bg-emerald-50 text-emerald-900",
  clearedIfPaid: "border-amber-200 bg-amber-50 text-amber-950",
  notCleared: "border-red-200 bg-red-50 text-red-900",
};

type Payment = ClearanceAnswer["reasons"][number]["payments"][number];

function PaymentsTable({
  payments,
  totalCents,
  label,
}: {
  payments: readonly Payment[];
  totalCents: number | null;
  label: string;
}) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">Payments due for {label}</caption>
      <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <ColumnHeaderRow
          columns={[
            { label: "Cycle", className: "py-1.5 pr-3" },
            { label: "Due date", className: "py-1.5 pr-3" },
            { label: "Amount", className: "py-1.5 pr-3 text-right" },
          ]}
        />
      </thead>
      <tbody className="divide-y divide-amber-200/70">
        {payments.map((payment) => (
          <tr key={payment.cycleNumber}>
            <td className="py-1.5 pr-3">
              Cycle {payment.cycleNumber}{" "}
              <span className="text-slate-600">
                ({formatDay(payment.cycleStart)} – {formatDay(payment.cycleExpire)})
              </span>
            </td>
            <td className="py-1.5 pr-3 whitespace-nowrap">
              {formatDay(payment.dueDate)}
              {payment.overdue && (
                <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                  Overdue
                </span>
              )}
            </td>
            <td className="py-1.5 pr-3 text-right">
              {payment.amountCents === null ? (
                <>
                  <span className="font-medium">No confirmed rate</span>
                  <span className="ml-auto block max-w-md text-xs text-slate-600">{payment.feeNote}</span>
                </>
              ) : (
                <>
                  <span className="font-medium tabular-nums">{formatCents(payment.amountCents)}</span>
                  {payment.feeNote && <span className="block text-xs text-slate-600">{payment.feeNote}</span>}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-amber-300 font-semibold">
          <th scope="row" colSpan={2} className="py-1.5 pr-3">
            Total
          </th>
          <td className="py-1.5 pr-3 text-right tabular-nums">
            {totalCents === null ? "Not known: a rate is missing" : formatCents(totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The answer: the verdict in words and colour, every reason, and for unpaid cycles what to pay by when. */
export function ClearanceResult({ answer }: { answer: ClearanceAnswer }) {
  const media = answer.media.subtype ? `${answer.media.type} (${answer.media.subtype})` : answer.media.type;
  return (
    <div className={cx("rounded-lg border px-4 py-4", verdictStyles[answer.verdict])} role="status">
      <p data-testid="clearance-verdict" className="text-lg font-semibold">
        {answer.verdictLabel}
      </p>
      <p className="mt-0.5 text-sm">
        On {formatDay(answer.airDate)} in {media}
        {answer.territory ? `, ${answer.territory}` : ", worldwide"}.
      </p>
      {answer.reasons.length > 0 && (
        <ul className="mt-3 space-y-3 text-sm">
          {answer.reasons.map((reason, index) => (
            <li key={`${reason.kind}-${reason.item?.id ?? index}`}>
              <p>{reason.message}</p>
              {reason.payments.length > 0 && (
                <PaymentsTable
                  payments={reason.payments}
                  totalCents={reason.totalCents}
                  label={reason.item?.label ?? "this right"}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {answer.coveredBy.length > 0 && (
        <p className="mt-3 text-sm">
          <span className="font-medium">Covered by: </span>
          {answer.coveredBy.map((item) => item.label).join("; ")}
        </p>
      )}
    </div>
  );
}

/** Whether two readings of what the answer rests on are the same data (cached answers keep their identity). */
function isSameBasis(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, index) => Object.is(part, b[index]));
}

/**
 * "Can it air?": a day, a media (and optionally a sub type and territory), then the server's
 * answer from the asset's MPU, use rights and element licences. The answer holds only for the
 * rights it was computed from: when `basis` (the asset's timeline, use rights, cast) changes, it
 * is taken away and the user is asked to check again.
 */
export function ClearancePanel({
  assetId,
  today,
  basis,
}: {
  assetId: number;
  today: string;
  basis: readonly unknown[];
}) {
  const clearance = useAssetClearance(assetId);
  const [askedWith, setAskedWith] = useState<readonly unknown[] | null>(null);
  const answer = clearance.data && askedWith && isSameBasis(askedWith, basis) ? clearance.data : null;
  const outdated = clearance.data !== undefined && answer === null;
  const [airDate, setAirDate] = useState(today);
  const [mediaType, setMediaType] = useState("");
  const [mediaSubType, setMediaSubType] = useState("");
  const [territory, setTerritory] = useState("");
  const [missing, setMissing] = useState<{ airDate?: string; mediaType?: string }>({});
  const subtypes = mediaCatalogue.find((media) => media.name === mediaType)?.subtypes ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      ...(airDate ? {} : { airDate: "Enter the air date." }),
      ...(mediaType ? {} : { mediaType: "Choose the media type." }),
    };
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    setAskedWith(basis);
    clearance.mutate({
      airDate,
      mediaType,
      ...(mediaSubType ? { mediaSubType } : {}),
      ...(territory.trim() ? { territory: territory.trim() } : {}),
    });
  };

  return (
    <TitledCard
      titleId="clearance-title"
      title="Can it air?"
      description="Checks the MPU, every use right and every element licence for one day and media."
    >
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="clearance-title"
          className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <TextField
            label="Air date"
            type="date"
            value={airDate}
            error={missing.airDate}
            onChange={(event) => setAirDate(event.target.value)}
          />
          <SelectField
            label="Media type"
            value={mediaType}
            error={missing.mediaType}
            onChange={(event) => {
              setMediaType(event.target.value);
              setMediaSubType("");
            }}
          >
            <option value="">Choose the media</option>
            {mediaCatalogue.map((media) => (
              <option key={media.id} value={media.name}>
                {codeLabel(media.name)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Media sub type (optional)"
            value={mediaSubType}
            disabled={subtypes.length === 0}
            onChange={(event) => setMediaSubType(event.target.value)}
          >
            <option value="">{subtypes.length === 0 ? "None for this media" : "Any"}</option>
            {subtypes.map((subtype) => (
              <option key={subtype.id} value={subtype.name}>
                {codeLabel(subtype.name)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Territory (optional)"
            placeholder="Worldwide when empty"
            autoComplete="off"
            value={territory}
            onChange={(event) => setTerritory(event.target.value)}
          />
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="submit" busy={clearance.isPending} busyLabel="Checking…">
              Check
            </Button>
          </div>
        </form>
        {clearance.isError && (
          <Alert title="Could not check">
            {describeError(clearance.error, "The clearance could not be checked.")}
          </Alert>
        )}
        {answer && <ClearanceResult answer={answer} />}
        {outdated && (
          <p
            role="status"
            className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
          >
            The asset&apos;s rights changed after the last answer, so it was cleared. Check again for an
            answer that counts the change.
          </p>
        )}
      </div>
    </TitledCard>
  );
}
