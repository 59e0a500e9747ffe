/** A profile as the header names it, in main's language ("本番", "沙盒"); another id as it is. */
import { t } from '../../shared/i18n/activeLanguage';

export const profileWords = (profileId: string): string =>
  profileId === 'live'
    ? t('header.live')
    : profileId === 'sandbox'
      ? t('header.sandbox')
      : profileId;
