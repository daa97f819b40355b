import { validationCatalogue } from '@hemma/commerce/validation-catalogue';
import { catalogueSvSE } from './catalogue-sv-SE.ts';
import { commonSvSE } from './common-sv-SE.ts';
import { shopSvSE } from './shop-sv-SE.ts';
import { importSvSE } from './import-sv-SE.ts';
import { staffSvSE } from './staff-sv-SE.ts';
import { tradeSvSE } from './trade-sv-SE.ts';
import { translationsSvSE } from './translations-sv-SE.ts';

/** The back office in Swedish: the reference catalogue; every other one has exactly its keys. */
export const svSE = {
  ...commonSvSE,
  ...staffSvSE,
  ...catalogueSvSE,
  ...shopSvSE,
  ...tradeSvSE,
  ...importSvSE,
  ...translationsSvSE,
  ...validationCatalogue('sv-SE'),
};

export type MessageKey = keyof typeof svSE;
export type Messages = { readonly [K in MessageKey]: string };
