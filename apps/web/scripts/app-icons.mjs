import { encodePng } from './png-encoder.mjs';

/**
 * The app's icons, drawn here (no artwork copied): two white chevrons pointing up, a path forward,
 * on the site's teal (theme colour #115e59). The plain icon is a rounded square; the maskable one
 * fills the whole square and keeps its mark inside the central 80% every launcher's mask leaves.
 */
const TEAL = [0x11, 0x5e, 0x59];
const WHITE = [0xff, 0xff, 0xff];
const CORNER_RADIUS = 0.2;
const STROKE = 0.075;
const MASKABLE_SCALE = 0.72;
/** Each chevron: left end, tip, right end, in a unit square. */
const CHEVRONS = [
  [
    [0.28, 0.5],
    [0.5, 0.28],
    [0.72, 0.5],
  ],
  [
    [0.28, 0.74],
    [0.5, 0.52],
    [0.72, 0.74],
  ],
];

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** How much of the pixel at (u, v) the mark covers, 0–1, softened over one pixel. */
function markCoverage(u, v, pixelSize) {
  let nearest = Infinity;
  for (const [left, tip, right] of CHEVRONS) {
    nearest = Math.min(
      nearest,
      distanceToSegment(u, v, left, tip),
      distanceToSegment(u, v, tip, right),
    );
  }
  return Math.max(0, Math.min(1, (STROKE / 2 - nearest) / pixelSize + 0.5));
}

function roundedSquareCoverage(u, v, pixelSize) {
  const cx = Math.max(CORNER_RADIUS - u, 0, u - (1 - CORNER_RADIUS));
  const cy = Math.max(CORNER_RADIUS - v, 0, v - (1 - CORNER_RADIUS));
  const outside = Math.hypot(cx, cy) - CORNER_RADIUS;
  return Math.max(0, Math.min(1, 0.5 - outside / pixelSize));
}

export function drawIcon(size, { maskable }) {
  const pixelSize = 1 / size;
  return encodePng(size, (x, y) => {
    const u = (x + 0.5) / size;
    const v = (y + 0.5) / size;
    const scale = maskable ? MASKABLE_SCALE : 1;
    const mark = markCoverage((u - 0.5) / scale + 0.5, (v - 0.5) / scale + 0.5, pixelSize / scale);
    const background = maskable ? 1 : roundedSquareCoverage(u, v, pixelSize);
    const colour = TEAL.map((channel, i) => Math.round(channel + (WHITE[i] - channel) * mark));
    return [...colour, Math.round(255 * background)];
  });
}
