import { readSession } from "@shop/client/session";

/**
 * Downloads a file from the API with the admin's bearer token (a plain link cannot send it) and
 * hands it to the browser as `fileName`. Throws with the server's message when it refuses.
 */
export async function downloadWithSession(path: string, fileName: string): Promise<void> {
  const token = readSession()?.token;
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The download failed (${res.status})`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
