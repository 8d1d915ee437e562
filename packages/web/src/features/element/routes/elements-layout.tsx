import { Link, Outlet } from "react-router-dom";
import { paths } from "../../../app/paths";
import { buttonClassName } from "../../../ui/button";
import { PlusIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { useElementRights } from "../lib/element-rights";

/** /elements: the element list, and "Add element" for those who may. */
export function Component() {
  const rights = useElementRights();
  return (
    <>
      <PageHeader
        title="Elements"
        description="Music, footage, images, fonts and other material used in spots, with the licences held for them."
        actions={
          rights.canWrite ? (
            <Link to={paths.app.addElement.getHref()} className={buttonClassName("primary")}>
              <PlusIcon className="size-4" />
              Add element
            </Link>
          ) : null
        }
      />
      <Outlet />
    </>
  );
}
