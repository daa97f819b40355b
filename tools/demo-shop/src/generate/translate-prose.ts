import { PROSE } from '../data/prose-texts.ts';
import type { Language } from './translate-names.ts';

/**
 * A bundle's, grouped product's or service's description in another language, sentence by sentence from the
 * Swedish one (decision 0058); null when a sentence has no translation (it then falls back and is listed as
 * missing) rather than a mixed text.
 */
export function translateProse(sv: string, language: Language): string | null {
  const sentences = sv.match(/[^.!?:]+(?:[:][^.!?]+)?[.!?](?=\s|$)/g);
  if (!sentences || sentences.join('').replace(/\s/g, '') !== sv.replace(/\s/g, '')) return null;
  const out: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    const number = /\d+/.exec(sentence)?.[0];
    const known = PROSE[sentence] ?? (number ? PROSE[sentence.replace(number, '{n}')] : undefined);
    if (!known) return null;
    out.push(known[language].replace('{n}', number ?? ''));
  }
  return out.join(' ');
}
