import { EditVersionsCard } from "../components/edit-versions/edit-versions-card";

/** The edit-version tab: the base asset's edit versions, and adding one. */
export function Component() {
  return <EditVersionsCard />;
}
