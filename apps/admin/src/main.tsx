// First, before any module that parses with zod is evaluated.
import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { I18nProvider } from './i18n/i18n.tsx';
import { queryClient } from './lib/query-client.ts';
import { ConfirmProvider } from './ui/confirm.tsx';
import { NoticeProvider } from './ui/notices.tsx';
import './ui/styles/index.css';

/** Each page the owner arrives at: the notices of the page left go (ui/notice-list.ts). */
const paths = (listener: (pathname: string) => void) => {
  listener(router.state.location.pathname);
  return router.subscribe((state) => listener(state.location.pathname));
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <NoticeProvider paths={paths}>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </NoticeProvider>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
