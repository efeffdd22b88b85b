import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHead, svgDataUrl } from './page-head';

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="32" height="32" fill="#17453b"/></svg>\n';
const built = (manifest = '/manifest.webmanifest') =>
  `<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><title>t</title><link rel="manifest" href="${manifest}"></head>`;

describe("the built page's head (decision 073)", () => {
  it('writes the favicon into the page and leaves the manifest link to the app', () => {
    const head = pageHead(built(), FAVICON);
    expect(head).not.toContain('rel="manifest"');
    expect(head).not.toContain('/favicon.svg');
    expect(head).toContain(`<link rel="icon" href="${svgDataUrl(FAVICON)}" type="image/svg+xml" />`);
    expect(head).toContain('<title>t</title>');
  });

  it('gives the favicon as a data address a browser decodes back to the same picture', () => {
    const url = svgDataUrl(FAVICON);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[\s"<>#]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(FAVICON.trim());
  });

  it('fails the build when the manifest is elsewhere than where the app links it, or the page has changed', () => {
    expect(() => pageHead(built('/app.webmanifest'), FAVICON)).toThrow(/app\.webmanifest/);
    expect(() => pageHead('<head><link rel="icon" href="/favicon.svg"></head>', FAVICON)).toThrow(/manifest/);
    expect(() => pageHead('<head><link rel="manifest" href="/manifest.webmanifest"></head>', FAVICON)).toThrow(/icon/);
  });

  it("matches the project's own index.html", () => {
    const source = readFileSync(resolve(__dirname, '../src/web/index.html'), 'utf8');
    expect(source).toContain('<link rel="icon" href="/favicon.svg"');
  });
});
