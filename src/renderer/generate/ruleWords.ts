// Owns how a broken rule reads in the user's language: the shared validators give a message key
// and values (issues.ts's IssueWords); a value that names a field or one of its options is said
// by its label ("Input images", "Text to video"), never by the API's token.
import { t } from '../../shared/i18n/activeLanguage';
import type { FieldSpec, ValidationIssue } from '../../shared/service';
import type { FieldWord, IssueWords } from '../../shared/service/issues';
import { fieldName, optionLabel } from './fieldWords';

type Words = Omit<IssueWords, 'text'>;

function sayField(word: FieldWord, fields: readonly FieldSpec[]): string {
  if (word.option !== undefined) return optionLabel({ name: word.field }, word.option);
  return fieldName(word.field, fields) ?? t('generate.crossRule.someField');
}

/** A rule's words in the user's language (an item's rule inside its own words). */
export function sayRule(words: Words, fields: readonly FieldSpec[] = []): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values ?? {}))
    values[name] =
      typeof value !== 'object'
        ? value
        : 'key' in value
          ? sayRule(value, fields)
          : sayField(value, fields);
  return t(words.key, values);
}

/**
 * An issue said with its field's name, for a list away from the field ("Input images: Text to
 * video takes no input images"); English as the validator wrote it only where the rule has no words.
 */
export function sayIssue(issue: ValidationIssue, fields: readonly FieldSpec[] = []): string {
  if (!issue.said) return issue.message;
  const rule = sayRule(issue.said, fields);
  if (issue.field === '') return rule;
  const field = fieldName(issue.field, fields);
  return field === null ? rule : t('generate.crossRule.named', { field, rule });
}
