import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './renderWhole';

/** A part whose code arrives a moment later, as a page module not loaded yet. */
const later = () =>
  lazy(
    () =>
      new Promise<{ default: () => string }>((done) =>
        setTimeout(() => done({ default: () => 'Linen dress, ₹1,999.00' }), 10),
      ),
  );

describe("the server's markup of a page", () => {
  it('holds every part, one whose code was still loading too, never a part left for the browser', async () => {
    const Part = later();
    const html = await renderWhole(
      <main>
        <h1>Linen dress</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Part />
        </Suspense>
      </main>,
    );
    expect(html).toContain('<h1>Linen dress</h1>');
    expect(html).toContain('Linen dress, ₹1,999.00');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<!--$!-->');
  });

  it('waits for a part that suspends outside any boundary', async () => {
    const Part = later();
    expect(await renderWhole(<Part />)).toBe('Linen dress, ₹1,999.00');
  });

  it('keeps the Suspense marks the browser hydrates against', async () => {
    const html = await renderWhole(
      <Suspense fallback={<p>Loading</p>}>
        <p>Sizes: S, M</p>
      </Suspense>,
    );
    expect(html).toBe('<!--$--><p>Sizes: S, M</p><!--/$-->');
  });
});
