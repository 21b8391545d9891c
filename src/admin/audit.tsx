import { WhenField } from './fields';
import { Box } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { ListActions } from './csv-export';
import { jsonInRiyadhTime } from './riyadh-date-time';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  COMMAND_LINE_ACTOR,
  SCHEDULE_ACTOR,
  auditActionKey,
  auditEntityKey,
  isDonorEvent,
  isSignInEvent,
  signInStepKey,
} from './audit-vocabulary';
import { DonorDetails, type DonorEntry } from './audit-donor-details';

/** An action's label; a code without one (none today: a test holds every code to a label) shows as written. */
function actionLabel(translate: TranslateFunction, action: string): string {
  return translate(auditActionKey(action), { _: action });
}

/** An entity's label: the audit log's own, else the back office's name for the resource of that name. */
function entityLabel(translate: TranslateFunction, entity: string): string {
  return translate(auditEntityKey(entity), { _: translate(`resources.${entity}.name`, { _: entity }) });
}

/** The names the log gives to actors that are not members. */
const ACTOR_LABELS: Record<string, string> = {
  [COMMAND_LINE_ACTOR]: 'resources.audit.commandLine',
  [SCHEDULE_ACTOR]: 'resources.audit.dailyJob',
};

/** A member by their address; the command line and the site's daily job by name. */
function WhoField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const label = ACTOR_LABELS[String(record.staffEmail)];
  return <span>{label ? translate(label) : String(record.staffEmail)}</span>;
}

function ActionField() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <span>{actionLabel(translate, String(record.action))}</span> : null;
}

function EntityField() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <span>{entityLabel(translate, String(record.entity))}</span> : null;
}

/** A sign-in entry in words: the step it was about and the address it came from, not its JSON. */
function SignInDetails({ after }: { after: { step?: unknown; address?: unknown } }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      data-testid="audit-sign-in"
    >
      {typeof after.step === 'string' ? (
        <>
          <dt>{translate('resources.audit.signIn.step')}</dt>
          <Box component="dd" sx={{ m: 0 }}>
            {translate(signInStepKey(after.step), { _: after.step })}
          </Box>
        </>
      ) : null}
      {typeof after.address === 'string' ? (
        <>
          <dt>{translate('resources.audit.signIn.address')}</dt>
          <Box component="dd" sx={{ m: 0 }}>
            <bdi dir="ltr">{after.address}</bdi>
          </Box>
        </>
      ) : null}
    </Box>
  );
}

function Changes() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (isSignInEvent(String(record.action)) && record.after && typeof record.after === 'object')
    return <SignInDetails after={record.after as { step?: unknown; address?: unknown }} />;
  if (isDonorEvent(String(record.action)) && record.after && typeof record.after === 'object')
    return <DonorDetails after={record.after as DonorEntry} />;
  const show = (label: string, value: unknown) =>
    value === null || value === undefined ? null : (
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <strong>{translate(label)}</strong>
        <Box
          component="pre"
          dir="ltr"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.8rem', m: 0 }}
        >
          {jsonInRiyadhTime(value, 2)}
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {show('resources.audit.fields.before', record.before)}
      {show('resources.audit.fields.after', record.after)}
    </Box>
  );
}

/** Append-only: listed and filtered, never edited. Actions and entities read as words, filtered by choosing one. */
export function AuditList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="staffEmail" source="staffEmail" alwaysOn />,
    <SelectInput
      key="entity"
      source="entity"
      choices={AUDIT_ENTITIES.map((id) => ({ id, name: entityLabel(translate, id) }))}
      translateChoice={false}
    />,
    <SelectInput
      key="action"
      source="action"
      choices={AUDIT_ACTIONS.map((id) => ({ id, name: actionLabel(translate, id) }))}
      translateChoice={false}
    />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<ListActions />}>
      <DataTable bulkActionButtons={false} expand={<Changes />} rowClick={false}>
        <DataTable.Col source="at" field={WhenField} />
        <DataTable.Col source="staffEmail" field={WhoField} />
        <DataTable.Col source="action" field={ActionField} />
        <DataTable.Col source="entity" field={EntityField} />
        <DataTable.Col source="entityId" disableSort />
      </DataTable>
    </List>
  );
}
