import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';
import { pageLoader } from './pageLoader';

const Loaded = () => <p>the page</p>;

describe('lazyPage', () => {
  it('draws a page whose code has arrived at once, without showing the fallback first', async () => {
    const load = pageLoader(() => Promise.resolve({ default: Loaded }));
    const Page = lazyPage(load);
    await load();
    act(() => {
      render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    });
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('loads a page not fetched before when first shown, and fetches again after a failure', async () => {
    let calls = 0;
    const load = pageLoader(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Loaded })));
    const Page = lazyPage(load);
    await expect(load()).rejects.toThrow('offline');
    render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
