import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { expect } from "@playwright/test";

// The emails the backend under test sent: scripts/e2e-backend.sh has Django's file backend write
// one file per message here.
export const emailDir = process.env.EMAIL_FILE_PATH ?? fileURLToPath(new URL("../../var/e2e-emails/", import.meta.url));

/** The link matching `pattern` in the newest email to `to` that has one; `what` names the email
 * when none arrives ("a reset email"). */
export async function emailedLink(to: string, pattern: RegExp, what: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(emailDir).catch(() => []);
        for (const file of files.sort().reverse()) {
          // Quoted-printable soft line breaks and escaped "=" would cut the link apart.
          const text = (await readFile(`${emailDir}/${file}`, "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          if (!text.includes(`To: ${to}`)) continue;
          link = text.match(pattern)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `${what} to ${to} in ${emailDir}` },
    )
    .toBeTruthy();
  return link!;
}
