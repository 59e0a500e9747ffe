import { PageHeader } from '../components/PageHeader';
import { GenerateView } from '../generate/GenerateView';

export function GeneratePage(): React.JSX.Element {
  return (
    <>
      <PageHeader title="Generate" description="Choose a model and describe what you want." />
      <GenerateView />
    </>
  );
}
