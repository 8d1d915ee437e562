import { codeLabel, type PersonSpot, type RightsStatus } from "@rightsdesk/domain";
import { paths } from "../../../../routing/paths";
import { Badge } from "../../../../ui/badge";
import { ModuleLink } from "../../../../ui/module-link";
import { RightsStatusBadge } from "../../../../ui/records/rights-status-badge";
import { bodyCell, headCell, linkClass } from "./picture-section";

/** "Principal · SAG-AFTRA", from the cast entry. */
function castTerms(spot: PersonSpot): string {
  return [spot.performerCategory, spot.union]
    .filter((code): code is string => code !== null)
    .map(codeLabel)
    .join(" · ");
}

/** The spots a person is cast in: Ad-ID, title, their role and the spot's rights status. */
export function PersonSpots({ spots }: { spots: readonly PersonSpot[] }) {
  return (
    <table className="min-w-full">
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Ad-ID
          </th>
          <th scope="col" className={headCell}>
            Title
          </th>
          <th scope="col" className={headCell}>
            Role
          </th>
          <th scope="col" className={headCell}>
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {spots.map((spot) => (
          <tr key={spot.castItemId}>
            <td className={`${bodyCell} font-mono text-xs whitespace-nowrap`}>{spot.adId}</td>
            <td className={bodyCell}>
              <ModuleLink to={paths.app.asset.getHref(spot.assetId, "cast-list")} className={linkClass}>
                {spot.title}
              </ModuleLink>
              {(spot.archived || spot.editedOut) && (
                <span className="ml-2 inline-flex gap-1 align-middle">
                  {spot.archived && <Badge>Archived</Badge>}
                  {spot.editedOut && <Badge tone="amber">Edited out</Badge>}
                </span>
              )}
            </td>
            <td className={bodyCell}>
              {spot.role ?? "—"}
              {castTerms(spot) !== "" && (
                <span className="block text-xs text-slate-500">{castTerms(spot)}</span>
              )}
            </td>
            <td className={bodyCell}>
              <RightsStatusBadge status={spot.status as RightsStatus} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
