import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { TokenPairSchema, UserInfoSchema } from "@rightsdesk/domain";

export const CredentialsSchema = TokenPairSchema.extend({
  server: z.url(),
  userProfileId: z.number().int().positive().nullable(),
  userInfo: UserInfoSchema,
});
export type Credentials = z.infer<typeof CredentialsSchema>;

const FILE_NAME = "credentials.json";

/** The signed-in session of the CLI, in the user's config directory, readable by the user only. */
export class CredentialsStore {
  constructor(private readonly configDir: string) {}

  get filePath(): string {
    return path.join(this.configDir, FILE_NAME);
  }

  async read(): Promise<Credentials | null> {
    let text: string;
    try {
      text = await fs.readFile(this.filePath, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    const parsed = CredentialsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  }

  async write(credentials: Credentials): Promise<void> {
    await fs.mkdir(this.configDir, { recursive: true, mode: 0o700 });
    const temporary = `${this.filePath}.${process.pid}.tmp`;
    await fs.writeFile(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
    await fs.chmod(temporary, 0o600);
    await fs.rename(temporary, this.filePath);
  }

  async remove(): Promise<boolean> {
    try {
      await fs.unlink(this.filePath);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }
}
