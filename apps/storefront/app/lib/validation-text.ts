import {
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  TAX_ID_MIN_LENGTH,
  ZIP_MIN_LENGTH,
  type ValidationIssue,
} from '@hemma/commerce';
import type { Translate } from '~/i18n/translate.ts';

const MIN_LENGTHS: Partial<Record<ValidationIssue['code'], number>> = {
  nameMinLength: NAME_MIN_LENGTH,
  passwordMinLength: PASSWORD_MIN_LENGTH,
  taxIdMinLength: TAX_ID_MIN_LENGTH,
  taxIdentificationMinLength: TAX_ID_MIN_LENGTH,
  zipMinLength: ZIP_MIN_LENGTH,
};

/** A SPEC §5 form message in the shopper's language. */
export function issueText(t: Translate, issue: Pick<ValidationIssue, 'code' | 'params'>): string {
  return t(`validation.${issue.code}`, { min: MIN_LENGTHS[issue.code] ?? '', ...issue.params });
}
