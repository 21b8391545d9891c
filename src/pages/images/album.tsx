import { pick, type AlbumDetail } from '../../domain/content-media';
import type { PageProps } from '../../pipeline/types';
import { Gallery, MediaDetailPage, mediaDetailRoute } from '../news/parts/media-detail';

export const { validate, loadData, head } = mediaDetailRoute<AlbumDetail>('/albums', (data) => ({
  description: data.description,
  image: data.cover,
}));

export default function AlbumPage(props: PageProps<AlbumDetail>) {
  const { data, ctx } = props;
  return (
    <MediaDetailPage
      {...props}
      as="div"
      className="container page-body"
      before={<p>{pick(data.description, ctx.locale)}</p>}
      back={{ path: '/images', labelKey: 'albums.back' }}
    >
      <Gallery images={data.images} locale={ctx.locale} className="gallery-grid gallery-grid--album" linked />
    </MediaDetailPage>
  );
}
