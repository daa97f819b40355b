import { useI18n } from '../../i18n/i18n.tsx';
import type { FormIssue } from './form-errors.ts';

/** Words an issue in the current language: a rule from the catalogue, else the API's own text. */
export function useIssueText(): (issue: FormIssue) => string {
  const { t } = useI18n();
  return (issue) => (issue.rule ? t(`validation.${issue.rule}`, issue.params) : (issue.text ?? ''));
}
