import { type ComponentType, lazy } from 'react';
import { allMessages } from '~/i18n/all-messages.ts';
import { notify } from './notifications.ts';

/**
 * React's `lazy` for a part of the page that loads on use (microcart, modals, search panel). When its code cannot be
 * fetched the part stays empty and the shopper reads why (SPEC §8): offline, "Component couldn't be loaded due to
 * lack of network connectivity."; otherwise 'An error occured while loading the component.'. It renders once the
 * whole UI catalogue is at hand too: a catalogue page's data carries only its own part (decision 0037).
 */
// React's own `lazy` bounds T by ComponentType<any>; a narrower bound (ComponentType<never>) is not assignable to it,
// as class components' static getDerivedStateFromProps is checked both ways.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    Promise.all([load(), allMessages()])
      .then(([part]) => part)
      .catch(() => {
        notify({
          type: 'error',
          message: navigator.onLine ? 'error.componentLoad' : 'error.componentOffline',
        });
        return { default: (() => null) as unknown as T };
      }),
  );
}
