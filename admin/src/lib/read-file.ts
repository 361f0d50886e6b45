/** Reads a picked image file as an inline `data:` URL, the form the API accepts for uploads. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL answers a string.
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** Reads a picked file's bytes as base64, for an upload the API decodes itself (a CSV in whatever encoding it was saved). */
export async function readAsBase64(file: File): Promise<string> {
  const dataUrl = await readAsDataUrl(file);
  return dataUrl.slice(dataUrl.indexOf(",") + 1);
}
