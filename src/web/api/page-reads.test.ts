import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module afresh over a page that brought `answers` (or the text given). */
async function pageWith(answers: Record<string, unknown> | string) {
  vi.resetModules();
  document.head.innerHTML = `<script type="application/json" id="page-reads">${
    typeof answers === 'string' ? answers : JSON.stringify(answers)
  }</script>`;
  return import('./page-reads');
}

describe('the answers the page brought (decision 067)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('gives each answer once, to a read of its address, and then the network answers', async () => {
    const { takePageRead } = await pageWith({ '/utoaztecan/api/users/': { count: 0, results: [] } });
    expect(takePageRead('/utoaztecan/api/vocabulary/')).toBeUndefined();
    expect(takePageRead('/utoaztecan/api/users/')).toEqual({ count: 0, results: [] });
    expect(takePageRead('/utoaztecan/api/users/')).toBeUndefined();
    expect(document.getElementById('page-reads')).toBeNull();
  });

  it('drops what no read took once the first screen is settled', async () => {
    const { dropPageReads, takePageRead } = await pageWith({ '/utoaztecan/api/nahuatl/count/': { count: 404 } });
    dropPageReads();
    expect(takePageRead('/utoaztecan/api/nahuatl/count/')).toBeUndefined();
  });

  it('brings nothing from a page without answers, or with answers it cannot read', async () => {
    expect((await pageWith('{not json')).takePageRead('/utoaztecan/api/users/')).toBeUndefined();
    vi.resetModules();
    const { takePageRead } = await import('./page-reads');
    expect(takePageRead('/utoaztecan/api/users/')).toBeUndefined();
  });
});
