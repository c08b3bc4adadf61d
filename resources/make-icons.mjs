// Draws Airlock's icons as PNGs with no image library: a ring (the airlock
// hatch) with a bar across it, anti-aliased by supersampling. Run once:
//   node resources/make-icons.mjs
// Output: icon.png (512), tray.png / tray@2x.png, tray-badge(.@2x).png (a red
// dot for "something is waiting"), trayTemplate(@2x).png (macOS menu bar).
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Coverage 0..1 of shape(u, v) over a pixel, u/v in 0..1 of the icon. */
function sample(size, x, y, shape) {
  const n = 4;
  let hit = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (shape((x + (i + 0.5) / n) / size, (y + (j + 0.5) / n) / size)) hit++;
  return hit / (n * n);
}

const ring = (u, v, pad) => {
  const d = Math.hypot(u - 0.5, v - 0.5);
  return d <= 0.5 - pad && d >= 0.5 - pad - 0.13;
};
const bar = (u, v, pad) => Math.abs(v - 0.5) <= 0.07 && u >= pad + 0.16 && u <= 1 - pad - 0.16;
const disc = (u, v, pad) => Math.hypot(u - 0.5, v - 0.5) <= 0.5 - pad;
const badge = (u, v) => Math.hypot(u - 0.78, v - 0.22) <= 0.22;

function icon(size, { color, background, withBadge, template }) {
  const pad = background ? 0.04 : 0.06;
  return png(size, (x, y) => {
    const bg = background ? sample(size, x, y, (u, v) => disc(u, v, pad)) : 0;
    const fg = sample(size, x, y, (u, v) => ring(u, v, pad + (background ? 0.12 : 0)) || bar(u, v, pad + (background ? 0.1 : 0)));
    const red = withBadge ? sample(size, x, y, badge) : 0;
    if (red > 0) return [214, 40, 40, Math.round(255 * Math.max(red, fg * (template ? 1 : 0)))];
    if (template) return [0, 0, 0, Math.round(255 * fg)];
    if (background) {
      // white glyph on a coloured disc
      const a = Math.max(bg, fg);
      const mix = (c) => Math.round(c * (1 - fg) + 255 * fg);
      return [mix(background[0]), mix(background[1]), mix(background[2]), Math.round(255 * a)];
    }
    return [...color, Math.round(255 * fg)];
  });
}

const blue = [31, 95, 191];
const out = (name, buf) => writeFileSync(path.join(here, name), buf);
out('icon.png', icon(512, { background: blue }));
out('tray.png', icon(16, { color: blue }));
out('tray@2x.png', icon(32, { color: blue }));
out('tray-badge.png', icon(16, { color: blue, withBadge: true }));
out('tray-badge@2x.png', icon(32, { color: blue, withBadge: true }));
out('trayTemplate.png', icon(16, { template: true }));
out('trayTemplate@2x.png', icon(32, { template: true }));
out('badge.png', png(16, (x, y) => [214, 40, 40, Math.round(255 * sample(16, x, y, (u, v) => Math.hypot(u - 0.5, v - 0.5) <= 0.45))]));
console.log('icons written to', here);
