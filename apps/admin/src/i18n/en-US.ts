import { validationCatalogue } from '@hemma/commerce';
import { commonEnUS } from './common-en-US.ts';
import { staffEnUS } from './staff-en-US.ts';
import type { Messages } from './sv-SE.ts';

export const enUS: Messages = {
  ...commonEnUS,
  ...staffEnUS,
  ...validationCatalogue('en-US'),
};
