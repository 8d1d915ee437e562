import { companyRouteLabels, type CompanyRoute } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../../routing/paths";
import { buttonClassName } from "../../../../ui/button";
import { Card } from "../../../../ui/card";
import { EmptyState } from "../../../../ui/empty-state";
import { CompassIcon } from "../../../../ui/icons";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { useRecordPage } from "../../../../ui/records/record-page";
import { companyKind } from "../../api/company-kind";

/** A tab address this company's type does not show (a link kept from another company, say). */
export function MissingTabNotice({ route }: { route: CompanyRoute }) {
  const { record: company } = useRecordPage(companyKind);
  const tab = companyRouteLabels[route];
  return (
    <Card>
      <EmptyState
        icon={<CompassIcon className="size-5" />}
        title={`This company type has no ${tab} tab`}
        action={
          <Link
            to={paths.app.company.getHref(company.id, "company-profile")}
            className={buttonClassName("secondary")}
          >
            Go to the profile
          </Link>
        }
      >
        {`${company.companyNames[0]} is of the type ${formatCatalogueName(company.companyType.mainType)}; the tabs it has are listed above.`}
      </EmptyState>
    </Card>
  );
}
