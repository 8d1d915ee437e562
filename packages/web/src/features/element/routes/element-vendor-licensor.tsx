import { ElementProfileCard } from "../components/detail/element-profile-card";

/** The vendor-licensor tab: the profile's licence type, vendor and licensor. */
export function Component() {
  return <ElementProfileCard part="vendor" />;
}
