import type { Page } from '@playwright/test';

/** One layout shift as the browser reported it, with the elements that moved (tag.class). */
export interface LayoutShift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
    __layoutShiftObserver?: PerformanceObserver;
  }
}

/**
 * Records the page's layout shifts from its first paint (call before `goto`): the Layout Instability API's entries
 * not caused by input, as Lighthouse's CLS counts them.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[])
        if (!entry.hadRecentInput)
          window.__layoutShifts!.push({
            value: entry.value,
            sources: entry.sources.map((s) =>
              s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : 'text',
            ),
          });
    };
    window.__layoutShiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
    window.__layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, after two frames have been laid out (a change made just now has been measured). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const observer = window.__layoutShiftObserver!;
    const pending = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
    const shifts = [...window.__layoutShifts!];
    for (const entry of pending) if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: [] });
    return shifts;
  });
}
