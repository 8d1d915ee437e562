import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { personPhotos, people, users } from "../../db/schema.js";

const photoColumns = {
  id: personPhotos.id,
  personId: personPhotos.personId,
  imageBlobId: personPhotos.imageBlobId,
  thumbnailBlobId: personPhotos.thumbnailBlobId,
  fileName: personPhotos.fileName,
  caption: personPhotos.caption,
  width: personPhotos.width,
  height: personPhotos.height,
  sourceOrientation: personPhotos.sourceOrientation,
  isPrimary: personPhotos.isPrimary,
  uploadedAt: personPhotos.uploadedAt,
  uploadedBy: users.userName,
};
export type PhotoRow = NonNullable<Awaited<ReturnType<PersonPhotoRepository["find"]>>>;

export type NewPhoto = Omit<typeof personPhotos.$inferInsert, "id">;

/** The SQL of talent photos; the person's `primary_photo_id` is kept in step with `is_primary`. */
export class PersonPhotoRepository {
  constructor(private readonly db: Db) {}

  /** A person's photos, the primary one first, then oldest first. */
  list(personId: number): Promise<PhotoRow[]> {
    return this.db
      .select(photoColumns)
      .from(personPhotos)
      .leftJoin(users, eq(users.id, personPhotos.uploadedBy))
      .where(eq(personPhotos.personId, personId))
      .orderBy(desc(personPhotos.isPrimary), asc(personPhotos.id));
  }

  async find(id: number) {
    const [row] = await this.db
      .select(photoColumns)
      .from(personPhotos)
      .leftJoin(users, eq(users.id, personPhotos.uploadedBy))
      .where(eq(personPhotos.id, id));
    return row;
  }

  async countOf(personId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(personPhotos)
      .where(eq(personPhotos.personId, personId));
    return Number(row?.count ?? 0);
  }

  async insert(photo: NewPhoto): Promise<number> {
    const [row] = await this.db.insert(personPhotos).values(photo).returning({ id: personPhotos.id });
    if (!row) throw new Error("The photo was not inserted.");
    return row.id;
  }

  /** Makes this photo the person's only primary one. */
  async makePrimary(personId: number, photoId: number): Promise<void> {
    await this.db
      .update(personPhotos)
      .set({ isPrimary: false })
      .where(and(eq(personPhotos.personId, personId), ne(personPhotos.id, photoId)));
    await this.db.update(personPhotos).set({ isPrimary: true }).where(eq(personPhotos.id, photoId));
    await this.db.update(people).set({ primaryPhotoId: photoId }).where(eq(people.id, personId));
  }

  /** Deletes a photo; answers the blob ids its image and thumbnail were stored under. */
  async delete(id: number): Promise<string[]> {
    const rows = await this.db
      .delete(personPhotos)
      .where(eq(personPhotos.id, id))
      .returning({ image: personPhotos.imageBlobId, thumbnail: personPhotos.thumbnailBlobId });
    return rows.flatMap((row) => [row.image, row.thumbnail]);
  }

  /** Deletes every photo of a person; answers the blob ids they used. */
  async deleteAllOf(personId: number): Promise<string[]> {
    const rows = await this.db
      .delete(personPhotos)
      .where(eq(personPhotos.personId, personId))
      .returning({ image: personPhotos.imageBlobId, thumbnail: personPhotos.thumbnailBlobId });
    return rows.flatMap((row) => [row.image, row.thumbnail]);
  }
}
