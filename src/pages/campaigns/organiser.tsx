import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { CAMPAIGN_MESSAGE_MAX } from '../../domain/campaigns';
import { campaignUpdateSchema, type CampaignOrganiserView } from '../../domain/campaign-posts';
import { fieldErrors, translateFieldErrors } from '../../domain/validation';
import { CAMPAIGN_SLUG } from '../../domain/ids';
import { formatGregorian } from '../../lib/format-date';
import { localizePath } from '../../lib/locale';
import { loadApiClient } from '../../lib/api-loader';
import { submitForm } from '../../lib/csrf';
import { apiErrorCode } from '../../lib/submit-result';
import { useRuntimeConfig } from '../../lib/runtime-config';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import '../../styles/campaigns.css';

type Data = { token: string; view: CampaignOrganiserView } | { problem: 'invalid' | 'expired' };

/** Personal (the link is the key): never kept in the HTML cache. */
export const serverCache = false;

export function validate(ctx: RouteContext): boolean {
  return typeof ctx.params.id === 'string' && CAMPAIGN_SLUG.test(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const token = ctx.query.t;
  if (!token) return { problem: 'invalid' };
  try {
    const view = (
      await ctx.api.get<CampaignOrganiserView>(`/campaigns/${ctx.params.id}/organiser`, {
        params: { t: token },
        signal: ctx.signal,
      })
    ).data;
    return { token, view };
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === 'link_expired') return { problem: 'expired' };
    if (code === 'link_invalid' || code === 'not_found') return { problem: 'invalid' };
    throw error;
  }
}

export const watchQuery = ['t'];

export function head(_ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t('routes.campaignOrganiser'), noindex: true };
}

/**
 * /campaigns/:id/organiser?t=TOKEN — the organiser's page behind the link texted at approval
 * (docs/behaviour.md#B-CAMPAIGN-4): send a short update or a photo, and see where each stands.
 * Nothing sent here shows on the campaign page until staff approve it.
 */
export default function CampaignOrganiserPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('campaigns');
  const locale = ctx.locale;
  const { apiBaseUrl } = useRuntimeConfig();
  const [posts, setPosts] = useState('view' in data ? data.view.posts : []);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!('view' in data)) {
    return (
      <>
        <PageHeader routeKey={ctx.routeKey} title={t('organiser.title')} />
        <div className="container page-body">
          <p role="alert">
            {t(data.problem === 'expired' ? 'errors.organiserLinkExpired' : 'errors.organiserLinkInvalid')}
          </p>
        </div>
      </>
    );
  }
  const { token, view } = data;

  async function refresh() {
    const api = await loadApiClient(apiBaseUrl, locale);
    const fresh = await api.get<CampaignOrganiserView>(`/campaigns/${view.slug}/organiser`, { params: { t: token } });
    setPosts(fresh.data.posts);
  }
  async function send(payload: Record<string, unknown> | FormData, field: string) {
    if (pending) return false;
    setPending(true);
    setStatus(null);
    try {
      const api = await loadApiClient(apiBaseUrl, locale);
      const result = await submitForm(
        api,
        `/campaigns/${view.slug}/organiser/${field === 'photo' ? 'photos' : 'updates'}`,
        payload,
      );
      if (!result.ok) {
        setErrors(
          Object.keys(result.fields).length ? result.fields : { [field]: result.message ?? t('errors.notFound') },
        );
        return false;
      }
      setErrors({});
      setStatus(t('organiser.sent'));
      await refresh();
      return true;
    } finally {
      setPending(false);
    }
  }
  async function sendUpdate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = campaignUpdateSchema().safeParse({ token, body });
    if (!parsed.success) return setErrors(translateFieldErrors(fieldErrors(parsed.error), t));
    if (await send({ token, body }, 'body')) setBody('');
  }
  async function sendPhoto(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('token', token);
    if (await send(form, 'photo')) event.currentTarget.reset();
  }

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={t('organiser.title')} />
      <div className="container page-body campaign-organiser" data-testid="campaign-organiser-page">
        <p>{t('organiser.lead')}</p>
        <p>
          <AppLink to={localizePath(`/campaigns/${view.slug}`, locale)}>{t('organiser.view')}</AppLink>
        </p>
        {status && (
          <p role="status" className="campaign-organiser__status">
            {status}
          </p>
        )}
        <form className="form-panel" onSubmit={sendUpdate} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="organiser-body">
              {t('organiser.update')}
            </label>
            <textarea
              id="organiser-body"
              className="field__control"
              rows={4}
              maxLength={CAMPAIGN_MESSAGE_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? 'organiser-body-error' : undefined}
            />
            {errors.body && (
              <p className="field__error" id="organiser-body-error">
                {errors.body}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('organiser.sendUpdate')}
          </button>
        </form>
        <form className="form-panel" onSubmit={sendPhoto} noValidate encType="multipart/form-data">
          <div className="field">
            <label className="field__label" htmlFor="organiser-photo">
              {t('organiser.photo')}
            </label>
            <input
              id="organiser-photo"
              className="field__control"
              type="file"
              name="photo"
              accept="image/jpeg,image/png"
              aria-invalid={errors.photo ? true : undefined}
              aria-describedby={errors.photo ? 'organiser-photo-error' : undefined}
            />
            {errors.photo && (
              <p className="field__error" id="organiser-photo-error">
                {errors.photo}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('organiser.sendPhoto')}
          </button>
        </form>
        <section aria-labelledby="organiser-posts-title">
          <h2 id="organiser-posts-title">{t('organiser.posts')}</h2>
          {posts.length === 0 ? (
            <p>{t('organiser.none')}</p>
          ) : (
            <ul className="campaign-organiser__posts">
              {posts.map((post) => (
                <li key={post.id}>
                  <strong>{t(`organiser.statuses.${post.status}`)}</strong> ·{' '}
                  <small>{formatGregorian(post.at, locale)}</small>
                  <p dir="auto">{post.kind === 'photo' ? t('organiser.photoPost') : post.body}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
