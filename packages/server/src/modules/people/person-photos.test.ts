import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PersonPhotoSchema, PersonRecordSchema, UploadResultSchema } from "@rightsdesk/domain";
import { z } from "zod";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY } from "../../testing/company-fixtures.js";
import { createPerson, getPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import {
  FILE_STORAGE_KINDS,
  openTestFileStorage,
  type TestFileStorage,
} from "../../testing/test-file-storage.js";
import { countBlobRows, upload } from "../documents/document-test-kit.js";

let t: TestApp;
let admin: string;
let storage: TestFileStorage;

/**
 * A 40×20 JPEG as a camera held on its side writes it: the pixels landscape, EXIF orientation 6
 * (show rotated 90° clockwise), and a GPS position that must not survive.
 */
function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 3/1 0/1" } })
    .toBuffer();
}

async function uploaded(data: Uint8Array, name: string, type: string): Promise<string> {
  const [file] = UploadResultSchema.parse(
    expectOk(await toAnswer(upload(t, admin, [{ name, data, type }], "UploadFile"))),
  );
  if (!file) throw new Error("Nothing was uploaded.");
  return file.blobId;
}

async function toAnswer(response: ReturnType<typeof upload>) {
  const answer = await response;
  return { status: answer.statusCode, body: answer.json() as unknown };
}

const photos = async (personId: number) =>
  z
    .array(PersonPhotoSchema)
    .parse(expectOk(await call(t, admin, "POST", `/People/Photo/GetAll/${personId}`, {})));

describe.for(FILE_STORAGE_KINDS)(`talent photos on ${testDatabaseKind()}, files in %s`, (kind) => {
  beforeEach(async () => {
    storage = await openTestFileStorage(kind);
    t = await createTestApp({ ...storage.env, RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY });
    admin = (await t.signIn()).token;
  });
  afterEach(async () => {
    await t.close();
    await storage.close();
  });

  it("stores the photo upright without metadata, with a small WebP thumbnail, and drops the upload", async () => {
    const talent = await createPerson(t, admin, "Tia", "Talent", ["TALENT"]);
    const blobId = await uploaded(await sidewaysJpeg(), "side shot.jpeg", "image/jpeg");
    const saved = await call(t, admin, "POST", `/People/Photo/Save/${talent.id}`, {
      blobId,
      caption: "Headshot",
    });
    const photo = PersonPhotoSchema.parse(expectOk(saved));
    expect(photo).toMatchObject({
      fileName: "side shot.jpg",
      caption: "Headshot",
      width: 20,
      height: 40,
      sourceOrientation: 6,
      isPrimary: true,
      uploadedBy: "sysadmin",
    });
    expect((await getPerson(t, admin, talent.id)).primaryPhotoId).toBe(photo.id);

    const image = await t.call({ method: "GET", path: `/People/Photo/Download/${photo.id}`, token: admin });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    const stored = await sharp(image.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["jpeg", 20, 40]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();

    const thumb = await t.call({ method: "GET", path: `/People/Photo/Thumbnail/${photo.id}`, token: admin });
    const thumbnail = await sharp(thumb.rawPayload).metadata();
    expect([thumb.headers["content-type"], thumbnail.format, thumbnail.width, thumbnail.height]).toEqual([
      "image/webp",
      "webp",
      20,
      40,
    ]);
    expect(thumbnail.exif).toBeUndefined();

    // The upload (with its GPS position) is gone; the image and thumbnail remain.
    expect(await countBlobRows(t.database.db)).toBe(2);
    expect(await storage.storedKeys()).toHaveLength(2);
    expect(await auditEntries(t, admin, "person.photo.add")).toHaveLength(1);
  });

  it("shrinks a large image's thumbnail to 320 pixels, keeps one primary, and promotes the next on delete", async () => {
    const talent = await createPerson(t, admin, "Leo", "Lens", ["TALENT"]);
    const big = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer();
    const save = async (isPrimary = false) =>
      PersonPhotoSchema.parse(
        expectOk(
          await call(t, admin, "POST", `/People/Photo/Save/${talent.id}`, {
            blobId: await uploaded(big, "wide.png", "image/png"),
            isPrimary,
          }),
        ),
      );
    const first = await save();
    const second = await save();
    const third = await save(true);
    expect([first.isPrimary, second.isPrimary, third.isPrimary]).toEqual([true, false, true]);
    expect((await photos(talent.id)).map((photo) => [photo.id, photo.isPrimary])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
    const thumb = await t.call({ method: "GET", path: `/People/Photo/Thumbnail/${first.id}`, token: admin });
    const size = await sharp(thumb.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([320, 160]);

    expectOk(await call(t, admin, "POST", `/People/Photo/SetPrimary/${second.id}`, {}));
    expect((await getPerson(t, admin, talent.id)).primaryPhotoId).toBe(second.id);
    expectOk(await call(t, admin, "DELETE", `/People/Photo/${second.id}`));
    const left = await photos(talent.id);
    expect(left.map((photo) => [photo.id, photo.isPrimary])).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
    expect((await getPerson(t, admin, talent.id)).primaryPhotoId).toBe(first.id);
    expect(await countBlobRows(t.database.db)).toBe(4);
  });

  it("refuses a file that is not an image, and photos of someone who is not talent", async () => {
    const talent = await createPerson(t, admin, "Tia", "Talent", ["TALENT"]);
    const crew = await createPerson(t, admin, "Cam", "Crew", ["CREW"]);
    const text = await uploaded(new TextEncoder().encode("not a picture"), "notes.jpg", "image/jpeg");
    const refused = await call(t, admin, "POST", `/People/Photo/Save/${talent.id}`, { blobId: text });
    expect(expectError(refused, 400, "InvalidData").errors?.[0]?.field).toBe("blobId");
    const image = await uploaded(await sidewaysJpeg(), "a.jpg", "image/jpeg");
    const notTalent = await call(t, admin, "POST", `/People/Photo/Save/${crew.id}`, { blobId: image });
    expect(expectError(notTalent, 400, "InvalidData").message).toContain("Only talent have photos");
    expect(await photos(talent.id)).toEqual([]);

    // Taking TALENT away from someone with photos is refused until the photos are removed.
    expectOk(await call(t, admin, "POST", `/People/Photo/Save/${talent.id}`, { blobId: image }));
    const person = await getPerson(t, admin, talent.id);
    const change = await call(t, admin, "PUT", `/People/${talent.id}`, {
      personName: { firstName: "Tia", lastName: "Talent" },
      kinds: ["CREW"],
      version: person.version,
    });
    expect(expectError(change, 400, "InvalidData").errors?.[0]?.field).toBe("kinds");
    expect(PersonRecordSchema.parse(await getPerson(t, admin, talent.id)).kinds).toEqual(["TALENT"]);
  });
});
