import sharp from "sharp";

/**
 * Product pictures for the demo shop, drawn locally (no network, no stock photos): a bag of the
 * product's kind in its colour, shaded, stitched and standing on a soft studio background.
 */

export type BagShape = "backpack" | "tote" | "sling" | "handbag" | "laptop" | "duffle" | "clutch" | "wallet" | "cardholder";

/** How each colour of the filter list looks on a bag. */
const SWATCHES: Record<string, string> = {
  red: "#b3261e",
  blue: "#2f6db5",
  black: "#26262b",
  green: "#2f6b45",
  yellow: "#e2b22c",
  gray: "#8b8f94",
  white: "#f4f3ef",
  pink: "#e48db0",
  cream: "#e7d8b8",
  navy: "#1f2d52",
};

const GOLD = "#c9a24a";

function swatch(color: string): string {
  return SWATCHES[color] ?? SWATCHES.gray;
}

/** A bag of `shape` in `color` on an 800x800 studio background, as SVG. */
export function bagSvg(shape: BagShape, color: string, view: "front" | "angle" = "front"): string {
  const base = swatch(color);
  const backdrop = mix(base, "#ffffff", color === "white" || color === "cream" ? 0.35 : 0.86);
  const tilt = view === "angle" ? `rotate(-8 400 420) translate(10 0)` : "";
  return svg(
    800,
    800,
    `${defs(backdrop)}
     <rect width="800" height="800" fill="url(#backdrop)"/>
     <ellipse cx="400" cy="700" rx="250" ry="26" fill="#000000" opacity="0.12"/>
     <g transform="${tilt}">${DRAWINGS[shape](base)}</g>`,
  );
}

/**
 * A banner scene: a row of bags on a coloured band, for the home page slider. `width` x
 * `height` is 1920x640 for desktop and 768x960 for mobile.
 */
export function bannerSvg(bags: { shape: BagShape; color: string }[], band: string, width: number, height: number): string {
  const portrait = height > width;
  const perRow = portrait ? 2 : bags.length;
  const cell = portrait ? width / 2 : Math.min(height, width / bags.length);
  const scale = (cell / 800) * (portrait ? 0.95 : 0.9);
  const placed = bags
    .map((bag, i) => {
      const row = Math.floor(i / perRow);
      const col = i % perRow;
      const rowCount = Math.min(perRow, bags.length - row * perRow);
      const x = (width - rowCount * cell) / 2 + col * cell + (cell - 800 * scale) / 2;
      const y = portrait ? height * 0.18 + row * cell * 0.95 : (height - 800 * scale) / 2 + 20;
      const base = swatch(bag.color);
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">
        <ellipse cx="400" cy="700" rx="240" ry="24" fill="#000000" opacity="0.18"/>${DRAWINGS[bag.shape](base)}</g>`;
    })
    .join("");
  const light = mix(band, "#ffffff", 0.25);
  return svg(
    width,
    height,
    `<defs>
       <linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${band}"/></linearGradient>
       ${bagGradients()}
     </defs>
     <rect width="${width}" height="${height}" fill="url(#band)"/>
     <circle cx="${width * 0.12}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.35}" fill="#fff" opacity="0.08"/>
     <circle cx="${width * 0.9}" cy="${height * 0.85}" r="${Math.min(width, height) * 0.45}" fill="#fff" opacity="0.06"/>
     ${placed}`,
  );
}

/**
 * Renders SVG to a PNG that AssetService then resizes and stores like any upload. Every drawing
 * fills its whole canvas, so the PNG has no alpha channel: encoding the stored WebPs without one
 * takes a fifth less time, to the same bytes.
 */
export function renderPng(svgText: string): Promise<Buffer> {
  return sharp(Buffer.from(svgText)).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
}

// --- drawing -------------------------------------------------------------------------------

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** Gradients a drawing refers to by id: shading is relative (white/black overlays), so one set serves every colour. */
function bagGradients(): string {
  return `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.10"/>
      <stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/>
    </linearGradient>
    <linearGradient id="depth" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
    </linearGradient>`;
}

/** The backdrop fades top to bottom: a radial fade over the whole square took most of a picture's drawing time. */
function defs(backdrop: string): string {
  return `<defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${mix(backdrop, "#ffffff", 0.5)}"/><stop offset="1" stop-color="${backdrop}"/>
    </linearGradient>
    ${bagGradients()}
  </defs>`;
}

/** A filled shape with the bag's shading over it and an edge a shade darker. */
function part(d: string, fill: string, edge: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}" stroke="${edge}" stroke-width="3" ${extra}/>
    <path d="${d}" fill="url(#sheen)"/><path d="${d}" fill="url(#depth)"/>`;
}

const stitch = (d: string, color: string) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="2.5" stroke-dasharray="9 7" stroke-linecap="round" opacity="0.75"/>`;
const strap = (d: string, color: string, width = 26) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
const zip = (x1: number, y1: number, x2: number, y2: number, pullX: number, pullY: number) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#1b1b1b" stroke-width="6" stroke-dasharray="3 3" opacity="0.55"/>
   <rect x="${pullX - 7}" y="${pullY}" width="14" height="34" rx="5" fill="${GOLD}" stroke="#8a6d2c" stroke-width="2"/>`;
const clasp = (x: number, y: number, r = 14) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${GOLD}" stroke="#8a6d2c" stroke-width="3"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff" opacity="0.5"/>`;

const DRAWINGS: Record<BagShape, (c: string) => string> = {
  backpack: (c) => {
    const dark = mix(c, "#000000", 0.3);
    const edge = mix(c, "#000000", 0.45);
    const thread = mix(c, "#fff", 0.55);
    return [
      strap("M330 205 Q400 120 470 205", dark, 22),
      strap("M262 260 Q215 420 250 640", dark, 30),
      strap("M538 260 Q585 420 550 640", dark, 30),
      part("M250 300 Q250 190 400 190 Q550 190 550 300 L555 640 Q555 680 515 680 L285 680 Q245 680 245 640 Z", c, edge),
      zip(285, 300, 515, 300, 470, 300),
      stitch("M265 310 Q265 205 400 205 Q535 205 535 310", thread),
      part(
        "M290 460 Q290 440 310 440 L490 440 Q510 440 510 460 L510 620 Q510 645 485 645 L315 645 Q290 645 290 620 Z",
        mix(c, "#000000", 0.12),
        edge,
      ),
      zip(305, 470, 495, 470, 340, 470),
      stitch("M302 485 L302 630 L498 630 L498 485", thread),
      `<rect x="370" y="365" width="60" height="30" rx="6" fill="${dark}" opacity="0.8"/>`,
    ].join("");
  },
  tote: (c) => {
    const edge = mix(c, "#000000", 0.4);
    const handle = mix(c, "#000000", 0.35);
    const thread = mix(c, "#fff", 0.5);
    return [
      strap("M300 310 Q300 150 380 150 Q430 150 430 310", handle, 20),
      strap("M370 310 Q370 170 440 170 Q500 170 500 310", handle, 20),
      part("M215 300 L585 300 L615 670 Q617 685 600 685 L200 685 Q183 685 185 670 Z", c, edge),
      `<path d="M215 300 L585 300 L589 345 L211 345 Z" fill="${mix(c, "#000000", 0.15)}"/>`,
      stitch("M214 356 L586 356", thread),
      stitch("M205 650 L595 650", thread),
      `<rect x="330" y="440" width="140" height="90" rx="8" fill="#fff" opacity="0.18"/>`,
    ].join("");
  },
  sling: (c) => {
    const edge = mix(c, "#000000", 0.45);
    const band = mix(c, "#000000", 0.28);
    const thread = mix(c, "#fff", 0.55);
    return [
      // The long cross-body strap, lying in a loop above the pouch.
      strap("M290 380 Q200 130 400 120 Q600 130 510 380", band, 22),
      part("M260 420 Q260 360 330 360 L470 360 Q540 360 540 420 L540 590 Q540 640 490 640 L310 640 Q260 640 260 590 Z", c, edge),
      zip(280, 395, 520, 395, 490, 395),
      part("M290 470 L510 470 L510 600 Q510 615 495 615 L305 615 Q290 615 290 600 Z", mix(c, "#000000", 0.1), edge),
      stitch("M300 482 L500 482", thread),
      `<rect x="375" y="465" width="50" height="22" rx="5" fill="${GOLD}" opacity="0.9"/>`,
    ].join("");
  },
  handbag: (c) => {
    const edge = mix(c, "#000000", 0.45);
    const thread = mix(c, "#fff", 0.5);
    return [
      strap("M300 340 Q300 200 400 200 Q500 200 500 340", mix(c, "#000000", 0.3), 24),
      part("M240 330 L560 330 Q580 330 585 350 L620 650 Q623 680 593 680 L207 680 Q177 680 180 650 L215 350 Q220 330 240 330 Z", c, edge),
      part(
        "M225 330 L575 330 Q590 332 592 350 L600 450 Q520 500 400 500 Q280 500 200 450 L208 350 Q210 332 225 330 Z",
        mix(c, "#000000", 0.1),
        edge,
      ),
      stitch("M222 445 Q300 485 400 485 Q500 485 578 445", thread),
      clasp(400, 497, 16),
      `<path d="M300 342 L310 332 M500 342 L490 332" stroke="${GOLD}" stroke-width="8"/>`,
    ].join("");
  },
  laptop: (c) => {
    const edge = mix(c, "#000000", 0.45);
    const dark = mix(c, "#000000", 0.22);
    const thread = mix(c, "#fff", 0.5);
    return [
      strap("M345 300 Q345 230 400 230 Q455 230 455 300", mix(c, "#000000", 0.35), 18),
      part("M170 320 Q170 300 190 300 L610 300 Q630 300 630 320 L630 650 Q630 675 605 675 L195 675 Q170 675 170 650 Z", c, edge),
      part("M175 305 L625 305 L625 500 Q625 520 605 520 L195 520 Q175 520 175 500 Z", dark, edge),
      stitch("M190 505 L610 505", thread),
      `<rect x="265" y="430" width="34" height="130" rx="6" fill="${mix(c, "#000000", 0.4)}"/><rect x="501" y="430" width="34" height="130" rx="6" fill="${mix(c, "#000000", 0.4)}"/>`,
      `<rect x="260" y="535" width="44" height="32" rx="6" fill="none" stroke="${GOLD}" stroke-width="6"/><rect x="496" y="535" width="44" height="32" rx="6" fill="none" stroke="${GOLD}" stroke-width="6"/>`,
    ].join("");
  },
  duffle: (c) => {
    const edge = mix(c, "#000000", 0.45);
    const end = mix(c, "#000000", 0.25);
    const thread = mix(c, "#fff", 0.5);
    return [
      strap("M300 380 Q300 250 360 250 Q400 250 400 380", mix(c, "#000000", 0.35), 20),
      strap("M400 380 Q400 250 440 250 Q500 250 500 380", mix(c, "#000000", 0.35), 20),
      part("M250 370 L550 370 Q670 370 670 500 Q670 640 550 640 L250 640 Q130 640 130 500 Q130 370 250 370 Z", c, edge),
      part("M250 372 Q160 380 160 505 Q160 630 250 638 Q215 570 215 505 Q215 440 250 372 Z", end, edge),
      part("M550 372 Q640 380 640 505 Q640 630 550 638 Q585 570 585 505 Q585 440 550 372 Z", end, edge),
      zip(260, 392, 540, 392, 520, 392),
      stitch("M250 610 L550 610", thread),
    ].join("");
  },
  clutch: (c) => {
    const edge = mix(c, "#000000", 0.45);
    const thread = mix(c, "#fff", 0.55);
    return [
      `<path d="M230 360 Q400 200 570 360" fill="none" stroke="${GOLD}" stroke-width="5" stroke-dasharray="14 6"/>`,
      part("M200 360 Q200 340 220 340 L580 340 Q600 340 600 360 L600 560 Q600 580 580 580 L220 580 Q200 580 200 560 Z", c, edge),
      part("M202 345 L598 345 L400 490 Z", mix(c, "#000000", 0.12), edge),
      stitch("M225 565 L575 565", thread),
      clasp(400, 478, 15),
    ].join("");
  },
  wallet: (c) => {
    const edge = mix(c, "#000000", 0.45);
    const thread = mix(c, "#fff", 0.55);
    return [
      `<rect x="270" y="290" width="150" height="95" rx="8" fill="#d9e4ef" stroke="#9aa9b8" stroke-width="2"/>`,
      `<rect x="300" y="275" width="150" height="95" rx="8" fill="#f2d6a2" stroke="#b59a63" stroke-width="2"/>`,
      part("M220 340 Q220 320 240 320 L560 320 Q580 320 580 340 L580 570 Q580 590 560 590 L240 590 Q220 590 220 570 Z", c, edge),
      `<path d="M400 322 L400 588" stroke="${mix(c, "#000000", 0.35)}" stroke-width="4"/>`,
      stitch("M236 336 L564 336 L564 574 L236 574 Z", thread),
      `<rect x="250" y="420" width="120" height="10" rx="5" fill="#000000" opacity="0.12"/>`,
    ].join("");
  },
  cardholder: (c) => {
    const edge = mix(c, "#000000", 0.45);
    const thread = mix(c, "#fff", 0.55);
    return [
      `<rect x="290" y="330" width="200" height="120" rx="10" fill="#e8eef5" stroke="#9aa9b8" stroke-width="2"/>`,
      `<rect x="320" y="312" width="200" height="120" rx="10" fill="#f5cf7a" stroke="#b59a63" stroke-width="2"/>`,
      part("M250 400 Q250 380 270 380 L530 380 Q550 380 550 400 L550 580 Q550 600 530 600 L270 600 Q250 600 250 580 Z", c, edge),
      `<path d="M270 400 Q400 450 530 400" fill="none" stroke="${mix(c, "#000000", 0.35)}" stroke-width="4"/>`,
      stitch("M264 394 L536 394 L536 586 L264 586 Z", thread),
    ].join("");
  },
};

/** `a` moved towards `b` by `amount` (0..1), both #rrggbb. */
function mix(a: string, b: string, amount: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const parseHex = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
