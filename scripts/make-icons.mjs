// Renders app/icon.svg (the one icon design) into the raster files browsers ask for by name:
// app/favicon.ico (16, 32 and 48 px PNGs in an ICO container), app/apple-icon.png (180 px,
// opaque, as iOS wants) and the web manifest's 192 and 512 px PNGs (public/icon-192.png,
// public/icon-512.png: the sizes installers and launchers look for). Run after changing
// app/icon.svg: `node scripts/make-icons.mjs`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const svg = await readFile(new URL('../app/icon.svg', import.meta.url));
const png = (size, background) => {
  const image = sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png().toBuffer();
};

// ICO: a 6-byte header, a 16-byte entry per image, then the images; PNG entries are allowed
// since Windows Vista and read by every current browser.
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((size) => png(size)));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(images[index].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[index].length;
});
await writeFile(new URL('../app/favicon.ico', import.meta.url), Buffer.concat([header, ...images]));
await writeFile(new URL('../app/apple-icon.png', import.meta.url), await png(180, '#0b4f8a'));
await mkdir(new URL('../public/', import.meta.url), { recursive: true });
for (const size of [192, 512]) {
  await writeFile(
    new URL(`../public/icon-${size}.png`, import.meta.url),
    await png(size, '#0b4f8a'),
  );
}
console.log(
  'app/favicon.ico, app/apple-icon.png, public/icon-192.png and public/icon-512.png written',
);
