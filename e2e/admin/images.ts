import sharp from "sharp";

/** A real PNG photo (a plain colour) as a file the admin picks in the file chooser. */
export async function photoFile(name: string, color: string, width = 800, height = 800) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}
