import type { PersonPicture } from "@rightsdesk/domain";
import { EmptyState } from "../../../../ui/empty-state";
import { DocumentIcon } from "../../../../ui/icons";
import { QueryLoadError } from "../../../../ui/load-error";
import { Skeleton } from "../../../../ui/skeleton";
import { TitledCard } from "../../../../ui/titled-card";
import { usePersonPicture } from "../../api/person-picture";
import { HoldingFeesDue } from "./holding-fees-due";
import { PersonContracts } from "./person-contracts";
import { PersonSpots } from "./person-spots";
import { PersonUseRights } from "./person-use-rights";
import { PictureSection } from "./picture-section";

const TITLE_ID = "person-picture-title";

const notRead = (module: string) => `Your role does not include the ${module} module, so this is not shown.`;

/** Whether the parts the user may read hold nothing at all. */
export function isPictureEmpty(picture: PersonPicture): boolean {
  return [picture.spots, picture.contracts, picture.useRights, picture.holdingFees].every(
    (part) => part === null || part.length === 0,
  );
}

function PictureSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 px-5 py-5 sm:px-6">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-5 w-full" />
      ))}
    </div>
  );
}

function PictureParts({ picture }: { picture: PersonPicture }) {
  const count = (part: readonly unknown[] | null) => (part === null ? null : part.length);
  return (
    <>
      <PictureSection
        title="Holding fees due"
        count={count(picture.holdingFees)}
        hidden={picture.holdingFees === null ? notRead("Asset") : null}
        empty="No fixed cycles to pay: holding fees apply to SAG-AFTRA and AFM principals with a session date."
      >
        <HoldingFeesDue fees={picture.holdingFees ?? []} />
      </PictureSection>
      <PictureSection
        title="Spots"
        count={count(picture.spots)}
        hidden={picture.spots === null ? notRead("Asset") : null}
        empty="Not in the cast of any spot yet."
      >
        <PersonSpots spots={picture.spots ?? []} />
      </PictureSection>
      <PictureSection
        title="Contracts"
        count={count(picture.contracts)}
        hidden={picture.contracts === null ? notRead("Contracts") : null}
        empty="No contract names them as its talent yet."
      >
        <PersonContracts contracts={picture.contracts ?? []} />
      </PictureSection>
      <PictureSection
        title="Use rights"
        count={count(picture.useRights)}
        hidden={picture.useRights === null ? notRead("Asset") : null}
        empty="No use right is held for them on a spot yet."
      >
        <PersonUseRights rights={picture.useRights ?? []} today={picture.today} />
      </PictureSection>
    </>
  );
}

/**
 * A person's work in one card: the holding fees due first (what costs money if missed), then the
 * spots they are in, their contracts and their use rights, each linking to its record.
 */
export function PersonPictureCard({ personId }: { personId: number }) {
  const picture = usePersonPicture(personId);
  const data = picture.data;
  if (data && [data.spots, data.contracts, data.useRights, data.holdingFees].every((part) => part === null)) {
    return null;
  }
  return (
    <TitledCard
      titleId={TITLE_ID}
      title="Spots, contracts and fees"
      description="Where they appear, what they signed and the holding fees their fixed cycles call for."
    >
      {picture.isPending ? (
        <PictureSkeleton />
      ) : picture.isError ? (
        <QueryLoadError title="Their spots, contracts and fees could not be loaded" query={picture} />
      ) : isPictureEmpty(picture.data) ? (
        <EmptyState icon={<DocumentIcon className="size-5" />} title="No spots or contracts yet">
          Once they are cast in a spot or named on a contract, their spots, contracts, use rights and holding
          fees show here.
        </EmptyState>
      ) : (
        <PictureParts picture={picture.data} />
      )}
    </TitledCard>
  );
}
