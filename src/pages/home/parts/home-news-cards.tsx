import type { NewsSummary } from '../../../domain/content-media';
import type { Locale } from '../../../lib/locale';
import { NewsCard } from '../../news/parts/news-card';

/** The home's latest news: a part of its own, so its code (cards, dates in both calendars) loads after the page's. */
export function HomeNewsCards({ items, locale }: { items: readonly NewsSummary[]; locale: Locale }) {
  return (
    <>
      {items.map((item) => (
        <NewsCard key={item.id} item={item} locale={locale} headingLevel={3} />
      ))}
    </>
  );
}
