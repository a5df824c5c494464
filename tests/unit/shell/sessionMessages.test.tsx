// @vitest-environment jsdom
/**
 * Messages belong to the session that raised them (issue 30): a screen's message raised after
 * the session ended (a call of the last user still on its way) is dropped, and the message on
 * screen and those waiting go when the session ends.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { NotificationContextProvider, useNotificationContext, useNotify } from 'react-admin';
import { SessionBoundMessages } from '../../../src/custom/layout/SessionBoundMessages';
import { endSession } from '../../../src/providers/sessionEnd';
import { domRootPerTest } from '../../support/domRoot';

const dom = domRootPerTest();

let notify: ReturnType<typeof useNotify> = () => undefined;
let queued: () => string[] = () => [];

const Screen = () => {
  notify = useNotify();
  return null;
};
const Queue = () => {
  const { notifications } = useNotificationContext();
  queued = () => notifications.map((n) => String(n.message));
  return null;
};

const render = () =>
  act(() =>
    dom.root.render(
      <NotificationContextProvider>
        <Queue />
        <SessionBoundMessages>
          <Screen />
        </SessionBoundMessages>
      </NotificationContextProvider>,
    ),
  );

describe('messages of a session', () => {
  it("a screen's message raised within its session is shown; one raised after the session ended is dropped", async () => {
    render();
    const ofTheLastUser = notify;
    await act(async () => ofTheLastUser('Pago abierto', { type: 'info' }));
    expect(queued()).toEqual(['Pago abierto']);

    endSession();
    await act(async () => ofTheLastUser('Respuesta tardía', { type: 'info' }));
    expect(queued()).toEqual(['Pago abierto']);

    // The next session's screens speak again.
    render();
    await act(async () => notify('De la nueva sesión', { type: 'info' }));
    expect(queued()).toEqual(['Pago abierto', 'De la nueva sesión']);
  });
});
