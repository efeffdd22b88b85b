// Renders the app's icons (src/web/public/icon-*.png) from scripts/icons/mark.svg, a speech
// scroll drawn for this project (decision 051). Run once after changing the mark:
// `node scripts/render-icons.mjs`; it uses Debian's Chromium through Playwright, then Debian's
// pngquant (`apt-get install pngquant`) to bring each to a palette: the installable app's
// 192 px icon is fetched on a first visit, 7.3 KB as Chromium writes it, 2.3 KB after.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const mark = readFileSync(`${import.meta.dirname}/icons/mark.svg`, 'utf8');

/**
 * The maskable icon: the background to the edges, and the mark shrunk into the central
 * circle (80% of the width) that every launcher's mask keeps.
 */
const maskable = mark
  .replace(/<rect([^>]*) rx="\d+"/, '<rect$1')
  .replace(
    /(<rect[^>]*\/>)([\s\S]*)<\/svg>/,
    '$1<g transform="translate(256 256) scale(0.72) translate(-256 -256)">$2</g></svg>',
  );

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
const page = await browser.newPage();
for (const { file, svg, size } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  const path = `src/web/public/${file}`;
  await page.locator('svg').screenshot({ path, omitBackground: true });
  execFileSync('pngquant', ['--quality=80-95', '--speed=1', '--force', '--output', path, path]);
}
await browser.close();
