import { resolveChromium } from './chromium.ts';

/**
 * Resolves the browser once, before the workers start: without a system Chromium, @sparticuz/chromium unpacks its
 * binary on first use, and two workers unpacking it at the same moment made one launch fail with ETXTBSY.
 * The workers inherit CHROMIUM_PATH and launch the unpacked binary.
 */
export default async function globalSetup(): Promise<void> {
  process.env.CHROMIUM_PATH = await resolveChromium();
}
