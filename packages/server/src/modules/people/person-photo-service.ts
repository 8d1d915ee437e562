import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { AppError, formatByteSize, type DoneResponse, type PersonPhoto } from "@rightsdesk/domain";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import { BlobNotFoundError, type BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import type { FileReply } from "../../http/handler.js";
import { type RecordContext } from "../../records/record-context.js";
import { invalidField } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { DocumentRepository, type BlobRow } from "../documents/document-repository.js";
import { discardContent } from "../documents/document-service.js";
import { PersonPhotoRepository, type PhotoRow } from "./person-photo-repository.js";
import { PersonRepository, type PersonRow } from "./person-repository.js";
import { findPersonOrFail, kindsInWords, personForChange } from "./person-rules.js";
import {
  NotAPhotoError,
  PHOTO_SOURCE_LIMIT_BYTES,
  processPhoto,
  type ProcessedPhoto,
} from "./photo-processing.js";

export interface PhotoSave {
  blobId: string;
  caption?: string | undefined;
  isPrimary: boolean;
}

function toPhoto(row: PhotoRow): PersonPhoto {
  return {
    id: row.id,
    personId: row.personId,
    fileName: row.fileName,
    caption: row.caption,
    width: row.width,
    height: row.height,
    sourceOrientation: row.sourceOrientation,
    isPrimary: row.isPrimary,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
  };
}

/** "headshot.HEIC" becomes "headshot.jpg". */
function withExtension(fileName: string, extension: string): string {
  const base = fileName.replace(/\.[^./\\]{1,10}$/, "") || "photo";
  return `${base}${extension}`;
}

/** Photos are for talent: casting looks at them. */
function checkTalent(person: PersonRow): void {
  if (!person.kinds.includes("TALENT")) {
    throw invalidField(
      "personId",
      `Only talent have photos; ${person.fullName} is ${kindsInWords(person.kinds)}.`,
    );
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The photo as the Logs tab records it. */
function auditFields(photo: { fileName: string; caption: string | null; width: number; height: number }) {
  return {
    "photo.fileName": photo.fileName,
    "photo.caption": photo.caption,
    "photo.size": `${photo.width}×${photo.height}`,
  };
}

/**
 * A talent's photos. An upload (`/Blob/Nabu/UploadFile`) becomes a photo: its EXIF orientation
 * applied, its metadata stripped, a thumbnail made; both are stored as new blobs and the upload
 * itself is removed, since it may carry the place it was taken. The first photo is the primary one;
 * deleting the primary photo promotes the oldest remaining one.
 */
export class PersonPhotoService {
  constructor(
    private readonly db: Db,
    private readonly store: BlobStore,
  ) {}

  async list(personId: number): Promise<PersonPhoto[]> {
    await findPersonOrFail(this.db, personId);
    return (await new PersonPhotoRepository(this.db).list(personId)).map(toPhoto);
  }

  async save(personId: number, request: PhotoSave, context: RecordContext): Promise<PersonPhoto> {
    // Cheap refusals first: the image is only read for a talent who may be changed.
    checkTalent(await personForChange(this.db, personId, context));
    const upload = await this.findUpload(request.blobId, context);
    const processed = await this.process(upload);
    const image = await this.store.put(Readable.from(processed.image));
    const thumbnail = await this.store
      .put(Readable.from(processed.thumbnail))
      .catch(async (error: unknown) => {
        await discardContent(this.store, [image.key], context.request.log);
        throw error;
      });
    const fileName = withExtension(upload.fileName, ".jpg");
    let saved: { id: number; unused: string[] };
    try {
      saved = await runInTransaction(this.db, async (tx) => {
        checkTalent(await personForChange(tx, personId, context));
        const documents = new DocumentRepository(tx);
        const photos = new PersonPhotoRepository(tx);
        const blobRow = (key: typeof image, name: string, contentType: string) => ({
          id: randomUUID(),
          storageKey: key.key,
          sha256: key.sha256,
          sizeBytes: key.sizeBytes,
          fileName: name,
          contentType,
          uploadedBy: context.caller.userId,
          uploadedAt: context.now,
        });
        const [imageBlob, thumbnailBlob] = await documents.insertBlobs([
          blobRow(image, fileName, "image/jpeg"),
          blobRow(thumbnail, withExtension(upload.fileName, "-thumbnail.webp"), "image/webp"),
        ]);
        if (!imageBlob || !thumbnailBlob) throw new Error("The photo's files were not recorded.");
        const first = (await photos.countOf(personId)) === 0;
        const caption = request.caption?.trim() ? request.caption.trim() : null;
        const id = await photos.insert({
          personId,
          imageBlobId: imageBlob.id,
          thumbnailBlobId: thumbnailBlob.id,
          fileName,
          caption,
          width: processed.width,
          height: processed.height,
          sourceOrientation: processed.sourceOrientation,
          isPrimary: false,
          uploadedAt: context.now,
          uploadedBy: context.caller.userId,
        });
        if (first || request.isPrimary) await photos.makePrimary(personId, id);
        const unused = await documents.deleteUnusedBlobs([upload.id]);
        await new PersonRepository(tx).touch(personId, context.caller.userId, context.now);
        await writeRecordAudit(
          tx,
          context,
          "person",
          personId,
          "photo.add",
          diffFields(
            {},
            {
              ...auditFields({ fileName, caption, ...processed }),
              "photo.isPrimary": first || request.isPrimary,
            },
          ),
        );
        return { id, unused };
      });
    } catch (error) {
      await discardContent(this.store, [image.key, thumbnail.key], context.request.log);
      throw error;
    }
    await discardContent(this.store, saved.unused, context.request.log);
    return this.get(saved.id);
  }

  async setPrimary(photoId: number, context: RecordContext): Promise<PersonPhoto> {
    await runInTransaction(this.db, async (tx) => {
      const photo = await this.findOrFail(new PersonPhotoRepository(tx), photoId);
      await personForChange(tx, photo.personId, context);
      if (photo.isPrimary) return;
      await new PersonPhotoRepository(tx).makePrimary(photo.personId, photo.id);
      await new PersonRepository(tx).touch(photo.personId, context.caller.userId, context.now);
      await writeRecordAudit(tx, context, "person", photo.personId, "photo.primary", [
        { field: "primaryPhoto", from: null, to: photo.fileName },
      ]);
    });
    return this.get(photoId);
  }

  async delete(photoId: number, context: RecordContext): Promise<DoneResponse> {
    const unused = await runInTransaction(this.db, async (tx) => {
      const photos = new PersonPhotoRepository(tx);
      const photo = await this.findOrFail(photos, photoId);
      await personForChange(tx, photo.personId, context);
      const blobIds = await photos.delete(photo.id);
      if (photo.isPrimary) {
        const [next] = await photos.list(photo.personId);
        if (next) await photos.makePrimary(photo.personId, next.id);
        else await new PersonRepository(tx).setPrimaryPhoto(photo.personId, null);
      }
      const keys = await new DocumentRepository(tx).deleteUnusedBlobs(blobIds);
      await new PersonRepository(tx).touch(photo.personId, context.caller.userId, context.now);
      await writeRecordAudit(
        tx,
        context,
        "person",
        photo.personId,
        "photo.delete",
        diffFields(auditFields(photo), {}),
      );
      return keys;
    });
    await discardContent(this.store, unused, context.request.log);
    return { done: true };
  }

  /** The upright image, or its thumbnail. */
  async download(photoId: number, which: "image" | "thumbnail"): Promise<FileReply> {
    const photo = await this.findOrFail(new PersonPhotoRepository(this.db), photoId);
    const blob = await new DocumentRepository(this.db).findBlob(
      which === "image" ? photo.imageBlobId : photo.thumbnailBlobId,
    );
    try {
      if (!blob) throw new BlobNotFoundError(photo.imageBlobId);
      return {
        stream: await this.store.get(blob.storageKey),
        fileName: blob.fileName,
        contentType: blob.contentType,
        sizeBytes: blob.sizeBytes,
      };
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
      throw AppError.notFound(
        `The file of the photo ${photo.fileName} is missing from storage; upload it again.`,
      );
    }
  }

  private async get(photoId: number): Promise<PersonPhoto> {
    return toPhoto(await this.findOrFail(new PersonPhotoRepository(this.db), photoId));
  }

  private async findOrFail(photos: PersonPhotoRepository, photoId: number): Promise<PhotoRow> {
    const photo = await photos.find(photoId);
    if (!photo) throw AppError.notFound(`There is no photo with id ${photoId}.`);
    return photo;
  }

  /** The caller's upload the photo is made from. */
  private async findUpload(blobId: string, context: RecordContext): Promise<BlobRow> {
    const blob = await new DocumentRepository(this.db).findBlob(blobId);
    if (!blob || blob.uploadedBy !== context.caller.userId) {
      throw invalidField("blobId", "The uploaded image is not there any more; upload it again.");
    }
    if (blob.sizeBytes > PHOTO_SOURCE_LIMIT_BYTES) {
      throw invalidField(
        "blobId",
        `The image ${blob.fileName} is larger than ${formatByteSize(PHOTO_SOURCE_LIMIT_BYTES)}; upload a smaller one.`,
      );
    }
    return blob;
  }

  private async process(upload: BlobRow): Promise<ProcessedPhoto> {
    let source: Buffer;
    try {
      source = await readAll(await this.store.get(upload.storageKey));
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
      throw invalidField("blobId", "The uploaded image is not there any more; upload it again.");
    }
    try {
      return await processPhoto(source);
    } catch (error) {
      if (!(error instanceof NotAPhotoError)) throw error;
      throw invalidField(
        "blobId",
        `${upload.fileName} cannot be used as a photo: ${error.message}. Upload a JPEG, PNG, WebP, GIF, TIFF, HEIF or AVIF image.`,
      );
    }
  }
}
