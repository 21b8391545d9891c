import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/form';

/**
 * A required choice from one of the shared option lists (src/domain/applications/options.ts),
 * each option labelled `apply:options.<group>.<value>`, starting on "Choose…".
 */
export function ChoiceSelect({
  name,
  label,
  values,
  group,
}: {
  name: string;
  label: string;
  values: readonly string[];
  group: string;
}) {
  const { t } = useTranslation('apply');
  return (
    <Select
      name={name}
      label={label}
      required
      placeholder={t('jobApply.choose')}
      defaultValue=""
      options={values.map((value) => ({ value, label: t(`options.${group}.${value}`) }))}
    />
  );
}
