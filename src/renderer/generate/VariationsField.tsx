// Owns the "Variations ×N" control of the Generate page: how many times to send this request
// (1 = once; 2–10 = each its own paid task, their results one stack in the library). A count
// outside 2–10 shows preflight's `variations` issue under the field and nothing is sent.
import { WholeNumberInput } from '../components/WholeNumberInput';
import { useT } from '../i18n/useLocale';
import { VARIATIONS_MAX, VARIATIONS_MIN } from '../../shared/service/variations';

export interface VariationsFieldProps {
  count: number;
  onChange: (count: number) => void;
  /** Preflight's message for the `variations` field, if any. */
  error: string | null;
  /** In the action bar: a narrow field, its explanation in a tooltip-like title. */
  compact?: boolean;
}

export function VariationsField({
  count,
  onChange,
  error,
  compact = false,
}: VariationsFieldProps): React.JSX.Element {
  const t = useT();
  const explanation = t('generate.variations.explanation', {
    min: VARIATIONS_MIN,
    max: VARIATIONS_MAX,
  });
  return (
    <WholeNumberInput
      label={t('generate.variations.label')}
      {...(compact ? { title: explanation, w: 96, size: 'xs' } : { description: explanation })}
      value={count}
      // 1 is a single submit, always allowed; preflight names 2 to 10 for more.
      min={1}
      max={VARIATIONS_MAX}
      error={error}
      data-testid="variations-count"
      // Emptied counts as once; NaN (not a whole number) goes on to preflight, which holds the submit.
      onChange={(value) => onChange(value ?? 1)}
    />
  );
}
