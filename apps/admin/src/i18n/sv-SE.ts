import { validationCatalogue } from '@hemma/commerce/validation-catalogue';
import { apiKeysSvSE } from './api-keys-sv-SE.ts';
import { catalogueSvSE } from './catalogue-sv-SE.ts';
import { commonSvSE } from './common-sv-SE.ts';
import { shopSvSE } from './shop-sv-SE.ts';
import { importSvSE } from './import-sv-SE.ts';
import { staffSvSE } from './staff-sv-SE.ts';
import { webhooksSvSE } from './webhooks-sv-SE.ts';
import { tradeSvSE } from './trade-sv-SE.ts';
import { returnsSvSE } from './returns-sv-SE.ts';
import { translationsSvSE } from './translations-sv-SE.ts';
import { mailTemplatesSvSE } from './mail-templates-sv-SE.ts';

/** The back office in Swedish: the reference catalogue; every other one has exactly its keys. */
export const svSE = {
  ...commonSvSE,
  ...staffSvSE,
  ...catalogueSvSE,
  ...shopSvSE,
  ...tradeSvSE,
  ...returnsSvSE,
  ...importSvSE,
  ...webhooksSvSE,
  ...apiKeysSvSE,
  ...translationsSvSE,
  ...mailTemplatesSvSE,
  ...validationCatalogue('sv-SE'),
};

export type MessageKey = keyof typeof svSE;
export type Messages = { readonly [K in MessageKey]: string };
