import { personRouteLabels, personSections, type PersonRoute } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../../routing/paths";
import { buttonClassName } from "../../../../ui/button";
import { Card } from "../../../../ui/card";
import { EmptyState } from "../../../../ui/empty-state";
import { CompassIcon } from "../../../../ui/icons";
import { formatPersonKinds } from "../../lib/person-labels";
import { useRecordPage } from "../../../../ui/records/record-page";
import { personKind } from "../../api/person-kind";

/** A tab address this person does not show (a link kept from another person, say). */
export function MissingTabNotice({ route }: { route: PersonRoute }) {
  const { record: person } = useRecordPage(personKind);
  const tab = personRouteLabels[route];
  const onlyMinors = personSections
    .filter((section) => section.route === route)
    .every((section) => "minorsOnly" in section && section.minorsOnly);
  const why =
    onlyMinors && !person.isMinor
      ? `${person.fullName} is not under 18, so there is no minor's information to keep.`
      : `${tab} is not a tab of ${formatPersonKinds(person.kinds)}; the tabs ${person.fullName} has are listed above.`;
  return (
    <Card>
      <EmptyState
        icon={<CompassIcon className="size-5" />}
        title={`This person has no ${tab} tab`}
        action={
          <Link to={paths.app.person.getHref(person.id)} className={buttonClassName("secondary")}>
            Go to the profile
          </Link>
        }
      >
        {why}
      </EmptyState>
    </Card>
  );
}
