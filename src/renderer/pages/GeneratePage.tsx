import { PageHeader } from '../components/PageHeader';
import { GenerateView } from '../generate/GenerateView';
import { useT } from '../i18n/useLocale';

export function GeneratePage(): React.JSX.Element {
  const t = useT();
  return (
    <>
      <PageHeader title={t('generate.title')} description={t('generate.description')} />
      <GenerateView />
    </>
  );
}
