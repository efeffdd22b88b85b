import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest, relinkManifest } from './manifest-link';

const links = () => [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

describe('the manifest link', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

  it('links the manifest of the reader’s language once, and follows a change of language', () => {
    relinkManifest('en');
    expect(links()).toEqual([]);
    linkManifest('es');
    linkManifest('es');
    expect(links()).toEqual(['/manifest-es.webmanifest']);
    relinkManifest('en');
    expect(links()).toEqual(['/manifest.webmanifest']);
  });
});
