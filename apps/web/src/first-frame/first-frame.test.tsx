import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { FIRST_FRAME } from '@harmony/shared';
import { appConfigQuery } from '../lib/app-config/use-app-config';
import { USER_QUERY_KEY } from '../lib/auth/user-query';
import { adoptFirstFrameData, removeFirstFrame, useFirstFrameRemoved } from './first-frame';

describe('the first frame in the browser', () => {
  // Only what these tests put in goes: the files of a worker share one module graph, and emotion's style
  // sheet keeps its tags in <head> (wiping the head left the next file's render inserting before a tag that
  // was gone: "The child can not be found in the parent").
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    document.head.querySelectorAll(`style[${FIRST_FRAME.style}], style#other`).forEach((node) => node.remove());
  });

  it('is removed, with its styles, once a screen of the app is in place', () => {
    document.head.insertAdjacentHTML('beforeend', `<style ${FIRST_FRAME.style}>#${FIRST_FRAME.id}{}</style><style id="other"></style>`);
    document.body.innerHTML = `<div id="${FIRST_FRAME.id}"></div><script type="application/json" id="${FIRST_FRAME.data}">{}</script><div id="root"></div>`;
    function Screen() {
      useFirstFrameRemoved();
      return <p>screen</p>;
    }
    render(<Screen />, { container: document.getElementById('root')! });
    expect(document.getElementById(FIRST_FRAME.id)).toBeNull();
    expect(document.getElementById(FIRST_FRAME.data)).toBeNull();
    expect(document.querySelector(`style[${FIRST_FRAME.style}]`)).toBeNull();
    expect(document.getElementById('other')).not.toBeNull();
    // Nothing to remove on any other page load.
    expect(() => removeFirstFrame()).not.toThrow();
  });

  it('hands the app the user and app config the frame was drawn with, and nothing when there is none or it is unreadable', () => {
    const data = { user: { id: 7, email: 'anna@demo.local' }, appConfig: { settings: { appName: 'X' }, menu: [] } };
    document.body.innerHTML = `<script type="application/json" id="${FIRST_FRAME.data}">${JSON.stringify(data)}</script>`;
    const client = new QueryClient();
    adoptFirstFrameData(client);
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(data.user);
    expect(client.getQueryData(appConfigQuery.queryKey)).toEqual(data.appConfig);

    for (const page of ['', `<script type="application/json" id="${FIRST_FRAME.data}">{not json</script>`]) {
      document.body.innerHTML = page;
      const other = new QueryClient();
      adoptFirstFrameData(other);
      expect(other.getQueryData(USER_QUERY_KEY)).toBeUndefined();
    }
  });
});
