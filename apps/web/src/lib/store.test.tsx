import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('stores', () => {
  afterEach(cleanup);

  it('re-render their readers on a change, and no longer after unmount', () => {
    const store = createStore(1);
    const Reader = () => <p data-testid="value">{store.use()}</p>;
    const { unmount } = render(<Reader />);
    expect(screen.getByTestId('value').textContent).toBe('1');
    act(() => store.set(2));
    expect(screen.getByTestId('value').textContent).toBe('2');
    unmount();
    expect(() => store.set(3)).not.toThrow();
  });

  it('catch a change made between the render and the subscription', () => {
    const store = createStore('before');
    const Reader = () => {
      const value = store.use();
      // Runs after the render, before the reader's own effect subscribes.
      useLayoutEffect(() => store.set('after'), []);
      return <p data-testid="value">{value}</p>;
    };
    render(<Reader />);
    expect(screen.getByTestId('value').textContent).toBe('after');
  });
});
