/** Settings → Preferences → Display language: the OS's (named, so the user sees what it resolves to) or one of ours, each in its own name. */
import { Select } from '@mantine/core';
import {
  LANGUAGE_NAMES,
  LOCALES,
  PSEUDO_LOCALE,
  type LanguageChoice,
} from '../../shared/i18n/locales';
import { useT } from '../i18n/useLocale';
import { localeFor } from '../i18n/rendererLanguage';

export function LanguageSetting(props: {
  choice: LanguageChoice;
  onChange: (choice: LanguageChoice) => void;
}): React.JSX.Element {
  const t = useT();
  const system = localeFor('system');
  const systemName =
    system === PSEUDO_LOCALE ? t('settings.language.pseudo') : LANGUAGE_NAMES[system];
  const data = [
    { value: 'system', label: t('settings.language.system', { language: systemName }) },
    ...LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] })),
    // Offered only once chosen (by a test): it is a tool, not a language.
    ...(props.choice === PSEUDO_LOCALE
      ? [{ value: PSEUDO_LOCALE, label: t('settings.language.pseudo') }]
      : []),
  ];
  return (
    <Select
      label={t('settings.language.label')}
      description={t('settings.language.description')}
      data={data}
      value={props.choice}
      allowDeselect={false}
      onChange={(value) => value && props.onChange(value as LanguageChoice)}
      data-testid="language-setting"
      maw={360}
    />
  );
}
