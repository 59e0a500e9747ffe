/** Owns the words of a template's issues (shared/prompts/templateText.ts), naming the variable and the rule. */
import {
  MAX_TEMPLATE_VARIABLES,
  MAX_VARIABLE_VALUES,
  type TemplateIssue,
} from '../../../shared/prompts/templateText';
import type { useT } from '../../i18n/useLocale';

export function templateIssueText(t: ReturnType<typeof useT>, issue: TemplateIssue): string {
  switch (issue.rule) {
    case 'no_values':
      return t('prompts.template.noValues', { variable: issue.variable });
    case 'bad_value':
      return t('prompts.template.badValue', { variable: issue.variable, value: issue.value });
    case 'too_many_values':
      return t('prompts.template.tooManyValues', {
        variable: issue.variable,
        max: MAX_VARIABLE_VALUES,
      });
    case 'too_many_variables':
      return t('prompts.template.tooManyVariables', { max: MAX_TEMPLATE_VARIABLES });
  }
}
