/**
 * SPEC §2 modals: which one is open (at most one) and its props. Every page loads this store; the host that shows
 * them (routes/modal-host.tsx) loads when root sees the first one opened.
 *
 * Server markup opens a modal without code of its own: a click on an element with `data-modal="<name>"` opens it
 * with the element's other data attributes as props (a link keeps its href for modifier clicks and pages without JS).
 */
export type ModalName =
  | 'auth'
  | 'signup'
  | 'newsletter'
  | 'review'
  | 'language'
  | 'terms'
  | 'not-implemented'
  | 'order-confirmation';
export interface OpenModal {
  name: ModalName;
  props: Record<string, unknown>;
}

let current: OpenModal | null = null;
let opened = false;
const listeners = new Set<() => void>();

export function openModal(name: ModalName | null, props: Record<string, unknown> = {}): void {
  current = name && { name, props };
  opened ||= current !== null;
  listeners.forEach((listener) => listener());
}

export const closeModal = (): void => openModal(null);
export const getModal = (): OpenModal | null => current;
/** Whether a modal was ever opened on this page: root renders the host from then on. */
export const wasOpened = (): boolean => opened;

export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof document !== 'undefined')
  window.addEventListener(
    'click',
    (event) => {
      const trigger = (event.target as Element).closest?.<HTMLElement>('[data-modal]');
      if (!trigger || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const { modal, ...props } = trigger.dataset;
      openModal(modal as ModalName, props);
    },
    // Before React's handlers (a router link must not navigate).
    true,
  );
