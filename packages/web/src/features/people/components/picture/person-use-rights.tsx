import { codeLabel, type PersonUseRight } from "@rightsdesk/domain";
import { paths } from "../../../../routing/paths";
import { ModuleLink } from "../../../../ui/module-link";
import { formatDay } from "../../../../ui/records/format-day";
import { bodyCell, headCell, linkClass } from "./picture-section";

/** The use rights held for the person on their spots: what, and which days they cover. */
export function PersonUseRights({ rights, today }: { rights: readonly PersonUseRight[]; today: string }) {
  return (
    <table className="min-w-full">
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Spot
          </th>
          <th scope="col" className={headCell}>
            Use right
          </th>
          <th scope="col" className={headCell}>
            Cycle
          </th>
          <th scope="col" className={headCell}>
            Covered through
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rights.map((right) => {
          const ended = right.coveredThrough !== null && right.coveredThrough < today;
          return (
            <tr key={right.id}>
              <td className={bodyCell}>
                <ModuleLink
                  to={paths.app.asset.getHref(right.assetId, "rights-tracker")}
                  className={linkClass}
                >
                  {right.assetTitle}
                </ModuleLink>
                <span className="block font-mono text-xs text-slate-500">{right.adId}</span>
              </td>
              <td className={bodyCell}>
                {codeLabel(right.useRightType)}
                {right.mediaType && (
                  <span className="block text-xs text-slate-500">{codeLabel(right.mediaType)}</span>
                )}
              </td>
              <td className={`${bodyCell} tabular-nums`}>
                {formatDay(right.startCycleDate)} – {formatDay(right.cycleExpireDate)}
              </td>
              <td className={`${bodyCell} tabular-nums`}>
                {formatDay(right.coveredThrough)}
                {ended && <span className="block text-xs text-red-700">Ended</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
