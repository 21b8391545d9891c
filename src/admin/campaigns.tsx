import { useState } from 'react';
import { Alert, Box, Button as MuiButton, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CAMPAIGN_STATUSES, campaignReviewSchema, type CampaignDecision } from '../domain/campaigns';
import { campaignPostReviewSchema } from '../domain/campaign-posts';
import type { dataProvider as adminDataProvider } from './data-provider';
import { clientErrors } from './form-errors';
import { useStaffAction } from './use-staff-action';
import { formatMoney } from '../lib/format';
import { DayField, WhenField } from './fields';
import { countNumber, currentLocale } from './i18n-provider';

/**
 * Campaign moderation: pending campaigns first; staff read the name and the message as typed
 * (shown as plain text, never as HTML), then approve, reject with a note, or close an open one.
 */
export function CampaignStatusChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 'pending' ? 'warning' : record.status === 'approved' ? 'success' : 'default'}
      label={translate(`campaigns.statuses.${String(record.status)}`)}
    />
  );
}

/** A campaign's sum as the public campaign page writes it: grouped, with the currency, halalas kept. */
const riyals = (halalas: unknown) => formatMoney(Number(halalas ?? 0), currentLocale());

function Target() {
  return <FunctionField source="target" render={(record) => riyals(record.target)} />;
}

function Collected() {
  return <FunctionField source="collected" render={(record) => riyals(record.collected)} />;
}

export function CampaignList() {
  const filters = [
    <SelectInput
      key="status"
      source="status"
      choices={CAMPAIGN_STATUSES.map((id) => ({ id, name: `campaigns.statuses.${id}` }))}
      alwaysOn
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="displayName" disableSort />
        <DataTable.Col source="status" field={CampaignStatusChip} />
        <DataTable.Col source="target" disableSort field={Target} />
        <DataTable.Col source="collected" field={Collected} />
        <DataTable.Col source="endsOn" field={DayField} />
        <DataTable.Col source="createdAt" field={WhenField} />
      </DataTable>
    </List>
  );
}

function ReviewPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const provider = useDataProvider<typeof adminDataProvider>();
  const act = useStaffAction();
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  if (!record) return null;
  const next = (record.next as CampaignDecision[] | undefined) ?? [];
  if (next.length === 0) return null;
  const decide = (decision: CampaignDecision) => {
    const parsed = campaignReviewSchema.safeParse({ decision, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    void act(provider.action('campaigns', record.id, 'review', parsed.data), { onFields: setFields }).then(
      (done) => done && setNote(''),
    );
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {translate('resources.campaigns.review')}
          </Typography>
          <TextField
            label={translate('resources.campaigns.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            error={!!fields.note}
            helperText={fields.note ?? fields.decision}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            {next.map((decision) => (
              <MuiButton
                key={decision}
                variant={decision === 'approve' ? 'contained' : 'outlined'}
                color={decision === 'approve' ? 'primary' : 'error'}
                onClick={() => decide(decision)}
                data-testid={`campaign-${decision}`}
              >
                {translate(`campaigns.decisions.${decision}`)}
              </MuiButton>
            ))}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

interface StaffPost {
  id: number;
  kind: 'text' | 'photo';
  status: 'pending' | 'approved' | 'rejected';
  body: string | null;
  photo: string | null;
  createdAt: string;
}

/** The organiser's photos and updates: each shown on the page only once approved here (plain text, the photo from the back office only). */
function PostsPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const provider = useDataProvider<typeof adminDataProvider>();
  const act = useStaffAction();
  if (!record) return null;
  const posts = (record.posts as StaffPost[] | undefined) ?? [];
  const decide = (post: StaffPost, decision: 'approve' | 'reject') => {
    const parsed = campaignPostReviewSchema.safeParse({ decision });
    if (parsed.success) void act(provider.action('campaigns', record.id, `posts/${post.id}/review`, parsed.data));
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {translate('resources.campaigns.posts')}
          </Typography>
          {posts.length === 0 ? (
            <Typography color="text.secondary">{translate('resources.campaigns.noPosts')}</Typography>
          ) : null}
          {posts.map((post) => (
            <Box
              key={post.id}
              data-testid="campaign-post"
              sx={{ display: 'grid', gap: 1, borderBlockEnd: 1, borderColor: 'divider', pb: 2 }}
            >
              <Chip
                size="small"
                sx={{ justifySelf: 'start' }}
                color={post.status === 'pending' ? 'warning' : post.status === 'approved' ? 'success' : 'default'}
                label={translate(`campaigns.statuses.${post.status}`)}
              />
              {post.photo ? <img src={post.photo} alt="" style={{ maxInlineSize: '100%', blockSize: 'auto' }} /> : null}
              {post.body ? (
                <Typography sx={{ whiteSpace: 'pre-wrap' }} dir="auto">
                  {post.body}
                </Typography>
              ) : null}
              {post.status === 'pending' ? (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <MuiButton variant="contained" onClick={() => decide(post, 'approve')}>
                    {translate('campaigns.decisions.approve')}
                  </MuiButton>
                  <MuiButton variant="outlined" color="error" onClick={() => decide(post, 'reject')}>
                    {translate('campaigns.decisions.reject')}
                  </MuiButton>
                </Box>
              ) : null}
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ReviewNote() {
  const record = useRecordContext();
  return record?.reviewNote ? <Alert severity="info">{String(record.reviewNote)}</Alert> : null;
}

export function CampaignShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <CampaignStatusChip />
        <ReviewNote />
        <FunctionField source="displayName" render={(record) => <bdi>{String(record.displayName)}</bdi>} />
        <FunctionField
          source="message"
          render={(record) => (
            <Typography sx={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {String(record.message)}
            </Typography>
          )}
        />
        <FunctionField
          source="causeTitle"
          render={(record) =>
            `${translate(`kinds.${String(record.causeKind)}`)} — ${String((record.causeTitle as { ar: string; en: string } | null)?.[currentLocale()] ?? record.causeRef)}`
          }
        />
        <FunctionField source="target" render={(record) => riyals(record.target)} />
        <FunctionField source="collected" render={(record) => riyals(record.collected)} />
        <FunctionField source="donors" render={(record) => countNumber(record.donors)} />
        <DayField source="endsOn" />
        <RaTextField source="creatorMobile" />
        <FunctionField
          source="slug"
          render={(record) => <span dir="ltr">{`/campaigns/${String(record.slug)}`}</span>}
        />
        <WhenField source="createdAt" />
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2 }}>
        <ReviewPanel />
        <PostsPanel />
      </Box>
    </Show>
  );
}
