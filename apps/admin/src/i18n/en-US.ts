import { validationCatalogue } from '@hemma/commerce/validation-catalogue';
import { apiKeysEnUS } from './api-keys-en-US.ts';
import { catalogueEnUS } from './catalogue-en-US.ts';
import { commonEnUS } from './common-en-US.ts';
import { shopEnUS } from './shop-en-US.ts';
import { importEnUS } from './import-en-US.ts';
import { staffEnUS } from './staff-en-US.ts';
import { webhooksEnUS } from './webhooks-en-US.ts';
import { tradeEnUS } from './trade-en-US.ts';
import { returnsEnUS } from './returns-en-US.ts';
import { translationsEnUS } from './translations-en-US.ts';
import { mailTemplatesEnUS } from './mail-templates-en-US.ts';
import type { Messages } from './sv-SE.ts';

export const enUS: Messages = {
  ...commonEnUS,
  ...staffEnUS,
  ...catalogueEnUS,
  ...shopEnUS,
  ...tradeEnUS,
  ...returnsEnUS,
  ...importEnUS,
  ...webhooksEnUS,
  ...apiKeysEnUS,
  ...translationsEnUS,
  ...mailTemplatesEnUS,
  ...validationCatalogue('en-US'),
};
