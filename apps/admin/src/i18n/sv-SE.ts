import { validationCatalogue } from '@hemma/commerce';
import { commonSvSE } from './common-sv-SE.ts';
import { staffSvSE } from './staff-sv-SE.ts';

/** The back office in Swedish: the reference catalogue; every other one has exactly its keys. */
export const svSE = {
  ...commonSvSE,
  ...staffSvSE,
  ...validationCatalogue('sv-SE'),
};

export type MessageKey = keyof typeof svSE;
export type Messages = { readonly [K in MessageKey]: string };
