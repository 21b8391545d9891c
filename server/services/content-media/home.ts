import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HomeData, HomeSlide } from '#src/domain/content-media';
import { bilingual } from './text';
import { latestNews } from './news';
import { featuredPrograms, listPaths } from './programs';
import { videoThumbnail } from './videos';
import { publicRows } from '../publishing/visibility';

const LATEST_NEWS = 4;
const FEATURED_PROGRAMS = 6;

/** Everything the home page shows, in one answer (one request on first paint). */
export async function homeData(db: Kysely<Database>): Promise<HomeData> {
  const [stats, partners, slides, news, programs, paths] = await Promise.all([
    db.selectFrom('home_stats').selectAll().orderBy('position').execute(),
    db.selectFrom('partners').selectAll().orderBy('position').execute(),
    db.selectFrom('home_slides').selectAll().where(publicRows('home-slides')).orderBy('position').execute(),
    latestNews(db, LATEST_NEWS),
    featuredPrograms(db, FEATURED_PROGRAMS),
    listPaths(db),
  ]);
  return {
    stats: stats.map((s) => ({
      key: s.key,
      label: bilingual(s.label_ar, s.label_en),
      value: Number(s.value),
      kind: s.kind,
    })),
    partners: partners.map((p) => ({
      id: p.id,
      name: bilingual(p.name_ar, p.name_en),
      description: bilingual(p.description_ar, p.description_en),
      logo: p.logo,
    })),
    slides: slides.map((s): HomeSlide => {
      const title = bilingual(s.title_ar, s.title_en);
      const text = bilingual(s.text_ar, s.text_en);
      if (s.kind === 'video') {
        // The slide keeps a bad link so the carousel can say so ('Video URL not supported.').
        const video = videoThumbnail(s.video_url ?? '', s.image);
        return {
          id: s.id,
          kind: 'video',
          title,
          text,
          image: s.image,
          videoUrl: s.video_url ?? '',
          thumbnail: video?.thumbnail ?? null,
        };
      }
      return { id: s.id, kind: 'image', title, text, image: s.image, link: s.link ?? '/' };
    }),
    latestNews: news,
    featuredPrograms: programs,
    paths,
  };
}
