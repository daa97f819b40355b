import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React hydrates the document in a transition: in slices that yield to the browser, and the part the shopper touches
// first before the rest (decision 0047; root.tsx's regions).
startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
