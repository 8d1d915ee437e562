import { ElementProfileCard } from "../components/detail/element-profile-card";

/** The element-profile tab. */
export function Component() {
  return <ElementProfileCard part="profile" />;
}
