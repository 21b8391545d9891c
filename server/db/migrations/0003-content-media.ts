import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * News, albums, videos, awareness messages, donation paths, programs and the home page's parts.
 * Portable types only: integer ids given by the content, varchar/text,
 * ISO date strings, bigint halalas.
 */
type Builder = CreateTableBuilder<string, never>;

function pair(table: Builder, name: string, type: 'varchar(300)' | 'text'): Builder {
  return table
    .addColumn(`${name}_ar`, type, (col) => col.notNull())
    .addColumn(`${name}_en`, type, (col) => col.notNull());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Ids are given by the content (stable links like /news/7), not generated.
  const key = (table: Builder) => table.addColumn('id', 'integer', (col) => col.primaryKey());

  let news = key(db.schema.createTable('news'));
  news = pair(pair(pair(news, 'title', 'varchar(300)'), 'summary', 'text'), 'body', 'text');
  await news
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_published_idx').on('news').columns(['published_at', 'id']).execute();

  let newsImages = key(db.schema.createTable('news_images')).addColumn('news_id', 'integer', (col) =>
    col.notNull().references('news.id').onDelete('cascade'),
  );
  newsImages = pair(
    newsImages.addColumn('src', 'varchar(300)', (col) => col.notNull()),
    'caption',
    'varchar(300)',
  );
  await newsImages.addColumn('position', 'integer', (col) => col.notNull()).execute();
  await db.schema.createIndex('news_images_news_idx').on('news_images').columns(['news_id', 'position']).execute();

  let albums = key(db.schema.createTable('albums'));
  albums = pair(pair(albums, 'title', 'varchar(300)'), 'description', 'text');
  await albums
    .addColumn('cover', 'varchar(300)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  let albumImages = key(db.schema.createTable('album_images')).addColumn('album_id', 'integer', (col) =>
    col.notNull().references('albums.id').onDelete('cascade'),
  );
  albumImages = pair(
    albumImages.addColumn('src', 'varchar(300)', (col) => col.notNull()),
    'caption',
    'varchar(300)',
  );
  await albumImages.addColumn('position', 'integer', (col) => col.notNull()).execute();
  await db.schema.createIndex('album_images_album_idx').on('album_images').columns(['album_id', 'position']).execute();

  let videos = key(db.schema.createTable('videos'));
  videos = pair(pair(videos, 'title', 'varchar(300)'), 'description', 'text');
  await videos
    .addColumn('url', 'varchar(500)', (col) => col.notNull())
    .addColumn('poster', 'varchar(300)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  let messages = key(db.schema.createTable('awareness_messages'));
  messages = pair(
    pair(pair(pair(messages, 'title', 'varchar(300)'), 'topic', 'varchar(300)'), 'summary', 'text'),
    'body',
    'text',
  );
  await messages
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  let paths = key(db.schema.createTable('donation_paths')).addColumn('slug', 'varchar(60)', (col) =>
    col.notNull().unique(),
  );
  paths = pair(pair(paths, 'title', 'varchar(300)'), 'description', 'text');
  await paths
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  let programs = key(db.schema.createTable('programs')).addColumn('path_id', 'integer', (col) =>
    col.notNull().references('donation_paths.id'),
  );
  programs = pair(pair(pair(programs, 'title', 'varchar(300)'), 'summary', 'text'), 'body', 'text');
  await programs
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .addColumn('target_halalas', 'bigint', (col) => col.notNull())
    .addColumn('collected_halalas', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('beneficiaries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('programs_path_idx').on('programs').columns(['path_id', 'position']).execute();

  let stats = key(db.schema.createTable('home_stats')).addColumn('key', 'varchar(60)', (col) => col.notNull().unique());
  stats = pair(stats, 'label', 'varchar(300)');
  await stats
    .addColumn('value', 'bigint', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  let partners = key(db.schema.createTable('partners'));
  partners = pair(pair(partners, 'name', 'varchar(300)'), 'description', 'text');
  await partners
    .addColumn('logo', 'varchar(300)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  let slides = key(db.schema.createTable('home_slides')).addColumn('kind', 'varchar(10)', (col) => col.notNull());
  slides = pair(pair(slides, 'title', 'varchar(300)'), 'text', 'text');
  await slides
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .addColumn('link', 'varchar(300)')
    .addColumn('video_url', 'varchar(500)')
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'home_slides',
    'partners',
    'home_stats',
    'programs',
    'donation_paths',
    'awareness_messages',
    'videos',
    'album_images',
    'albums',
    'news_images',
    'news',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
