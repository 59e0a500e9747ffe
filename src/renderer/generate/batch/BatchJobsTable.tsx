// Owns the preview's list of jobs: each one's line in the source, what it changes, its own
// price and its own check (the same validator a single submit uses), problems in red.
import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { BatchJob } from '../../../shared/batch/batchSource';
import type { GroupPreflightResult } from '../../../shared/ipc/tasks';
import type { FieldSpec } from '../../../shared/service';
import { formatCredits } from '../../format/credits';
import { useT } from '../../i18n/useLocale';
import { fieldLabel } from '../fieldWords';
import { inlineMessage } from '../formIssues';
import { jobWords } from './batchWords';

export function BatchJobsTable(props: {
  jobs: readonly BatchJob[];
  preview: GroupPreflightResult;
  fields: readonly FieldSpec[];
  rowWord: string;
}): React.JSX.Element {
  const t = useT();
  const labelOf = (name: string): string => {
    const field = props.fields.find((candidate) => candidate.name === name);
    return field ? fieldLabel(field) : name;
  };
  return (
    <ScrollArea.Autosize mah={320} type="auto" data-testid="batch-jobs">
      <Table striped highlightOnHover stickyHeader verticalSpacing={4} fz="sm">
        <Table.Thead>
          {/* Short headings never break inside a word (ジョブ, Auftrag): the prompt column takes the rest. */}
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th>{t('generate.batch.col.job')}</Table.Th>
            <Table.Th>{props.rowWord}</Table.Th>
            <Table.Th>{t('generate.batch.col.what')}</Table.Th>
            <Table.Th ta="right">{t('generate.batch.col.price')}</Table.Th>
            <Table.Th>{t('generate.batch.col.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.jobs.map((job, index) => {
            const part = props.preview.parts[index];
            const issues = part?.issues ?? [];
            return (
              <Table.Tr key={index} data-testid="batch-job">
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td c="dimmed">{job.row}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {jobWords(job.overrides, props.fields)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {part?.estimate.kind === 'known'
                    ? formatCredits(part.estimate.credits)
                    : t('generate.batch.priceUnknown')}
                </Table.Td>
                <Table.Td>
                  {issues.length === 0 ? (
                    <Badge color="teal" variant="light" tt="none">
                      {t('generate.batch.ready')}
                    </Badge>
                  ) : (
                    issues.map((found) => (
                      <Text size="xs" c="red" key={`${found.field}:${found.message}`}>
                        {found.field ? `${labelOf(found.field)}: ` : ''}
                        {inlineMessage(found)}
                      </Text>
                    ))
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
