import type { Seeder } from './index';
import { newsSeed } from './content-media/news';
import { albumSeed, messageSeed, videoSeed } from './content-media/library';
import { partnerSeed, pathSeed, programSeed, slideSeed, statSeed } from './content-media/giving';

/** Images are drawn by scripts/generate-media-art.ts into public/media (never hot-linked). */
const media = (name: string) => `/media/${name}.svg`;

/** News, albums, videos, awareness messages, donation paths, programs and the home page's parts. */
export const contentMediaSeeder: Seeder = {
  name: 'content-media-v1',
  async run(trx) {
    await trx
      .insertInto('news')
      .values(
        newsSeed.map((n) => ({
          id: n.id,
          title_ar: n.title[0],
          title_en: n.title[1],
          summary_ar: n.summary[0],
          summary_en: n.summary[1],
          body_ar: n.body[0],
          body_en: n.body[1],
          image: media(`news-${n.id}`),
          published_at: n.date,
        })),
      )
      .execute();
    let imageId = 0;
    await trx
      .insertInto('news_images')
      .values(
        newsSeed.flatMap((n) =>
          n.images.map(([ar, en], i) => ({
            id: (imageId += 1),
            news_id: n.id,
            src: media(`news-${n.id}-${i === 0 ? 'a' : 'b'}`),
            caption_ar: ar,
            caption_en: en,
            position: i + 1,
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('albums')
      .values(
        albumSeed.map((a) => ({
          id: a.id,
          title_ar: a.title[0],
          title_en: a.title[1],
          description_ar: a.description[0],
          description_en: a.description[1],
          cover: media(`album-${a.id}-1`),
          published_at: a.date,
        })),
      )
      .execute();
    imageId = 0;
    await trx
      .insertInto('album_images')
      .values(
        albumSeed.flatMap((a) =>
          a.captions.map(([ar, en], i) => ({
            id: (imageId += 1),
            album_id: a.id,
            src: media(`album-${a.id}-${i + 1}`),
            caption_ar: ar,
            caption_en: en,
            position: i + 1,
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('videos')
      .values(
        videoSeed.map((v) => ({
          id: v.id,
          title_ar: v.title[0],
          title_en: v.title[1],
          description_ar: v.description[0],
          description_en: v.description[1],
          url: v.url,
          poster: media(`video-${v.id}`),
          published_at: v.date,
        })),
      )
      .execute();

    await trx
      .insertInto('awareness_messages')
      .values(
        messageSeed.map((m) => ({
          id: m.id,
          title_ar: m.title[0],
          title_en: m.title[1],
          topic_ar: m.topic[0],
          topic_en: m.topic[1],
          summary_ar: m.summary[0],
          summary_en: m.summary[1],
          body_ar: m.body[0],
          body_en: m.body[1],
          image: media(`message-${m.id}`),
          published_at: m.date,
        })),
      )
      .execute();

    await trx
      .insertInto('donation_paths')
      .values(
        pathSeed.map((p, i) => ({
          id: p.id,
          slug: p.slug,
          title_ar: p.title[0],
          title_en: p.title[1],
          description_ar: p.description[0],
          description_en: p.description[1],
          image: media(`path-${p.id}`),
          position: i + 1,
        })),
      )
      .execute();

    await trx
      .insertInto('programs')
      .values(
        programSeed.map((p, i) => ({
          id: p.id,
          path_id: p.pathId,
          title_ar: p.title[0],
          title_en: p.title[1],
          summary_ar: p.summary[0],
          summary_en: p.summary[1],
          body_ar: p.body[0],
          body_en: p.body[1],
          image: media(`program-${p.id}`),
          target_halalas: p.target,
          collected_halalas: p.collected,
          beneficiaries: p.beneficiaries,
          featured: p.featured ? 1 : 0,
          position: i + 1,
        })),
      )
      .execute();

    await trx
      .insertInto('home_stats')
      .values(
        statSeed.map((s, i) => ({
          id: i + 1,
          key: s.key,
          label_ar: s.label[0],
          label_en: s.label[1],
          value: s.value,
          kind: s.kind,
          position: i + 1,
        })),
      )
      .execute();

    await trx
      .insertInto('partners')
      .values(
        partnerSeed.map((p, i) => ({
          id: p.id,
          name_ar: p.name[0],
          name_en: p.name[1],
          description_ar: p.description[0],
          description_en: p.description[1],
          logo: media(`partner-${p.id}`),
          position: i + 1,
        })),
      )
      .execute();

    await trx
      .insertInto('home_slides')
      .values(
        slideSeed.map((s, i) => ({
          id: s.id,
          kind: s.kind,
          title_ar: s.title[0],
          title_en: s.title[1],
          text_ar: s.text[0],
          text_en: s.text[1],
          image: media(`slide-${s.id}`),
          link: s.link ?? null,
          video_url: s.videoUrl ?? null,
          position: i + 1,
        })),
      )
      .execute();
  },
};
