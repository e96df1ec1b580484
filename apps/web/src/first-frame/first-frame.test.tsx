import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { FIRST_FRAME } from '@harmony/shared';
import { removeFirstFrame, useFirstFrameRemoved } from './first-frame';

describe('the first frame in the browser', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('is removed, with its styles, once a screen of the app is in place', () => {
    document.head.innerHTML = `<style ${FIRST_FRAME.style}>#${FIRST_FRAME.id}{}</style><style id="other"></style>`;
    document.body.innerHTML = `<div id="${FIRST_FRAME.id}"></div><div id="root"></div>`;
    function Screen() {
      useFirstFrameRemoved();
      return <p>screen</p>;
    }
    render(<Screen />, { container: document.getElementById('root')! });
    expect(document.getElementById(FIRST_FRAME.id)).toBeNull();
    expect(document.querySelector(`style[${FIRST_FRAME.style}]`)).toBeNull();
    expect(document.getElementById('other')).not.toBeNull();
    // Nothing to remove on any other page load.
    expect(() => removeFirstFrame()).not.toThrow();
  });
});
