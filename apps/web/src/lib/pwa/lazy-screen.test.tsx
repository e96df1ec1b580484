import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Page = () => <p data-testid="page">page</p>;

describe('lazy screens', () => {
  afterEach(cleanup);

  it('suspends on a first render that has to load the chunk', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(await screen.findByTestId('page')).toBeTruthy();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    await act(() => Screen.preload());
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Screen />
      </Suspense>,
    );
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('page')).toBeTruthy();
  });
});
